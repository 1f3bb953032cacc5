import type { RiderAssignment, RiderHome, RiderMe } from '@tokri/core';
import { toIstDate } from '@tokri/core';
import type { Clock } from '../../clock.js';
import type { Database, Queryable } from '../../db/database.js';
import { DomainError, notFound } from '../../errors/domain-error.js';
import { takeOrderAsRider } from '../orders/order-rider.js';
import { applyTransition, lockOrder } from '../orders/order-transitions.js';
import { riderAssignmentView } from './rider-assignment-view.js';
import { tellRider } from './rider-events.js';
import { riderMe, riderToday } from './rider-home-reads.js';
import { offerViews } from './rider-offer-view.js';
import {
  closeOffers,
  expireOrderOffer,
  type OfferSettings,
  offerToNextRider,
  offerWaitingOrderTo,
} from './rider-offers.js';

export interface RiderServiceDeps {
  db: Database;
  clock: Clock;
  settings: OfferSettings;
}

interface RiderAccount {
  id: string;
  user_id: string;
  full_name: string;
  is_online: boolean;
}

/** Orders the rider carries: shown first in the app, and what keeps them from going offline. */
const CARRYING = `('accepted', 'picked_up', 'out_for_delivery')`;

/**
 * The rider app's use cases (issue 14): the home screen, the online switch, answering offers and moving an
 * order towards the door. Every call acts as the caller's own rider row; another rider's offer or order is
 * answered like a missing one.
 */
