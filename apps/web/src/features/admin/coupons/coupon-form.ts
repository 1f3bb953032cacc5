import type { AdminCoupon, CouponInput } from '@tokri/core';

/** The coupon form as typed: every field a string (rupees, not paise), so half-typed values survive. */
export interface CouponForm {
  code: string;
  description: string;
  kind: 'flat' | 'percent';
  /** Percent for a percent coupon; rupees for a flat one. */
  value: string;
  maxDiscountRupees: string;
  minOrderRupees: string;
  validFrom: string;
  validUntil: string;
  usageLimit: string;
  perUserLimit: string;
  firstOrderOnly: boolean;
  isActive: boolean;
}

export const EMPTY_COUPON_FORM: CouponForm = {
  code: '',
  description: '',
  kind: 'percent',
  value: '',
  maxDiscountRupees: '',
  minOrderRupees: '',
  validFrom: '',
  validUntil: '',
  usageLimit: '',
  perUserLimit: '',
  firstOrderOnly: false,
  isActive: true,
};

const rupees = (paise: number | null) => (paise === null ? '' : String(paise / 100));

export function couponToForm(coupon: AdminCoupon): CouponForm {
  return {
    code: coupon.code,
    description: coupon.description,
    kind: coupon.kind,
    value: coupon.kind === 'percent' ? String(coupon.value) : rupees(coupon.value),
    maxDiscountRupees: rupees(coupon.maxDiscountPaise),
    minOrderRupees: coupon.minOrderPaise === 0 ? '' : rupees(coupon.minOrderPaise),
    validFrom: coupon.validFrom ?? '',
    validUntil: coupon.validUntil ?? '',
    usageLimit: coupon.usageLimit === null ? '' : String(coupon.usageLimit),
    perUserLimit: coupon.perUserLimit === null ? '' : String(coupon.perUserLimit),
    firstOrderOnly: coupon.firstOrderOnly,
    isActive: coupon.isActive,
  };
}

/**
 * A typed amount in rupees as paise ("149.5" -> 14950). Text that is not an amount is passed on as typed, so the
 * server's per-field error explains it (the rules live once, in core's schema).
 */
export function rupeesToPaise(text: string): number | string {
  const trimmed = text.trim().replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return text;
  return Math.round(Number(trimmed) * 100);
}

const wholeNumber = (text: string): number | string =>
  /^\d+$/.test(text.trim()) ? Number(text.trim()) : text;
const optional = <T>(text: string, parse: (text: string) => T): T | null =>
  text.trim() === '' ? null : parse(text);

/** What the API gets: blanks become "no limit" / "no cap" / "open-ended", amounts become paise. */
export function formToInput(form: CouponForm): CouponInput {
  return {
    code: form.code,
    description: form.description,
    kind: form.kind,
    value: (form.kind === 'percent' ? wholeNumber(form.value) : rupeesToPaise(form.value)) as number,
    maxDiscountPaise: (form.kind === 'percent' ? optional(form.maxDiscountRupees, rupeesToPaise) : null) as
      | number
      | null,
    minOrderPaise: (optional(form.minOrderRupees, rupeesToPaise) ?? 0) as number,
    validFrom: form.validFrom || null,
    validUntil: form.validUntil || null,
    usageLimit: optional(form.usageLimit, wholeNumber) as number | null,
    perUserLimit: optional(form.perUserLimit, wholeNumber) as number | null,
    firstOrderOnly: form.firstOrderOnly,
    isActive: form.isActive,
  };
}
