import type { RealtimeEvent, RealtimeTopic } from '@tokri/core';
import type { Queryable } from '../../db/database.js';

export const REALTIME_CHANNEL = 'tokri_events';

export interface NewRealtimeEvent {
  topic: RealtimeTopic;
  userId: string | null;
  kind: RealtimeEvent['kind'];
  payload: Record<string, unknown>;
}

/**
 * Records an event in the same transaction as the change it describes, and wakes every server instance
 * (NOTIFY is delivered on commit, so a rolled-back change never announces itself).
 */
export async function publishEvent(tx: Queryable, event: NewRealtimeEvent): Promise<number> {
  const [id] = await publishEvents(tx, [event]);
  return id!;
}

/**
 * Several events of one change in one statement (the insert and its NOTIFY together); ids in the given order.
 * The hub reads every event after its high-water mark whatever the NOTIFY says, so one wake-up is enough.
 */
export async function publishEvents(tx: Queryable, events: readonly NewRealtimeEvent[]): Promise<number[]> {
  if (events.length === 0) return [];
  const { rows } = await tx.query<{ id: string }>(
    `with inserted as (
       insert into realtime_events (topic, user_id, kind, payload)
       select e.topic, e.user_id, e.kind, e.payload
         from rows from (jsonb_to_recordset($1::jsonb) as (topic text, user_id uuid, kind text, payload jsonb))
              with ordinality as e(topic, user_id, kind, payload, n)
        order by e.n
       returning id)
     select id, pg_notify($2, (max(id) over ())::text) from inserted order by id`,
    [
      JSON.stringify(
        events.map((e) => ({ topic: e.topic, user_id: e.userId, kind: e.kind, payload: e.payload })),
      ),
      REALTIME_CHANNEL,
    ],
  );
  return rows.map((row) => Number(row.id));
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

/** The oldest event still kept (older ones are pruned); null when none is. */
export async function oldestEventId(db: Queryable): Promise<number | null> {
  const { rows } = await db.query<{ id: string | null }>('select min(id) as id from realtime_events');
  return rows[0]?.id == null ? null : Number(rows[0].id);
}
