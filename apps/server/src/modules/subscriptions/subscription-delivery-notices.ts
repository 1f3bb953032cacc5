import {
  formatIstDate,
  formatIstTime,
  formatRupees,
  type IstDate,
  type Language,
  type SubscriptionNoticeTemplate,
  startOfIstDay,
} from '@tokri/core';
import type { Queryable } from '../../db/database.js';
import { renderSubscriptionNotice } from '../../i18n/render-subscription-notice.js';
import { localised } from '../catalog/localise.js';
import { notifyRecipients } from '../notifications/notification-fan-out.js';
import { announceSubscriptionOrderPlaced } from '../notifications/order-notifier.js';

/** The promised delivery window of an order. */
export interface DeliveryWindow {
  startsAt: Date;
  endsAt: Date;
}

export const dayIn = (date: IstDate, language: Language) => formatIstDate(startOfIstDay(date), language);

export const windowIn = (window: DeliveryWindow, language: Language) =>
  `${formatIstTime(window.startsAt, language)} – ${formatIstTime(window.endsAt, language)}`;

/** The product's name in a language, from the plan row when it carries it (the run's), else read. */
async function productOf(tx: Queryable, plan: PlanProduct) {
  let product =
    plan.product_name === undefined
      ? null
      : { name: plan.product_name, translations: plan.product_translations };
  if (!product) {
    const { rows } = await tx.query<{ name: string; translations: unknown }>(
      'select name, translations from products where id = $1',
      [plan.product_id],
    );
    product = rows[0]!;
  }
  const { name, translations } = product;
  return (language: Language) => localised(translations, language, 'name', name);
}

interface PlanProduct {
  product_id: string;
  product_name?: string;
  product_translations?: unknown;
}

/** The new subscription order, announced with its slot and how it is paid, in the customer's language. */
export async function announceSubscriptionOrder(
  tx: Queryable,
  orderId: string,
  plan: PlanProduct & { payment_method: 'wallet' | 'cod' },
  order: { date: IstDate; window: DeliveryWindow; quantity: number; amountPaise: number },
): Promise<void> {
  const name = await productOf(tx, plan);
  const template = plan.payment_method === 'wallet' ? 'subscription_order_wallet' : 'subscription_order_cod';
  await announceSubscriptionOrderPlaced(tx, orderId, (language) =>
    renderSubscriptionNotice(template, language, {
      productName: name(language),
      quantity: String(order.quantity),
      date: dayIn(order.date, language),
      slot: windowIn(order.window, language),
      amount: formatRupees(order.amountPaise, language),
    }),
  );
}

const SKIP_NOTICE: Record<string, SubscriptionNoticeTemplate> = {
  skipped_out_of_stock: 'subscription_skipped_stock',
  skipped_balance: 'subscription_skipped_balance',
  skipped_unavailable: 'subscription_skipped_unavailable',
  skipped_unserviceable: 'subscription_skipped_unavailable',
};

/** A due delivery that could not be made: the customer learns why, and that nothing was charged. */
export async function noticeSkippedDelivery(
  tx: Queryable,
  plan: PlanProduct & { user_id: string },
  date: IstDate,
  outcome: keyof typeof SKIP_NOTICE,
  money: { amountPaise?: number; balancePaise?: number },
): Promise<void> {
  const name = await productOf(tx, plan);
  const template = SKIP_NOTICE[outcome]!;
  await notifyRecipients(tx, {
    recipients: { userId: plan.user_id },
    role: 'user',
    orderId: null,
    render: (language) =>
      renderSubscriptionNotice(template, language, {
        productName: name(language),
        date: dayIn(date, language),
        ...(money.amountPaise === undefined ? {} : { amount: formatRupees(money.amountPaise, language) }),
        ...(money.balancePaise === undefined ? {} : { balance: formatRupees(money.balancePaise, language) }),
      }),
  });
}
