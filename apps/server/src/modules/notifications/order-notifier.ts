import {
  formatRupees,
  type Language,
  type NotificationTemplate,
  type OrderStatus,
  orderEstimate,
  type RenderedNotification,
  templateForStatus,
} from '@tokri/core';
import type { Queryable } from '../../db/database.js';
import { renderNotification } from '../../i18n/render-notification.js';
import { type NewRealtimeEvent, publishEvents } from '../realtime/realtime-events.js';
import { type NotificationFanOut, notifyRecipientGroups, notifyRecipients } from './notification-fan-out.js';
import { queueOrderSms } from './order-sms.js';

/** What announcing an order change needs to know; the transition has all of it from its locked read. */
export interface OrderFacts {
  id: string;
  user_id: string;
  status: OrderStatus;
  payment_status: string;
  payment_method: string;
  total_paise: number;
  tracking_id: string | null;
  created_at: Date;
  /** The order's `updated_at` after this change. */
  changed_at: Date;
  customer_name: string | null;
  rider_name: string | null;
  /** Store to door at checkout (km; numeric comes back as text from pg): the estimate the notice gives. */
  delivery_distance_km?: string | number | null;
  /** The rider's user, told of every change to an order they hold (topic `rider`, issue 14). */
  rider_user_id?: string | null;
}

export interface OrderChange {
  from: OrderStatus | null;
  to: OrderStatus;
  oldPaymentStatus?: string | null;
}

/** For callers that do not hold the facts yet (checkout's new order, a failed payment, the reminder job). */
export async function readOrderFacts(tx: Queryable, orderId: string): Promise<OrderFacts> {
  const { rows } = await tx.query<OrderFacts>(
    `select o.id, o.user_id, o.status, o.payment_status, o.payment_method, o.total_paise, o.tracking_id, o.created_at,
            o.updated_at as changed_at, p.full_name as customer_name, d.full_name as rider_name,
            d.user_id as rider_user_id, o.delivery_distance_km
       from orders o left join profiles p on p.user_id = o.user_id left join delivery_agents d on d.id = o.rider_id
      where o.id = $1`,
    [orderId],
  );
  return rows[0]!;
}

/** The customer hears the rider's first name only (issue 14: "Ravi will deliver your order"). */
export function firstName(fullName: string | null): string | null {
  const first = fullName?.trim().split(/\s+/)[0];
  return first ? first : null;
}

function variables(order: OrderFacts, language: Language) {
  const riderName = firstName(order.rider_name);
  const distance = order.delivery_distance_km;
  const estimate = orderEstimate({
    status: order.status,
    distanceKm: distance === null || distance === undefined ? null : Number(distance),
  });
  return {
    orderId: order.id,
    total: formatRupees(order.total_paise, language),
    ...(riderName ? { riderName } : {}),
    ...(estimate ? { etaMin: String(estimate.minMinutes), etaMax: String(estimate.maxMinutes) } : {}),
    customerName: order.customer_name ?? '—',
  };
}

/** A customer's notice of their order's template, in their own language. */
function customerFanOut(order: OrderFacts, template: NotificationTemplate): NotificationFanOut {
  return {
    recipients: { userId: order.user_id },
    role: 'user',
    orderId: order.id,
    status: order.status,
    render: (language) => renderNotification(template, language, variables(order, language)),
  };
}

/** Sends a customer their order's template, in their own language. */
function notifyCustomerOf(tx: Queryable, order: OrderFacts, template: NotificationTemplate) {
  return notifyRecipients(tx, customerFanOut(order, template));
}

/** Reads the order once and sends its customer the template (the arriving-soon reminder job). */
export async function notifyCustomer(tx: Queryable, orderId: string, template: NotificationTemplate) {
  const [notification] = await notifyCustomerOf(tx, await readOrderFacts(tx, orderId), template);
  return notification;
}

function orderEvent(order: OrderFacts, change: OrderChange): Omit<NewRealtimeEvent, 'topic' | 'userId'> {
  return {
    kind: change.from === null ? 'INSERT' : 'UPDATE',
    payload: {
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
      updated_at: new Date(order.changed_at).toISOString(),
    },
  };
}

/**
 * Announces an order change from what the caller already knows, with no reads: the realtime row change
 * (customer's channel and the admin feed, with customer and rider names as the spec's live updates expose),
 * the customer's notification from the matching template, and for a newly placed order an alert to every
 * admin in one statement. Runs inside the change's transaction.
 */
