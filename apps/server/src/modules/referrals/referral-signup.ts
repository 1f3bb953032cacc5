import { normaliseReferralCode } from '@tokri/core';
import type { Queryable } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import { issuePersonalCoupon } from '../coupons/coupon-personal.js';
import { referrerOfCode } from './referral-codes.js';

/** The amounts in force (config, README's settings): fixed on the referral when the friend signs up. */
export interface ReferralTerms {
  refereeCouponPaise: number;
  refereeMinOrderPaise: number;
  referrerRewardPaise: number;
}

const unknownCode = () =>
  new DomainError('REFERRAL_CODE_NOT_FOUND', { fields: { referralCode: 'REFERRAL_CODE_NOT_FOUND' } });

/** Refuses a sign-up whose code names nobody, before its link is sent (ADR 0072), so it can be corrected. */
export async function assertReferralCodeKnown(db: Queryable, rawCode: string): Promise<void> {
  const code = normaliseReferralCode(rawCode);
  if (!code || !(await referrerOfCode(db, code))) throw unknownCode();
}

/**
 * A new customer signed up with a code (issue 16 item 4): their personal first-order coupon and the pending
 * referral, in the sign-up's transaction. An unknown code refuses the sign-up with a field error, so a mistyped
 * code is corrected rather than silently dropped.
 */
export async function recordReferralAtSignUp(
  tx: Queryable,
  refereeUserId: string,
  rawCode: string,
  terms: ReferralTerms,
): Promise<void> {
  const code = normaliseReferralCode(rawCode);
  if (!code) throw unknownCode();
  const referrerUserId = await referrerOfCode(tx, code);
  if (!referrerUserId) throw unknownCode();
  const coupon = await issuePersonalCoupon(tx, {
    userId: refereeUserId,
    prefix: 'WELCOME',
    description: `Referral welcome (${code})`,
    valuePaise: terms.refereeCouponPaise,
    minOrderPaise: terms.refereeMinOrderPaise,
  });
  await tx.query(
    `insert into referrals (referrer_user_id, referee_user_id, code, referee_coupon_id, reward_paise)
     values ($1, $2, $3, $4, $5)`,
    [referrerUserId, refereeUserId, code, coupon.id, terms.referrerRewardPaise],
  );
}
