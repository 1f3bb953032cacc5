import { z } from 'zod';

const COUPON_REFUSALS = [
  'COUPON_INACTIVE',
  'COUPON_NOT_STARTED',
  'COUPON_EXPIRED',
  'COUPON_MIN_ORDER',
  'COUPON_USED_UP',
  'COUPON_ALREADY_USED',
  'COUPON_FIRST_ORDER_ONLY',
] as const;

/** One offer the customer can use: its rules, the text to show (in their language), and what it does to this cart. */
export const couponOfferSchema = z.object({
  code: z.string(),
  kind: z.enum(['flat', 'percent']),
  value: z.number().int().positive(),
  minOrderPaise: z.number().int().nonnegative(),
  maxDiscountPaise: z.number().int().positive().nullable(),
  validUntil: z.string().nullable(),
  firstOrderOnly: z.boolean(),
  title: z.string().min(1),
  conditions: z.array(z.string().min(1)),
  /** Whether it applies to the cart as it is now, and the discount it would give. */
  applicable: z.boolean(),
  discountPaise: z.number().int().nonnegative(),
  /** Why it does not apply yet (only COUPON_MIN_ORDER: the others are left out of the list). */
  reason: z.enum(COUPON_REFUSALS).nullable(),
  /** How much more to add to the cart before it applies; 0 when it applies. */
  shortfallPaise: z.number().int().nonnegative(),
});
export type CouponOffer = z.infer<typeof couponOfferSchema>;

/** GET /api/coupons/offers */
export const couponOffersResponseSchema = z.object({ items: z.array(couponOfferSchema) });
export type CouponOffersResponse = z.infer<typeof couponOffersResponseSchema>;
