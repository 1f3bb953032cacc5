import {
  type AdminRiderPosition,
  measuredSpeedMps,
  RIDER_POINT_CLOCK_SKEW_MS,
  type RiderLocationUpload,
  type RiderPositionView,
  riderEta,
  type TrackPoint,
} from '@tokri/core';
import type { Database } from '../../db/database.js';
import { DomainError, notFound } from '../../errors/domain-error.js';
import { RIDER_POSITION_CHANNEL } from './rider-position-relay.js';

/** Statuses in which an order is in a rider's hands (the rider's fixes belong to its track). */
const CARRYING = `('accepted', 'picked_up', 'out_for_delivery')`;
/** Statuses in which the order's customer may see where the rider is. */
const ON_ITS_WAY = new Set(['picked_up', 'out_for_delivery']);
const ON_ITS_WAY_SQL = `('picked_up', 'out_for_delivery')`;

const door = (order: { lat: number | null; lng: number | null }) =>
  order.lat === null || order.lng === null ? null : { lat: order.lat, lng: order.lng };

export function createRiderLocationService(db: Database) {
  return {
    /**
     * Stores an online rider's batch of fixes in one statement (the rider row, the order they carry, the track
     * and their newest position), which also tells every instance about the newest fix over NOTIFY when it
     * commits (with the customers whose order is on its way at that moment). A fix already
     * stored (a retried upload) is skipped; a batch older than the stored position (sent late after an offline
     * spell) joins the track but does not move the rider back, and nobody is told of it.
     */
    async upload(userId: string, upload: RiderLocationUpload): Promise<{ accepted: number }> {
      const points = upload.points.map((point) => ({
        lat: point.lat,
        lng: point.lng,
        accuracy_m: point.accuracyM ?? null,
        speed_mps: point.speedMps ?? null,
        heading_deg: point.headingDeg ?? null,
        recorded_at: new Date(point.at).toISOString(),
      }));
      const latest = new Date(Date.now() + RIDER_POINT_CLOCK_SKEW_MS);
      const { rows } = await db.query<{ is_online: boolean; from_future: boolean }>(
        `with rider as (
           select id, full_name, is_online, last_lat, last_lng, last_position_at
             from delivery_agents where user_id = $1
         ),
         batch as (
           select p.* from jsonb_to_recordset($2::jsonb) as p(
             lat float8, lng float8, accuracy_m real, speed_mps real, heading_deg real, recorded_at timestamptz)
         ),
         future as (select exists (select 1 from batch where recorded_at > $3::timestamptz) as found),
         input as (
           select batch.* from batch, rider, future where rider.is_online and not future.found
         ),
         carrying as (
           select o.id, o.user_id, o.status,
                  (o.delivery_address ->> 'lat')::float8 as lat, (o.delivery_address ->> 'lng')::float8 as lng
             from orders o join rider on o.rider_id = rider.id
            where o.status in ${CARRYING}
         ),
         filed as (
           select id from carrying
            order by case status when 'out_for_delivery' then 0 when 'picked_up' then 1 else 2 end, id
            limit 1
         ),
         inserted as (
           insert into rider_positions
             (rider_id, order_id, lat, lng, accuracy_m, speed_mps, heading_deg, recorded_at)
           select rider.id, (select id from filed), i.lat, i.lng, i.accuracy_m, i.speed_mps, i.heading_deg,
                  i.recorded_at
             from input i, rider
           on conflict (rider_id, recorded_at) do nothing
           returning 1
         ),
         newest as (select * from input order by recorded_at desc limit 1),
         before_newest as (
           select lat, lng, recorded_at as at from input
            where recorded_at < (select recorded_at from newest)
            order by recorded_at desc limit 1
         ),
         moved as (
           update delivery_agents d set last_lat = n.lat, last_lng = n.lng, last_position_at = n.recorded_at
             from newest n
            where d.id = (select id from rider)
              and (d.last_position_at is null or d.last_position_at < n.recorded_at)
           returning n.lat, n.lng, n.recorded_at, n.speed_mps
         ),
         -- A fix is worth its newest value: the commit does not wait for the WAL flush (a crash may lose the last
         -- fraction of a second of track). Commits that NOTIFY are serialised by PostgreSQL; waiting for an fsync
         -- inside that queue is what would make 100 uploads a second queue up (ADR 0040).
         relaxed as (select set_config('synchronous_commit', 'off', true)),
         -- Delivered when this statement commits, to every instance; only when the rider really moved on.
         notified as (
           select pg_notify($4, json_build_object(
             'riderId', r.id, 'riderName', r.full_name, 'orderId', (select id from filed),
             'lat', m.lat, 'lng', m.lng, 'at', m.recorded_at, 'speedMps', m.speed_mps,
             'previous', coalesce(
               (select row_to_json(b) from before_newest b),
               case when r.last_position_at is not null then
                 json_build_object('lat', r.last_lat, 'lng', r.last_lng, 'at', r.last_position_at) end),
             'deliveries', (
               select coalesce(json_agg(json_build_object(
                        'orderId', c.id, 'userId', c.user_id, 'lat', c.lat, 'lng', c.lng)), '[]'::json)
                 from carrying c where c.status in ${ON_ITS_WAY_SQL})
           )::text)
             from moved m, rider r
         )
         select r.is_online, (select found from future) as from_future,
                (select count(*) from inserted) as inserted, (select count(*) from notified) as notified,
                (select count(*) from relaxed) as relaxed
           from rider r`,
        [userId, JSON.stringify(points), latest, RIDER_POSITION_CHANNEL],
      );
      const rider = rows[0];
      // An account without a rider row (an admin) has no track to add to.
      if (!rider) throw new DomainError('RIDER_ACCOUNT_REQUIRED');
      if (!rider.is_online) throw new DomainError('RIDER_NOT_ONLINE');
      if (rider.from_future) throw new DomainError('RIDER_POINT_IN_FUTURE');
      return { accepted: points.length };
    },

    /** The rider's newest position for the order's own customer, while the order is on its way; else null. */
    async forCustomer(orderId: string, userId: string): Promise<RiderPositionView | null> {
      const { rows } = await db.query<{
        status: string;
        door_lat: number | null;
        door_lng: number | null;
        fixes:
          | {
              lat: number;
              lng: number;
              recorded_at: string;
              speed_mps: number | null;
              accuracy_m: number | null;
            }[]
          | null;
      }>(
        `select o.status, (o.delivery_address ->> 'lat')::float8 as door_lat,
                (o.delivery_address ->> 'lng')::float8 as door_lng,
                (select json_agg(f) from (
                   select lat, lng, recorded_at, speed_mps, accuracy_m from rider_positions
                    where rider_id = o.rider_id order by recorded_at desc limit 2) f) as fixes
           from orders o
          where o.id = $1 and o.user_id = $2`,
        [orderId, userId],
      );
      const order = rows[0];
      if (!order) throw notFound();
      if (!ON_ITS_WAY.has(order.status) || !order.fixes?.[0]) return null;
      const [newest, previous] = order.fixes;
      const speedMps = measuredSpeedMps(
        { ...trackPoint(newest), speedMps: newest.speed_mps },
        previous ? trackPoint(previous) : null,
      );
      return {
        orderId,
        lat: newest.lat,
        lng: newest.lng,
        at: new Date(newest.recorded_at).toISOString(),
        speedMps,
        ...riderEta(newest, door({ lat: order.door_lat, lng: order.door_lng }), speedMps),
      };
    },

    /** Every online rider's newest position, for the admin's map. */
    async forAdmin(): Promise<AdminRiderPosition[]> {
      const { rows } = await db.query<{
        id: string;
        full_name: string;
        last_lat: number;
        last_lng: number;
        last_position_at: Date | string;
        order_id: string | null;
      }>(
        `select d.id, d.full_name, d.last_lat, d.last_lng, d.last_position_at,
                (select o.id from orders o where o.rider_id = d.id and o.status in ${CARRYING}
                  order by case o.status when 'out_for_delivery' then 0 when 'picked_up' then 1 else 2 end, o.id
                  limit 1) as order_id
           from delivery_agents d
          where d.is_online and d.last_position_at is not null
          order by d.full_name, d.id`,
      );
      return rows.map((row) => ({
        riderId: row.id,
        name: row.full_name,
        lat: row.last_lat,
        lng: row.last_lng,
        at: new Date(row.last_position_at).toISOString(),
        orderId: row.order_id,
      }));
    },
  };
}

function trackPoint(fix: {
  lat: number;
  lng: number;
  recorded_at: string;
  accuracy_m: number | null;
}): TrackPoint {
  return { lat: fix.lat, lng: fix.lng, atMs: new Date(fix.recorded_at).getTime(), accuracyM: fix.accuracy_m };
}

export type RiderLocationService = ReturnType<typeof createRiderLocationService>;
