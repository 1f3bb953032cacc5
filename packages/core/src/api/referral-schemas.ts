import { z } from 'zod';

/** Refer and earn API shapes (issue 16 item 4, ADR 0050). */

export const referralStatusSchema = z.enum(['pending', 'rewarded', 'not_eligible']);
export type ReferralStatus = z.infer<typeof referralStatusSchema>;

export const referralHistoryItemSchema = z.object({
  id: z.string(),
  /** The referee as the referrer may see them: "Priya S." or "••••••3210". */
  referee: z.string(),
  status: referralStatusSchema,
  /** What the referrer got (0 until rewarded, and for a referral that was not eligible). */
  rewardPaise: z.number().int(),
  createdAt: z.string(),
});
export type ReferralHistoryItem = z.infer<typeof referralHistoryItemSchema>;

/** GET /api/referrals/me */
export const referralOverviewSchema = z.object({
  code: z.string(),
  /** What the friend's first-order coupon takes off, and from which order value. */
  refereeCouponPaise: z.number().int(),
  refereeMinOrderPaise: z.number().int(),
  /** What the referrer gets in the wallet per friend whose first order is delivered. */
  referrerRewardPaise: z.number().int(),
  history: z.array(referralHistoryItemSchema),
});
export type ReferralOverview = z.infer<typeof referralOverviewSchema>;
