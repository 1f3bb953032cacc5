import type { Queryable } from '../../db/database.js';
import { enqueueJobs } from '../../jobs/queue/enqueue-job.js';

/**
 * An erased account's support photos (ADR 0049, 0051): the rows go now, the stored files by a job that runs
 * after this transaction commits, so a rolled-back erasure never loses a file that is still referenced.
 */
export async function eraseSupportPhotos(tx: Queryable, userId: string): Promise<void> {
  const { rows } = await tx.query<{ id: string; variants: { key: string }[] }>(
    `delete from media_assets where kind = 'support_photo' and created_by = $1 returning id, variants`,
    [userId],
  );
  await enqueueJobs(
    tx,
    'delete_stored_objects',
    rows.map((asset) => ({
      dedupeKey: `asset:${asset.id}`,
      payload: { keys: asset.variants.map((variant) => variant.key) },
    })),
  );
}
