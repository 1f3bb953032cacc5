import { LANGUAGES, type Language, type RenderedNotification } from '@tokri/core';
import type { Queryable, SqlParam } from '../../db/database.js';
import { REALTIME_CHANNEL } from '../realtime/realtime-events.js';

/** A notification as stored and as its realtime event carries it (`NotificationView`, spec §3). */
export type FannedOutNotification = { id: string; user_id: string } & Record<string, unknown>;

/** One user, a list of users (a broadcast), or every admin; each in their own language. */
export type Recipients = { userId: string } | { userIds: readonly string[] } | 'admins';

export interface NotificationFanOut {
  recipients: Recipients;
  role: 'user' | 'admin' | null;
  orderId: string | null;
  status?: string | undefined;
  /** The notification in a language; called once per language, and each recipient's row takes theirs. */
  render(language: Language): RenderedNotification;
}

function textsByLanguage(input: NotificationFanOut) {
  const texts: Record<string, { title: string; message: string; metadata: Record<string, unknown> }> = {};
  // What each language's texts were made from (issue 32 item 6): kept only when every language has them.
  const params: Record<string, RenderedNotification['params']> = {};
  let type: RenderedNotification['type'] | undefined;
  for (const language of LANGUAGES) {
    const rendered = input.render(language);
    type ??= rendered.type;
    params[language] = rendered.params;
    texts[language] = {
      title: rendered.title,
      message: rendered.message,
      metadata: {
        template: rendered.template,
        status: input.status ?? null,
        priority: rendered.priority,
        icon: rendered.icon,
        sound: rendered.sound ?? null,
        actions: rendered.actions,
      },
    };
  }
  // The type does not depend on the language: the first rendering's serves every row.
  const complete = LANGUAGES.every((language) => params[language]);
  return { texts, type: type!, params: complete ? params : null };
}

/** Each group's recipients as a select of (user_id, g), its one parameter numbered from `next`. */
function recipientsSql(
  recipients: Recipients,
  group: number,
  next: number,
): { sql: string; params: SqlParam[] } {
  if (recipients === 'admins')
    return { sql: `select user_id, ${group} as g from user_roles where role = 'admin'`, params: [] };
  if ('userIds' in recipients)
    return {
      sql: `select distinct unnest($${next}::uuid[]) as user_id, ${group} as g`,
      params: [recipients.userIds],
    };
  return { sql: `select $${next}::uuid as user_id, ${group} as g`, params: [recipients.userId] };
}

/**
 * Notifies recipients in ONE statement: a notification row per recipient in their language (picked in SQL from
 * the three renderings), its realtime INSERT event, and a web-push job keyed by that event's id (so a replayed
 * fan-out never queues a second push). All inside the caller's transaction: all of it happens or none.
 */
export async function notifyRecipients(
  tx: Queryable,
  input: NotificationFanOut,
): Promise<FannedOutNotification[]> {
  return notifyRecipientGroups(tx, [input]);
}

/**
 * Several fan-outs of one change (a new order: its customer and every admin) in that one statement, so the
 * change costs one round trip and one NOTIFY (issue 18). Rows are written group by group, in the given order.
 */
export async function notifyRecipientGroups(
  tx: Queryable,
  inputs: readonly NotificationFanOut[],
): Promise<FannedOutNotification[]> {
  if (inputs.length === 0) return [];
  const params: SqlParam[] = [];
  const selects: string[] = [];
  const groups = inputs.map((input, group) => {
    const recipients = recipientsSql(input.recipients, group, 3 + params.length);
    params.push(...recipients.params);
    selects.push(recipients.sql);
    const { texts, type, params: stored } = textsByLanguage(input);
    return { texts, type, params: stored, role: input.role, orderId: input.orderId };
  });
  const { rows } = await tx.query<{ payload: FannedOutNotification }>(
    `with recipient as (
       select r.user_id, r.g, coalesce(p.preferred_language, 'en') as language
         from (${selects.join(' union all ')}) r left join profiles p on p.user_id = r.user_id),
     inserted as (
       insert into notifications (user_id, role, type, title, message, order_id, metadata, template_params)
       select r.user_id, $1::jsonb -> r.g ->> 'role', $1::jsonb -> r.g ->> 'type',
              $1::jsonb #>> array[r.g::text, 'texts', r.language, 'title'],
              $1::jsonb #>> array[r.g::text, 'texts', r.language, 'message'],
              ($1::jsonb -> r.g ->> 'orderId')::uuid, $1::jsonb #> array[r.g::text, 'texts', r.language, 'metadata'],
              nullif($1::jsonb -> r.g -> 'params', 'null'::jsonb)
         from recipient r
        order by r.g
       returning id, user_id, role, type, title, message, is_read, created_at, order_id, metadata),
     events as (
       insert into realtime_events (topic, user_id, kind, payload)
       select 'notifications', n.user_id, 'INSERT', jsonb_build_object(
                'id', n.id, 'user_id', n.user_id, 'role', n.role, 'type', n.type, 'title', n.title,
                'message', n.message, 'is_read', n.is_read, 'order_id', n.order_id, 'metadata', n.metadata,
                'created_at', to_char(n.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
         from inserted n
        order by n.created_at
       returning id, payload),
     jobs as (
       insert into scheduled_jobs (kind, dedupe_key, payload)
       select 'web_push', 'event:' || e.id, jsonb_build_object('notificationId', e.payload ->> 'id', 'eventId', e.id)
         from events e
       on conflict (kind, dedupe_key) do nothing)
     select e.payload, pg_notify($2, (max(e.id) over ())::text) from events e order by e.id`,
    [JSON.stringify(groups), REALTIME_CHANNEL, ...params],
  );
  return rows.map((row) => row.payload);
}
