import { type IstDate, toIstDate } from './ist.js';
import type { Paise } from './money.js';

export interface Coupon {
  code: string;
  kind: 'flat' | 'percent';
  /** Paise for flat coupons; whole percent (1-100) for percent coupons. */
  value: number;
  minOrderPaise: Paise;
  /** Cap on a percent coupon's discount; null = no cap. */
  maxDiscountPaise: Paise | null;
  /** First and last IST calendar days on which the coupon works (inclusive); null = open-ended. */
  validFrom: IstDate | null;
  validUntil: IstDate | null;
  /** Redemptions allowed in total and per customer; null = unlimited. */
  usageLimit: number | null;
  perUserLimit: number | null;
  firstOrderOnly: boolean;
  isActive: boolean;
}

export interface CouponContext {
  /** Item subtotal after product discounts, before the coupon. */
  subtotalPaise: Paise;
  now: Date;
  redemptionsTotal: number;
  redemptionsByUser: number;
  /** The customer's earlier orders that count (placed, not cancelled). */
  previousOrders: number;
}

export type CouponRefusal =
  | 'COUPON_INACTIVE'
  | 'COUPON_NOT_STARTED'
  | 'COUPON_EXPIRED'
  | 'COUPON_MIN_ORDER'
  | 'COUPON_USED_UP'
  | 'COUPON_ALREADY_USED'
  | 'COUPON_FIRST_ORDER_ONLY';

export type CouponResult =
  | { ok: true; discountPaise: Paise }
  | { ok: false; reason: CouponRefusal; params?: Record<string, string | number> };

export function normaliseCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

/** Decides whether a coupon applies, and how much it takes off, never more than the subtotal. */
export function evaluateCoupon(coupon: Coupon, context: CouponContext): CouponResult {
  if (!coupon.isActive) return { ok: false, reason: 'COUPON_INACTIVE' };
  const today = toIstDate(context.now);
  if (coupon.validFrom && today < coupon.validFrom) return { ok: false, reason: 'COUPON_NOT_STARTED' };
  if (coupon.validUntil && today > coupon.validUntil) return { ok: false, reason: 'COUPON_EXPIRED' };
  if (coupon.usageLimit !== null && context.redemptionsTotal >= coupon.usageLimit) {
    return { ok: false, reason: 'COUPON_USED_UP' };
  }
  if (coupon.perUserLimit !== null && context.redemptionsByUser >= coupon.perUserLimit) {
    return { ok: false, reason: 'COUPON_ALREADY_USED' };
  }
  if (coupon.firstOrderOnly && context.previousOrders > 0)
    return { ok: false, reason: 'COUPON_FIRST_ORDER_ONLY' };
  if (context.subtotalPaise < coupon.minOrderPaise) {
    return { ok: false, reason: 'COUPON_MIN_ORDER', params: { amountPaise: coupon.minOrderPaise } };
  }
  const raw =
    coupon.kind === 'flat'
      ? coupon.value
      : Math.round((context.subtotalPaise * Math.min(coupon.value, 100)) / 100);
  const capped = coupon.maxDiscountPaise === null ? raw : Math.min(raw, coupon.maxDiscountPaise);
  return { ok: true, discountPaise: Math.max(0, Math.min(capped, context.subtotalPaise)) };
}
