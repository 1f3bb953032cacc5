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

/** Where clicking a notification goes: its first action, for notifications about an order. */
export function notificationPath(notification: NotificationView): string | null {
  if (!notification.order_id) return null;
  const path = notification.metadata?.actions?.[0]?.path;
  return typeof path === 'string' && path.startsWith('/') ? path : null;
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
