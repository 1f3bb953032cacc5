import type { Database } from '../../db/database.js';
import {
  expireOrderOffer,
  FREE_RIDER,
  OFFERABLE,
  type OfferSettings,
  offerToNextRider,
} from './rider-offers.js';

/**
 * The scheduled round (every instance runs it; `skip locked` on the order means two instances, or a rider's
 * request holding the order, never process the same order twice): overdue offers expire and go to the next
 * rider, then orders still waiting are offered to riders who became free (back online, done with a delivery).
 * Each order in its own short transaction. Answers how many offers expired and how many were made.
 */
export async function runRiderOfferRound(db: Database, settings: OfferSettings, limit = 100) {
  let expired = 0;
  let offered = 0;
  for (let i = 0; i < limit; i++) {
    const more = await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: string }>(
        `select o.id from rider_offers r join orders o on o.id = r.order_id
          where r.status = 'pending' and r.expires_at <= tokri_now()
          order by r.expires_at, r.id limit 1
            for update of o skip locked`,
      );
      if (!rows[0]) return false;
      if (await expireOrderOffer(tx, rows[0].id, settings)) expired += 1;
      return true;
    });
    if (!more) break;
  }
  for (let i = 0; i < limit; i++) {
    const made = await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: string }>(
        `select o.id from orders o
          where o.rider_id is null and o.status in ${OFFERABLE} and o.seller_location_id is not null
            and not exists (select 1 from rider_offers p where p.order_id = o.id and p.status = 'pending')
            and exists (select 1 from delivery_agents d
                         where d.home_seller_location_id = o.seller_location_id and ${FREE_RIDER}
                           and not exists (select 1 from rider_offers s where s.rider_id = d.id and s.order_id = o.id))
          order by o.created_at, o.id limit 1
            for update of o skip locked`,
      );
      if (!rows[0]) return false;
      return (await offerToNextRider(tx, rows[0].id, settings)) !== null;
    });
    if (!made) break;
    offered += 1;
  }
  return { expired, offered };
}
