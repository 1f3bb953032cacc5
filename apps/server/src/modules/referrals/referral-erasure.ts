import type { Queryable } from '../../db/database.js';

/** How an erased referee's phone is kept: its digest, which `rewardReferrerOnFirstDelivery` also matches. */
export const PHONE_DIGEST_SQL = (phone: string) =>
  `'sha256:' || encode(sha256(convert_to(${phone}, 'UTF8')), 'hex')`;

/**
 * An erased account's referral data (ADR 0050, 0051): its code stops working, and where it was the referee its
 * phone is replaced by the phone's digest, so signing up again with that phone cannot earn a second reward while
 * the number itself is gone. Referrals it made stay for the referees' own history (they name only ids).
 */
export async function eraseReferrals(tx: Queryable, userId: string): Promise<void> {
  await tx.query('delete from referral_codes where user_id = $1', [userId]);
  await tx.query(
    `update referrals set referee_phone = ${PHONE_DIGEST_SQL('referee_phone')}
      where referee_user_id = $1 and referee_phone like '+91%'`,
    [userId],
  );
}
