import { type AdminRiderCash, addIstDays, type IstDate, startOfIstDay } from '@tokri/core';
import type { Queryable } from '../../db/database.js';

/**
 * GET /api/admin/riders/cash: the cash each rider collected on one IST day (orders delivered that day, whoever
 * pressed "delivered": the rider with the code or an admin without it), to reconcile what they deposit.
 */
export async function riderCashOn(db: Queryable, date: IstDate): Promise<AdminRiderCash> {
  const { rows } = await db.query<{ rider_id: string; name: string; deliveries: number; cash: string }>(
    `select d.id as rider_id, d.full_name as name, count(*)::int as deliveries,
            coalesce(sum(o.cod_collected_paise), 0)::bigint as cash
       from orders o join delivery_agents d on d.id = o.rider_id
      where o.status = 'delivered' and o.delivered_at >= $1 and o.delivered_at < $2
      group by d.id, d.full_name
      order by d.full_name, d.id`,
    [startOfIstDay(date), startOfIstDay(addIstDays(date, 1))],
  );
  const riders = rows.map((row) => ({
    riderId: row.rider_id,
    name: row.name,
    deliveries: row.deliveries,
    cashCollectedPaise: Number(row.cash),
  }));
  return { date, riders, totalPaise: riders.reduce((sum, rider) => sum + rider.cashCollectedPaise, 0) };
}
