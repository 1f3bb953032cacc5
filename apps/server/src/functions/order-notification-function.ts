import {
  formatRupees,
  NOTIFICATION_TEMPLATES,
  type NotificationTemplate,
  orderEstimate,
  templateForStatus,
} from '@tokri/core';
import { z } from 'zod';
import type { Database } from '../db/database.js';
import { notFound } from '../errors/domain-error.js';
import { invalidInput } from '../errors/invalid-input.js';
import { renderNotification } from '../i18n/render-notification.js';
import { notifyRecipients } from '../modules/notifications/notification-fan-out.js';

/** Spec §7 send-order-notifications: two payload forms, the second with an optional template override. */
const camelForm = z.object({
  orderId: z.uuid(),
  userId: z.uuid().optional(),
  status: z.string().min(1).max(40),
  paymentStatus: z.string().max(40).optional(),
  trackingId: z.string().max(40).nullable().optional(),
  total: z.number().optional(),
  items: z.array(z.unknown()).optional(),
  isSubscriptionOrder: z.boolean().optional(),
});
const snakeForm = z.object({
  order_id: z.uuid(),
  user_id: z.uuid().optional(),
  status: z.string().min(1).max(40),
  customer_name: z.string().max(120).nullable().optional(),
  rider_name: z.string().max(120).nullable().optional(),
  payment_method: z.string().max(40).nullable().optional(),
  order_total: z.number().nullable().optional(),
  delivery_address: z.unknown().optional(),
  template_override: z
    .object({
      title: z.string().min(1).max(200).optional(),
      message: z.string().min(1).max(1000).optional(),
      actions: z
        .array(z.object({ id: z.string().max(20), title: z.string().min(1).max(40) }))
        .max(4)
        .optional(),
    })
    .optional(),
});
export const sendOrderNotificationsSchema = z.union([snakeForm, camelForm]);

function templateFor(status: string): NotificationTemplate | null {
  if ((NOTIFICATION_TEMPLATES as readonly string[]).includes(status)) return status as NotificationTemplate;
  if (status === 'payment_confirmed' || status === 'paid') return 'payment_success';
  if (status === 'rider_assigned') return 'rider_assigned';
  return templateForStatus(status, null);
}

/** Creates the notification for an order's customer, rendered in the customer's language. Owner or admin only. */
export async function sendOrderNotification(
  db: Database,
  caller: { id: string; isAdmin: boolean },
  input: z.infer<typeof sendOrderNotificationsSchema>,
) {
  const orderId = 'order_id' in input ? input.order_id : input.orderId;
  const template = templateFor(input.status);
  if (!template) throw invalidInput({ status: 'INVALID_FIELD' });
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{
      user_id: string;
      total_paise: number;
      rider: string | null;
      status: string;
      distance_km: string | null;
    }>(
      `select o.user_id, o.total_paise, d.full_name as rider, o.status, o.delivery_distance_km as distance_km
         from orders o
         left join delivery_agents d on d.id = o.rider_id where o.id = $1`,
      [orderId],
    );
    const order = rows[0];
    if (!order || (order.user_id !== caller.id && !caller.isAdmin)) throw notFound();
    const snake = 'order_id' in input ? input : null;
    const riderName = snake?.rider_name ?? order.rider;
    // The order's one estimate (ADR 0081), as the track page shows it.
    const estimate = orderEstimate({
      status: order.status,
      distanceKm: order.distance_km === null ? null : Number(order.distance_km),
    });
    const [notification] = await notifyRecipients(tx, {
      recipients: { userId: order.user_id },
      role: 'user',
      orderId,
      status: input.status,
      render: (language) =>
        renderNotification(
          template,
          language,
          {
            orderId,
            total: formatRupees(order.total_paise, language),
            ...(riderName ? { riderName } : {}),
            ...(estimate ? { etaMin: String(estimate.minMinutes), etaMax: String(estimate.maxMinutes) } : {}),
            ...(snake?.customer_name ? { customerName: snake.customer_name } : {}),
          },
          snake?.template_override,
        ),
    });
    return { success: true, notification };
  });
}
