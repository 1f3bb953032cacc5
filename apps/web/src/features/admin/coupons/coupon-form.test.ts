import { couponInputSchema } from '@tokri/core';
import { describe, expect, it } from 'vitest';
import { couponToForm, EMPTY_COUPON_FORM, formToInput, rupeesToPaise } from './coupon-form.js';

describe('the coupon form', () => {
  it('when amounts are typed in rupees, then the API gets whole paise, and text that is no amount goes as typed', () => {
    expect(rupeesToPaise('149.5')).toBe(14_950);
    expect(rupeesToPaise('1,000')).toBe(100_000);
    expect(rupeesToPaise('0.07')).toBe(7);
    expect(rupeesToPaise('12.345')).toBe('12.345');
    expect(rupeesToPaise('ten')).toBe('ten');
  });

  it('when optional fields are blank, then they mean no cap, no limit and an open window, and the schema accepts it', () => {
    const input = formToInput({ ...EMPTY_COUPON_FORM, code: 'save10', value: '10' });
    expect(input).toMatchObject({
      value: 10,
      maxDiscountPaise: null,
      minOrderPaise: 0,
      usageLimit: null,
      perUserLimit: null,
      validFrom: null,
      validUntil: null,
    });
    expect(couponInputSchema.parse(input).code).toBe('SAVE10');
  });

  it('when a saved coupon is edited, then the form shows rupees and turns back into the same coupon', () => {
    const saved = {
      id: 'c1',
      code: 'FLAT50',
      description: '₹50 off',
      kind: 'flat' as const,
      value: 5_000,
      maxDiscountPaise: null,
      minOrderPaise: 29_900,
      validFrom: '2026-01-01',
      validUntil: null,
      usageLimit: 100,
      perUserLimit: null,
      firstOrderOnly: true,
      isActive: false,
      createdAt: '',
      updatedAt: '',
      usageCount: 0,
      revenuePaise: 0,
      discountPaise: 0,
    };
    const form = couponToForm(saved);
    expect(form).toMatchObject({ value: '50', minOrderRupees: '299', usageLimit: '100', perUserLimit: '' });
    const { id, createdAt, updatedAt, usageCount, revenuePaise, discountPaise, ...fields } = saved;
    expect(couponInputSchema.parse(formToInput(form))).toEqual(fields);
  });
});
