import type { QueryClient } from '@tanstack/react-query';
import {
  DELIVERY_AGENT_ALERT,
  isNewOrder,
  isOrderChange,
  type NotificationView,
  type PurchaseEvent,
  purchaseEventFromChange,
  type RealtimeEvent,
  shortOrderId,
} from '@tokri/core';
import type { Location } from 'react-router';
import { applyAdminOrderChange } from '../features/admin/admin-orders-api.js';
import {
  applyNotificationEvent,
  NOTIFICATION_TOAST_MS,
  notificationToastId,
  notificationTone,
} from '../features/notifications/index.js';
import { applyOrderChange, applyRiderPosition } from '../features/orders/live/apply-order-change.js';
import {
  CONFIRMATION_DELAY_MS,
  opensConfirmation,
  orderToastKind,
  PurchaseEventDeduper,
} from '../features/orders/live/order-events.js';
import { readConfirmationState } from '../features/orders/utils/confirmation-state.js';
import { purchaseMonitoring } from '../features/purchase-monitoring/index.js';
import { sendDeviceToken } from '../features/push/native/native-bridge.js';
import { translator } from '../i18n/translator.js';
import { realtime, watchConnectivity } from '../shared/realtime/realtime.js';
import type { EventMeta } from '../shared/realtime/realtime-types.js';
import { sessionStore } from '../shared/session/session-store.js';
import { installAudioUnlock, playSound } from '../shared/sound/sound-player.js';
import { soundSettingsFor } from '../shared/sound/sound-settings.js';
import { orderToastId } from '../shared/types/order-change.js';
import { toast } from '../shared/ui/toast.js';
import { runInShell } from './run-in-shell.js';

/** What this needs of the app's router: where the user is, and a way to send them elsewhere. */
export interface LiveRouter {
  state: { location: Location };
  subscribe(listener: (state: { location: Location }) => void): () => void;
  navigate(to: string | number, options?: { state?: unknown; replace?: boolean }): Promise<void> | void;
}

/** Replayed events older than this (missed while offline) update the screens without a toast or sound. */
const QUIET_REPLAY_MS = 2 * 60 * 1000;

const t = (key: string, options?: Record<string, unknown>): string =>
  String(translator.t(key as 'app.name', options as never));

function notificationSound(notification: NotificationView) {
  const status = notification.metadata?.status;
  playSound(
    // An order offered to a rider rings the delivery-agent alert (§6); the rider app rings with the same key, so
    // the phone rings once whichever of the two hears of the offer first.
    status === 'rider_offer'
      ? DELIVERY_AGENT_ALERT
      : soundSettingsFor(notification.metadata?.priority, notification.metadata?.sound),
    notification.order_id && status ? `${notification.order_id}:${status}` : notification.id,
  );
}

function showOrderToast(event: PurchaseEvent) {
  const kind = orderToastKind(event);
  if (!kind) return;
  const title =
    kind === 'statusUpdated'
      ? t('orderEvents.statusUpdated', {
          status: t(`orders.status.${event.status}`, { defaultValue: event.status }),
        })
      : t(`orderEvents.${kind}`);
  const options = {
    id: orderToastId(event.orderId, event.status),
    description: t('orderEvents.orderId', { id: shortOrderId(event.orderId) }),
    duration: NOTIFICATION_TOAST_MS,
  };
  if (kind === 'cancelled') toast.error(title, options);
  else toast.success(title, options);
}

/**
 * The live half of the app, running while someone is signed in: the realtime connection and purchase
 * monitoring feed the query caches (notifications, orders, badges, the admin's orders), new notifications
 * toast and play their sound, order events toast (once, whichever channel brings them first), and an order
 * placed or paid opens /confirmation after 1 s unless the customer has already seen it.
 */
