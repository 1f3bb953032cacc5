import { istDaysBetween, spreadsheetSafe } from '@tokri/core';
import { stringify } from 'csv-stringify/sync';
import type { Queryable } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import { ORDER_FIGURES } from '../admin/admin-figures.js';
import { adminOrderCondition } from './admin-order-filters.js';

export const MAX_EXPORT_DAYS = 92;

const rupees = (paise: number) => (paise / 100).toFixed(2);
/** "2026-03-10 09:05": IST wall time in a form every spreadsheet sorts and parses. */
const istStamp = (instant: Date) =>
  new Date(instant.getTime() + 330 * 60_000).toISOString().slice(0, 16).replace('T', ' ');

/**
 * Orders placed between two IST days (both included) as CSV, one row per order, amounts in rupees. The last two
 * columns are the refunds that stand against the order and the revenue it brings, by the dashboard's one
 * definition (`admin/admin-figures.ts`, ADR 0077), so the sheet's sum is the dashboard's figure.
 */
export async function exportOrdersCsv(db: Queryable, from: string, to: string): Promise<string> {
  if (istDaysBetween(from, to) + 1 > MAX_EXPORT_DAYS)
    throw new DomainError('EXPORT_RANGE_TOO_LONG', { params: { days: MAX_EXPORT_DAYS } });
  const { where, params } = adminOrderCondition({ from, to });
  const { rows } = await db.query<{
    id: string;
    created_at: Date;
    status: string;
    payment_method: string;
    payment_status: string;
    customer_name: string | null;
    phone: string | null;
    store_name: string | null;
    rider_name: string | null;
    pincode: string | null;
    delivery_distance_km: string | null;
    items: number;
    subtotal_paise: number;
    delivery_fee_paise: number;
    discount_paise: number;
    total_paise: number;
    coupon_code: string | null;
    cancel_reason: string | null;
    refunded_paise: number;
    revenue_paise: number;
  }>(
    `select o.id, o.created_at, o.status, o.payment_method, o.payment_status, pr.full_name as customer_name,
            coalesce(u.phone, pr.phone) as phone, sl.name as store_name, da.full_name as rider_name,
            o.delivery_address ->> 'pincode' as pincode, o.delivery_distance_km,
            (select coalesce(sum(quantity), 0)::int from order_items i where i.order_id = o.id) as items,
            o.subtotal_paise, o.delivery_fee_paise, o.discount_paise, o.total_paise, o.coupon_code, o.cancel_reason,
            f.refunded_paise::int as refunded_paise, f.revenue_paise::int as revenue_paise
       from orders o join (${ORDER_FIGURES}) f on f.id = o.id join users u on u.id = o.user_id left join profiles pr on pr.user_id = o.user_id
       left join seller_locations sl on sl.id = o.seller_location_id left join delivery_agents da on da.id = o.rider_id
      where ${where} order by o.created_at, o.id`,
    params as never[],
  );
  const header = [
    'order_id',
    'placed_at_ist',
    'status',
    'payment_method',
    'payment_status',
    'customer',
    'phone',
    'store',
    'rider',
    'pincode',
    'distance_km',
    'items',
    'subtotal_inr',
    'delivery_fee_inr',
    'discount_inr',
    'total_inr',
    'coupon',
    'cancel_reason',
    'refunded_inr',
    'revenue_inr',
  ];
  const lines = rows.map((row) => [
    row.id,
    istStamp(new Date(row.created_at)),
    row.status,
    row.payment_method,
    row.payment_status,
    row.customer_name ?? '',
    row.phone ?? '',
    row.store_name ?? '',
    row.rider_name ?? '',
    row.pincode ?? '',
    row.delivery_distance_km ?? '',
    row.items,
    rupees(row.subtotal_paise),
    rupees(row.delivery_fee_paise),
    rupees(row.discount_paise),
    rupees(row.total_paise),
    row.coupon_code ?? '',
    row.cancel_reason ?? '',
    rupees(row.refunded_paise),
    rupees(row.revenue_paise),
  ]);
  return stringify([header, ...lines.map((line) => line.map(spreadsheetSafe))]);
}
