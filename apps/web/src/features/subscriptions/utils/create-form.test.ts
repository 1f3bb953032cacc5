import { describe, expect, it } from 'vitest';
import {
  emptyCreateDraft,
  priceSummary,
  toCreateRequest,
  toggleDay,
  validateCreateDraft,
  withType,
} from './create-form.js';

const today = '2026-11-25';
const PRODUCT = '11111111-1111-4111-8111-111111111111';
const ADDRESS = '22222222-2222-4222-8222-222222222222';
const ready = { ...emptyCreateDraft(today, PRODUCT), addressId: ADDRESS };

describe('the create form', () => {
  it('when opened, then it starts tomorrow (IST), every day, one pack', () => {
    const draft = emptyCreateDraft(today, null);
    expect(draft).toMatchObject({ startDate: '2026-11-26', type: 'daily', quantity: 1, endDate: '' });
  });

  it('when nothing is chosen, then product and address are asked for', () => {
    expect(validateCreateDraft(emptyCreateDraft(today, null), today)).toEqual({
      productId: 'product',
      addressId: 'address',
    });
  });

  it('when chosen days or weekly has no day, then the days are refused with the core code', () => {
    expect(validateCreateDraft(withType(ready, 'weekdays'), today)).toEqual({
      deliveryDays: 'SUBSCRIPTION_DAYS_INVALID',
    });
    expect(validateCreateDraft(toggleDay(withType(ready, 'weekly'), 2), today)).toEqual({});
  });

  it('when the dates are wrong, then start in the past and end before start are refused', () => {
    expect(validateCreateDraft({ ...ready, startDate: '2026-11-24' }, today)).toEqual({
      startDate: 'SUBSCRIPTION_START_IN_PAST',
    });
    expect(validateCreateDraft({ ...ready, startDate: today }, today)).toEqual({});
    expect(validateCreateDraft({ ...ready, endDate: '2026-11-25' }, today)).toEqual({
      endDate: 'SUBSCRIPTION_END_BEFORE_START',
    });
    expect(validateCreateDraft({ ...ready, startDate: '' }, today)).toEqual({ startDate: 'INVALID_DATE' });
  });

  it('when weekly is chosen after several days, then only the first day stays', () => {
    const days = toggleDay(toggleDay(withType(ready, 'weekdays'), 5), 1);
    expect(days.deliveryDays).toEqual([1, 5]);
    expect(withType(days, 'weekly').deliveryDays).toEqual([1]);
  });

  it('when sent, then the body matches the API contract (days only for day plans, no end as null)', () => {
    const body = toCreateRequest({
      ...toggleDay(withType(ready, 'weekdays'), 3),
      quantity: 2,
      variantId: null,
    });
    expect(body).toEqual({
      productId: PRODUCT,
      variantId: null,
      type: 'weekdays',
      deliveryDays: [3],
      quantity: 2,
      startDate: '2026-11-26',
      endDate: null,
      paymentMethod: 'cod',
      addressId: ADDRESS,
    });
    expect(toCreateRequest({ ...toggleDay(ready, 3), endDate: '2026-12-31' })).toMatchObject({
      type: 'daily',
      deliveryDays: [],
      endDate: '2026-12-31',
    });
  });

  it('when priced, then a month is the packs of the first 30 days at the unit price', () => {
    expect(priceSummary({ ...ready, quantity: 2 }, 3000, today)).toEqual({
      perDeliveryPaise: 6000,
      monthPackets: 60,
      perMonthPaise: 180000,
    });
    expect(priceSummary(withType(ready, 'alternate_days'), 3000, today).monthPackets).toBe(15);
    // Ending after 10 days: 10 packs.
    expect(priceSummary({ ...ready, endDate: '2026-12-05' }, 3000, today).monthPackets).toBe(10);
  });
});
