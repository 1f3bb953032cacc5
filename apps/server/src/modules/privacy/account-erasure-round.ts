import type { Database } from '../../db/database.js';
import { logger } from '../../logger.js';
import { hasActiveOrders } from '../orders/order-anonymisation.js';
import { eraseAccount } from './account-erasure.js';

const log = logger.child({ module: 'account-erasure' });

/** How long a taken request is an instance's own before another may retry it (a crash mid-erasure rolls back). */
const LEASE = "interval '10 minutes'";

export interface ErasureRoundResult {
  erased: number;
  /** Due, but an order placed during the grace period is still on its way: tried again next round. */
  deferred: number;
}

/**
 * Erases the accounts whose grace period has ended (ADR 0051). Requests are leased with `skip locked`, so
 * several instances share the work and never erase one account twice at once.
 */
export async function runDueErasures(db: Database, batch = 20): Promise<ErasureRoundResult> {
  const { rows } = await db.query<{ user_id: string }>(
    `update account_deletion_requests set lease_until = tokri_now() + ${LEASE}
      where user_id in (select user_id from account_deletion_requests
                         where erased_at is null and erase_after <= tokri_now()
                           and (lease_until is null or lease_until < tokri_now())
                         order by erase_after limit $1 for update skip locked)
      returning user_id`,
    [batch],
  );
  const result: ErasureRoundResult = { erased: 0, deferred: 0 };
  for (const { user_id: userId } of rows) {
    if (await hasActiveOrders(db, userId)) {
      result.deferred += 1;
      continue;
    }
    try {
      await eraseAccount(db, userId);
      result.erased += 1;
    } catch (error) {
      // The lease runs out and a later round tries again; the erasure itself rolled back whole.
      log.error({ err: error, userId }, 'account erasure failed');
    }
  }
  return result;
}
