import type { AdminCoupon, CouponFields } from '@tokri/core';
import type { Database, Queryable } from '../../db/database.js';
import { DomainError, notFound } from '../../errors/domain-error.js';
import { recordAdminChange } from '../admin/admin-audit.js';
import { ORDER_FIGURES } from '../admin/admin-figures.js';

/**
 * The coupons admin (issue 13 item 8). The coupons module owns `coupons`; each change is written with its audit
 * row in one transaction. What a coupon did is read from the orders that used it and were not cancelled; its
 * revenue is what those orders keep, the dashboard's one definition (`admin/admin-figures.ts`, ADR 0077).
 */

interface CouponRow {
  id: string;
  code: string;
  description: string;
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
  created_at: Date;
  updated_at: Date;
  usage_count: number;
  revenue_paise: string | number;
  discount_paise: string | number;
}

const SELECT = `
  select c.id, c.code, c.description, c.kind, c.value, c.min_order_paise, c.max_discount_paise,
         c.valid_from::text as valid_from, c.valid_until::text as valid_until, c.usage_limit, c.per_user_limit,
         c.first_order_only, c.is_active, c.created_at, c.updated_at,
         coalesce(u.usage_count, 0)::int as usage_count,
         coalesce(u.revenue_paise, 0)::bigint as revenue_paise,
         coalesce(u.discount_paise, 0)::bigint as discount_paise
    from coupons c
    left join (
      select o.coupon_id, count(*) as usage_count, sum(f.revenue_paise) as revenue_paise,
             sum(o.discount_paise) as discount_paise
        from orders o join (${ORDER_FIGURES}) f on f.id = o.id
       where o.coupon_id is not null and o.status not in ('payment_pending', 'cancelled')
       group by o.coupon_id
    ) u on u.coupon_id = c.id`;

function toCoupon(row: CouponRow): AdminCoupon {
  return {
    id: row.id,
    code: row.code,
    description: row.description,
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
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
    usageCount: row.usage_count,
    revenuePaise: Number(row.revenue_paise),
    discountPaise: Number(row.discount_paise),
  };
}

async function oneCoupon(db: Queryable, id: string, lock = false): Promise<AdminCoupon> {
  if (lock) await db.query('select id from coupons where id = $1 for update', [id]);
  const { rows } = await db.query<CouponRow>(`${SELECT} where c.id = $1`, [id]);
  if (!rows[0]) throw notFound();
  return toCoupon(rows[0]);
}

const codeTaken = (code: string) =>
  new DomainError('COUPON_CODE_TAKEN', { params: { code }, fields: { code: 'COUPON_CODE_TAKEN' } });

/** Another coupon with this code: a translated 409 on the code field rather than the database's bare 23505. */
async function refuseTakenCode(tx: Queryable, code: string, exceptId: string | null): Promise<void> {
  const { rows } = await tx.query('select 1 from coupons where code = $1 and id is distinct from $2', [
    code,
    exceptId,
  ]);
  if (rows.length > 0) throw codeTaken(code);
}

async function uniqueCode<T>(code: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    // Two admins saving the same new code at once: the unique index decides, and the loser hears why.
    if ((error as { code?: string }).code === '23505') throw codeTaken(code);
    throw error;
  }
}

const fieldValues = (coupon: CouponFields) => [
  coupon.code,
  coupon.description,
  coupon.kind,
  coupon.value,
  coupon.minOrderPaise,
  coupon.maxDiscountPaise,
  coupon.validFrom,
  coupon.validUntil,
  coupon.usageLimit,
  coupon.perUserLimit,
  coupon.firstOrderOnly,
  coupon.isActive,
];

export function createCouponAdminService(db: Database) {
  return {
    async list(): Promise<AdminCoupon[]> {
      // Personal coupons (a referee's welcome, ADR 0050) are one per customer: not the admin's campaigns.
      const { rows } = await db.query<CouponRow>(
        `${SELECT} where c.restricted_to_user_id is null order by c.created_at desc, c.code`,
      );
      return rows.map(toCoupon);
    },

    async create(actorUserId: string, coupon: CouponFields): Promise<AdminCoupon> {
      return uniqueCode(coupon.code, () =>
        db.transaction(async (tx) => {
          await refuseTakenCode(tx, coupon.code, null);
          const { rows } = await tx.query<{ id: string }>(
            `insert into coupons (code, description, kind, value, min_order_paise, max_discount_paise, valid_from,
                                  valid_until, usage_limit, per_user_limit, first_order_only, is_active)
             values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) returning id`,
            fieldValues(coupon),
          );
          const created = await oneCoupon(tx, rows[0]!.id);
          await recordAdminChange(tx, {
            actorUserId,
            entity: 'coupon',
            entityId: created.id,
            action: 'create',
            after: created,
          });
          return created;
        }),
      );
    },

    async update(actorUserId: string, id: string, coupon: CouponFields): Promise<AdminCoupon> {
      return uniqueCode(coupon.code, () =>
        db.transaction(async (tx) => {
          const before = await oneCoupon(tx, id, true);
          await refuseTakenCode(tx, coupon.code, id);
          await tx.query(
            `update coupons
                set code = $1, description = $2, kind = $3, value = $4, min_order_paise = $5,
                    max_discount_paise = $6, valid_from = $7, valid_until = $8, usage_limit = $9,
                    per_user_limit = $10, first_order_only = $11, is_active = $12, updated_at = tokri_now()
              where id = $13`,
            [...fieldValues(coupon), id],
          );
          const after = await oneCoupon(tx, id);
          await recordAdminChange(tx, {
            actorUserId,
            entity: 'coupon',
            entityId: id,
            action: 'update',
            before,
            after,
          });
          return after;
        }),
      );
    },

    async setActive(actorUserId: string, id: string, isActive: boolean): Promise<AdminCoupon> {
      return db.transaction(async (tx) => {
        const before = await oneCoupon(tx, id, true);
        await tx.query('update coupons set is_active = $2, updated_at = tokri_now() where id = $1', [
          id,
          isActive,
        ]);
        const after = await oneCoupon(tx, id);
        await recordAdminChange(tx, {
          actorUserId,
          entity: 'coupon',
          entityId: id,
          action: isActive ? 'activate' : 'deactivate',
          before: { isActive: before.isActive },
          after: { isActive: after.isActive },
        });
        return after;
      });
    },
  };
}

export type CouponAdminService = ReturnType<typeof createCouponAdminService>;
