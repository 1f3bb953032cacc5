import {
  maskEmailAddress,
  maskPersonName,
  maskPhone,
  type ReferralHistoryItem,
  type ReferralOverview,
  type ReferralStatus,
} from '@tokri/core';
import type { Queryable } from '../../db/database.js';
import { ensureReferralCode } from './referral-codes.js';
import type { ReferralTerms } from './referral-signup.js';

interface HistoryRow {
  id: string;
  full_name: string | null;
  phone: string | null;
  email: string | null;
  status: ReferralStatus;
  reward_paise: number;
  created_at: Date;
}

/** The referee as the referrer sees them: a first name and initial, else a masked phone or email. */
function refereeLabel(row: HistoryRow): string {
  return (
    maskPersonName(row.full_name) ??
    (row.phone ? maskPhone(row.phone) : null) ??
    maskEmailAddress(row.email) ??
    '—'
  );
}

/** The /refer page: the customer's code (made on first visit), the terms, and the friends who joined. */
export function createReferralsService(deps: { db: Queryable; terms: ReferralTerms }) {
  return {
    async overview(userId: string): Promise<ReferralOverview> {
      const code = await ensureReferralCode(deps.db, userId);
      const { rows } = await deps.db.query<HistoryRow>(
        `select r.id, p.full_name, coalesce(u.phone, p.phone) as phone, u.email, r.status, r.reward_paise,
                r.created_at
           from referrals r
           join users u on u.id = r.referee_user_id
           left join profiles p on p.user_id = r.referee_user_id
          where r.referrer_user_id = $1
          order by r.created_at desc, r.id
          limit 100`,
        [userId],
      );
      const history: ReferralHistoryItem[] = rows.map((row) => ({
        id: row.id,
        referee: refereeLabel(row),
        status: row.status,
        rewardPaise: row.status === 'rewarded' ? row.reward_paise : 0,
        createdAt: new Date(row.created_at).toISOString(),
      }));
      return { code, ...deps.terms, history };
    },
  };
}

export type ReferralsService = ReturnType<typeof createReferralsService>;