export async function announceTransition(tx: Queryable, order: OrderFacts, change: OrderChange) {
  const event = orderEvent(order, change);
  // The customer knows their rider by first name (as the §9 message names them); the admin feed keeps the full name.
  const customerEvent = {
    ...event,
    payload: { ...event.payload, rider_name: firstName(order.rider_name) },
  };
  await publishEvents(tx, [
    { topic: 'orders', userId: order.user_id, ...customerEvent },
    ...(order.status === 'payment_pending'
      ? []
      : [{ topic: 'admin_orders' as const, userId: null, ...event }]),
    // The rider holding the order hears of every move (their own, the admin's, a cancellation).
    ...(order.rider_user_id && change.from !== change.to
      ? [
          {
            topic: 'rider' as const,
            userId: order.rider_user_id,
            kind: 'UPDATE' as const,
            payload: { type: 'assignment', orderId: order.id, status: order.status },
          },
        ]
      : []),
  ]);
  const template = change.to === change.from ? null : templateForStatus(change.to, change.from);
  if (change.to !== change.from) await queueOrderSms(tx, order.id, change.to);
  // The customer's notice and, for a newly placed order, an alert to every admin: one statement, one NOTIFY.
  await notifyRecipientGroups(tx, [
    ...(template ? [customerFanOut(order, template)] : []),
    ...(change.to === 'placed'
      ? [
          {
            recipients: 'admins' as const,
            role: 'admin' as const,
            orderId: order.id,
            status: order.status,
            render: (language: Language) =>
              renderNotification('admin_new_order', language, variables(order, language)),
          },
        ]
      : []),
  ]);
  if (change.to === 'out_for_delivery') {
    // Spec §9: an arriving-soon reminder 10 minutes after the order leaves; a job, so it survives restarts.
    await tx.query(
      `insert into scheduled_jobs (kind, dedupe_key, run_at, payload)
       values ('arriving_soon', $1, tokri_now() + interval '10 minutes', $2) on conflict (kind, dedupe_key) do nothing`,
      [order.id, { orderId: order.id }],
    );
  }
}

/** A change announced by order id (checkout's new order): reads the order once, then announces it. */
export async function announceOrderChange(tx: Queryable, orderId: string, change: OrderChange) {
  await announceTransition(tx, await readOrderFacts(tx, orderId), change);
}

/** A failed payment attempt: the order's payment status changed (realtime) and the customer is told. */
export async function announcePaymentFailure(tx: Queryable, orderId: string) {
  const order = await readOrderFacts(tx, orderId);
  await publishEvents(tx, [
    {
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
        updated_at: new Date(order.changed_at).toISOString(),
      },
    },
  ]);
  await notifyCustomerOf(tx, order, 'payment_failed');
}

/**
 * A subscription's order made by the midnight run or the same-day call (§7 `isSubscriptionOrder`): the realtime
 * INSERT for the customer's devices and the admin feed, flagged as a subscription order, and the customer's own
 * notice (which names the product and the morning slot, unlike "Order placed"). No per-order admin alert: the run
 * makes hundreds at 00:00 and the admins see them in the orders list, not as hundreds of pings.
 */
export async function announceSubscriptionOrderPlaced(
  tx: Queryable,
  orderId: string,
  render: (language: Language) => RenderedNotification,
) {
  const order = await readOrderFacts(tx, orderId);
  const event = orderEvent(order, { from: null, to: order.status });
  const payload = { ...event.payload, is_subscription_order: true };
  await publishEvents(tx, [
    { topic: 'orders', userId: order.user_id, ...event, payload },
    { topic: 'admin_orders', userId: null, ...event, payload },
  ]);
  await notifyRecipients(tx, {
    recipients: { userId: order.user_id },
    role: 'user',
    orderId: order.id,
    status: order.status,
    render,
  });
}

/** An order's online payment was refunded (the refund round, ADR 0042): the customer hears how much went back. */
export async function announceRefundProcessed(tx: Queryable, orderId: string, amountPaise: number) {
  const order = await readOrderFacts(tx, orderId);
  await notifyRecipients(tx, {
    recipients: { userId: order.user_id },
    role: 'user',
    orderId: order.id,
    status: order.status,
    render: (language) =>
      renderNotification('refund_processed', language, {
        ...variables(order, language),
        amount: formatRupees(amountPaise, language),
      }),
  });
}

/**
 * An unavailable line was replaced (ADR 0045): the order's live change reaches the customer's page and the
 * admin board (same status), and the customer is told original -> substitute with the minutes left to reject.
 */
export async function announceSubstitute(
  tx: Queryable,
  orderId: string,
  /** Each product's name per language (issue 32 item 6): each reader gets the shop's name in theirs. */
  names: { original: Record<Language, string>; substitute: Record<Language, string>; minutes: number },
) {
  const order = await readOrderFacts(tx, orderId);
  await announceTransition(tx, order, { from: order.status, to: order.status });
  await notifyRecipients(tx, {
    recipients: { userId: order.user_id },
    role: 'user',
    orderId: order.id,
    status: order.status,
    render: (language) =>
      renderNotification('substitute_offered', language, {
        ...variables(order, language),
        original: names.original[language],
        substitute: names.substitute[language],
        minutes: String(names.minutes),
      }),
  });
}
