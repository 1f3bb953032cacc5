import type { Clock } from '../clock.js';
import type { Database } from '../db/database.js';
import { jobFailures, jobsDone } from '../metrics/metrics.js';
import type { OfferSettings } from '../modules/delivery/rider-offers.js';
import { sendMarketingEmail } from '../modules/notifications/marketing-email.js';
import { notifyCustomer } from '../modules/notifications/order-notifier.js';
import { sendOrderSms } from '../modules/notifications/order-sms.js';
import { pushNotice } from '../modules/notifications/push-notice.js';
import type { PaymentGateway } from '../modules/payments/payment-gateway.js';
import type { PayoutsProvider } from '../modules/payments/payouts-provider.js';
import type { NativePushService } from '../modules/push/native-push-service.js';
import type { PushService } from '../modules/push/push-service.js';
import type { MailProvider } from '../providers/mail/mail-provider.js';
import type { ObjectStorage } from '../providers/storage/object-storage.js';
import { enqueueJobs, type JobKind } from './queue/enqueue-job.js';
import type { RefundRoundOptions } from './refund-round.js';

export interface JobDeps {
  db: Database;
  push: PushService;
  /** Native push to the app's devices (FCM, or the outbox on a developer's machine); absent when off. */
  nativePush?: NativePushService;
  /** Email and SMS (order SMS, marketing email); the outbox by default. */
  mail: MailProvider;
  /** Uploaded files; the erasure of an account's support photos deletes theirs (without it those jobs wait). */
  storage?: ObjectStorage;
  /** The app's address, for links in messages (the marketing email's way to /settings). */
  publicUrl: string;
  /** The time the subscription run reads (tests stand at 00:00 IST); the system clock otherwise. */
  clock?: Clock;
  /** Rider offers' lifetime, for the round that expires them and offers orders to the next rider. */
  riderOffers?: OfferSettings;
  /** The gateway the refund round asks for refunds; without it the round does not run. */
  gateway?: PaymentGateway;
  /** The payouts provider the refund round sends cash-on-delivery refunds through (ADR 0079). */
  payouts?: PayoutsProvider;
  /** The refund round's windows (late delivery, pending re-check); defaults when absent. */
  refunds?: Partial<RefundRoundOptions>;
}

interface JobRow {
  id: string;
  kind: JobKind;
  payload: {
    notificationId?: string;
    orderId?: string;
    status?: string;
    broadcastId?: string;
    userId?: string;
    keys?: string[];
  };
  attempts: number;
}

const LEASE = "interval '2 minutes'";
export const MAX_ATTEMPTS = 5;

async function runJob(deps: JobDeps, job: JobRow) {
  if (job.kind === 'delete_stored_objects') {
    if (!deps.storage) throw new Error('no object storage to delete from');
    for (const key of job.payload.keys ?? []) await deps.storage.delete(key);
    return;
  }
  if (job.kind === 'order_sms') {
    await sendOrderSms(deps.db, deps.mail, job.payload.orderId!, job.payload.status!);
    return;
  }
  if (job.kind === 'marketing_email') {
    await sendMarketingEmail(
      deps.db,
      deps.mail,
      deps.publicUrl,
      job.payload.broadcastId!,
      job.payload.userId!,
    );
    return;
  }
  if (job.kind === 'web_push' || job.kind === 'native_push') {
    const notice = await pushNotice(deps.db, job.payload.notificationId ?? null);
    // The push services themselves ask whether this user takes pushes (their profile's toggle).
    if (!notice) return;
    if (job.kind === 'native_push') {
      await deps.nativePush?.sendToUser(notice.userId, notice.message);
      return;
    }
    // Native push rides in a job of its own (ADR 0056): FCM failing retries it alone, not the Web Push too.
    if (deps.nativePush && (await deps.nativePush.hasDevices(notice.userId))) {
      await enqueueJobs(deps.db, 'native_push', [
        {
          dedupeKey: `notification:${job.payload.notificationId}`,
          payload: { notificationId: job.payload.notificationId },
        },
      ]);
    }
    await deps.push.sendToUser(notice.userId, notice.message);
    return;
  }
  // arriving_soon: only if the order is still on its way.
  await deps.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ status: string }>(
      'select status from orders where id = $1 for update',
      [job.payload.orderId ?? null],
    );
    if (rows[0]?.status === 'out_for_delivery')
      await notifyCustomer(tx, job.payload.orderId!, 'arriving_soon');
  });
}

