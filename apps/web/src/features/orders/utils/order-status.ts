import { CUSTOMER_CANCELLABLE, type OrderStatus } from '@tokri/core';
import type { OrderView } from '../../../shared/types/order.js';

/** How a status chip looks: waiting, moving, done, stopped. */
export type StatusTone = 'waiting' | 'active' | 'done' | 'stopped';

const TONES: Record<OrderStatus, StatusTone> = {
  payment_pending: 'waiting',
  placed: 'active',
  confirmed: 'active',
  preparing: 'active',
  accepted: 'active',
  picked_up: 'active',
  out_for_delivery: 'active',
  delivered: 'done',
  cancelled: 'stopped',
};

export function statusTone(status: string): StatusTone {
  return Object.hasOwn(TONES, status) ? TONES[status as OrderStatus] : 'waiting';
}

export const TONE_CLASSES: Record<StatusTone, string> = {
  waiting: 'bg-saffron-400/20 text-amber-800 dark:text-saffron-400',
  active: 'bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-300',
  done: 'bg-brand-100 text-brand-700 dark:bg-brand-900 dark:text-brand-300',
  stopped: 'bg-red-100 text-red-700 dark:bg-red-950 dark:text-red-300',
};

const KNOWN_PAYMENT_STATUSES = [
  'pending',
  'paid',
  'paid_online',
  'paid_cod',
  'failed',
  'refund_pending',
  'refunded',
];

/** The i18n key of a payment status ("other" for anything unexpected). */
export function paymentStatusKey(status: string): string {
  return KNOWN_PAYMENT_STATUSES.includes(status) ? status : 'other';
}

/** Payment states that mean no money was taken (nothing paid, nothing to refund). */
const NOTHING_TAKEN = ['pending', 'failed'];

/**
 * The i18n key of an order's payment line. A cancelled order whose money never moved (cash on delivery that
 * was never delivered, or an online payment that never went through) is "Not charged", not "Pending": nothing
 * is going to be collected.
 */
export function orderPaymentKey(order: Pick<OrderView, 'status' | 'paymentStatus'>): string {
  if (order.status === 'cancelled' && NOTHING_TAKEN.includes(order.paymentStatus)) return 'notCharged';
  return paymentStatusKey(order.paymentStatus);
}

/** Customers may cancel while the order is unpaid, placed or confirmed (the server has the last word). */
export function canCancel(order: Pick<OrderView, 'status'>): boolean {
  return CUSTOMER_CANCELLABLE.includes(order.status);
}

/** "Pay now" is offered while an online order waits for its payment and the payment window is open. */
export function canPayNow(
  order: Pick<OrderView, 'status' | 'paymentMethod' | 'paymentExpiresAt'>,
  now: Date = new Date(),
): boolean {
  if (order.status !== 'payment_pending' || order.paymentMethod !== 'online') return false;
  if (!order.paymentExpiresAt) return true;
  return Date.parse(order.paymentExpiresAt) > now.getTime();
}

/** Whether the money is in: paid online, or paid in cash on delivery. */
export function isPaid(order: Pick<OrderView, 'paymentStatus'>): boolean {
  return (
    order.paymentStatus === 'paid_online' ||
    order.paymentStatus === 'paid_cod' ||
    order.paymentStatus === 'paid'
  );
}
