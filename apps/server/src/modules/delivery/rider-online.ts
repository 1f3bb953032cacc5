import type { Database } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import { lockOrder } from '../orders/order-transitions.js';
import { closeOffers, type OfferSettings, offerToNextRider, offerWaitingOrderTo } from './rider-offers.js';

/** Orders the rider carries: shown first in the app, and what keeps them from going offline. */
export const CARRYING = `('accepted', 'picked_up', 'out_for_delivery')`;

/**
 * The online switch (ADR 0038). Online: the rider may be offered orders, and is offered the oldest waiting one
 * of their store at once. Offline: their open offers are withdrawn and go to the next rider; refused while they
 * carry an order (the customer's map would lose them). The rider's row is locked first, then each order.
 */
export async function setRiderOnline(
  db: Database,
  riderId: string,
  online: boolean,
  settings: OfferSettings,
) {
  await db.transaction(async (tx) => {
    if (online) {
      await tx.query(
        `update delivery_agents set is_online = true, online_since = coalesce(online_since, tokri_now()),
                updated_at = tokri_now() where id = $1`,
        [riderId],
      );
      await offerWaitingOrderTo(tx, riderId, settings);
      return;
    }
    const carrying = await tx.query(
      `select 1 from orders where rider_id = $1 and status in ${CARRYING} limit 1`,
      [riderId],
    );
    if (carrying.rows.length > 0) throw new DomainError('RIDER_HAS_ACTIVE_ORDER');
    await tx.query(
      'update delivery_agents set is_online = false, online_since = null, updated_at = tokri_now() where id = $1',
      [riderId],
    );
    const { rows } = await tx.query<{ order_id: string }>(
      `select order_id from rider_offers where rider_id = $1 and status = 'pending' order by order_id`,
      [riderId],
    );
    for (const { order_id } of rows) {
      await lockOrder(tx, order_id);
      const withdrawn = await closeOffers(
        tx,
        'r.order_id = $2 and r.rider_id = $3',
        [order_id, riderId],
        'withdrawn',
      );
      if (withdrawn.length > 0) await offerToNextRider(tx, order_id, settings);
    }
  });
}
