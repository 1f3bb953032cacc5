import type { Queryable } from '../../db/database.js';

export type JobKind =
  | 'web_push'
  | 'arriving_soon'
  | 'order_sms'
  | 'marketing_email'
  | 'delete_stored_objects'
  | 'native_push';

export interface NewJob {
  /** Unique per kind: a second enqueue of the same key is ignored, so a replayed change never sends twice. */
  dedupeKey: string;
  payload: Record<string, unknown>;
}

/**
 * The jobs module's enqueue function, in a folder of its own that imports no module (modules call it, and the
 * runner calls modules). Queues jobs of one kind in the caller's transaction (so they exist exactly when the change that needs them
 * commits), in one statement; answers how many were new.
 */
export async function enqueueJobs(tx: Queryable, kind: JobKind, jobs: readonly NewJob[]): Promise<number> {
  if (jobs.length === 0) return 0;
  const { rowCount } = await tx.query(
    `insert into scheduled_jobs (kind, dedupe_key, payload)
     select $1, job ->> 'dedupeKey', job -> 'payload' from jsonb_array_elements($2::jsonb) job
     on conflict (kind, dedupe_key) do nothing`,
    [kind, JSON.stringify(jobs)],
  );
  return rowCount ?? 0;
}
