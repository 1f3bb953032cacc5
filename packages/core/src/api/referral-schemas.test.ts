import { describe, expect, it } from 'vitest';
import { referralOverviewSchema, referralStatusSchema } from './referral-schemas.js';

describe('the referral overview', () => {
  it.each(['pending', 'rewarded', 'not_eligible'])('when a referral is %s, then it reads back', (status) => {
    expect(referralStatusSchema.parse(status)).toBe(status);
  });

  it('when a referral has another status, then it is refused', () => {
    expect(referralStatusSchema.safeParse('paid').success).toBe(false);
  });

  it('when the overview has its code, amounts and history, then it reads back as sent', () => {
    const overview = {
      code: 'PRIYA7',
      refereeCouponPaise: 10_000,
      refereeMinOrderPaise: 29_900,
      referrerRewardPaise: 5_000,
      history: [
        { id: 'r1', referee: 'Ravi K.', status: 'rewarded', rewardPaise: 5_000, createdAt: '2026-11-20' },
      ],
    };
    expect(referralOverviewSchema.parse(overview)).toEqual(overview);
    expect(referralOverviewSchema.safeParse({ ...overview, referrerRewardPaise: 50.5 }).success).toBe(false);
  });
});
