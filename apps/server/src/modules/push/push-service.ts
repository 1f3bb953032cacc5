import webPush from 'web-push';
import type { Database } from '../../db/database.js';
import { notFound } from '../../http/app-error.js';
import type { VapidKeys } from './vapid-keys.js';

export interface PushSubscriptionInput {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface PushMessage {
  title: string;
  body: string;
  url: string;
  tag?: string;
}

export interface PushSendOptions {
  /** For tests against a local push endpoint with a self-signed certificate. */
  agent?: import('node:https').Agent;
}

/**
 * Web Push (VAPID, aes128gcm) to every browser a user registered. Subscriptions the push service reports gone
 * (404 or 410) are deleted.
 */
export function createPushService(
  db: Database,
  keys: VapidKeys,
  subject: string,
  options: PushSendOptions = {},
) {
  const vapidDetails = { subject, publicKey: keys.publicKey, privateKey: keys.privateKey };

  async function sendToUser(userId: string, message: PushMessage): Promise<{ sent: number; pruned: number }> {
    const { rows } = await db.query<{ id: string; endpoint: string; p256dh: string; auth: string }>(
      'select id, endpoint, p256dh, auth from push_subscriptions where user_id = $1',
      [userId],
    );
    let sent = 0;
    let pruned = 0;
    for (const row of rows) {
      try {
        await webPush.sendNotification(
          { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } },
          JSON.stringify(message),
          {
            vapidDetails,
            TTL: 3600,
            contentEncoding: 'aes128gcm',
            ...(options.agent ? { agent: options.agent } : {}),
          },
        );
        sent += 1;
        await db.query(
          'update push_subscriptions set last_success_at = now(), failure_count = 0 where id = $1',
          [row.id],
        );
      } catch (error) {
        const status = (error as { statusCode?: number }).statusCode;
        if (status === 404 || status === 410) {
          pruned += 1;
          await db.query('delete from push_subscriptions where id = $1', [row.id]);
        } else {
          await db.query('update push_subscriptions set failure_count = failure_count + 1 where id = $1', [
            row.id,
          ]);
        }
      }
    }
    return { sent, pruned };
  }

  return {
    publicKey: keys.publicKey,
    sendToUser,

    async subscribe(userId: string, input: PushSubscriptionInput, userAgent: string | null) {
      await db.query(
        `insert into push_subscriptions (user_id, endpoint, p256dh, auth, user_agent) values ($1, $2, $3, $4, $5)
         on conflict (endpoint) do update set user_id = excluded.user_id, p256dh = excluded.p256dh, auth = excluded.auth,
           user_agent = excluded.user_agent, failure_count = 0`,
        [userId, input.endpoint, input.keys.p256dh, input.keys.auth, userAgent?.slice(0, 300) ?? null],
      );
    },

    async list(userId: string) {
      const { rows } = await db.query<{
        id: string;
        user_agent: string | null;
        created_at: Date;
        last_success_at: Date | null;
        endpoint: string;
      }>(
        'select id, user_agent, created_at, last_success_at, endpoint from push_subscriptions where user_id = $1 order by created_at desc',
        [userId],
      );
      return rows.map((row) => ({
        id: row.id,
        userAgent: row.user_agent,
        service: new URL(row.endpoint).host,
        createdAt: new Date(row.created_at).toISOString(),
        lastSuccessAt: row.last_success_at ? new Date(row.last_success_at).toISOString() : null,
      }));
    },

    async remove(userId: string, id: string) {
      const { rowCount } = await db.query('delete from push_subscriptions where id = $1 and user_id = $2', [
        id,
        userId,
      ]);
      if (rowCount === 0) throw notFound();
    },
  };
}

export type PushService = ReturnType<typeof createPushService>;
