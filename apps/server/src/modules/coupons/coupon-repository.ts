import { type Coupon, normaliseCouponCode } from '@tokri/core';
import type { Queryable } from '../../db/database.js';

interface CouponRow {
  id: string;
  code: string;
  kind: 'flat' | 'percent';
  value: number;
  min_order_paise: number;
  max_discount_paise: number | null;
  valid_from: string | null;
  valid_until: string | null;
  usage_limit: number | null;
  per_user_limit: number | null;
  first_order_only: boolean;
  is_active: boolean;
}

export interface StoredCoupon extends Coupon {
  id: string;
}

export interface CouponUsage {
  redemptionsTotal: number;
  redemptionsByUser: number;
  previousOrders: number;
}

function toStoredCoupon(row: CouponRow): StoredCoupon {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    value: row.value,
    minOrderPaise: row.min_order_paise,
    maxDiscountPaise: row.max_discount_paise,
    validFrom: row.valid_from,
    validUntil: row.valid_until,
    usageLimit: row.usage_limit,
    perUserLimit: row.per_user_limit,
    firstOrderOnly: row.first_order_only,
    isActive: row.is_active,
  };
}

/**
 * Reads a coupon by code as `userId` may see it; `lock` takes a row lock so concurrent checkouts count
 * redemptions one at a time. Someone else's personal coupon (ADR 0050) does not exist for this customer.
 */
export async function findCoupon(
  db: Queryable,
  code: string,
  userId: string,
  lock = false,
): Promise<StoredCoupon | null> {
  const { rows } = await db.query<CouponRow>(
    `select id, code, kind, value, min_order_paise, max_discount_paise, valid_from, valid_until, usage_limit,
            per_user_limit, first_order_only, is_active
       from coupons
      where code = $1 and (restricted_to_user_id is null or restricted_to_user_id = $2)
      ${lock ? 'for update' : ''}`,
    [normaliseCouponCode(code), userId],
  );
  const row = rows[0];
  if (!row) return null;
  return toStoredCoupon(row);
}

export async function couponUsage(db: Queryable, couponId: string, userId: string): Promise<CouponUsage> {
  const { rows } = await db.query<CouponUsage>(
    `select (select count(*)::int from coupon_redemptions where coupon_id = $1) as "redemptionsTotal",
            (select count(*)::int from coupon_redemptions where coupon_id = $1 and user_id = $2) as "redemptionsByUser",
            (select count(*)::int from orders where user_id = $2 and status not in ('payment_pending', 'cancelled'))
              as "previousOrders"`,
    [couponId, userId],
  );
  return rows[0]!;
}

/** Active coupons whose IST validity window includes `today`, each with its redemption counts (all, this user's). */
export async function currentCouponsWithUsage(
  db: Queryable,
  today: string,
  userId: string,
): Promise<{ coupon: StoredCoupon; redemptionsTotal: number; redemptionsByUser: number }[]> {
  const { rows } = await db.query<CouponRow & { redemptions_total: number; redemptions_by_user: number }>(
    `select c.id, c.code, c.kind, c.value, c.min_order_paise, c.max_discount_paise, c.valid_from, c.valid_until,
            c.usage_limit, c.per_user_limit, c.first_order_only, c.is_active,
            (select count(*)::int from coupon_redemptions r where r.coupon_id = c.id) as redemptions_total,
            (select count(*)::int from coupon_redemptions r where r.coupon_id = c.id and r.user_id = $2)
              as redemptions_by_user
       from coupons c
      where c.is_active
        and (c.restricted_to_user_id is null or c.restricted_to_user_id = $2)
        and (c.valid_from is null or c.valid_from <= $1::date)
        and (c.valid_until is null or c.valid_until >= $1::date)
      order by c.code`,
    [today, userId],
  );
  return rows.map((row) => ({
    coupon: toStoredCoupon(row),
    redemptionsTotal: row.redemptions_total,
    redemptionsByUser: row.redemptions_by_user,
  }));
}

/** The customer's earlier orders that count against first-order-only coupons (the same rule as couponUsage). */
export async function previousOrderCount(db: Queryable, userId: string): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    `select count(*)::int as count from orders where user_id = $1 and status not in ('payment_pending', 'cancelled')`,
    [userId],
  );
  return rows[0]?.count ?? 0;
}
