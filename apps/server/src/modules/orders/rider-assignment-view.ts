import {
  DELIVERY_OTP_MAX_FAILURES,
  type Language,
  maskPhone,
  normaliseIndianMobile,
  type OrderStatus,
  type RiderAssignment,
  type RiderOrderLine,
  shortOrderId,
} from '@tokri/core';
import type { Queryable } from '../../db/database.js';
import { localised } from '../catalog/localise.js';
import { amountToCollectPaise } from './amount-to-collect.js';

interface AssignmentRow {
  id: string;
  status: OrderStatus;
  payment_method: RiderAssignment['paymentMethod'];
  subtotal_paise: number;
  discount_paise: number;
  delivery_fee_paise: number;
  total_paise: number;
  delivery_address: Record<string, unknown>;
  delivery_otp_failures: number;
  profile_name: string | null;
  account_phone: string | null;
  store_id: string | null;
  store_name: string | null;
  store_lat: number | null;
  store_lng: number | null;
  lines: (RiderOrderLine & { translations: unknown })[];
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const coordinate = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** The person at the door: the address's contact, else the account's name; first name only (issue 14). */
function firstNameOf(row: AssignmentRow): string {
  const name = text(row.delivery_address.contactName) || text(row.profile_name);
  return name.split(/\s+/)[0] ?? '';
}

/**
 * An order as its rider sees it, in one SQL read: the customer's first name, the number to call (shown masked),
 * the address with its point, the store, the lines with what was found missing or refused, the cash to collect
 * and the delivery-code tries left. Null unless the order is this rider's (another rider's order is not revealed).
 * Product names are in the reader's language, as the shop shows them (issue 32 item 6).
 */
export async function riderAssignmentView(
  db: Queryable,
  orderId: string,
  riderId: string,
  language: Language,
): Promise<RiderAssignment | null> {
  const { rows } = await db.query<AssignmentRow>(
    `select o.id, o.status, o.payment_method, o.subtotal_paise, o.discount_paise, o.delivery_fee_paise, o.total_paise,
            o.delivery_address, o.delivery_otp_failures,
            p.full_name as profile_name, coalesce(p.phone, u.phone) as account_phone,
            sl.id as store_id, sl.name as store_name, sl.lat as store_lat, sl.lng as store_lng,
            coalesce((select json_agg(json_build_object(
                        'id', i.id, 'name', i.product_name, 'unit', i.unit, 'quantity', i.quantity,
                        'totalPricePaise', i.total_price_paise, 'status', i.line_status,
                        'substitutionChoice', i.substitution_choice, 'substituteFor', i.substitute_for,
                        'translations', pr.translations) order by i.created_at, i.id)
                        from order_items i left join products pr on pr.id = i.product_id
                       where i.order_id = o.id), '[]'::json) as lines
       from orders o
       left join profiles p on p.user_id = o.user_id
       left join users u on u.id = o.user_id
       left join seller_locations sl on sl.id = o.seller_location_id
      where o.id = $1 and o.rider_id = $2`,
    [orderId, riderId],
  );
  const row = rows[0];
  if (!row) return null;
  const address = row.delivery_address;
  const phoneAsGiven = text(address.contactPhone) || text(row.account_phone);
  const phone = normaliseIndianMobile(phoneAsGiven) ?? phoneAsGiven;
  const area = [text(address.street), text(address.area)].filter(Boolean).join(', ');
  return {
    orderId: row.id,
    shortId: shortOrderId(row.id),
    status: row.status,
    customerFirstName: firstNameOf(row),
    customerPhoneMasked: maskPhone(phone),
    customerPhone: phone,
    address: {
      house: text(address.house),
      area,
      landmark: text(address.landmark) || null,
      city: text(address.city),
      pincode: text(address.pincode),
      lat: coordinate(address.lat),
      lng: coordinate(address.lng),
    },
    store:
      row.store_id && row.store_name !== null && row.store_lat !== null && row.store_lng !== null
        ? { id: row.store_id, name: row.store_name, lat: row.store_lat, lng: row.store_lng }
        : null,
    lines: row.lines.map(({ translations, ...line }) => ({
      ...line,
      name: localised(translations, language, 'name', line.name),
    })),
    paymentMethod: row.payment_method,
    amountToCollectPaise: amountToCollectPaise({
      paymentMethod: row.payment_method,
      subtotalPaise: row.subtotal_paise,
      discountPaise: row.discount_paise,
      deliveryFeePaise: row.delivery_fee_paise,
      totalPaise: row.total_paise,
      lines: row.lines,
    }),
    // The order has no notes for the rider yet (checkout does not ask for them); the contract carries them.
    deliveryNotes: null,
    substitutionNotes: null,
    otpAttemptsLeft: Math.max(0, DELIVERY_OTP_MAX_FAILURES - row.delivery_otp_failures),
  };
}
