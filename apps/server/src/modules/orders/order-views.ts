import {
  DELIVERY_OTP_MAX_FAILURES,
  type DeliveryAddress,
  handoverMoney,
  type Language,
  type OrderRefundView,
  type OrderStatus,
  type OrderView,
  orderEstimate,
  type SubstitutionChoice,
  shortOrderId,
} from '@tokri/core';
import type { Queryable } from '../../db/database.js';
import { localised } from '../catalog/localise.js';

interface OrderRow {
  id: string;
  user_id: string;
  tracking_id: string | null;
  status: OrderStatus;
  payment_status: string;
  payment_method: 'cod' | 'online';
  mrp_total_paise: number;
  subtotal_paise: number;
  coupon_code: string | null;
  discount_paise: number;
  delivery_fee_paise: number;
  total_paise: number;
  delivery_address: DeliveryAddress;
  created_at: Date;
  payment_expires_at: Date | null;
  cancel_reason: string | null;
  customer_name: string | null;
  rider_id: string | null;
  rider_name: string | null;
  store_id: string | null;
  store_name: string | null;
  delivery_distance_km: string | null;
  delivery_otp?: string | null;
  delivery_otp_failures: number;
}

interface ItemRow {
  order_id: string;
  product_id: string;
  variant_id: string | null;
  product_name: string;
  translations: unknown;
  unit: string;
  image_url: string | null;
  quantity: number;
  mrp_paise: number;
  unit_price_paise: number;
  discount_percentage: number;
  total_price_paise: number;
  gst_rate: number;
  line_status: NonNullable<OrderView['items'][number]['lineStatus']>;
  id: string;
  substitute_for: string | null;
  reject_until: Date | string | null;
  substitution_choice: SubstitutionChoice;
}

interface HistoryRow {
  order_id: string;
  from_status: OrderStatus | null;
  to_status: OrderStatus;
  actor_role: string;
  created_at: Date;
  note: string | null;
}

const ORDER_COLUMNS = `o.id, o.user_id, o.tracking_id, o.status, o.payment_status, o.payment_method, o.mrp_total_paise,
  o.subtotal_paise, o.coupon_code, o.discount_paise, o.delivery_fee_paise, o.total_paise, o.delivery_address,
  o.created_at, o.payment_expires_at, o.cancel_reason, pr.full_name as customer_name,
  o.rider_id, da.full_name as rider_name, o.seller_location_id as store_id, sl.name as store_name,
  o.delivery_distance_km, o.delivery_otp_failures`;
/** The statuses in which the customer's view carries the delivery code: a rider has the order (ADR 0039). */
const CODE_SHOWN = `o.status in ('accepted', 'picked_up', 'out_for_delivery')`;
const ORDER_FROM = `orders o left join profiles pr on pr.user_id = o.user_id
  left join delivery_agents da on da.id = o.rider_id left join seller_locations sl on sl.id = o.seller_location_id`;

interface RefundViewRow {
  order_id: string;
  amount_paise: number;
  status: OrderRefundView['status'];
  gateway_refund_id: string | null;
  created_at: Date | string;
}

export interface OrderViewOptions {
  /** The customer's own view: carries the delivery code while a rider has the order. Never for admins. */
  forCustomer?: boolean;
  /** Carries the order's refunds (the admin's detail); the customer's own view always does. */
  withRefunds?: boolean;
}

