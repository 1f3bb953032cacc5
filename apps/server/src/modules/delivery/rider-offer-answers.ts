import type { Database, Queryable } from '../../db/database.js';
import { DomainError, notFound } from '../../errors/domain-error.js';
import { takeOrderAsRider } from '../orders/order-rider.js';
import { lockOrder } from '../orders/order-transitions.js';
import { tellRider } from './rider-events.js';
import { closeOffers, expireOrderOffer, type OfferSettings, offerToNextRider } from './rider-offers.js';

/** The rider answering: their row as the rider service read it. */
export interface AnsweringRider {
  id: string;
  user_id: string;
  full_name: string;
  is_online: boolean;
}

/**
 * The rider's own offer with its order locked; the offer is read again after the lock (a concurrent accept,
 * expiry or assignment may have moved it meanwhile). Another rider's offer is not found.
 */
async function ownOffer(tx: Queryable, offerId: string, riderId: string) {
  const { rows } = await tx.query<{ order_id: string }>(
    'select order_id from rider_offers where id = $1 and rider_id = $2',
    [offerId, riderId],
  );
  if (!rows[0]) throw notFound();
  const order = await lockOrder(tx, rows[0].order_id);
  if (!order) throw notFound();
  const fresh = await tx.query<{ status: string; overdue: boolean }>(
    'select status, expires_at <= tokri_now() as overdue from rider_offers where id = $1 for update',
    [offerId],
  );
  return { order, offer: fresh.rows[0]! };
}

/**
 * Takes an offered order (ADR 0038): under the order's lock the offer must still be open and in time and the
 * order without a rider; then the rider is set and the order moves to accepted as the rider (the customer hears
 * the rider's first name). A repeated accept of an offer this rider already won answers the same order. Refusals
 * are thrown after the commit, so a lazily expired offer has gone to the next rider. Answers the order's id.
 */
export async function acceptOffer(
  db: Database,
  rider: AnsweringRider,
  offerId: string,
  settings: OfferSettings,
): Promise<string> {
  type Outcome = { won: string } | { refused: 'OFFER_EXPIRED' | 'OFFER_TAKEN' | 'RIDER_NOT_ONLINE' };
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    const { order, offer } = await ownOffer(tx, offerId, rider.id);
    if (offer.status === 'accepted' && order.rider_id === rider.id) return { won: order.id };
    if (offer.status === 'pending' && offer.overdue) {
      // What the expiry round would do, now: the offer expires and the order goes to the next rider.
      await expireOrderOffer(tx, order.id, settings);
      return { refused: 'OFFER_EXPIRED' };
    }
    if (offer.status === 'expired') return { refused: 'OFFER_EXPIRED' };
    if (offer.status === 'withdrawn' && !rider.is_online) return { refused: 'RIDER_NOT_ONLINE' };
    if (offer.status !== 'pending') return { refused: 'OFFER_TAKEN' };
    if (order.rider_id !== null || !['confirmed', 'preparing'].includes(order.status)) {
      await closeOffers(tx, 'r.id = $2', [offerId], 'withdrawn');
      return { refused: 'OFFER_TAKEN' };
    }
    await takeOrderAsRider(tx, order, rider);
    await tx.query(`update rider_offers set status = 'accepted', answered_at = tokri_now() where id = $1`, [
      offerId,
    ]);
    await tellRider(tx, rider.user_id, {
      type: 'offer_closed',
      offerId,
      orderId: order.id,
      reason: 'accepted',
    });
    return { won: order.id };
  });
  if ('refused' in outcome) throw new DomainError(outcome.refused);
  return outcome.won;
}

/** Declines an offer: it goes to the next rider. Declining an offer that already closed changes nothing. */
export async function declineOffer(
  db: Database,
  rider: AnsweringRider,
  offerId: string,
  settings: OfferSettings,
): Promise<void> {
  await db.transaction(async (tx) => {
    const { order, offer } = await ownOffer(tx, offerId, rider.id);
    if (offer.status !== 'pending') return;
    await closeOffers(tx, 'r.id = $2', [offerId], 'declined');
    await offerToNextRider(tx, order.id, settings);
  });
}