export function createRiderService({ db, clock, settings }: RiderServiceDeps) {
  /** The caller's rider row; an account without one (an admin, say) cannot act as a rider. */
  async function riderOf(userId: string): Promise<RiderAccount> {
    const { rows } = await db.query<RiderAccount>(
      'select id, user_id, full_name, is_online from delivery_agents where user_id = $1 and is_active',
      [userId],
    );
    if (!rows[0]) throw new DomainError('RIDER_ACCOUNT_REQUIRED');
    return rows[0];
  }

  /** Overdue offers of this rider expire now rather than at the next round of the job (and go to the next rider). */
  async function expireOwnOverdueOffers(riderId: string) {
    const { rows } = await db.query<{ order_id: string }>(
      `select order_id from rider_offers where rider_id = $1 and status = 'pending' and expires_at <= now()`,
      [riderId],
    );
    for (const { order_id } of rows)
      await db.transaction(async (tx) => {
        await lockOrder(tx, order_id);
        await expireOrderOffer(tx, order_id, settings);
      });
  }

  async function assignmentOf(orderId: string, riderId: string): Promise<RiderAssignment> {
    const view = await riderAssignmentView(db, orderId, riderId);
    if (!view) throw notFound();
    return view;
  }

  async function currentOf(riderId: string): Promise<RiderAssignment[]> {
    const { rows } = await db.query<{ id: string }>(
      `select id from orders where rider_id = $1 and status in ${CARRYING} order by created_at, id`,
      [riderId],
    );
    const views = await Promise.all(rows.map((row) => riderAssignmentView(db, row.id, riderId)));
    return views.filter((view): view is RiderAssignment => view !== null);
  }

  /** The offer as the rider holds it, under the order's lock (read again after the lock: it may have moved). */
  async function ownOffer(tx: Queryable, offerId: string, riderId: string) {
    const { rows } = await tx.query<{ order_id: string }>(
      'select order_id from rider_offers where id = $1 and rider_id = $2',
      [offerId, riderId],
    );
    if (!rows[0]) throw notFound();
    const order = await lockOrder(tx, rows[0].order_id);
    if (!order) throw notFound();
    const fresh = await tx.query<{ status: string; overdue: boolean }>(
      'select status, expires_at <= now() as overdue from rider_offers where id = $1 for update',
      [offerId],
    );
    return { order, offer: fresh.rows[0]! };
  }

  return {
    riderOf,

    async home(userId: string): Promise<RiderHome> {
      const rider = await riderOf(userId);
      await expireOwnOverdueOffers(rider.id);
      const [me, offers, current, today] = await Promise.all([
        riderMe(db, rider.id),
        offerViews(db, `r.rider_id = $1 and r.status = 'pending' and r.expires_at > now()`, [rider.id]),
        currentOf(rider.id),
        riderToday(db, rider.id, toIstDate(clock())),
      ]);
      return { me, offers, current, today };
    },

    /**
     * Online: the rider may be offered orders, and is offered the oldest waiting one of their store at once.
     * Offline: their open offers are withdrawn and go to the next rider; not while they carry an order.
     */
    async setOnline(userId: string, online: boolean): Promise<RiderMe> {
      const rider = await riderOf(userId);
      await db.transaction(async (tx) => {
        if (online) {
          await tx.query(
            `update delivery_agents set is_online = true, online_since = coalesce(online_since, now()),
                    updated_at = now() where id = $1`,
            [rider.id],
          );
          await offerWaitingOrderTo(tx, rider.id, settings);
          return;
        }
        const carrying = await tx.query(
          `select 1 from orders where rider_id = $1 and status in ${CARRYING} limit 1`,
          [rider.id],
        );
        if (carrying.rows.length > 0) throw new DomainError('RIDER_HAS_ACTIVE_ORDER');
        // The rider's row first (offer rounds skip a locked rider), then each offered order.
        await tx.query(
          'update delivery_agents set is_online = false, online_since = null, updated_at = now() where id = $1',
          [rider.id],
        );
        const { rows } = await tx.query<{ order_id: string }>(
          `select order_id from rider_offers where rider_id = $1 and status = 'pending' order by order_id`,
          [rider.id],
        );
        for (const { order_id } of rows) {
          await lockOrder(tx, order_id);
          const withdrawn = await closeOffers(
            tx,
            'r.order_id = $2 and r.rider_id = $3',
            [order_id, rider.id],
            'withdrawn',
          );
          if (withdrawn.length > 0) await offerToNextRider(tx, order_id, settings);
        }
      });
      return riderMe(db, rider.id);
    },

    /**
     * Takes an offered order: under the order's lock the offer must still be open and in time and the order
     * without a rider; then the rider is set and the order moves to accepted (the customer hears the rider's first
     * name). A repeated accept of an offer this rider already won answers the same assignment.
     */
    async accept(userId: string, offerId: string): Promise<RiderAssignment> {
      const rider = await riderOf(userId);
      const outcome = await db.transaction(async (tx) => {
        const { order, offer } = await ownOffer(tx, offerId, rider.id);
        if (offer.status === 'accepted' && order.rider_id === rider.id) return 'won' as const;
        if (offer.status === 'pending' && offer.overdue) {
          // Lazily what the job would do: the offer expires and the order goes to the next rider.
          await expireOrderOffer(tx, order.id, settings);
          return 'OFFER_EXPIRED' as const;
        }
        if (offer.status === 'expired') return 'OFFER_EXPIRED' as const;
        if (offer.status === 'withdrawn' && !rider.is_online) return 'RIDER_NOT_ONLINE' as const;
        if (offer.status !== 'pending') return 'OFFER_TAKEN' as const;
        if (order.rider_id !== null || !['confirmed', 'preparing'].includes(order.status)) {
          await closeOffers(tx, 'r.id = $2', [offerId], 'withdrawn');
          return 'OFFER_TAKEN' as const;
        }
        await takeOrderAsRider(tx, order, rider);
        await tx.query(`update rider_offers set status = 'accepted', answered_at = now() where id = $1`, [
          offerId,
        ]);
        await tellRider(tx, rider.user_id, {
          type: 'offer_closed',
          offerId,
          orderId: order.id,
          reason: 'accepted',
        });
        return 'won' as const;
      });
      // Refusals are answered after the commit, so a lazily expired offer has gone to the next rider.
      if (outcome !== 'won') throw new DomainError(outcome);
      const { rows } = await db.query<{ order_id: string }>(
        'select order_id from rider_offers where id = $1',
        [offerId],
      );
      return assignmentOf(rows[0]!.order_id, rider.id);
    },

    /** Declines an offer: it goes to the next rider. Declining an offer that already closed changes nothing. */
    async decline(userId: string, offerId: string): Promise<void> {
      const rider = await riderOf(userId);
      await db.transaction(async (tx) => {
        const { order, offer } = await ownOffer(tx, offerId, rider.id);
        if (offer.status !== 'pending') return;
        await closeOffers(tx, 'r.id = $2', [offerId], 'declined');
        await offerToNextRider(tx, order.id, settings);
      });
    },

    /**
     * The rider's own moves before the door (picked up, out for delivery) through the state machine as the rider:
     * no skipping, and the same move repeated (a retry) answers the order as it is.
     */
    async moveStatus(
      userId: string,
      orderId: string,
      status: 'picked_up' | 'out_for_delivery',
    ): Promise<RiderAssignment> {
      const rider = await riderOf(userId);
      await db.transaction(async (tx) => {
        const order = await lockOrder(tx, orderId);
        if (!order || order.rider_id !== rider.id) throw notFound();
        if (order.status === status) return;
        await applyTransition(tx, order, status, { role: 'rider', userId: rider.user_id });
      });
      return assignmentOf(orderId, rider.id);
    },
  };
}

export type RiderService = ReturnType<typeof createRiderService>;
