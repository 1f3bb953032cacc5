import type { Language, RiderAssignment, RiderDeliverRequest, RiderLineRequest } from '@tokri/core';
import { DEFAULT_SUBSTITUTE_REJECT_MINUTES, toIstDate } from '@tokri/core';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/database.js';
import { forbidden, notFound } from '../../errors/domain-error.js';
import { recordAdminChange } from '../admin/admin-audit.js';
import { deliverByAdmin, deliverByRider, markLine } from './order-handover.js';
import { markUnavailable } from './order-substitution.js';
import { loadOrderViews } from './order-views.js';
import { riderAssignmentView } from './rider-assignment-view.js';
import { riderCashOn } from './rider-cash.js';

export interface HandoverSettings {
  /** Minutes the customer has to reject a substitute (ADR 0045). */
  substituteRejectMinutes: number;
}

/** The handover's use cases for the rider app and the admin (ADR 0039); routes stay thin. */
export function createOrderHandover(
  db: Database,
  clock: Clock,
  settings: HandoverSettings = { substituteRejectMinutes: DEFAULT_SUBSTITUTE_REJECT_MINUTES },
) {
  /** The signed-in user's own rider record; an admin without one is not a rider (403). */
  async function riderIdOf(userId: string): Promise<string> {
    const { rows } = await db.query<{ id: string }>(
      'select id from delivery_agents where user_id = $1 and is_active',
      [userId],
    );
    if (!rows[0]) throw forbidden();
    return rows[0].id;
  }

  async function assignment(orderId: string, riderId: string, language: Language): Promise<RiderAssignment> {
    const view = await riderAssignmentView(db, orderId, riderId, language);
    if (!view) throw notFound();
    return view;
  }

  return {
    async deliver(userId: string, orderId: string, body: RiderDeliverRequest, language: Language) {
      const riderId = await riderIdOf(userId);
      await deliverByRider(db, {
        orderId,
        riderId,
        riderUserId: userId,
        otp: body.otp,
        cashCollectedPaise: body.cashCollectedPaise,
        cashNote: body.cashNote,
      });
      return assignment(orderId, riderId, language);
    },

    async markLine(
      userId: string,
      orderId: string,
      lineId: string,
      body: RiderLineRequest,
      language: Language,
    ) {
      const riderId = await riderIdOf(userId);
      const { status, reason } = body;
      await db.transaction((tx) =>
        status === 'unavailable'
          ? markUnavailable(tx, {
              orderId,
              lineId,
              riderId,
              afterCall: body.afterCall,
              reason,
              now: clock(),
              rejectMinutes: settings.substituteRejectMinutes,
            })
          : markLine(tx, { orderId, lineId, riderId, status, reason }),
      );
      return assignment(orderId, riderId, language);
    },

    async adminDeliver(
      adminUserId: string,
      orderId: string,
      body: { reason: string; cashCollectedPaise?: number | undefined },
      language: Language,
    ) {
      await db.transaction(async (tx) => {
        const change = await deliverByAdmin(tx, {
          orderId,
          adminUserId,
          reason: body.reason,
          cashCollectedPaise: body.cashCollectedPaise,
        });
        await recordAdminChange(tx, {
          actorUserId: adminUserId,
          entity: 'order',
          entityId: orderId,
          action: 'deliver_without_code',
          before: change.before,
          after: change.after,
          note: body.reason,
        });
      });
      const [order] = await loadOrderViews(db, language, 'o.id = $1', [orderId]);
      if (!order) throw notFound();
      return order;
    },

    riderCash(date: string | undefined) {
      return riderCashOn(db, date ?? toIstDate(clock()));
    },
  };
}

export type OrderHandover = ReturnType<typeof createOrderHandover>;
