import type { OrderStatus } from '@tokri/core';
import type { Queryable } from '../../db/database.js';
import { tellRider } from './rider-events.js';
import { type OfferSettings, reconcileOrderOffer } from './rider-offers.js';

/** The orders module's hook (wired in app.ts): offers follow the order, and riders hear of a hand-over by an admin. */
export function orderOfferHooks(settings: OfferSettings) {
  return {
    async afterOrderChange(tx: Queryable, orderId: string, change: { previousRiderId?: string | null }) {
      await reconcileOrderOffer(tx, orderId, settings);
      if (change.previousRiderId === undefined) return;
      // An admin assigned a rider: the new one hears of the order, a rider it was taken from hears that too.
      const { rows } = await tx.query<{
        status: string;
        rider_user_id: string | null;
        previous_user_id: string | null;
      }>(
        `select o.status, d.user_id as rider_user_id,
                (select user_id from delivery_agents where id = $2 and id is distinct from o.rider_id) as previous_user_id
           from orders o left join delivery_agents d on d.id = o.rider_id where o.id = $1`,
        [orderId, change.previousRiderId],
      );
      const order = rows[0];
      if (!order) return;
      await tellRider(tx, order.rider_user_id, {
        type: 'assignment',
        orderId,
        status: order.status as OrderStatus,
      });
      await tellRider(tx, order.previous_user_id, { type: 'assignment', orderId, status: 'unassigned' });
    },
  };
}
