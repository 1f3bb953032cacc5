import {
  cartLineTotalPaise,
  type DeliveryAddress,
  discountedUnitPaise,
  effectiveDiscount,
  type IstDate,
  isPaused,
  isPlanDay,
  nextDeliveryDate,
  type SubscriptionType,
} from '@tokri/core';
import type { Queryable } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import { takeStock } from '../inventory/stock.js';
import { recordLotTakes } from '../inventory/stock-lots.js';
import { createOrder } from '../orders/order-creation.js';
import { debitWalletForOrder } from '../wallet/wallet-ledger.js';
import {
  announceSubscriptionOrder,
  type DeliveryWindow,
  noticeSkippedDelivery,
} from './subscription-delivery-notices.js';
import { loadPlanDates, type PlanDates, recomputeNextDelivery } from './subscription-plan-dates.js';

/** What became of one plan's delivery day. `not_due` writes no delivery row: the day was never a delivery. */
export type DeliveryOutcome =
  | 'ordered'
  | 'skipped_out_of_stock'
  | 'skipped_balance'
  | 'skipped_unavailable'
  | 'skipped_unserviceable'
  | 'not_due';

/** A plan locked for its delivery day, with that day's overrides and its product's current price. */
export interface DuePlanRow {
  id: string;
  user_id: string;
  product_id: string;
  variant_id: string | null;
  quantity: number;
  day_quantity: number | null;
  payment_method: 'wallet' | 'cod';
  delivery_address: DeliveryAddress;
  seller_location_id: string | null;
  delivery_distance_km: string | number | null;
  store_active: boolean | null;
  is_active: boolean;
  subscription_type: SubscriptionType;
  delivery_days: number[];
  start_date: IstDate;
  end_date: IstDate | null;
  skipped: boolean;
  already_delivered: boolean;
  product_active: boolean;
  product_name: string;
  product_translations: unknown;
  gst_rate: number;
  product_unit: string;
  product_price_paise: number;
  product_discount: number;
  variant_unit: string | null;
  variant_price_paise: number | null;
  variant_discount: number | null;
  variant_active: boolean | null;
}

/**
 * The select list of a plan due on `$1` (an IST date), locked (`for update of s`) by the caller's where clause.
 * Everything the delivery needs comes in this one read: the day's skip and quantity, the store, the price.
 */
export const DUE_PLAN_SELECT = `
  select s.id, s.user_id, s.product_id, s.variant_id, s.quantity, s.payment_method, s.delivery_address,
         s.seller_location_id, s.delivery_distance_km, s.is_active, s.subscription_type, s.delivery_days,
         s.start_date::text as start_date, s.end_date::text as end_date,
         l.is_active as store_active,
         (select q.quantity from subscription_day_quantities q
           where q.subscription_id = s.id and q.delivery_date = $1::date) as day_quantity,
         exists (select 1 from subscription_skips k
                  where k.subscription_id = s.id and k.delivery_date = $1::date) as skipped,
         exists (select 1 from subscription_deliveries d
                  where d.subscription_id = s.id and d.delivery_date = $1::date) as already_delivered,
         p.is_active as product_active, p.name as product_name, p.translations as product_translations, p.gst_rate, p.unit as product_unit, p.price_paise as product_price_paise,
         p.discount_percentage as product_discount,
         v.unit as variant_unit, v.price_paise as variant_price_paise, v.discount_percentage as variant_discount,
         v.is_active as variant_active
    from subscriptions s
    join products p on p.id = s.product_id
    left join product_variants v on v.id = s.variant_id
    left join seller_locations l on l.id = s.seller_location_id`;

/** The day's line at the day's price (§ issue 12: "priced at that day's price with the plan's pack"). */
export function priceDueLine(plan: DuePlanRow) {
  const variant = plan.variant_id !== null;
  const quantity = plan.day_quantity ?? plan.quantity;
  const unitPricePaise = variant ? (plan.variant_price_paise ?? 0) : plan.product_price_paise;
  const priceInput = {
    unitPricePaise,
    productDiscountPercent: plan.product_discount,
    variantDiscountPercent: variant ? plan.variant_discount : undefined,
  };
  return {
    productId: plan.product_id,
    variantId: plan.variant_id,
    unit: variant ? (plan.variant_unit ?? '') : plan.product_unit,
    quantity,
    mrpPaise: unitPricePaise,
    unitPricePaise: discountedUnitPaise(priceInput),
    discountPercentage: effectiveDiscount(plan.product_discount, variant ? plan.variant_discount : undefined),
    totalPricePaise: cartLineTotalPaise({ ...priceInput, quantity }),
    gstRate: plan.gst_rate,
  };
}

/** Moves the plan's next date past a day that produced no delivery row (skipped, paused, not a plan day). */
async function advancePast(
  tx: Queryable,
  planId: string,
  date: IstDate,
  known: PlanDates | null,
): Promise<void> {
  const plan = known ?? (await loadPlanDates(tx, planId, date));
  if (!plan) return;
  const next = nextDeliveryDate(plan.schedule, date, plan.pauses, plan.skips);
  await tx.query('update subscriptions set next_delivery_date = $2, updated_at = tokri_now() where id = $1', [
    planId,
    next,
  ]);
}

