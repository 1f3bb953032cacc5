import {
  type IstDate,
  nextDeliveryDate,
  type PauseRange,
  type SubscriptionSchedule,
  type SubscriptionType,
  type Weekday,
} from '@tokri/core';
import type { Queryable } from '../../db/database.js';

export interface PlanScheduleRow {
  subscription_type: SubscriptionType;
  delivery_days: number[];
  start_date: IstDate;
  end_date: IstDate | null;
}

export const toSchedule = (row: PlanScheduleRow): SubscriptionSchedule => ({
  type: row.subscription_type,
  deliveryDays: row.delivery_days as Weekday[],
  startDate: row.start_date,
  endDate: row.end_date,
});

/** A plan's schedule, pauses and skips from `today` on, as the core rule needs them. */
export interface PlanDates {
  schedule: SubscriptionSchedule;
  pauses: PauseRange[];
  skips: IstDate[];
}

export async function loadPlanDates(
  q: Queryable,
  subscriptionId: string,
  today: IstDate,
): Promise<PlanDates | null> {
  const { rows } = await q.query<
    PlanScheduleRow & { pauses: { from: IstDate; to: IstDate | null }[]; skips: IstDate[] }
  >(
    `select s.subscription_type, s.delivery_days, s.start_date, s.end_date,
            coalesce((select json_agg(json_build_object('from', p.from_date, 'to', p.to_date) order by p.from_date)
                        from subscription_pauses p
                       where p.subscription_id = s.id and (p.to_date is null or p.to_date >= $2::date)), '[]') as pauses,
            coalesce((select json_agg(k.delivery_date::text order by k.delivery_date)
                        from subscription_skips k
                       where k.subscription_id = s.id and k.delivery_date >= $2::date), '[]') as skips
       from subscriptions s where s.id = $1`,
    [subscriptionId, today],
  );
  const row = rows[0];
  if (!row) return null;
  return { schedule: toSchedule(row), pauses: row.pauses, skips: row.skips };
}

/**
 * Writes the plan's next delivery date by the core rule (§4) as seen on `today`, and returns the stored date.
 * Call it in the transaction that changed the plan, its pauses or its skips, or that made today's order.
 */
export async function recomputeNextDelivery(
  tx: Queryable,
  subscriptionId: string,
  today: IstDate,
  /** The plan's dates as loadPlanDates gave them for `today` in this transaction, when the caller has them. */
  known?: PlanDates | null,
): Promise<IstDate | null> {
  const plan = known ?? (await loadPlanDates(tx, subscriptionId, today));
  if (!plan) return null;
  const next = nextDeliveryDate(plan.schedule, today, plan.pauses, plan.skips);
  // Today's delivery, when the midnight run has not made it yet, stays due: changes made after midnight cannot
  // reach today (its cut-off passed last night), so they must not move the run's work to tomorrow. The coalesce
  // matters: a plan with no next date (paused until resumed) has a null there, and `not (null)` matches nothing.
  const { rows } = await tx.query<{ next_delivery_date: IstDate | null }>(
    `update subscriptions set next_delivery_date = $2, updated_at = tokri_now()
      where id = $1 and next_delivery_date is distinct from $2::date
        and not coalesce(next_delivery_date = $3::date
                 and not exists (select 1 from subscription_deliveries d
                                  where d.subscription_id = $1 and d.delivery_date = $3::date), false)
      returning next_delivery_date`,
    [subscriptionId, next, today],
  );
  if (rows[0]) return rows[0].next_delivery_date;
  const current = await tx.query<{ next_delivery_date: IstDate | null }>(
    'select next_delivery_date from subscriptions where id = $1',
    [subscriptionId],
  );
  return current.rows[0]?.next_delivery_date ?? null;
}
