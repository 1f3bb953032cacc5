import type { IstDate, OrderStatus, RiderDayOrder, RiderMe, RiderToday, RiderVehicleType } from '@tokri/core';
import { shortOrderId } from '@tokri/core';
import type { Queryable } from '../../db/database.js';
import { riderDistanceKm } from '../rider-location/rider-distance.js';

export async function riderMe(db: Queryable, riderId: string): Promise<RiderMe> {
  const { rows } = await db.query<{
    id: string;
    full_name: string;
    is_online: boolean;
    vehicle_type: RiderVehicleType;
    store_id: string | null;
    store_name: string | null;
  }>(
    `select d.id, d.full_name, d.is_online, d.vehicle_type, sl.id as store_id, sl.name as store_name
       from delivery_agents d left join seller_locations sl on sl.id = d.home_seller_location_id
      where d.id = $1`,
    [riderId],
  );
  const row = rows[0]!;
  return {
    id: row.id,
    fullName: row.full_name,
    isOnline: row.is_online,
    vehicleType: row.vehicle_type,
    homeStore: row.store_id && row.store_name ? { id: row.store_id, name: row.store_name } : null,
  };
}

/**
 * The rider's IST day: orders delivered that day (and the ones they touched that day and not yet delivered),
 * how many were delivered and the cash collected on them, which the rider deposits, and the distance ridden that
 * day as the rider's track measures it (null before the first point of the day).
 */
export async function riderToday(db: Queryable, riderId: string, date: IstDate): Promise<RiderToday> {
  const { rows } = await db.query<{
    id: string;
    status: OrderStatus;
    delivered_at: Date | null;
    cash: number;
  }>(
    `select o.id, o.status, o.delivered_at, coalesce(o.cod_collected_paise, 0) as cash
       from orders o
      where o.rider_id = $1
        and ((o.delivered_at at time zone 'Asia/Kolkata')::date = $2::date
             or (o.delivered_at is null and (o.updated_at at time zone 'Asia/Kolkata')::date = $2::date))
      order by coalesce(o.delivered_at, o.updated_at) desc, o.id
      limit 200`,
    [riderId, date],
  );
  const orders: RiderDayOrder[] = rows.map((row) => ({
    orderId: row.id,
    shortId: shortOrderId(row.id),
    status: row.status,
    deliveredAt: row.delivered_at ? new Date(row.delivered_at).toISOString() : null,
    cashCollectedPaise: row.status === 'delivered' ? row.cash : 0,
  }));
  const delivered = orders.filter((order) => order.status === 'delivered');
  return {
    date,
    deliveries: delivered.length,
    distanceKm: await riderDistanceKm(db, riderId, date),
    cashCollectedPaise: delivered.reduce((sum, order) => sum + order.cashCollectedPaise, 0),
    orders,
  };
}
