import type { Queryable } from '../../db/database.js';

/** The coupons module owns `coupon_redemptions` (ADR 0025): an order uses a coupon here and gives it back here. */

export interface Redemption {
  couponId: string;
  userId: string;
  orderId: string;
  discountPaise: number;
}

/** Records that an order used a coupon; counts against the coupon's total and per-customer limits. */
export async function redeemCoupon(tx: Queryable, redemption: Redemption): Promise<void> {
  await tx.query(
    'insert into coupon_redemptions (coupon_id, user_id, order_id, discount_paise) values ($1, $2, $3, $4)',
    [redemption.couponId, redemption.userId, redemption.orderId, redemption.discountPaise],
  );
}

/** A cancelled order gives its coupon back, so the customer may use it again. */
export async function releaseCouponRedemption(tx: Queryable, orderId: string): Promise<void> {
  await tx.query('delete from coupon_redemptions where order_id = $1', [orderId]);
}
