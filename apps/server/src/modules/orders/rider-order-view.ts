import {
  DELIVERY_OTP_MAX_FAILURES,
  type DeliveryAddress,
  handoverMoney,
  normaliseIndianMobile,
  type OrderStatus,
  type RiderAssignment,
  type RiderLineStatus,
  shortOrderId,
} from '@tokri/core';
import type { Queryable } from '../../db/database.js';

/**
 * The handover's own read of an order as its rider sees it (RiderAssignment). The assignment work builds the
 * same shape in `modules/delivery/rider-assignment-view.ts`; this one exists so the handover endpoints answer
 * with it before that branch is merged, and its `amountToCollectPaise` is `handoverMoney`'s due amount, the one
 * rule (ADR 0039).
 */

interface Row {
  id: string;
  status: OrderStatus;
  payment_method: 'cod' | 'online' | 'wallet';
  subtotal_paise: number;
  discount_paise: number;
  delivery_fee_paise: number;
  total_paise: number;
  delivery_address: DeliveryAddress;
  delivery_otp_failures: number;
  customer_name: string | null;
  store_id: string | null;
  store_name: string | null;
  store_lat: number | null;
  store_lng: number | null;
}

interface LineRow {
  id: string;
  product_name: string;
  unit: string;
  quantity: number;
  total_price_paise: number;
  line_status: RiderLineStatus;
}

/** "+91 98XXX XX210": enough for the rider to tell it is the right number, not enough to copy it. */
export function maskPhone(phone: string): string {
  const e164 = normaliseIndianMobile(phone);
  if (!e164) return phone.length > 3 ? `${'X'.repeat(phone.length - 3)}${phone.slice(-3)}` : phone;
  return `+91 ${e164.slice(3, 5)}XXX XX${e164.slice(10)}`;
}

export async function riderOrderView(
  db: Queryable,
  orderId: string,
  riderId: string,
): Promise<RiderAssignment | null> {
  const { rows } = await db.query<Row>(
    `select o.id, o.status, o.payment_method, o.subtotal_paise, o.discount_paise, o.delivery_fee_paise,
            o.total_paise, o.delivery_address, o.delivery_otp_failures, p.full_name as customer_name,
            s.id as store_id, s.name as store_name, s.lat as store_lat, s.lng as store_lng
       from orders o left join profiles p on p.user_id = o.user_id
       left join seller_locations s on s.id = o.seller_location_id
      where o.id = $1 and o.rider_id = $2`,
    [orderId, riderId],
  );
  const order = rows[0];
  if (!order) return null;
  const lines = await db.query<LineRow>(
    `select id, product_name, unit, quantity, total_price_paise, line_status from order_items
      where order_id = $1 order by created_at, id`,
    [orderId],
  );
  const money = handoverMoney({
    subtotalPaise: order.subtotal_paise,
    discountPaise: order.discount_paise,
    deliveryFeePaise: order.delivery_fee_paise,
    totalPaise: order.total_paise,
    lines: lines.rows.map((line) => ({ totalPricePaise: line.total_price_paise, status: line.line_status })),
  });
  const address = order.delivery_address ?? ({} as Partial<DeliveryAddress>);
  const name = (address.contactName || order.customer_name || '').trim();
  const phone = address.contactPhone ?? '';
  return {
    orderId: order.id,
    shortId: shortOrderId(order.id),
    status: order.status,
    customerFirstName: name.split(/\s+/)[0] ?? '',
    customerPhoneMasked: maskPhone(phone),
    customerPhone: phone,
    address: {
      house: address.house ?? '',
      area: [address.street, address.area].filter(Boolean).join(', '),
      landmark: address.landmark || null,
      city: address.city ?? '',
      pincode: address.pincode ?? '',
      lat: address.lat ?? null,
      lng: address.lng ?? null,
    },
    store:
      order.store_id && order.store_lat !== null && order.store_lng !== null
        ? { id: order.store_id, name: order.store_name ?? '', lat: order.store_lat, lng: order.store_lng }
        : null,
    lines: lines.rows.map((line) => ({
      id: line.id,
      name: line.product_name,
      unit: line.unit,
      quantity: line.quantity,
      totalPricePaise: line.total_price_paise,
      status: line.line_status,
    })),
    paymentMethod: order.payment_method,
    amountToCollectPaise: order.payment_method === 'cod' ? money.duePaise : 0,
    deliveryNotes: null,
    substitutionNotes: null,
    otpAttemptsLeft: Math.max(0, DELIVERY_OTP_MAX_FAILURES - order.delivery_otp_failures),
  };
}
