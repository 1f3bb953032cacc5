import {
  ADMIN_FILTER_STATUSES,
  type AdminCharts,
  type AdminDay,
  addIstDays,
  averageOrderValuePaise,
  fillDays,
  istDayRange,
  type Language,
  startOfIstDay,
  toIstDate,
} from '@tokri/core';
import type { Clock } from '../../clock.js';
import type { Queryable } from '../../db/database.js';
import { IS_CUSTOMER_ACCOUNT, ORDER_FIGURES } from './admin-figures.js';

/**
 * The admin's daily charts, on the IST day each order was placed, with the figures of the headline
 * (`admin-figures.ts`, ADR 0077): orders are every order but an unpaid online one; revenue is what paid or
 * delivered orders keep net of refunds, so the days add up to the headline. Best sellers leave cancelled orders
 * out, since nothing was sold. New and returning customers are customer accounts, as the headline counts them.
 */
export async function adminCharts(
  db: Queryable,
  clock: Clock,
  language: Language,
  days: number,
): Promise<AdminCharts> {
  const today = toIstDate(clock());
  const range = istDayRange(today, days);
  const from = startOfIstDay(range[0]!);
  const until = startOfIstDay(addIstDays(today, 1));

  const daily = await db.query<AdminDay & { earning: number }>(
    `with placed as (
       select f.user_id, f.revenue_paise, f.earning, (f.created_at at time zone 'Asia/Kolkata')::date as day
         from (${ORDER_FIGURES}) f
        where f.placed and f.created_at >= $1 and f.created_at < $2
     ),
     first_day as (
       select o.user_id, min((o.created_at at time zone 'Asia/Kolkata')::date) as day
         from orders o
        where o.status <> 'payment_pending' and o.user_id in (select user_id from placed)
        group by o.user_id
     ),
     customers as (
       select distinct p.day, p.user_id, (f.day = p.day) as is_new
         from placed p join first_day f on f.user_id = p.user_id
         join users u on u.id = p.user_id
        where ${IS_CUSTOMER_ACCOUNT}
     )
     select to_char(d.day, 'YYYY-MM-DD') as date, d.orders, d.revenue_paise as "revenuePaise", d.earning,
            coalesce(c.new_customers, 0)::int as "newCustomers",
            coalesce(c.returning_customers, 0)::int as "returningCustomers"
       from (select day, count(*)::int as orders, sum(revenue_paise)::bigint::float8 as revenue_paise,
                    count(*) filter (where earning)::int as earning
               from placed group by day) d
       left join (select day, count(*) filter (where is_new)::int as new_customers,
                         count(*) filter (where not is_new)::int as returning_customers
                    from customers group by day) c on c.day = d.day`,
    [from, until],
  );

  const statuses = await db.query<{ status: string; count: number }>(
    `select status, count(*)::int as count from orders
      where status <> 'payment_pending' and created_at >= $1 and created_at < $2
      group by status`,
    [from, until],
  );
  const statusCount = new Map(statuses.rows.map((row) => [row.status, row.count]));

  const top = await db.query<{
    product_id: string;
    name: string;
    quantity: number;
    revenue_paise: number;
  }>(
    `select i.product_id, coalesce(nullif(p.translations -> $3 ->> 'name', ''), p.name) as name,
            sum(i.quantity)::int as quantity,
            sum(i.total_price_paise)::bigint::float8 as revenue_paise
       from order_items i
       join orders o on o.id = i.order_id
       join products p on p.id = i.product_id
      where o.status not in ('payment_pending', 'cancelled') and o.created_at >= $1 and o.created_at < $2
      group by i.product_id, p.name, p.translations
      order by quantity desc, revenue_paise desc, p.name
      limit 10`,
    [from, until, language],
  );

  const filled = fillDays(
    range,
    daily.rows.map(({ earning: _earning, ...day }) => day),
  );
  const orders = filled.reduce((sum, day) => sum + day.orders, 0);
  const revenuePaise = filled.reduce((sum, day) => sum + day.revenuePaise, 0);
  // The average of what an order that earned brings in: a cancelled or unpaid order is no sale to average over.
  const earning = daily.rows.reduce((sum, day) => sum + day.earning, 0);
  return {
    today,
    days: filled,
    byStatus: ADMIN_FILTER_STATUSES.map((status) => ({ status, count: statusCount.get(status) ?? 0 })),
    topProducts: top.rows.map((row) => ({
      productId: row.product_id,
      name: row.name,
      quantity: row.quantity,
      revenuePaise: row.revenue_paise,
    })),
    totals: { orders, revenuePaise, averageOrderValuePaise: averageOrderValuePaise(revenuePaise, earning) },
  };
}
