import { evaluateCoupon } from '@tokri/core';
import type { Queryable } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import { couponUsage, findCoupon, type StoredCoupon } from './coupon-repository.js';

export interface AppliedCoupon {
  coupon: StoredCoupon;
  discountPaise: number;
}

/**
 * The coupon as it applies to this subtotal for this customer, or a 422 saying why not. Inside checkout's
 * transaction the coupon row is locked, so concurrent checkouts count its redemptions one at a time.
 */
export async function applyCoupon(
  tx: Queryable,
  code: string,
  userId: string,
  subtotalPaise: number,
  now: Date,
): Promise<AppliedCoupon> {
  const coupon = await findCoupon(tx, code, userId, true);
  if (!coupon) throw new DomainError('COUPON_NOT_FOUND', { fields: { couponCode: 'COUPON_NOT_FOUND' } });
  const usage = await couponUsage(tx, coupon.id, userId);
  const result = evaluateCoupon(coupon, { subtotalPaise, now, ...usage });
  if (!result.ok) {
    throw new DomainError(result.reason, {
      params: result.params ?? {},
      fields: { couponCode: result.reason },
    });
  }
  return { coupon, discountPaise: result.discountPaise };
}
