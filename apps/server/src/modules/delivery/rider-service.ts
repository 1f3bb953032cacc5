import type { Language, RiderAssignment, RiderHome, RiderMe } from '@tokri/core';
import { toIstDate } from '@tokri/core';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/database.js';
import { DomainError, notFound } from '../../errors/domain-error.js';
import { applyTransition, lockOrder } from '../orders/order-transitions.js';
import { riderAssignmentView } from '../orders/rider-assignment-view.js';
import { riderMe, riderToday } from './rider-home-reads.js';
import { type AnsweringRider, acceptOffer, declineOffer } from './rider-offer-answers.js';
import { offerViews } from './rider-offer-view.js';
import { expireOrderOffer, type OfferSettings } from './rider-offers.js';
import { CARRYING, setRiderOnline } from './rider-online.js';

export interface RiderServiceDeps {
  db: Database;
  clock: Clock;
  settings: OfferSettings;
}

/**
 * The rider app's use cases (issue 14): the home screen, the online switch, answering offers and moving an
 * order towards the door. Every call acts as the caller's own rider row; another rider's offer or order is
 * answered like a missing one.
 */
export function createRiderService({ db, clock, settings }: RiderServiceDeps) {
  /** The caller's rider row; an account without an active one (an admin, say) cannot act as a rider. */
  async function riderOf(userId: string): Promise<AnsweringRider> {
    const { rows } = await db.query<AnsweringRider>(
      'select id, user_id, full_name, is_online from delivery_agents where user_id = $1 and is_active',
      [userId],
    );
    if (!rows[0]) throw new DomainError('RIDER_ACCOUNT_REQUIRED');
    return rows[0];
  }

  /** Overdue offers of this rider expire now rather than at the next round (and go to the next rider). */
  async function expireOwnOverdueOffers(riderId: string) {
    const { rows } = await db.query<{ order_id: string }>(
      `select order_id from rider_offers where rider_id = $1 and status = 'pending' and expires_at <= tokri_now()`,
      [riderId],
    );
    for (const { order_id } of rows)
      await db.transaction(async (tx) => {
        await lockOrder(tx, order_id);
        await expireOrderOffer(tx, order_id, settings);
      });
  }

  async function assignmentOf(
    orderId: string,
    riderId: string,
    language: Language,
  ): Promise<RiderAssignment> {
    const view = await riderAssignmentView(db, orderId, riderId, language);
    if (!view) throw notFound();
    return view;
  }

  async function currentOf(riderId: string, language: Language): Promise<RiderAssignment[]> {
    const { rows } = await db.query<{ id: string }>(
      `select id from orders where rider_id = $1 and status in ${CARRYING} order by created_at, id`,
      [riderId],
    );
    const views = await Promise.all(rows.map((row) => riderAssignmentView(db, row.id, riderId, language)));
    return views.filter((view): view is RiderAssignment => view !== null);
  }

  return {
    /** `language`: the reader's, for the product names of the orders being carried (issue 32 item 6). */
    async home(userId: string, language: Language): Promise<RiderHome> {
      const rider = await riderOf(userId);
      await expireOwnOverdueOffers(rider.id);
      const [me, offers, current, today] = await Promise.all([
        riderMe(db, rider.id),
        offerViews(db, `r.rider_id = $1 and r.status = 'pending' and r.expires_at > tokri_now()`, [rider.id]),
        currentOf(rider.id, language),
        riderToday(db, rider.id, toIstDate(clock())),
      ]);
      return { me, offers, current, today };
    },

    async setOnline(userId: string, online: boolean): Promise<RiderMe> {
      const rider = await riderOf(userId);
      await setRiderOnline(db, rider.id, online, settings);
      return riderMe(db, rider.id);
    },

    async accept(userId: string, offerId: string, language: Language): Promise<RiderAssignment> {
      const rider = await riderOf(userId);
      return assignmentOf(await acceptOffer(db, rider, offerId, settings), rider.id, language);
    },

    async decline(userId: string, offerId: string): Promise<void> {
      await declineOffer(db, await riderOf(userId), offerId, settings);
    },

    /**
     * The rider's own moves before the door (picked up, out for delivery) through the state machine as the rider:
     * no skipping, and the same move repeated (a retry) answers the order as it is.
     */
    async moveStatus(
      userId: string,
      orderId: string,
      status: 'picked_up' | 'out_for_delivery',
      language: Language,
    ): Promise<RiderAssignment> {
      const rider = await riderOf(userId);
      await db.transaction(async (tx) => {
        const order = await lockOrder(tx, orderId);
        if (!order || order.rider_id !== rider.id) throw notFound();
        if (order.status === status) return;
        await applyTransition(tx, order, status, { role: 'rider', userId: rider.user_id });
      });
      return assignmentOf(orderId, rider.id, language);
    },
  };
}

export type RiderService = ReturnType<typeof createRiderService>;