async function recordOutcome(
  tx: Queryable,
  plan: DuePlanRow,
  date: IstDate,
  outcome: Exclude<DeliveryOutcome, 'not_due'>,
  orderId: string | null,
  dates: PlanDates | null,
): Promise<void> {
  // The unique (plan, day) key is the last word on "exactly once": a second writer fails here and rolls back.
  await tx.query(
    'insert into subscription_deliveries (subscription_id, delivery_date, outcome, order_id) values ($1, $2, $3, $4)',
    [plan.id, date, outcome, orderId],
  );
  await recomputeNextDelivery(tx, plan.id, date, dates);
}

/** Why a due plan cannot become an order today, before anything is taken or charged; null when it can. */
function blockedBy(plan: DuePlanRow): 'skipped_unavailable' | 'skipped_unserviceable' | null {
  if (!plan.product_active || (plan.variant_id !== null && plan.variant_active !== true))
    return 'skipped_unavailable';
  if (!plan.seller_location_id || plan.store_active !== true) return 'skipped_unserviceable';
  return null;
}

/**
 * Turns one locked plan's delivery day into exactly one outcome, inside the caller's transaction: an order
 * (stock taken, wallet debited, delivery row written, next date moved, customer told) or a skip with its reason
 * and no charge. The order in which it acts matters: the wallet row is locked before the stock rows, as everywhere
 * else that touches both, and stock is taken last (see below).
 */
export async function deliverPlanOn(
  tx: Queryable,
  plan: DuePlanRow,
  date: IstDate,
  window: DeliveryWindow,
  /** The clock's time now: the order's own time, and the moment its stock lots are judged fresh at. */
  now: Date,
): Promise<{ outcome: DeliveryOutcome; orderId: string | null }> {
  if (plan.already_delivered) return { outcome: 'not_due', orderId: null };
  const dates = await loadPlanDates(tx, plan.id, date);
  const due =
    plan.is_active &&
    dates !== null &&
    (plan.end_date === null || date <= plan.end_date) &&
    isPlanDay(dates.schedule, date) &&
    !isPaused(dates.pauses, date) &&
    !plan.skipped;
  if (!due) {
    await advancePast(tx, plan.id, date, dates);
    return { outcome: 'not_due', orderId: null };
  }

  const blocked = blockedBy(plan);
  if (blocked) return skip(tx, plan, date, blocked, {}, dates);

  const line = priceDueLine(plan);
  const amountPaise = line.totalPricePaise;
  if (plan.payment_method === 'wallet') {
    const { rows } = await tx.query<{ balance_paise: number }>(
      'select balance_paise from wallets where user_id = $1 for update',
      [plan.user_id],
    );
    const balancePaise = rows[0]?.balance_paise ?? 0;
    if (balancePaise < amountPaise)
      return skip(tx, plan, date, 'skipped_balance', { amountPaise, balancePaise }, dates);
  }
  // Everything is written first and the stock taken last: many plans share a few products (the morning's milk),
  // and a stock row stays locked from its update to the commit, so the shorter that is, the less the run's
  // workers queue on it. A refusal rolls the order back to here and records the skip instead.
  await tx.query('savepoint subscription_delivery');

  const orderId = await createOrder(tx, {
    userId: plan.user_id,
    paymentMethod: plan.payment_method,
    paymentExpiresAt: null,
    createdAt: now,
    subtotalPaise: amountPaise,
    deliveryFeePaise: 0,
    discountPaise: 0,
    totalPaise: amountPaise,
    mrpTotalPaise: line.mrpPaise * line.quantity,
    address: plan.delivery_address,
    coupon: null,
    storeId: plan.seller_location_id!,
    distanceKm: Number(plan.delivery_distance_km ?? 0),
    lines: [line],
    subscription: {
      subscriptionId: plan.id,
      scheduledFor: date,
      slotStartsAt: window.startsAt,
      slotEndsAt: window.endsAt,
    },
  });
  if (plan.payment_method === 'wallet') {
    const debit = await debitWalletForOrder(tx, { userId: plan.user_id, orderId, amountPaise });
    // The wallet row is locked since the balance check, so this cannot happen; if it does, nothing is kept.
    if (!debit.ok) throw new Error(`wallet debit refused for subscription order ${orderId}`);
  }
  await recordOutcome(tx, plan, date, 'ordered', orderId, dates);
  await announceSubscriptionOrder(tx, orderId, plan, { date, window, quantity: line.quantity, amountPaise });
  try {
    // One stocked row, so a refusal has moved nothing.
    const lotTakes = await takeStock(
      tx,
      [{ productId: line.productId, variantId: line.variantId, quantity: line.quantity }],
      now,
    );
    await recordLotTakes(tx, orderId, lotTakes);
  } catch (error) {
    if (!(error instanceof DomainError && error.code === 'OUT_OF_STOCK')) throw error;
    await tx.query('rollback to savepoint subscription_delivery');
    return skip(tx, plan, date, 'skipped_out_of_stock', {}, dates);
  }
  await tx.query('release savepoint subscription_delivery');
  return { outcome: 'ordered', orderId };
}

async function skip(
  tx: Queryable,
  plan: DuePlanRow,
  date: IstDate,
  outcome: 'skipped_out_of_stock' | 'skipped_balance' | 'skipped_unavailable' | 'skipped_unserviceable',
  money: { amountPaise?: number; balancePaise?: number },
  dates: PlanDates | null,
): Promise<{ outcome: DeliveryOutcome; orderId: null }> {
  await recordOutcome(tx, plan, date, outcome, null, dates);
  await noticeSkippedDelivery(tx, plan, date, outcome, money);
  return { outcome, orderId: null };
}
