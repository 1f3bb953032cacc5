import { z } from 'zod';
import { isIstDate } from '../ist.js';

/** The coupons admin (issue 13 item 8): /api/admin/coupons. Rules the checkout applies live in coupons.ts. */

const COUPON_CODE = /^[A-Z0-9]{3,20}$/;
const istDate = z.string().refine(isIstDate, { error: 'INVALID_DATE' });
// Each refusal says how to write the field (issue 32), never a bare "check this field".
const limit = z
  .number({ error: 'LIMIT_INVALID' })
  .int({ error: 'LIMIT_INVALID' })
  .min(1, { error: 'LIMIT_INVALID' })
  .max(1_000_000, { error: 'LIMIT_INVALID' })
  .nullable()
  .default(null);
const paise = z
  .number({ error: 'AMOUNT_INVALID' })
  .int({ error: 'AMOUNT_INVALID' })
  .min(0, { error: 'AMOUNT_INVALID' })
  .max(100_000_000, { error: 'AMOUNT_INVALID' });

/** POST /api/admin/coupons and PUT /api/admin/coupons/:id: the whole coupon. Codes are stored upper-case. */
export const couponInputSchema = z
  .object({
    code: z
      .string({ error: 'COUPON_CODE_INVALID' })
      .trim()
      .toUpperCase()
      .regex(COUPON_CODE, { error: 'COUPON_CODE_INVALID' }),
    description: z.string().trim().max(200, { error: 'FIELD_TOO_LONG' }).default(''),
    kind: z.enum(['flat', 'percent']),
    /** Paise for a flat coupon; whole percent 1–100 for a percent coupon. */
    value: z.number({ error: 'COUPON_VALUE_INVALID' }).int({ error: 'COUPON_VALUE_INVALID' }),
    /** A percent coupon's cap; null = no cap. Ignored (stored null) for a flat coupon. */
    maxDiscountPaise: paise.min(1, { error: 'AMOUNT_INVALID' }).nullable().default(null),
    minOrderPaise: paise.default(0),
    /** First and last IST days the coupon works, inclusive; null = open-ended. */
    validFrom: istDate.nullable().default(null),
    validUntil: istDate.nullable().default(null),
    usageLimit: limit,
    perUserLimit: limit,
    firstOrderOnly: z.boolean().default(false),
    isActive: z.boolean().default(true),
  })
  .superRefine((coupon, ctx) => {
    const maxValue = coupon.kind === 'percent' ? 100 : 100_000_000;
    if (coupon.value < 1 || coupon.value > maxValue)
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'COUPON_VALUE_INVALID' });
    if (coupon.validFrom && coupon.validUntil && coupon.validUntil < coupon.validFrom)
      ctx.addIssue({ code: 'custom', path: ['validUntil'], message: 'COUPON_WINDOW_INVALID' });
  })
  .transform((coupon) => ({
    ...coupon,
    maxDiscountPaise: coupon.kind === 'percent' ? coupon.maxDiscountPaise : null,
  }));
export type CouponInput = z.input<typeof couponInputSchema>;
export type CouponFields = z.output<typeof couponInputSchema>;

/** PUT /api/admin/coupons/:id/active */
export const couponActiveSchema = z.object({ isActive: z.boolean() });

/** One coupon as the admin sees it, with what it has done: orders not cancelled that used it. */
export interface AdminCoupon extends CouponFields {
  id: string;
  createdAt: string;
  updatedAt: string;
  usageCount: number;
  /** Sum of those orders' totals (what customers paid). */
  revenuePaise: number;
  /** Sum of the discounts those orders got. */
  discountPaise: number;
}

export interface AdminCouponsResponse {
  items: AdminCoupon[];
}
