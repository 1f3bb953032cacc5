import { z } from 'zod';
import { isPlainText } from '../patterns.js';

/** Ratings API shapes (issue 16 item 5, ADR 0050). Messages are error codes the server translates. */

export const RATING_COMMENT_MAX = 500;

const stars = z
  .number({ error: 'RATING_STARS_INVALID' })
  .int({ error: 'RATING_STARS_INVALID' })
  .min(1, { error: 'RATING_STARS_INVALID' })
  .max(5, { error: 'RATING_STARS_INVALID' });

/** Optional free text: trimmed, empty means none, at most 500 characters, no control characters. */
const comment = z
  .string()
  .trim()
  .max(RATING_COMMENT_MAX, { error: 'RATING_COMMENT_TOO_LONG' })
  .refine(isPlainText, { error: 'INVALID_CHARACTERS' })
  .transform((text) => (text.length === 0 ? null : text))
  .nullish();

/** POST /api/orders/:id/rating */
export const orderRatingRequestSchema = z.strictObject({
  stars,
  comment,
  items: z
    .array(z.strictObject({ productId: z.uuid(), thumbsUp: z.boolean() }))
    .max(100)
    .optional(),
});
export type OrderRatingRequest = z.input<typeof orderRatingRequestSchema>;

/** PUT /api/ratings/app */
export const appRatingRequestSchema = z.strictObject({ stars, comment });
export type AppRatingRequest = z.input<typeof appRatingRequestSchema>;

export interface OrderRatingView {
  orderId: string;
  stars: number;
  comment: string | null;
  items: { productId: string; thumbsUp: boolean }[];
  createdAt: string;
}

export interface AppRatingView {
  stars: number;
  comment: string | null;
  updatedAt: string;
}

/** A product's rating on its page: the share of thumbs up among all thumbs given to it. */
export interface ProductRatingSummary {
  count: number;
  likedPercent: number;
}

export interface AdminOrderRating {
  orderId: string;
  trackingId: string;
  customerName: string | null;
  stars: number;
  comment: string | null;
  thumbsUp: number;
  thumbsDown: number;
  createdAt: string;
}

export interface AdminAppRating {
  userId: string;
  customerName: string | null;
  stars: number;
  comment: string | null;
  updatedAt: string;
}

/** The product page's rating from its thumbs: null before the first, else the rounded share of thumbs up. */
export function productRatingSummary(count: number, thumbsUp: number): ProductRatingSummary | null {
  if (count <= 0) return null;
  return { count, likedPercent: Math.round((thumbsUp * 100) / count) };
}
