import type { RiderOfferClosedReason, RiderRealtimePayload } from '@tokri/core';
import type { Queryable } from '../../db/database.js';
import { renderNotification } from '../../i18n/render-notification.js';
import { notifyRecipients } from '../notifications/notification-fan-out.js';
import { publishEvents } from '../realtime/realtime-events.js';
import { offerViews } from './rider-offer-view.js';

/** A durable event on the rider's own topic, in the caller's transaction (so a rolled-back change says nothing). */
export async function tellRider(tx: Queryable, riderUserId: string | null, payload: RiderRealtimePayload) {
  if (!riderUserId) return;
  await publishEvents(tx, [
    {
      topic: 'rider',
      userId: riderUserId,
      kind: payload.type === 'offer' ? 'INSERT' : 'UPDATE',
      payload: payload as unknown as Record<string, unknown>,
    },
  ]);
}

/**
 * A new offer reaches the rider twice: the realtime event the open app rings for, and a notification (urgent, with
 * the ringtone) whose web-push job wakes a phone with the app in the background.
 */
export async function announceOffer(tx: Queryable, offerId: string, riderUserId: string) {
  const [offer] = await offerViews(tx, 'r.id = $1', [offerId]);
  if (!offer) return;
  await tellRider(tx, riderUserId, { type: 'offer', offer });
  await notifyRecipients(tx, {
    recipients: { userId: riderUserId },
    role: 'user',
    orderId: offer.orderId,
    status: 'rider_offer',
    render: (language) =>
      renderNotification('rider_offer', language, {
        orderId: offer.orderId,
        ...(offer.store ? { storeName: offer.store.name } : {}),
      }),
  });
}

export interface ClosedOffer {
  id: string;
  order_id: string;
  rider_user_id: string | null;
}

export async function announceClosedOffers(
  tx: Queryable,
  closed: readonly ClosedOffer[],
  reason: RiderOfferClosedReason,
) {
  for (const offer of closed)
    await tellRider(tx, offer.rider_user_id, {
      type: 'offer_closed',
      offerId: offer.id,
      orderId: offer.order_id,
      reason,
    });
}
