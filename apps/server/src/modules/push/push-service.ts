import { timingSafeEqual } from 'node:crypto';
import webPush from 'web-push';
import type { Database } from '../../db/database.js';
import { DomainError, notFound } from '../../errors/domain-error.js';
import { invalidInput } from '../../errors/invalid-input.js';
import { pushSends } from '../../metrics/metrics.js';
import { mayPushTo } from '../profile/channel-consent.js';
import {
  assertAllowedPushEndpoint,
  createGuardedPushAgent,
  PushEndpointRefused,
  type PushHostRule,
  resolvePushTarget,
} from './push-endpoint-policy.js';
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
  /**
   * The notification's buttons (issue 32 item 2): Web Push `actions` take `{action, title}` and the service worker
   * opens `url` for the one tapped; FCM carries them in its data for the app.
   */
  actions?: { action: string; title: string; url: string }[];
}

export interface PushSendOptions {
  /** Push services subscriptions may point at (PUSH_ALLOWED_HOSTS, see push-endpoint-policy.ts). */
  allowedHosts: readonly PushHostRule[];
  /**
   * For tests against a local push endpoint with a self-signed certificate. Without one, sends go through an
   * agent that refuses non-public addresses when it resolves the host.
   */
  agent?: import('node:https').Agent;
}

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Web Push (VAPID, aes128gcm) to every browser a user registered. Subscriptions the push service reports gone
 * (404 or 410) are deleted. Endpoints are checked against the allow-list when stored and again, with their
 * addresses resolved, before every send (issue 9 item 7).
 */
export function createPushService(db: Database, keys: VapidKeys, subject: string, options: PushSendOptions) {
  const vapidDetails = { subject, publicKey: keys.publicKey, privateKey: keys.privateKey };
  const agent = options.agent ?? createGuardedPushAgent();

  async function sendToUser(
    userId: string,
    message: PushMessage,
  ): Promise<{ sent: number; pruned: number; refused: number; declined: boolean }> {
    // Push turned off in the profile: nothing leaves, whatever queued it (issue 16). Checked at send time.
    if (!(await mayPushTo(db, userId))) return { sent: 0, pruned: 0, refused: 0, declined: true };
    const { rows } = await db.query<{ id: string; endpoint: string; p256dh: string; auth: string }>(
      'select id, endpoint, p256dh, auth from push_subscriptions where user_id = $1 and retired_at is null',
      [userId],
    );
    let sent = 0;
    let pruned = 0;
    let refused = 0;
    for (const row of rows) {
      try {
        await resolvePushTarget(row.endpoint, options.allowedHosts);
      } catch (error) {
        refused += 1;
        if (!(error instanceof PushEndpointRefused)) {
          // The name did not resolve now: maybe a passing DNS failure, so the subscription stays.
          await db.query('update push_subscriptions set failure_count = failure_count + 1 where id = $1', [
            row.id,
          ]);
        } else {
          // Off the allow-list (stored before it existed, or the list changed) or resolving to a private
          // address: never contacted. Kept off the list for good; a browser re-subscribes with a real service.
          await db.query('delete from push_subscriptions where id = $1', [row.id]);
        }
        continue;
      }
      try {
        await webPush.sendNotification(
          { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } },
          JSON.stringify(message),
          {
            vapidDetails,
            TTL: 3600,
            contentEncoding: 'aes128gcm',
            agent,
          },
        );
        sent += 1;
        pushSends.inc({ channel: 'web', outcome: 'sent' });
        await db.query(
          'update push_subscriptions set last_success_at = tokri_now(), failure_count = 0 where id = $1',
          [row.id],
        );
      } catch (error) {
        pushSends.inc({ channel: 'web', outcome: 'failed' });
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
    return { sent, pruned, refused, declined: false };
  }

  return {
    publicKey: keys.publicKey,
    sendToUser,

    /**
     * Stores a browser's subscription for the user. The same endpoint under another account is never moved
     * silently (issue 9 item 12): only the browser holding the subscription knows its keys (the 16-byte auth
     * secret never leaves it but to us), so another account presenting the same endpoint with the same keys is
     * on that very browser (someone else signed in there): the old registration is retired and a new one
     * created. With other keys it is somebody who only learnt the URL: refused, nothing changes.
     */
    async subscribe(userId: string, input: PushSubscriptionInput, userAgent: string | null) {
      try {
        assertAllowedPushEndpoint(input.endpoint, options.allowedHosts);
      } catch (error) {
        if (error instanceof PushEndpointRefused)
          throw invalidInput({ endpoint: 'PUSH_ENDPOINT_NOT_ALLOWED' });
        throw error;
      }
      const agentText = userAgent?.slice(0, 300) ?? null;
      await db.transaction(async (tx) => {
        const { rows } = await tx.query<{ id: string; user_id: string; p256dh: string; auth: string }>(
          `select id, user_id, p256dh, auth from push_subscriptions
            where endpoint = $1 and retired_at is null for update`,
          [input.endpoint],
        );
        const current = rows[0];
        if (current && current.user_id === userId) {
          await tx.query(
            `update push_subscriptions set p256dh = $2, auth = $3, user_agent = $4, failure_count = 0 where id = $1`,
            [current.id, input.keys.p256dh, input.keys.auth, agentText],
          );
          return;
        }
        if (current) {
          const holdsIt =
            sameSecret(current.auth, input.keys.auth) && sameSecret(current.p256dh, input.keys.p256dh);
          if (!holdsIt) throw new DomainError('PUSH_SUBSCRIPTION_IN_USE');
          await tx.query('update push_subscriptions set retired_at = tokri_now() where id = $1', [
            current.id,
          ]);
        }
        // A concurrent first registration of the same endpoint by the same user is a refresh; by another
        // user it is refused rather than taken over.
        const inserted = await tx.query(
          `insert into push_subscriptions (user_id, endpoint, p256dh, auth, user_agent) values ($1, $2, $3, $4, $5)
           on conflict (endpoint) where retired_at is null do update
             set p256dh = excluded.p256dh, auth = excluded.auth, user_agent = excluded.user_agent, failure_count = 0
             where push_subscriptions.user_id = excluded.user_id`,
          [userId, input.endpoint, input.keys.p256dh, input.keys.auth, agentText],
        );
        if (inserted.rowCount === 0) throw new DomainError('PUSH_SUBSCRIPTION_IN_USE');
      });
    },

    async list(userId: string) {
      const { rows } = await db.query<{
        id: string;
        user_agent: string | null;
        created_at: Date;
        last_success_at: Date | null;
        endpoint: string;
      }>(
        `select id, user_agent, created_at, last_success_at, endpoint from push_subscriptions
          where user_id = $1 and retired_at is null order by created_at desc`,
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
      const { rowCount } = await db.query(
        'delete from push_subscriptions where id = $1 and user_id = $2 and retired_at is null',
        [id, userId],
      );
      if (rowCount === 0) throw notFound();
    },
  };
}

export type PushService = ReturnType<typeof createPushService>;
