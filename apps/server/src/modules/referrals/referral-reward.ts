import { formatRupees } from '@tokri/core';
import type { Queryable } from '../../db/database.js';
import { renderReferralNotice } from '../../i18n/render-referral-notice.js';
import { notifyRecipients } from '../notifications/notification-fan-out.js';
import { creditReferralReward } from '../wallet/wallet-ledger.js';
import { PHONE_DIGEST_SQL } from './referral-erasure.js';

interface PendingReferral {
  id: string;
  referrer_user_id: string;
  reward_paise: number;
  referee_phone: string | null;
  referrer_phones: (string | null)[];
}

/**
 * The phone a referral is counted against: the referee's account or profile phone, else the phone the first
 * order was delivered to (every order has one). The referrer's phones are their account's and profile's.
 */
const PENDING = `
  select r.id, r.referrer_user_id, r.reward_paise,
         coalesce(u.phone, p.phone, o.delivery_address ->> 'contactPhone') as referee_phone,
         array[ru.phone, rp.phone] as referrer_phones
    from referrals r
    join users u on u.id = r.referee_user_id
    left join profiles p on p.user_id = r.referee_user_id
    join orders o on o.id = $2
    join users ru on ru.id = r.referrer_user_id
    left join profiles rp on rp.user_id = r.referrer_user_id
   where r.referee_user_id = $1 and r.status = 'pending'
   for update of r`;

async function decide(
  tx: Queryable,
  referral: PendingReferral,
  orderId: string,
  outcome: { status: 'rewarded' } | { status: 'not_eligible'; reason: 'self' | 'phone_already_rewarded' },
) {
  await tx.query(
    `update referrals
        set status = $2, not_eligible_reason = $3, referee_phone = $4, first_order_id = $5, decided_at = tokri_now()
      where id = $1`,
    [
      referral.id,
      outcome.status,
      outcome.status === 'not_eligible' ? outcome.reason : null,
      referral.referee_phone,
      orderId,
    ],
  );
}

/**
 * The referee's first order was delivered (called from the order's delivered transition, in its transaction):
 * the referrer gets the reward fixed at sign-up, once per phone number. A referral is decided once (pending ->
 * rewarded or not eligible), so a repeated delivery, a retry or a later order changes nothing; the ledger's
 * unique index per referral backs it. Self-referral (the referee's phone is the referrer's) earns nothing, and
 * neither does a phone that already earned a reward under another account.
 */
export async function rewardReferrerOnFirstDelivery(
  tx: Queryable,
  order: { id: string; user_id: string },
): Promise<void> {
  const { rows } = await tx.query<PendingReferral>(PENDING, [order.user_id, order.id]);
  const referral = rows[0];
  if (!referral) return;
  const phone = referral.referee_phone;
  if (!phone) return;
  if (referral.referrer_phones.includes(phone)) {
    await decide(tx, referral, order.id, { status: 'not_eligible', reason: 'self' });
    return;
  }
  // Two accounts with one phone delivered at once: the second waits here and then sees the first's reward.
  await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`referral-phone:${phone}`]);
  const { rows: earlier } = await tx.query(
    `select 1 from referrals where referee_phone in ($1, ${PHONE_DIGEST_SQL('$1::text')}) and status = 'rewarded' limit 1`,
    [phone],
  );
  if (earlier.length > 0) {
    await decide(tx, referral, order.id, { status: 'not_eligible', reason: 'phone_already_rewarded' });
    return;
  }
  await decide(tx, referral, order.id, { status: 'rewarded' });
  if (referral.reward_paise <= 0) return;
  await creditReferralReward(tx, {
    userId: referral.referrer_user_id,
    referralId: referral.id,
    amountPaise: referral.reward_paise,
  });
  await notifyRecipients(tx, {
    recipients: { userId: referral.referrer_user_id },
    role: 'user',
    orderId: null,
    render: (language) =>
      renderReferralNotice(language, { amount: formatRupees(referral.reward_paise, language) }),
  });
}