/**
 * Takes due jobs with a lease (so a crashed instance's jobs come back after it expires, and several instances
 * never take the same job), runs them outside any transaction, then marks them done or retries with backoff.
 * When `stopping()` turns true (SIGTERM), the jobs not started yet are handed back at once (their lease and the
 * attempt it counted undone), so another instance runs them now rather than after the lease runs out.
 */
export async function runDueJobs(
  deps: JobDeps,
  batch = 20,
  stopping: () => boolean = () => false,
): Promise<number> {
  // `returning` follows no order, so the batch is sorted back into the order the jobs fell due (then were
  // queued): an order's "placed" SMS must not go out after its "cancelled" one because both were due together.
  const { rows } = await deps.db.query<JobRow & { due_us: string }>(
    `with due as (select id, run_at from scheduled_jobs where done_at is null and run_at <= tokri_now() and attempts < $1
                   order by run_at, id limit $2 for update skip locked)
     update scheduled_jobs set run_at = tokri_now() + ${LEASE}, attempts = attempts + 1
       from due where scheduled_jobs.id = due.id
     returning scheduled_jobs.id, kind, payload, attempts,
               (extract(epoch from due.run_at) * 1000000)::bigint::text as due_us`,
    [MAX_ATTEMPTS, batch],
  );
  rows.sort((a, b) => compareBigInts(a.due_us, b.due_us) || compareBigInts(a.id, b.id));
  for (const [index, job] of rows.entries()) {
    if (stopping()) {
      await releaseLeases(
        deps.db,
        rows.slice(index).map((left) => left.id),
      );
      return index;
    }
    try {
      await runJob(deps, job);
      await deps.db.query(
        'update scheduled_jobs set done_at = tokri_now(), last_error = null where id = $1',
        [job.id],
      );
      jobsDone.inc({ kind: job.kind });
    } catch (error) {
      jobFailures.inc({ kind: job.kind });
      // A service that said when to come back (FCM's Retry-After) is not asked sooner; capped at an hour.
      const asked = Math.min((error as { retryAfterSeconds?: number }).retryAfterSeconds ?? 0, 3600);
      await deps.db.query(
        `update scheduled_jobs set last_error = $2, run_at = tokri_now() + make_interval(secs => $3) where id = $1`,
        [job.id, String((error as Error).message).slice(0, 500), Math.max(5 * 2 ** job.attempts, asked)],
      );
    }
  }
  return rows.length;
}

function compareBigInts(a: string | number, b: string | number): number {
  const difference = BigInt(a) - BigInt(b);
  return difference === 0n ? 0 : difference < 0n ? -1 : 1;
}

/** Jobs this instance leased but did not start: due again now, their attempt not counted. */
export async function releaseLeases(db: Database, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.query(
    `update scheduled_jobs set run_at = tokri_now(), attempts = attempts - 1
      where id = any($1::bigint[]) and done_at is null`,
    [ids],
  );
}

/** Jobs waiting to run (due or not yet), by kind, and those that gave up after their last attempt. */
export async function jobQueueDepth(
  db: Database,
): Promise<Array<{ kind: string; waiting: number; gaveUp: number }>> {
  const { rows } = await db.query<{ kind: string; waiting: number; gave_up: number }>(
    `select kind, count(*) filter (where attempts < $1)::int as waiting,
            count(*) filter (where attempts >= $1)::int as gave_up
       from scheduled_jobs where done_at is null group by kind`,
    [MAX_ATTEMPTS],
  );
  return rows.map((row) => ({ kind: row.kind, waiting: row.waiting, gaveUp: row.gave_up }));
}
