import type { Queryable } from '../../db/database.js';
import type { PushMessage } from '../push/push-service.js';
import { readNotification } from './notifications-service.js';

/** Where a tap on the push itself (not on one of its buttons) leads. */
function defaultUrl(template: string | undefined, orderId: string | null): string {
  // A rider's offer opens the rider app; a customer's order notice its tracking page.
  if (template === 'rider_offer') return '/delivery';
  return orderId ? `/track-order/${orderId}` : '/notifications';
}

/**
 * A notification as a push message (Web Push and FCM), rendered when it is sent in the recipient's language at
 * that moment (issue 32 item 6, ADR 0075), with its buttons: each action's title and where it leads (issue 32
 * item 2). The tag is the notification's id, so a retried push replaces its earlier copy.
 */
export async function pushNotice(
  db: Queryable,
  notificationId: string | null,
): Promise<{ userId: string; message: PushMessage } | null> {
  if (!notificationId) return null;
  const { rows } = await db.query<{ user_id: string }>('select user_id from notifications where id = $1', [
    notificationId,
  ]);
  const userId = rows[0]?.user_id;
  if (!userId) return null;
  const notification = await readNotification(db, userId, notificationId);
  if (!notification) return null;
  return {
    userId,
    message: {
      title: notification.title,
      body: notification.message,
      url: defaultUrl(notification.metadata?.template, notification.order_id),
      tag: notificationId,
      actions: (notification.metadata?.actions ?? []).map((action) => ({
        action: action.id,
        title: action.title,
        url: action.path,
      })),
    },
  };
}
