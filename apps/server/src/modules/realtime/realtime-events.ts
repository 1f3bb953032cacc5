import type { Queryable } from '../../db/database.js';

export const REALTIME_CHANNEL = 'tokri_events';

export type RealtimeTopic = 'notifications' | 'orders' | 'subscriptions' | 'broadcast' | 'admin_orders';
export const REALTIME_TOPICS: readonly RealtimeTopic[] = [
  'notifications',
  'orders',
  'subscriptions',
  'broadcast',
  'admin_orders',
];

export interface RealtimeEvent {
  id: number;
  topic: RealtimeTopic;
  userId: string | null;
  kind: 'INSERT' | 'UPDATE' | 'DELETE' | 'BROADCAST';
  payload: Record<string, unknown>;
  at: string;
}

/**
 * Records an event in the same transaction as the change it describes, and wakes every server instance
 * (NOTIFY is delivered on commit, so a rolled-back change never announces itself).
 */
export async function publishEvent(
  tx: Queryable,
  event: {
    topic: RealtimeTopic;
    userId: string | null;
    kind: RealtimeEvent['kind'];
    payload: Record<string, unknown>;
  },
): Promise<number> {
  const { rows } = await tx.query<{ id: string }>(
    `insert into realtime_events (topic, user_id, kind, payload) values ($1, $2, $3, $4) returning id`,
    [event.topic, event.userId, event.kind, event.payload],
  );
  const id = Number(rows[0]!.id);
  await tx.query('select pg_notify($1, $2)', [REALTIME_CHANNEL, String(id)]);
  return id;
}

interface EventRow {
  id: string;
  topic: RealtimeTopic;
  user_id: string | null;
  kind: RealtimeEvent['kind'];
  payload: Record<string, unknown>;
  created_at: Date;
}

export function toRealtimeEvent(row: EventRow): RealtimeEvent {
  return {
    id: Number(row.id),
    topic: row.topic,
    userId: row.user_id,
    kind: row.kind,
    payload: row.payload,
    at: new Date(row.created_at).toISOString(),
  };
}

export async function eventsAfter(db: Queryable, afterId: number, limit = 500): Promise<RealtimeEvent[]> {
  const { rows } = await db.query<EventRow>(
    'select id, topic, user_id, kind, payload, created_at from realtime_events where id > $1 order by id limit $2',
    [afterId, limit],
  );
  return rows.map(toRealtimeEvent);
}

export async function latestEventId(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ id: string | null }>('select max(id) as id from realtime_events');
  return Number(rows[0]?.id ?? 0);
}