export function startLiveUpdates(queryClient: QueryClient, router: LiveRouter): () => void {
  const deduper = new PurchaseEventDeduper();
  const confirmationsSeen = new Set<string>();
  const timers = new Set<ReturnType<typeof setTimeout>>();

  const noteLocation = (location: Location) => {
    if (location.pathname !== '/confirmation') return;
    const { orderId } = readConfirmationState(location.state);
    if (orderId) confirmationsSeen.add(orderId);
  };
  noteLocation(router.state.location);

  const openConfirmation = (event: PurchaseEvent) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      // Already shown for this order, or the payment return page is confirming it and will go there itself.
      if (confirmationsSeen.has(event.orderId) || router.state.location.pathname === '/checkout/payment')
        return;
      void router.navigate('/confirmation', {
        state: {
          orderId: event.orderId,
          fromWebSocket: true,
          paymentConfirmed: event.type === 'payment_confirmed',
        },
      });
    }, CONFIRMATION_DELAY_MS);
    timers.add(timer);
  };

  const onPurchaseEvent = (event: PurchaseEvent, quiet: boolean) => {
    if (deduper.isDuplicate(event)) return;
    purchaseMonitoring.noteEvent(event);
    if (isOrderChange(event.data)) {
      applyOrderChange(queryClient, event.data, (event.data as { old_status?: unknown }).old_status === null);
    }
    if (quiet) return;
    showOrderToast(event);
    if (opensConfirmation(event)) openConfirmation(event);
  };

  const onRealtimeEvent = (event: RealtimeEvent, meta: EventMeta) => {
    const quiet = meta.replayed && Date.now() - Date.parse(event.at) > QUIET_REPLAY_MS;
    switch (event.topic) {
      case 'notifications': {
        const inserted = applyNotificationEvent(queryClient, event);
        // Support's answer: an open ticket page and the requests list refetch now, not at their next poll (the
        // key is support-api's `supportKeys.tickets`, spelled out so the support chunk stays out of the shell).
        if (inserted?.metadata?.template === 'support_reply')
          void queryClient.invalidateQueries({ queryKey: ['support', 'tickets'] });
        if (inserted && !quiet) {
          const options = {
            id: notificationToastId(inserted),
            description: inserted.message,
            duration: NOTIFICATION_TOAST_MS,
          };
          const tone = notificationTone(inserted);
          if (tone === 'error') toast.error(inserted.title, options);
          else if (tone === 'success') toast.success(inserted.title, options);
          else toast(inserted.title, options);
          notificationSound(inserted);
        }
        return;
      }
      case 'orders': {
        const purchase = purchaseEventFromChange(event);
        if (purchase) onPurchaseEvent(purchase, quiet);
        return;
      }
      case 'admin_orders': {
        if (!isOrderChange(event.payload)) return;
        applyAdminOrderChange(queryClient, event.payload);
        if (!quiet && isNewOrder(event.kind, event.payload)) {
          playSound(soundSettingsFor('urgent', 'alarm'), `${event.payload.id}:placed`);
        }
        return;
      }
      case 'broadcast': {
        const { title, message } = event.payload as { title?: unknown; message?: unknown };
        if (!quiet && typeof title === 'string') {
          toast(title, {
            id: `broadcast-${event.id}`,
            duration: NOTIFICATION_TOAST_MS,
            ...(typeof message === 'string' ? { description: message } : {}),
          });
        }
        return;
      }
      // The rider app (/delivery) reads its offers and orders again; the query keys start with the topic's name.
      case 'subscriptions':
      case 'rider':
        void queryClient.invalidateQueries({ queryKey: [event.topic] });
        return;
    }
  };

  let signedInAs: string | null = null;
  const followSession = () => {
    const { status, lastEvent, session } = sessionStore.getState();
    if (status === 'signedIn' && session) {
      if (signedInAs !== session.user.id) {
        // A different person on this device: start afresh.
        if (signedInAs !== null) realtime.stop();
        signedInAs = session.user.id;
      }
      realtime.start();
      if (lastEvent === 'TOKEN_REFRESHED') {
        realtime.reauthenticate();
        purchaseMonitoring.reauthenticate();
      }
      purchaseMonitoring.resume();
    } else if (status === 'signedOut') {
      signedInAs = null;
      realtime.stop();
      purchaseMonitoring.stop();
      deduper.clear();
      confirmationsSeen.clear();
    }
  };

  const cleanups = [
    router.subscribe((state) => noteLocation(state.location)),
    realtime.subscribe(onRealtimeEvent),
    // Away longer than the server keeps events: refetch what is on screen rather than trust a partial replay.
    realtime.onResync(() => void queryClient.invalidateQueries()),
    // Riders' positions are volatile (never replayed): each moves an open tracking page's marker.
    realtime.onVolatile((message) => applyRiderPosition(queryClient, message.position)),
    purchaseMonitoring.onEvent((event) => onPurchaseEvent(event, false)),
    watchConnectivity(realtime),
    installAudioUnlock(),
    // Inside the native shell only, loaded on demand (ADR 0055): native push, deep links, back button, status bar.
    runInShell(async () =>
      (await import('./native-app.js')).startNativeApp({ router, session: sessionStore, sendDeviceToken }),
    ),
    sessionStore.subscribe((_state, event) => {
      // Only sign-in, sign-out and refreshed tokens change the connection (not profile updates).
      if (event !== 'USER_UPDATED') followSession();
    }),
  ];
  followSession();

  return () => {
    for (const cleanup of cleanups) cleanup();
    for (const timer of timers) clearTimeout(timer);
    realtime.stop();
  };
}
