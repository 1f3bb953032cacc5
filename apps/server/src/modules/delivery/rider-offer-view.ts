import { type RiderLineStatus, type RiderOffer, shortOrderId } from '@tokri/core';
import type { Queryable, SqlParam } from '../../db/database.js';
import { amountToCollectPaise } from '../orders/amount-to-collect.js';

interface OfferRow {
  id: string;
  order_id: string;
  offered_at: Date;
  expires_at: Date;
  city: string | null;
  pincode: string | null;
  distance_km: string | null;
  payment_method: 'cod' | 'online' | 'wallet';
  subtotal_paise: number;
  discount_paise: number;
  delivery_fee_paise: number;
  total_paise: number;
  store_id: string | null;
  store_name: string | null;
  store_lat: number | null;
  store_lng: number | null;
  item_count: number;
  lines: { totalPricePaise: number; status: RiderLineStatus }[];
}

function toOffer(row: OfferRow): RiderOffer {
  return {
    id: row.id,
    orderId: row.order_id,
    shortId: shortOrderId(row.order_id),
    offeredAt: new Date(row.offered_at).toISOString(),
    expiresAt: new Date(row.expires_at).toISOString(),
    store:
      row.store_id && row.store_name !== null && row.store_lat !== null && row.store_lng !== null
        ? { id: row.store_id, name: row.store_name, lat: row.store_lat, lng: row.store_lng }
        : null,
    area: { city: row.city ?? '', pincode: row.pincode ?? '' },
    distanceKm: row.distance_km === null ? null : Number(row.distance_km),
    itemCount: row.item_count,
    amountToCollectPaise: amountToCollectPaise({
      paymentMethod: row.payment_method,
      subtotalPaise: row.subtotal_paise,
      discountPaise: row.discount_paise,
      deliveryFeePaise: row.delivery_fee_paise,
      totalPaise: row.total_paise,
      lines: row.lines,
    }),
  };
}

/**
 * Offers as the rider's screen shows them: the store, the area only (the full address comes with acceptance),
 * the ride's length, the number of items and the cash to collect. `where` is over `r` (rider_offers).
 */
export async function offerViews(db: Queryable, where: string, params: SqlParam[]): Promise<RiderOffer[]> {
  const { rows } = await db.query<OfferRow>(
    `select r.id, r.order_id, r.offered_at, r.expires_at,
            o.delivery_address ->> 'city' as city, o.delivery_address ->> 'pincode' as pincode,
            o.delivery_distance_km as distance_km, o.payment_method, o.subtotal_paise, o.discount_paise,
            o.delivery_fee_paise, o.total_paise,
            sl.id as store_id, sl.name as store_name, sl.lat as store_lat, sl.lng as store_lng,
            coalesce((select sum(i.quantity) from order_items i where i.order_id = o.id), 0)::int as item_count,
            coalesce((select json_agg(json_build_object('totalPricePaise', i.total_price_paise, 'status', i.line_status))
                        from order_items i where i.order_id = o.id), '[]'::json) as lines
       from rider_offers r
       join orders o on o.id = r.order_id
       left join seller_locations sl on sl.id = o.seller_location_id
      where ${where}
      order by r.offered_at, r.id`,
    params,
  );
  return rows.map(toOffer);
}
