import { addIstDays, startOfIstDay } from '@tokri/core';
import type { Queryable } from '../../db/database.js';
import { ridersDistanceKm } from '../rider-location/rider-distance.js';

/**
 * Distance tracking for one IST day: each order's store-to-door distance (recorded at checkout), each store's
 * deliveries, and each rider's deliveries, average time from placing to the door, and the kilometres they rode
 * that day from their live track (rider-location/rider-distance.ts; null when the track has no fix that day, never
 * a guess). A rider who rode without an order of the day is listed too.
 */
export async function distanceReport(db: Queryable, date: string) {
  const from = startOfIstDay(date);
  const until = startOfIstDay(addIstDays(date, 1));
  const orders = await db.query<{
    id: string;
    status: string;
    store_id: string | null;
    distance_km: string | null;
    rider_id: string | null;
    rider_name: string | null;
    lat: number | null;
    lng: number | null;
    minutes: number | null;
  }>(
    `select o.id, o.status, o.seller_location_id as store_id, o.delivery_distance_km as distance_km,
            o.rider_id, d.full_name as rider_name,
            (o.delivery_address ->> 'lat')::float8 as lat, (o.delivery_address ->> 'lng')::float8 as lng,
            case when o.delivered_at is not null
                 then round(extract(epoch from (o.delivered_at - o.created_at)) / 60)::int end as minutes
       from orders o left join delivery_agents d on d.id = o.rider_id
      where o.status not in ('payment_pending', 'cancelled') and o.created_at >= $1 and o.created_at < $2
      order by o.created_at`,
    [from, until],
  );
  const stores = await db.query<{ id: string; name: string; lat: number; lng: number }>(
    'select id, name, lat, lng from seller_locations order by name',
  );
  const rows = orders.rows.map((row) => ({
    id: row.id,
    shortId: row.id.slice(-8),
    status: row.status,
    storeId: row.store_id,
    distanceKm: row.distance_km === null ? null : Number(row.distance_km),
    riderId: row.rider_id,
    riderName: row.rider_name,
    destination: row.lat === null || row.lng === null ? null : { lat: row.lat, lng: row.lng },
    deliveryMinutes: row.minutes,
  }));
  const sum = (values: number[]) => Math.round(values.reduce((total, value) => total + value, 0) * 100) / 100;
  const average = (values: number[]) =>
    values.length === 0 ? null : Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 10) / 10;
  const riders = new Map<string, { id: string; name: string; deliveries: number; minutes: number[] }>();
  for (const row of rows) {
    if (!row.riderId) continue;
    const rider = riders.get(row.riderId) ?? {
      id: row.riderId,
      name: row.riderName ?? '',
      deliveries: 0,
      minutes: [],
    };
    if (row.status === 'delivered') rider.deliveries += 1;
    if (row.deliveryMinutes !== null) rider.minutes.push(row.deliveryMinutes);
    riders.set(row.riderId, rider);
  }
  const travelled = await ridersDistanceKm(db, 'all', date);
  const riderless = [...travelled.keys()].filter((id) => !riders.has(id));
  if (riderless.length > 0) {
    const names = await db.query<{ id: string; full_name: string }>(
      'select id, full_name from delivery_agents where id = any($1::uuid[]) order by full_name',
      [riderless],
    );
    for (const row of names.rows)
      riders.set(row.id, { id: row.id, name: row.full_name, deliveries: 0, minutes: [] });
  }
  return {
    date,
    orders: rows,
    stores: stores.rows.map((store) => {
      const own = rows.filter((row) => row.storeId === store.id);
      const distances = own.flatMap((row) => (row.distanceKm === null ? [] : [row.distanceKm]));
      return {
        ...store,
        orders: own.length,
        totalKm: sum(distances),
        averageKm: average(distances),
      };
    }),
    riders: [...riders.values()].map((rider) => ({
      id: rider.id,
      name: rider.name,
      deliveries: rider.deliveries,
      averageDeliveryMinutes: average(rider.minutes),
      travelledKm: travelled.get(rider.id) ?? null,
    })),
  };
}
