import { randomBytes } from 'node:crypto';
import type { DeliveryAddress, OrderStatus, SubstitutionChoice } from '@tokri/core';
import type { Queryable } from '../../db/database.js';
import { countAfterCommit, ordersByStatus } from '../../metrics/metrics.js';
import type { OrderFacts } from '../notifications/order-notifier.js';
import { newDeliveryOtp } from './delivery-otp.js';

/** One priced line as the order keeps it: a snapshot, never re-read from the catalogue afterwards. */
export interface OrderLine {
  productId: string;
  variantId: string | null;
  unit: string;
  quantity: number;
  mrpPaise: number;
  unitPricePaise: number;
  discountPercentage: number;
  totalPricePaise: number;
  gstRate: number;
  /** What the customer wants if it is unavailable (ADR 0045); absent: the remembered choice, else best match. */
  substitutionChoice?: SubstitutionChoice;
  /** The product picked for a `specific` choice. */
  substitutionProductId?: string | null;
}

/** A subscription's delivery: which plan, which IST day, and the morning window promised for it. */
export interface SubscriptionDelivery {
  subscriptionId: string;
  scheduledFor: string;
  slotStartsAt: Date;
  slotEndsAt: Date;
}

export interface NewOrder {
  userId: string;
  /** 'wallet' only for subscription orders, which are paid before they are written. */
  paymentMethod: 'cod' | 'online' | 'wallet';
  /** Until when an online order may wait for its payment before it is cancelled (ignored for other methods). */
  paymentExpiresAt: Date | null;
  /** The order's time by the injected clock: its day in stats, invoices and the customer's history. */
  createdAt: Date;
  subtotalPaise: number;
  deliveryFeePaise: number;
  discountPaise: number;
  totalPaise: number;
  mrpTotalPaise: number;
  address: DeliveryAddress;
  coupon: { id: string; code: string } | null;
  storeId: string;
  distanceKm: number;
  lines: readonly OrderLine[];
  subscription?: SubscriptionDelivery;
}

function trackingId(): string {
  return `TK${randomBytes(5).toString('hex').toUpperCase()}`;
}

/** An online order waits for its payment; a cash one is placed at once. */
export const firstStatusOf = (paymentMethod: 'cod' | 'online' | 'wallet'): OrderStatus =>
  paymentMethod === 'online' ? 'payment_pending' : 'placed';

// The order, its lines and its first history entry in one statement (one round trip). Each line's product
// name is the catalogue's own (not the customer's translation) at the moment of ordering, and so is its HSN code
// (with the GST rate, what the tax invoice shows; ADR 0047).
const INSERT_ORDER = `
  with placed as (
    insert into orders (user_id, status, payment_status, payment_method, subtotal_paise, delivery_fee_paise,
                        discount_paise, total_paise, mrp_total_paise, delivery_address, coupon_id, coupon_code,
                        tracking_id, payment_expires_at, seller_location_id, delivery_distance_km,
                        subscription_id, scheduled_for, slot_starts_at, slot_ends_at, delivery_otp, created_at,
                        updated_at)
    values ($1, $2, case when $3 = 'wallet' then 'paid' else 'pending' end, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12,
            case when $3 = 'online' then $13::timestamptz end, $14, $15, $25, $26, $27, $28, $29, $32, $32)
    returning id, user_id, status, payment_status, payment_method, total_paise, tracking_id, created_at, updated_at),
  items as (
    insert into order_items (order_id, product_id, variant_id, product_name, unit, quantity, mrp_paise,
                             unit_price_paise, discount_percentage, total_price_paise, gst_rate,
                             hsn_code, substitution_choice, substitution_product_id)
    select placed.id, x.product_id, x.variant_id, p.name, x.unit, x.quantity, x.mrp, x.price, x.discount,
           x.total, x.gst, p.hsn_code,
           coalesce(x.choice, case when sp.choice = 'specific' and sp.specific_product_id is null then null
                                   else sp.choice end, 'best_match'),
           case when x.choice is not null then x.substitute
                when sp.choice = 'specific' then sp.specific_product_id end
      from placed,
           unnest($16::uuid[], $17::uuid[], $18::text[], $19::int[], $20::int[], $21::int[], $22::int[],
                  $23::int[], $24::int[], $30::text[], $31::uuid[])
             with ordinality as x(product_id, variant_id, unit, quantity, mrp, price, discount, total, gst, choice,
                                  substitute, n)
           join products p on p.id = x.product_id
           -- A line checkout sent no choice for takes the customer's remembered one (ADR 0045).
           left join substitution_preferences sp on sp.user_id = $1 and sp.product_id = x.product_id
     order by x.n),
  history as (
    insert into order_status_history (order_id, from_status, to_status, actor_role, actor_user_id)
    select placed.id, null, $2, case when $25::uuid is null then 'customer' else 'system' end,
           case when $25::uuid is null then $1 end
      from placed)
  select placed.id, placed.user_id, placed.status, placed.payment_status, placed.payment_method, placed.total_paise,
         placed.tracking_id, placed.created_at, placed.updated_at as changed_at,
         (select full_name from profiles where user_id = $1) as customer_name, null::text as rider_name,
         null::uuid as rider_user_id
    from placed`;

/**
 * Writes a new order with its lines (price snapshot), its delivery code and the first entry of its history;
 * returns its id.
 */
export async function createOrder(tx: Queryable, order: NewOrder): Promise<string> {
  return (await createOrderWithFacts(tx, order)).id;
}

/**
 * Same, returning what announcing the new order needs (the row as written, the customer's name), so the
 * announcement does not read back what this statement just wrote (issue 18).
 */
export async function createOrderWithFacts(tx: Queryable, order: NewOrder): Promise<OrderFacts> {
  const status = firstStatusOf(order.paymentMethod);
  countAfterCommit(() => ordersByStatus.inc({ status }));
  const column = <T>(pick: (line: OrderLine) => T) => order.lines.map(pick);
  const { rows } = await tx.query<OrderFacts>(INSERT_ORDER, [
    order.userId,
    status,
    order.paymentMethod,
    order.subtotalPaise,
    order.deliveryFeePaise,
    order.discountPaise,
    order.totalPaise,
    order.mrpTotalPaise,
    { ...order.address },
    order.coupon?.id ?? null,
    order.coupon?.code ?? null,
    trackingId(),
    order.paymentExpiresAt,
    order.storeId,
    order.distanceKm,
    column((line) => line.productId),
    column((line) => line.variantId),
    column((line) => line.unit),
    column((line) => line.quantity),
    column((line) => line.mrpPaise),
    column((line) => line.unitPricePaise),
    column((line) => line.discountPercentage),
    column((line) => line.totalPricePaise),
    column((line) => line.gstRate),
    order.subscription?.subscriptionId ?? null,
    order.subscription?.scheduledFor ?? null,
    order.subscription?.slotStartsAt ?? null,
    order.subscription?.slotEndsAt ?? null,
    // The code the customer reads out to the rider at the door (ADR 0039).
    newDeliveryOtp(),
    column((line) => line.substitutionChoice ?? null),
    column((line) => line.substitutionProductId ?? null),
    order.createdAt,
  ]);
  return rows[0]!;
}
