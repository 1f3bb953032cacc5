import { addIstDays, type IstDate, startOfIstDay, trackDistanceKm } from '@tokri/core';
import type { Queryable } from '../../db/database.js';

/**
 * Kilometres each rider rode on an IST day, from their track (one read for all of them): consecutive fixes of
 * the day, GPS noise filtered by core's `trackDistanceKm`. A rider without a fix that day is absent from the map.
 */
export async function ridersDistanceKm(
  db: Queryable,
  riderIds: readonly string[] | 'all',
  date: IstDate,
): Promise<Map<string, number>> {
  const from = startOfIstDay(date);
  const until = startOfIstDay(addIstDays(date, 1));
  const { rows } = await db.query<{
    rider_id: string;
    lat: number;
    lng: number;
    accuracy_m: number | null;
    at_ms: number;
  }>(
    `select rider_id, lat, lng, accuracy_m, (extract(epoch from recorded_at) * 1000)::float8 as at_ms
       from rider_positions
      where recorded_at >= $1 and recorded_at < $2 and ($3::uuid[] is null or rider_id = any($3::uuid[]))
      order by rider_id, recorded_at`,
    [from, until, riderIds === 'all' ? null : [...riderIds]],
  );
  const tracks = new Map<string, { lat: number; lng: number; atMs: number; accuracyM: number | null }[]>();
  for (const row of rows) {
    const track = tracks.get(row.rider_id) ?? [];
    track.push({ lat: row.lat, lng: row.lng, atMs: Number(row.at_ms), accuracyM: row.accuracy_m });
    tracks.set(row.rider_id, track);
  }
  return new Map([...tracks].map(([riderId, track]) => [riderId, trackDistanceKm(track)]));
}

/** Kilometres one rider rode on an IST day; null until their track has a fix that day. */
export async function riderDistanceKm(db: Queryable, riderId: string, date: IstDate): Promise<number | null> {
  return (await ridersDistanceKm(db, [riderId], date)).get(riderId) ?? null;
}
