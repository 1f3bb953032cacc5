import type { RiderOfferClosedReason } from '@tokri/core';
import type { Queryable, SqlParam } from '../../db/database.js';
import { announceClosedOffers, announceOffer, type ClosedOffer } from './rider-events.js';

/**
 * Automatic assignment (issue 14, ADR 0038): a confirmed order is offered to ONE rider at a time, the nearest
 * free online rider of its store; a decline, a time-out or a withdrawal offers it to the next, never to the same
 * rider twice (rider_offers' constraints). Every function runs in the caller's transaction with the order locked
 * (lockOrder) unless it says otherwise; riders are locked with `skip locked`, so an order-side transaction never
 * waits for a rider's row and two orders offered at once never go to the same rider.
 */
export interface OfferSettings {
  /** How long the rider has to accept (config RIDER_OFFER_SECONDS). */
  offerSeconds: number;
}

/** Orders a rider may still take: the store has them and nobody carries them. */
export const OFFERABLE = `('confirmed', 'preparing')`;
/** An order given to a rider and not yet over keeps the rider busy (including one assigned ahead of time). */
const IN_HAND = `('placed', 'confirmed', 'preparing', 'accepted', 'picked_up', 'out_for_delivery')`;

/** A rider (`d`) who may be offered an order: online, active, signed up, nothing in hand, no open offer. */
export const FREE_RIDER = `d.is_online and d.is_active and d.user_id is not null
  and not exists (select 1 from orders h where h.rider_id = d.id and h.status in ${IN_HAND})
  and not exists (select 1 from rider_offers q where q.rider_id = d.id and q.status = 'pending')`;

/** Kilometres from the store (`t.lat`, `t.lng`) to the rider's last position (haversine); null when unknown. */
const DISTANCE_KM = `2 * 6371 * asin(sqrt(
    power(sin(radians(d.last_lat - t.lat) / 2), 2)
    + cos(radians(t.lat)) * cos(radians(d.last_lat)) * power(sin(radians(d.last_lng - t.lng) / 2), 2)))`;

/**
 * Closes open offers matching `where` (over `r`, parameters from $2) with the given outcome and tells their riders.
 */
export async function closeOffers(
  tx: Queryable,
  where: string,
  params: SqlParam[],
  reason: Exclude<RiderOfferClosedReason, 'accepted'>,
): Promise<ClosedOffer[]> {
  const { rows } = await tx.query<ClosedOffer>(
    `with closed as (
       update rider_offers r set status = $1, answered_at = tokri_now()
        where r.status = 'pending' and ${where}
       returning r.id, r.order_id, r.rider_id)
     select c.id, c.order_id, d.user_id as rider_user_id
       from closed c join delivery_agents d on d.id = c.rider_id order by c.id`,
    [reason, ...params],
  );
  await announceClosedOffers(tx, rows, reason);
  return rows;
}

/**
 * Offers a locked order to the nearest free online rider of its store: riders with a known position by distance
 * to the store, then those without one, then whoever has been online longest. Nothing happens when the order
 * is not offerable, already has an open offer, or no rider is free (it waits; an admin can still assign).
 */
export async function offerToNextRider(
  tx: Queryable,
  orderId: string,
  settings: OfferSettings,
): Promise<string | null> {
  const { rows } = await tx.query<{ id: string; rider_user_id: string }>(
    `with target as (
       select o.id, o.seller_location_id, sl.lat, sl.lng
         from orders o join seller_locations sl on sl.id = o.seller_location_id
        where o.id = $1 and o.rider_id is null and o.status in ${OFFERABLE}
          and not exists (select 1 from rider_offers p where p.order_id = o.id and p.status = 'pending')),
     chosen as (
       select d.id, d.user_id
         from delivery_agents d join target t on d.home_seller_location_id = t.seller_location_id
        where ${FREE_RIDER}
          and not exists (select 1 from rider_offers s where s.rider_id = d.id and s.order_id = t.id)
        order by (d.last_lat is null), ${DISTANCE_KM} nulls last, d.online_since nulls last, d.id
        limit 1
          for no key update of d skip locked),
     inserted as (
       insert into rider_offers (order_id, rider_id, expires_at)
       select t.id, c.id, tokri_now() + make_interval(secs => $2) from target t, chosen c
       returning id, rider_id)
     select i.id, c.user_id as rider_user_id from inserted i join chosen c on c.id = i.rider_id`,
    [orderId, settings.offerSeconds],
  );
  const offer = rows[0];
  if (!offer) return null;
  await announceOffer(tx, offer.id, offer.rider_user_id);
  return offer.id;
}

/**
 * A rider who just went online (their row locked by the caller) is offered the oldest order of their store that
 * waits for a rider and was never offered to them.
 */
export async function offerWaitingOrderTo(
  tx: Queryable,
  riderId: string,
  settings: OfferSettings,
): Promise<string | null> {
  const { rows } = await tx.query<{ id: string; rider_user_id: string }>(
    `with rider as (
       select d.id, d.user_id, d.home_seller_location_id from delivery_agents d where d.id = $1 and ${FREE_RIDER}),
     waiting as (
       select o.id from orders o join rider r on o.seller_location_id = r.home_seller_location_id
        where o.rider_id is null and o.status in ${OFFERABLE}
          and not exists (select 1 from rider_offers p
                           where p.order_id = o.id and (p.status = 'pending' or p.rider_id = r.id))
        order by o.created_at, o.id
        limit 1
          for update of o skip locked),
     inserted as (
       insert into rider_offers (order_id, rider_id, expires_at)
       select w.id, r.id, tokri_now() + make_interval(secs => $2) from waiting w, rider r
       returning id)
     select i.id, r.user_id as rider_user_id from inserted i, rider r`,
    [riderId, settings.offerSeconds],
  );
  const offer = rows[0];
  if (!offer) return null;
  await announceOffer(tx, offer.id, offer.rider_user_id);
  return offer.id;
}

/**
 * After any change to a locked order: an order a rider can still take is offered (if it has no open offer);
 * one that can no longer be taken (cancelled, given to a rider by hand, gone past the store) has its offer
 * withdrawn. The orders module calls this through its hook after admin and customer changes.
 */
export async function reconcileOrderOffer(tx: Queryable, orderId: string, settings: OfferSettings) {
  const { rows } = await tx.query<{ offerable: boolean }>(
    `select rider_id is null and status in ${OFFERABLE} as offerable from orders where id = $1`,
    [orderId],
  );
  if (!rows[0]) return;
  if (rows[0].offerable) await offerToNextRider(tx, orderId, settings);
  else await closeOffers(tx, 'r.order_id = $2', [orderId], 'withdrawn');
}

/** Expires a locked order's overdue offer and offers the order to the next rider; true when one expired. */
export async function expireOrderOffer(tx: Queryable, orderId: string, settings: OfferSettings) {
  const expired = await closeOffers(
    tx,
    'r.order_id = $2 and r.expires_at <= tokri_now()',
    [orderId],
    'expired',
  );
  if (expired.length > 0) await offerToNextRider(tx, orderId, settings);
  return expired.length > 0;
}
