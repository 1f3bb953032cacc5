import type { Language } from '@tokri/core';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/database.js';
import { notFound } from '../../errors/domain-error.js';
import { rejectSubstitute } from './order-substitution.js';
import { loadOrderViews } from './order-views.js';

/** The customer's Reject of a substitute (ADR 0045): the use case, answered with the order as the customer sees it. */
export function createSubstituteReject(db: Database, clock: Clock) {
  return async (userId: string, orderId: string, lineId: string, language: Language) => {
    await db.transaction((tx) => rejectSubstitute(tx, { orderId, lineId, userId, now: clock() }));
    const [order] = await loadOrderViews(
      db,
      language,
      'o.id = $1 and o.user_id = $2',
      [orderId, userId],
      1,
      0,
      {
        forCustomer: true,
      },
    );
    if (!order) throw notFound();
    return order;
  };
}

export type SubstituteReject = ReturnType<typeof createSubstituteReject>;
