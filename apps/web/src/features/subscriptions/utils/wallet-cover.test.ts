import { describe, expect, it } from 'vitest';
import { newPlanShortfall, planShortfall } from './wallet-cover.js';

const TOMORROW = '2030-01-02';
const plan = {
  paymentMethod: 'wallet' as const,
  isActive: true,
  nextDeliveryDate: '2030-01-05',
  unitPricePaise: 30_00,
  quantity: 2,
};

describe('wallet cover', () => {
  it('when a new plan starts tomorrow, then tomorrow’s plans are paid first; later, the balance alone counts', () => {
    expect(newPlanShortfall({ balancePaise: 0, tomorrowPaise: 0 }, 30_00, true)).toBe(30_00);
    expect(newPlanShortfall({ balancePaise: 50_00, tomorrowPaise: 40_00 }, 30_00, true)).toBe(20_00);
    expect(newPlanShortfall({ balancePaise: 50_00, tomorrowPaise: 40_00 }, 30_00, false)).toBe(0);
    expect(newPlanShortfall({ balancePaise: 70_00, tomorrowPaise: 40_00 }, 30_00, true)).toBe(0);
    expect(newPlanShortfall({ balancePaise: 69_99, tomorrowPaise: 40_00 }, 30_00, true)).toBe(1);
  });

  it('when a wallet plan’s next delivery is later, then it needs its packs × price from the balance', () => {
    expect(planShortfall(plan, { balancePaise: 59_99, tomorrowPaise: 0 }, TOMORROW)).toBe(1);
    expect(planShortfall(plan, { balancePaise: 60_00, tomorrowPaise: 0 }, TOMORROW)).toBe(0);
  });

  it('when the next delivery is tomorrow, then the server’s figure for all of tomorrow counts', () => {
    const tomorrow = { ...plan, nextDeliveryDate: TOMORROW };
    expect(planShortfall(tomorrow, { balancePaise: 80_00, tomorrowPaise: 100_00 }, TOMORROW)).toBe(20_00);
    expect(planShortfall(tomorrow, { balancePaise: 100_00, tomorrowPaise: 100_00 }, TOMORROW)).toBe(0);
    // Never less than this plan's own delivery.
    expect(planShortfall(tomorrow, { balancePaise: 10_00, tomorrowPaise: 0 }, TOMORROW)).toBe(50_00);
  });

  it('when a plan is cash on delivery, stopped or has no next delivery, then there is nothing to cover', () => {
    const empty = { balancePaise: 0, tomorrowPaise: 0 };
    expect(planShortfall({ ...plan, paymentMethod: 'cod' }, empty, TOMORROW)).toBe(0);
    expect(planShortfall({ ...plan, isActive: false }, empty, TOMORROW)).toBe(0);
    expect(planShortfall({ ...plan, nextDeliveryDate: null }, empty, TOMORROW)).toBe(0);
  });
});
