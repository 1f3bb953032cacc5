import {
  type AdminCustomer,
  type AdminCustomerDetail,
  type AdminCustomerPage,
  normaliseIndianMobile,
  type OrderStatus,
} from '@tokri/core';
import type { Queryable } from '../../db/database.js';
import { notFound } from '../../errors/domain-error.js';
import { ORDER_FIGURES } from './admin-figures.js';

interface CustomerRow {
  id: string;
  full_name: string | null;
  email: string | null;
  phone: string | null;
  is_admin: boolean;
  blocked_at: Date | null;
  blocked_reason: string | null;
  order_count: number;
  total_spent_paise: number;
  created_at: Date;
  total?: number;
}

/**
 * The people an admin looks after: accounts that are not riders (admins too, marked, so their role can be
 * changed here). Orders waiting for a payment never count; what a customer spent is the revenue their orders
 * brought (`admin-figures.ts`, ADR 0077: paid or delivered, net of refunds), so the list adds up to the dashboard.
 */
const SELECT_CUSTOMERS = `
  select u.id, p.full_name, u.email, coalesce(u.phone, p.phone) as phone, u.blocked_at, u.blocked_reason, u.created_at,
         exists (select 1 from user_roles r where r.user_id = u.id and r.role = 'admin') as is_admin,
         (select count(*)::int from orders o where o.user_id = u.id and o.status <> 'payment_pending') as order_count,
         (select coalesce(sum(f.revenue_paise), 0)::int from (${ORDER_FIGURES}) f
           where f.user_id = u.id) as total_spent_paise
    from users u
    left join profiles p on p.user_id = u.id
   where not exists (select 1 from delivery_agents d where d.user_id = u.id)`;

function toCustomer(row: CustomerRow): AdminCustomer {
  return {
    id: row.id,
    fullName: row.full_name,
    email: row.email,
    phone: row.phone,
    isAdmin: row.is_admin,
    blockedAt: row.blocked_at ? new Date(row.blocked_at).toISOString() : null,
    blockedReason: row.blocked_reason,
    orderCount: row.order_count,
    totalSpentPaise: row.total_spent_paise,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

const likeEscape = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The search condition for q: a whole Indian mobile in any form matches that number exactly; two or more digits
 * match anywhere in the number (its start, 98…, or its last digits); anything else matches name or email.
 */
function searchCondition(q: string, params: unknown[]): string {
  if (!q) return '';
  const mobile = normaliseIndianMobile(q);
  if (mobile) {
    params.push(mobile);
    return ` and (u.phone = $${params.length} or p.phone = $${params.length})`;
  }
  const digits = q.replace(/[\s\-()+]/g, '');
  if (/^\d{2,}$/.test(digits)) {
    params.push(`%${digits}%`);
    return ` and (u.phone like $${params.length} or p.phone like $${params.length})`;
  }
  params.push(`%${likeEscape(q)}%`);
  return ` and (p.full_name ilike $${params.length} or u.email ilike $${params.length})`;
}

/** The admin's view of customers (spec §6): reading only; blocking and roles are the auth module's. */
export function createAdminCustomers(db: Queryable) {
  return {
    async list(q: string, page: number, pageSize: number): Promise<AdminCustomerPage> {
      const params: unknown[] = [];
      const where = searchCondition(q, params);
      params.push(pageSize, (page - 1) * pageSize);
      const { rows } = await db.query<CustomerRow>(
        `select c.*, count(*) over ()::int as total from (${SELECT_CUSTOMERS}${where}) c
          order by c.created_at desc, c.id desc limit $${params.length - 1} offset $${params.length}`,
        params as string[],
      );
      let total = rows[0]?.total ?? 0;
      if (rows.length === 0 && page > 1) {
        const counted = await db.query<{ n: number }>(
          `select count(*)::int as n from (${SELECT_CUSTOMERS}${where}) c`,
          params.slice(0, -2) as string[],
        );
        total = counted.rows[0]?.n ?? 0;
      }
      return { customers: rows.map(toCustomer), page, pageSize, total };
    },

    async detail(userId: string): Promise<AdminCustomerDetail> {
      const { rows } = await db.query<CustomerRow>(`${SELECT_CUSTOMERS} and u.id = $1`, [userId]);
      if (!rows[0]) throw notFound();
      const orders = await db.query<{
        id: string;
        status: OrderStatus;
        payment_status: string;
        total_paise: number;
        created_at: Date;
      }>(
        `select id, status, payment_status, total_paise, created_at from orders
          where user_id = $1 and status <> 'payment_pending' order by created_at desc limit 20`,
        [userId],
      );
      const subscriptions = await db.query<{
        id: string;
        product_name: string;
        subscription_type: string;
        quantity: number;
        is_active: boolean;
        next_delivery_date: string | null;
        created_at: Date;
      }>(
        `select s.id, p.name as product_name, s.subscription_type, s.quantity, s.is_active,
                s.next_delivery_date::text as next_delivery_date, s.created_at
           from subscriptions s join products p on p.id = s.product_id
          where s.user_id = $1 and s.deleted_at is null order by s.created_at desc`,
        [userId],
      );
      return {
        customer: toCustomer(rows[0]),
        orders: orders.rows.map((row) => ({
          id: row.id,
          status: row.status,
          paymentStatus: row.payment_status,
          totalPaise: row.total_paise,
          createdAt: new Date(row.created_at).toISOString(),
        })),
        subscriptions: subscriptions.rows.map((row) => ({
          id: row.id,
          productName: row.product_name,
          type: row.subscription_type,
          quantity: row.quantity,
          isActive: row.is_active,
          nextDeliveryDate: row.next_delivery_date,
          createdAt: new Date(row.created_at).toISOString(),
        })),
      };
    },
  };
}

export type AdminCustomers = ReturnType<typeof createAdminCustomers>;
