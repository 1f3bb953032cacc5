import {
  formatRupees,
  type NotificationTemplate,
  type OrderStatus,
  renderNotification,
  templateForStatus,
} from '@tokri/core';
import type { Queryable } from '../../db/database.js';
import { publishEvent } from '../realtime/realtime-events.js';
import { createNotification, languageOf } from './notifications-service.js';

interface OrderFacts {
  id: string;
  user_id: string;
  status: OrderStatus;
  payment_status: string;
  payment_method: string;
  total_paise: number;
  tracking_id: string | null;
  created_at: Date;
  updated_at: Date;
  customer_name: string | null;
  rider_name: string | null;
}

async function facts(tx: Queryable, orderId: string): Promise<OrderFacts> {
  const { rows } = await tx.query<OrderFacts>(
    `select o.id, o.user_id, o.status, o.payment_status, o.payment_method, o.total_paise, o.tracking_id, o.created_at,
            o.updated_at, p.full_name as customer_name, d.full_name as rider_name
       from orders o left join profiles p on p.user_id = o.user_id left join delivery_agents d on d.id = o.rider_id
      where o.id = $1`,
    [orderId],
  );
  return rows[0]!;
}

/** Sends a customer their order's template, in their own language. */
export async function notifyCustomer(tx: Queryable, orderId: string, template: NotificationTemplate) {
  const order = await facts(tx, orderId);
  const language = await languageOf(tx, order.user_id);
  const rendered = renderNotification(template, language, {
    orderId: order.id,
    total: formatRupees(order.total_paise, language),
    ...(order.rider_name ? { riderName: order.rider_name } : {}),
  });
  return createNotification(tx, {
    userId: order.user_id,
    role: 'user',
    orderId,
    rendered,
    status: order.status,
  });
}

async function notifyAdmins(tx: Queryable, order: OrderFacts) {
  const { rows } = await tx.query<{ user_id: string }>(`select user_id from user_roles where role = 'admin'`);
  for (const { user_id } of rows) {
    const language = await languageOf(tx, user_id);
    const rendered = renderNotification('admin_new_order', language, {
      orderId: order.id,
      total: formatRupees(order.total_paise, language),
      customerName: order.customer_name ?? '—',
    });
    await createNotification(tx, {
      userId: user_id,
      role: 'admin',
      orderId: order.id,
      rendered,
      status: order.status,
    });
  }
}

/**
 * Announces an order change: the realtime row change (customer's channel and the admin feed, with customer and
 * rider names as the spec's live updates expose), the customer's notification from the matching template, and
 * for a newly placed order an alert to every admin. Runs inside the change's transaction.
 */
export async function announceOrderChange(
  tx: Queryable,
  orderId: string,
  change: { from: OrderStatus | null; to: OrderStatus; oldPaymentStatus?: string | null },
) {
  const order = await facts(tx, orderId);
  const payload = {
    id: order.id,
    user_id: order.user_id,
    status: order.status,
    payment_status: order.payment_status,
    old_status: change.from,
    old_payment_status: change.oldPaymentStatus ?? null,
    total: order.total_paise,
    tracking_id: order.tracking_id,
    payment_method: order.payment_method,
    customer_name: order.customer_name,
    rider_name: order.rider_name,
    created_at: new Date(order.created_at).toISOString(),
    updated_at: new Date(order.updated_at).toISOString(),
  };
  const kind = change.from === null ? 'INSERT' : 'UPDATE';
  await publishEvent(tx, { topic: 'orders', userId: order.user_id, kind, payload });
  if (order.status !== 'payment_pending') {
    await publishEvent(tx, { topic: 'admin_orders', userId: null, kind, payload });
  }
  const template = change.to === change.from ? null : templateForStatus(change.to, change.from);
  if (template) await notifyCustomer(tx, orderId, template);
  if (change.to === 'placed') await notifyAdmins(tx, order);
  if (change.to === 'out_for_delivery') {
    // Spec §9: an arriving-soon reminder 10 minutes after the order leaves; a job, so it survives restarts.
    await tx.query(
      `insert into scheduled_jobs (kind, dedupe_key, run_at, payload)
       values ('arriving_soon', $1, now() + interval '10 minutes', $2) on conflict (kind, dedupe_key) do nothing`,
      [orderId, { orderId }],
    );
  }
}

/** A failed payment attempt: the order's payment status changed (realtime) and the customer is told. */
export async function announcePaymentFailure(tx: Queryable, orderId: string) {
  const order = await facts(tx, orderId);
  await publishEvent(tx, {
    topic: 'orders',
    userId: order.user_id,
    kind: 'UPDATE',
    payload: {
      id: order.id,
      user_id: order.user_id,
      status: order.status,
      payment_status: order.payment_status,
      old_status: order.status,
      total: order.total_paise,
      updated_at: new Date(order.updated_at).toISOString(),
    },
  });
  await notifyCustomer(tx, orderId, 'payment_failed');
}
