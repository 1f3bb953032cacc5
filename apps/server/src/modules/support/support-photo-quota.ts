import type { Queryable } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import { createFixedWindowLimit, type RateLimitRule } from '../auth/fixed-window-limit.js';

/**
 * Support photos a customer may upload in 24 hours (ADR 0072). A problem with an order needs a few; each upload
 * can cost a decode of up to MAX_IMAGE_MEGAPIXELS, so the allowance bounds what one account can make us do.
 */
export const SUPPORT_PHOTOS_PER_DAY = 10;
const DAILY: RateLimitRule = { limit: SUPPORT_PHOTOS_PER_DAY, windowSeconds: 24 * 60 * 60 };

/**
 * Counts one upload against the customer's day (a window that opens at their first upload, judged at the
 * injected clock's `now`), or refuses it with a translated 429 and the wait. One statement, so uploads sent
 * at once cannot all slip under the limit. Refused and unreadable uploads count too: they cost the same work.
 */
export async function takeSupportPhotoAllowance(db: Queryable, userId: string, now: Date): Promise<void> {
  const count = await createFixedWindowLimit(db).hitAt(`support-photo:${userId}`, DAILY, now);
  if (count.hits <= DAILY.limit) return;
  throw new DomainError('SUPPORT_PHOTO_QUOTA_REACHED', {
    params: { limit: DAILY.limit, hours: Math.ceil(count.retryAfter / 3600) },
    retryAfterSeconds: count.retryAfter,
  });
}
