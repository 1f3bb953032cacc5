import { describe, expect, it } from 'vitest';
import {
  createSubscriptionSchema,
  dayQuantitySchema,
  pauseSubscriptionSchema,
  updateSubscriptionSchema,
} from './subscription-schemas.js';

const valid = {
  productId: '11111111-1111-4111-8111-111111111111',
  type: 'daily',
  startDate: '2026-11-25',
  paymentMethod: 'wallet',
  addressId: '22222222-2222-4222-8222-222222222222',
};

const firstError = (result: {
  success: boolean;
  error?: { issues: { message: string; path: PropertyKey[] }[] };
}) => result.error?.issues[0];

describe('subscription contracts', () => {
  it('when a daily plan is created without quantity or days, then quantity is 1, days are empty and there is no end', () => {
    const parsed = createSubscriptionSchema.parse({ ...valid, deliveryDays: [1, 2] });
    expect(parsed).toMatchObject({ quantity: 1, deliveryDays: [], endDate: null, variantId: null });
  });

  it('when chosen weekdays come unsorted, then they are kept sorted', () => {
    expect(
      createSubscriptionSchema.parse({ ...valid, type: 'weekdays', deliveryDays: [5, 1, 3] }).deliveryDays,
    ).toEqual([1, 3, 5]);
  });

  it('when the days do not fit the type, then SUBSCRIPTION_DAYS_INVALID on deliveryDays', () => {
    for (const bad of [
      { type: 'weekly', deliveryDays: [1, 2] },
      { type: 'weekdays', deliveryDays: [] },
      { type: 'weekdays', deliveryDays: [3, 3] },
    ]) {
      const issue = firstError(createSubscriptionSchema.safeParse({ ...valid, ...bad }));
      expect(issue?.message).toBe('SUBSCRIPTION_DAYS_INVALID');
      expect(issue?.path).toEqual(['deliveryDays']);
    }
  });

  it('when a date does not exist or the end is before the start, then the matching code', () => {
    expect(
      firstError(createSubscriptionSchema.safeParse({ ...valid, startDate: '2026-02-30' }))?.message,
    ).toBe('INVALID_DATE');
    expect(firstError(createSubscriptionSchema.safeParse({ ...valid, endDate: '2026-11-24' }))?.message).toBe(
      'SUBSCRIPTION_END_BEFORE_START',
    );
  });

  it('when the quantity is out of 1..20 or not whole, then it is refused', () => {
    for (const quantity of [0, 21, 1.5, -1]) {
      expect(createSubscriptionSchema.safeParse({ ...valid, quantity }).success).toBe(false);
    }
    expect(createSubscriptionSchema.safeParse({ ...valid, quantity: 20 }).success).toBe(true);
  });

  it('when a pause ends before it starts, then it is refused; an open pause is fine', () => {
    expect(pauseSubscriptionSchema.safeParse({ from: '2026-11-26', to: '2026-11-25' }).success).toBe(false);
    expect(pauseSubscriptionSchema.safeParse({ from: '2026-11-26', to: null }).success).toBe(true);
  });

  it('when an update changes nothing, then NOTHING_TO_UPDATE', () => {
    expect(firstError(updateSubscriptionSchema.safeParse({}))?.message).toBe('NOTHING_TO_UPDATE');
    expect(updateSubscriptionSchema.safeParse({ endDate: null }).success).toBe(true);
  });

  it.each([
    ['daily', [], []],
    ['alternate_days', [], []],
    ['weekdays', [0, 6], [0, 6]],
    ['weekly', [3], [3]],
  ])('when the plan is %s with days %j, then it is accepted with days %j', (type, deliveryDays, kept) => {
    expect(createSubscriptionSchema.parse({ ...valid, type, deliveryDays }).deliveryDays).toEqual(kept);
  });

  it.each([
    ['type', 'monthly'],
    ['paymentMethod', 'online'],
    ['productId', 'milk'],
    ['addressId', 'home'],
    ['variantId', 'half-litre'],
  ])('when %s is %j, then that field is refused', (field, value) => {
    expect(firstError(createSubscriptionSchema.safeParse({ ...valid, [field]: value }))?.path).toEqual([
      field,
    ]);
  });

  it.each(['wallet', 'cod'])('when paying by %s, then it is accepted', (paymentMethod) => {
    expect(createSubscriptionSchema.parse({ ...valid, paymentMethod }).paymentMethod).toBe(paymentMethod);
  });

  it.each([[[7]], [[-1]], [[0, 1, 2, 3, 4, 5, 6, 0]]])(
    'when the weekdays are %j, then deliveryDays is refused',
    (deliveryDays) => {
      expect(
        firstError(createSubscriptionSchema.safeParse({ ...valid, type: 'weekdays', deliveryDays }))?.path,
      ).toEqual(expect.arrayContaining(['deliveryDays']));
    },
  );

  it('when the plan ends on the day it starts, then it is accepted (both days included)', () => {
    expect(createSubscriptionSchema.parse({ ...valid, endDate: '2026-11-25' }).endDate).toBe('2026-11-25');
  });

  it('when a pause is one day (from equals to), then it is accepted; its end before its start is SUBSCRIPTION_END_BEFORE_START on to', () => {
    expect(pauseSubscriptionSchema.safeParse({ from: '2026-11-26', to: '2026-11-26' }).success).toBe(true);
    const issue = firstError(pauseSubscriptionSchema.safeParse({ from: '2026-11-26', to: '2026-11-25' }));
    expect([issue?.path, issue?.message]).toEqual([['to'], 'SUBSCRIPTION_END_BEFORE_START']);
  });

  it.each([
    [1, true],
    [20, true],
    [0, false],
    [21, false],
    [2.5, false],
  ])("when one day's quantity is %s, then accepted is %s", (quantity, accepted) => {
    expect(dayQuantitySchema.safeParse({ quantity }).success).toBe(accepted);
    expect(updateSubscriptionSchema.safeParse({ quantity }).success).toBe(accepted);
  });
});
