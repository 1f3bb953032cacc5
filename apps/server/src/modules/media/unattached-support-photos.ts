import type { Database } from '../../db/database.js';
import { enqueueJobs } from '../../jobs/queue/enqueue-job.js';

/** How long a support photo may wait for the ticket or message that carries it (ADR 0072). */
export const UNATTACHED_PHOTO_HOURS = 24;
const BATCH = 500;

/**
 * Deletes support photos no message carries, uploaded more than a day before `now` (the injected clock's): an
 * upload the customer never sent with a ticket. The rows go in batches, each with a `delete_stored_objects` job
 * for its files, queued in the same transaction (as the erasure does, ADR 0051): the storage provider deletes
 * them only once the rows are surely gone. `skip locked` keeps instances apart, and keeps off a photo a ticket
 * is attaching at this moment (it locks the row first). Answers how many went.
 */
export async function deleteUnattachedSupportPhotos(db: Database, now: Date): Promise<number> {
  let total = 0;
  for (;;) {
    const deleted = await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: string; variants: { key: string }[] }>(
        `delete from media_assets where id in (
           select a.id from media_assets a
            where a.kind = 'support_photo'
              and a.created_at < $1::timestamptz - make_interval(hours => $2)
              and not exists (select 1 from support_messages m where m.photo_asset_id = a.id)
            limit $3 for update skip locked)
         returning id, variants`,
        [now.toISOString(), UNATTACHED_PHOTO_HOURS, BATCH],
      );
      await enqueueJobs(
        tx,
        'delete_stored_objects',
        rows.map((asset) => ({
          dedupeKey: `asset:${asset.id}`,
          payload: { keys: asset.variants.map((variant) => variant.key) },
        })),
      );
      return rows.length;
    });
    total += deleted;
    if (deleted < BATCH) return total;
  }
}
