import type { DeliveryAddress, IstDate, SubscriptionType } from '@tokri/core';
import type { Queryable } from '../../db/database.js';

/** A plan joined to its product and pack, with its pauses, skips and day quantities from a date on. */
export interface PlanRow {
  id: string;
  user_id: string;
  product_id: string;
  variant_id: string | null;
  subscription_type: SubscriptionType;
  delivery_days: number[];
  quantity: number;
  start_date: IstDate;
  end_date: IstDate | null;
  next_delivery_date: IstDate | null;
  is_active: boolean;
  payment_method: 'wallet' | 'cod';
  delivery_address: DeliveryAddress;
  deleted_at: Date | null;
  created_at: Date;
  product_name: string;
  product_translations: unknown;
  image_url: string | null;
  product_unit: string;
  product_price_paise: number;
  product_discount: number;
  product_active: boolean;
  variant_unit: string | null;
  variant_price_paise: number | null;
  variant_discount: number | null;
  variant_active: boolean | null;
  pauses: { id: string; from: IstDate; to: IstDate | null }[];
  skips: IstDate[];
  day_quantities: { date: IstDate; quantity: number }[];
}

/** Select list for plans (alias s) with the product (p), pack (v) and the day rows from `$1` (an IST date) on. */
const PLAN_SELECT = `
  select s.id, s.user_id, s.product_id, s.variant_id, s.subscription_type, s.delivery_days, s.quantity,
         s.start_date, s.end_date, s.next_delivery_date, s.is_active, s.payment_method, s.delivery_address,
         s.deleted_at, s.created_at,
         p.name as product_name, p.translations as product_translations, p.image_url, p.unit as product_unit,
         p.price_paise as product_price_paise, p.discount_percentage as product_discount, p.is_active as product_active,
         v.unit as variant_unit, v.price_paise as variant_price_paise, v.discount_percentage as variant_discount,
         v.is_active as variant_active,
         coalesce((select json_agg(json_build_object('id', x.id, 'from', x.from_date, 'to', x.to_date)
                                   order by x.from_date, x.created_at)
                     from subscription_pauses x
                    where x.subscription_id = s.id and (x.to_date is null or x.to_date >= $1::date)), '[]') as pauses,
         coalesce((select json_agg(k.delivery_date::text order by k.delivery_date)
                     from subscription_skips k
                    where k.subscription_id = s.id and k.delivery_date >= $1::date), '[]') as skips,
         coalesce((select json_agg(json_build_object('date', q.delivery_date::text, 'quantity', q.quantity)
                                   order by q.delivery_date)
                     from subscription_day_quantities q
                    where q.subscription_id = s.id and q.delivery_date >= $1::date), '[]') as day_quantities
    from subscriptions s
    join products p on p.id = s.product_id
    left join product_variants v on v.id = s.variant_id`;

/** The customer's plans that are not deleted, newest first. */
export async function listPlanRows(q: Queryable, userId: string, today: IstDate): Promise<PlanRow[]> {
  const { rows } = await q.query<PlanRow>(
    `${PLAN_SELECT} where s.user_id = $2 and s.deleted_at is null order by s.created_at desc, s.id desc`,
    [today, userId],
  );
  return rows;
}

/** One of the customer's plans (not deleted), or null: another customer's plan is as good as missing. */
export async function findPlanRow(
  q: Queryable,
  userId: string,
  id: string,
  today: IstDate,
): Promise<PlanRow | null> {
  const { rows } = await q.query<PlanRow>(
    `${PLAN_SELECT} where s.id = $2 and s.user_id = $3 and s.deleted_at is null`,
    [today, id, userId],
  );
  return rows[0] ?? null;
}

export interface LockedPlan {
  id: string;
  user_id: string;
  subscription_type: SubscriptionType;
  delivery_days: number[];
  quantity: number;
  start_date: IstDate;
  end_date: IstDate | null;
  is_active: boolean;
}

/**
 * Locks one of the customer's plans for a change (`for update`), so two tabs changing it cannot interleave;
 * null when it is not theirs or was deleted.
 */
export async function lockPlan(tx: Queryable, userId: string, id: string): Promise<LockedPlan | null> {
  const { rows } = await tx.query<LockedPlan>(
    `select id, user_id, subscription_type, delivery_days, quantity, start_date, end_date, is_active
       from subscriptions where id = $1 and user_id = $2 and deleted_at is null for update`,
    [id, userId],
  );
  return rows[0] ?? null;
}

/** The product (and pack) a new plan names, when it is on sale; the pack must be the product's own. */
export async function findSellable(
  q: Queryable,
  productId: string,
  variantId: string | null,
): Promise<{ product_id: string } | null> {
  const { rows } = await q.query<{ product_id: string }>(
    `select p.id as product_id from products p
       left join product_variants v on v.id = $2::uuid and v.product_id = p.id
      where p.id = $1 and p.is_active and ($2::uuid is null or v.is_active)`,
    [productId, variantId],
  );
  return rows[0] ?? null;
}
