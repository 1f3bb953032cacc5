import {
  type CouponOffer,
  type CouponOffersResponse,
  evaluateCoupon,
  type Language,
  offerConditions,
  offerTitle,
  toIstDate,
} from '@tokri/core';
import type { Clock } from '../../clock.js';
import type { Queryable } from '../../db/database.js';
import type { CartService } from '../cart/cart-service.js';
import { currentCouponsWithUsage, previousOrderCount } from './coupon-repository.js';

/**
 * The offers list at checkout: every active coupon valid today (IST) that this customer could still use, with its
 * conditions in their language and what it would take off the cart as it is now. Coupons they can never use
 * (used up, already used, first order only after a first order) are left out; one that only needs a bigger cart
 * stays, with how much more to add.
 */
export function createCouponOffersService(deps: { db: Queryable; cart: CartService; clock: Clock }) {
  return {
    async offers(userId: string, language: Language): Promise<CouponOffersResponse> {
      const now = deps.clock();
      const [cart, coupons, previousOrders] = await Promise.all([
        deps.cart.view(userId, language),
        currentCouponsWithUsage(deps.db, toIstDate(now), userId),
        previousOrderCount(deps.db, userId),
      ]);
      const subtotalPaise = cart.summary.subtotalPaise;
      const items: CouponOffer[] = [];
      for (const { coupon, redemptionsTotal, redemptionsByUser } of coupons) {
        const result = evaluateCoupon(coupon, {
          subtotalPaise,
          now,
          redemptionsTotal,
          redemptionsByUser,
          previousOrders,
        });
        if (!result.ok && result.reason !== 'COUPON_MIN_ORDER') continue;
        items.push({
          code: coupon.code,
          kind: coupon.kind,
          value: coupon.value,
          minOrderPaise: coupon.minOrderPaise,
          maxDiscountPaise: coupon.maxDiscountPaise,
          validUntil: coupon.validUntil,
          firstOrderOnly: coupon.firstOrderOnly,
          title: offerTitle(coupon, language),
          conditions: offerConditions(coupon, language),
          applicable: result.ok,
          discountPaise: result.ok ? result.discountPaise : 0,
          reason: result.ok ? null : result.reason,
          shortfallPaise: result.ok ? 0 : coupon.minOrderPaise - subtotalPaise,
        });
      }
      // Usable offers first, biggest saving first; then the ones closest to unlocking.
      items.sort((a, b) =>
        a.applicable !== b.applicable
          ? a.applicable
            ? -1
            : 1
          : a.applicable
            ? b.discountPaise - a.discountPaise || a.code.localeCompare(b.code)
            : a.shortfallPaise - b.shortfallPaise || a.code.localeCompare(b.code),
      );
      return { items };
    },
  };
}

export type CouponOffersService = ReturnType<typeof createCouponOffersService>;
