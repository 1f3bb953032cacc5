import type { NotificationView } from '@tokri/core';
import { BADGE_CAP, BELL_LIMIT } from './notification-constants.js';

/** The bell badge: nothing when all is read, the count up to 9, then "9+". */
export function unreadBadgeLabel(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(Math.floor(count));
}

export type NotificationIconKind = 'package' | 'truck' | 'card' | 'megaphone' | 'bell' | 'lightning';

/** Spec §2: icon by type; admin-role items get a lightning icon (and a highlighted border). */
export function notificationIconKind(
  notification: Pick<NotificationView, 'type' | 'role'>,
): NotificationIconKind {
  if (notification.role === 'admin') return 'lightning';
  switch (notification.type) {
    case 'order_placed':
    case 'order_updated':
      return 'package';
    case 'delivery_scheduled':
    case 'delivery_completed':
      return 'truck';
    case 'payment_confirmed':
      return 'card';
    case 'general':
      return 'megaphone';
    default:
      return 'bell';
  }
}

/** The bell lists the first 10 and offers "View all notifications" when there are more. */
export function bellItems(items: readonly NotificationView[], hasOlderPages: boolean) {
  return { shown: items.slice(0, BELL_LIMIT), more: items.length > BELL_LIMIT || hasOlderPages };
}

/** A button's link that the app may follow: a page of ours, or a phone number to dial ("call"). */
export function isActionLink(path: unknown): path is string {
  return (
    typeof path === 'string' &&
    ((path.startsWith('/') && !path.startsWith('//')) || /^tel:\+?[0-9]{6,15}$/.test(path))
  );
}

/** A notification's buttons (issue 32 item 2): each with a link the app may follow. */
export function notificationActions(notification: NotificationView) {
  return (notification.metadata?.actions ?? []).filter((action) => action.title && isActionLink(action.path));
}

/** Where tapping a notification itself goes: its first button's page (not a call), for any notification. */
export function notificationPath(notification: NotificationView): string | null {
  const first = notificationActions(notification).find((action) => action.path.startsWith('/'));
  return first?.path ?? null;
}

/**
 * How a notification's toast looks: red for a cancellation or a failed payment, green for other order news
 * (the same look as the order-event toast it may replace), plain otherwise.
 */
export function notificationTone(notification: NotificationView): 'error' | 'success' | 'default' {
  const template = notification.metadata?.template;
  if (
    template === 'cancelled' ||
    template === 'payment_failed' ||
    notification.metadata?.status === 'cancelled'
  ) {
    return 'error';
  }
  return notification.order_id ? 'success' : 'default';
}