/** Loads orders (already chosen by `where`) with their items and history, newest first. */
export async function loadOrderViews(
  db: Queryable,
  language: Language,
  where: string,
  params: unknown[],
  limit = 50,
  offset = 0,
  options: OrderViewOptions = {},
): Promise<OrderView[]> {
  const code = options.forCustomer ? `, case when ${CODE_SHOWN} then o.delivery_otp end as delivery_otp` : '';
  // Items and history come with their order as JSON arrays: one round trip whatever the number of orders.
  const { rows } = await db.query<OrderRow & { items: ItemRow[]; history: HistoryRow[] }>(
    `select ${ORDER_COLUMNS}${code},
            (select coalesce(json_agg(x order by x.created_at, x.id), '[]') from (
               select oi.order_id, oi.product_id, oi.variant_id, oi.product_name, p.translations, oi.unit,
                      p.image_url, oi.quantity, oi.mrp_paise, oi.unit_price_paise, oi.discount_percentage,
                      oi.total_price_paise, oi.gst_rate, oi.line_status, oi.id, oi.substitute_for, oi.reject_until,
                      oi.substitution_choice, oi.created_at
                 from order_items oi left join products p on p.id = oi.product_id
                where oi.order_id = o.id) x) as items,
            (select coalesce(json_agg(h order by h.created_at, h.id), '[]') from (
               select order_id, from_status, to_status, actor_role, created_at, note, id
                 from order_status_history where order_id = o.id) h) as history
       from ${ORDER_FROM}
      where ${where} order by o.created_at desc, o.id desc limit ${Number(limit)} offset ${Number(offset)}`,
    params as never[],
  );
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const refunds =
    options.forCustomer || options.withRefunds
      ? (
          await db.query<RefundViewRow>(
            `select order_id, amount_paise, status, gateway_refund_id, created_at from refunds
              where order_id = any($1::uuid[]) order by created_at, id`,
            [ids],
          )
        ).rows
      : null;
  return rows.map((row) => {
    const own = row.items;
    const money = handoverMoney({
      subtotalPaise: row.subtotal_paise,
      discountPaise: row.discount_paise,
      deliveryFeePaise: row.delivery_fee_paise,
      totalPaise: row.total_paise,
      lines: own.map((item) => ({ totalPricePaise: item.total_price_paise, status: item.line_status })),
    });
    return {
      id: row.id,
      shortId: shortOrderId(row.id),
      trackingId: row.tracking_id,
      status: row.status,
      paymentStatus: row.payment_status,
      paymentMethod: row.payment_method,
      itemCount: own.reduce((sum, item) => sum + item.quantity, 0),
      mrpTotalPaise: row.mrp_total_paise,
      subtotalPaise: row.subtotal_paise,
      couponCode: row.coupon_code,
      discountPaise: row.discount_paise,
      deliveryFeePaise: row.delivery_fee_paise,
      totalPaise: row.total_paise,
      deliveryAddress: row.delivery_address,
      createdAt: new Date(row.created_at).toISOString(),
      paymentExpiresAt: row.payment_expires_at ? new Date(row.payment_expires_at).toISOString() : null,
      cancelReason: row.cancel_reason,
      customer: { id: row.user_id, name: row.customer_name },
      // A customer knows their rider by first name; admins see the full name.
      rider: row.rider_id
        ? {
            id: row.rider_id,
            name: options.forCustomer
              ? (row.rider_name ?? '').trim().split(/\s+/)[0]!
              : (row.rider_name ?? ''),
          }
        : null,
      store: row.store_id ? { id: row.store_id, name: row.store_name ?? '' } : null,
      deliveryDistanceKm: row.delivery_distance_km === null ? null : Number(row.delivery_distance_km),
      estimate: orderEstimate({
        status: row.status,
        distanceKm: row.delivery_distance_km === null ? null : Number(row.delivery_distance_km),
      }),
      amountDuePaise: money.duePaise,
      ...(options.forCustomer
        ? { deliveryOtp: row.delivery_otp ?? null }
        : { deliveryCodeLocked: row.delivery_otp_failures >= DELIVERY_OTP_MAX_FAILURES }),
      items: own.map((item) => ({
        productId: item.product_id,
        variantId: item.variant_id,
        name: localised(item.translations, language, 'name', item.product_name),
        unit: item.unit,
        imageUrl: item.image_url,
        quantity: item.quantity,
        mrpPaise: item.mrp_paise,
        unitPricePaise: item.unit_price_paise,
        discountPercentage: item.discount_percentage,
        totalPricePaise: item.total_price_paise,
        gstRate: item.gst_rate,
        lineStatus: item.line_status,
        id: item.id,
        substituteFor: item.substitute_for,
        rejectUntil: item.reject_until ? new Date(item.reject_until).toISOString() : null,
        substitutionChoice: item.substitution_choice,
      })),
      history: row.history.map((entry) => ({
        from: entry.from_status,
        to: entry.to_status,
        actor: entry.actor_role,
        at: new Date(entry.created_at).toISOString(),
        note: entry.note,
      })),
      ...(refunds
        ? {
            refunds: refunds
              .filter((refund) => refund.order_id === row.id)
              .map((refund) => ({
                amountPaise: refund.amount_paise,
                status: refund.status,
                reference: refund.gateway_refund_id,
                createdAt: new Date(refund.created_at).toISOString(),
              })),
          }
        : {}),
    };
  });
}

export type { OrderView };
