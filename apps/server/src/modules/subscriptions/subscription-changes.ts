import {
  addIstDays,
  canChangeDate,
  firstChangeableDate,
  type IstDate,
  isPlanDay,
  type SubscriptionSettings,
  toIstDate,
  type UpdateSubscriptionRequest,
} from '@tokri/core';
import type { Queryable } from '../../db/database.js';
import { DomainError, notFound } from '../../errors/domain-error.js';
import { toSchedule } from './subscription-plan-dates.js';
import type { LockedPlan } from './subscription-queries.js';

/**
 * The customer's changes to a locked plan (pause, resume, skip, a day's quantity, the plan's own fields). Each
 * refuses a date whose cut-off has passed (22:00 IST the day before, a setting) rather than moving it; the
 * caller recomputes the next delivery and announces the change in the same transaction.
 */

export interface ChangeContext {
  now: Date;
  settings: SubscriptionSettings;
}

/** "22:00": the cut-off time of day in IST, as the message names it. */
export function cutoffLabel(settings: SubscriptionSettings): string {
  const minutes = settings.changeCutoffMinutes;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** Refuses a change reaching a date whose cut-off has passed (or a date already gone). */
export function assertChangeable(date: IstDate, { now, settings }: ChangeContext): void {
  if (!canChangeDate(date, now, settings)) {
    throw new DomainError('SUBSCRIPTION_CUTOFF_PASSED', {
      params: { date, cutoff: cutoffLabel(settings) },
      details: {
        date,
        cutoff: cutoffLabel(settings),
        firstChangeableDate: firstChangeableDate(now, settings),
      },
    });
  }
}

function assertPlanDay(plan: LockedPlan, date: IstDate): void {
  if (!isPlanDay(toSchedule(plan), date)) {
    throw new DomainError('SUBSCRIPTION_NOT_DELIVERY_DAY', { params: { date } });
  }
}

/** A vacation (from..to) or a pause until resumed (to null). */
export async function addPause(
  tx: Queryable,
  plan: LockedPlan,
  pause: { from: IstDate; to: IstDate | null },
  context: ChangeContext,
): Promise<void> {
  assertChangeable(pause.from, context);
  await tx.query(
    'insert into subscription_pauses (subscription_id, from_date, to_date) values ($1, $2, $3)',
    [plan.id, pause.from, pause.to],
  );
}

/**
 * Deliveries back on from the first date a change still reaches: a pause already under way ends the day
 * before it, a pause that has not started by then is removed. Returns whether any pause changed.
 */
export async function resume(tx: Queryable, plan: LockedPlan, context: ChangeContext): Promise<boolean> {
  const first = firstChangeableDate(context.now, context.settings);
  const removed = await tx.query(
    'delete from subscription_pauses where subscription_id = $1 and from_date >= $2::date returning id',
    [plan.id, first],
  );
  const ended = await tx.query(
    `update subscription_pauses set to_date = $3::date
      where subscription_id = $1 and from_date < $2::date and (to_date is null or to_date >= $2::date)
      returning id`,
    [plan.id, first, addIstDays(first, -1)],
  );
  return removed.rows.length + ended.rows.length > 0;
}

/** Removes a planned pause; one that already reaches a closed date is ended with resume instead. */
export async function deletePause(
  tx: Queryable,
  plan: LockedPlan,
  pauseId: string,
  context: ChangeContext,
): Promise<void> {
  const { rows } = await tx.query<{ from_date: IstDate }>(
    'select from_date from subscription_pauses where id = $1 and subscription_id = $2',
    [pauseId, plan.id],
  );
  if (!rows[0]) throw notFound();
  assertChangeable(rows[0].from_date, context);
  await tx.query('delete from subscription_pauses where id = $1', [pauseId]);
}

export async function skip(tx: Queryable, plan: LockedPlan, date: IstDate, context: ChangeContext) {
  assertChangeable(date, context);
  assertPlanDay(plan, date);
  await tx.query(
    `insert into subscription_skips (subscription_id, delivery_date) values ($1, $2)
     on conflict (subscription_id, delivery_date) do nothing`,
    [plan.id, date],
  );
}

export async function unskip(tx: Queryable, plan: LockedPlan, date: IstDate, context: ChangeContext) {
  assertChangeable(date, context);
  await tx.query('delete from subscription_skips where subscription_id = $1 and delivery_date = $2', [
    plan.id,
    date,
  ]);
}

export async function setDayQuantity(
  tx: Queryable,
  plan: LockedPlan,
  date: IstDate,
  quantity: number,
  context: ChangeContext,
) {
  assertChangeable(date, context);
  assertPlanDay(plan, date);
  await tx.query(
    `insert into subscription_day_quantities (subscription_id, delivery_date, quantity) values ($1, $2, $3)
     on conflict (subscription_id, delivery_date) do update set quantity = excluded.quantity`,
    [plan.id, date, quantity],
  );
}

export async function clearDayQuantity(
  tx: Queryable,
  plan: LockedPlan,
  date: IstDate,
  context: ChangeContext,
) {
  assertChangeable(date, context);
  await tx.query(
    'delete from subscription_day_quantities where subscription_id = $1 and delivery_date = $2',
    [plan.id, date],
  );
}

/** The first day an end-date change adds or removes (null end = never ends). */
function firstDayTouchedByEnd(oldEnd: IstDate | null, newEnd: IstDate | null): IstDate | null {
  if (oldEnd === newEnd) return null;
  if (oldEnd === null) return addIstDays(newEnd!, 1);
  if (newEnd === null) return addIstDays(oldEnd, 1);
  return addIstDays(oldEnd < newEnd ? oldEnd : newEnd, 1);
}

/**
 * The plan's own quantity, end date or way of paying, from the first changeable day. A new quantity after
 * tomorrow's cut-off must not reach tomorrow: each delivery day from tomorrow to the first changeable date keeps the old
 * quantity as that day's own (unless the customer already set one). Today's order was made at midnight.
 */
export async function updatePlan(
  tx: Queryable,
  plan: LockedPlan,
  input: UpdateSubscriptionRequest,
  context: ChangeContext,
): Promise<void> {
  if (input.endDate !== undefined) {
    if (input.endDate !== null && input.endDate < plan.start_date) {
      throw new DomainError('SUBSCRIPTION_END_BEFORE_START', {
        fields: { endDate: 'SUBSCRIPTION_END_BEFORE_START' },
      });
    }
    const touched = firstDayTouchedByEnd(plan.end_date, input.endDate);
    if (touched !== null) assertChangeable(touched, context);
  }
  if (input.quantity !== undefined && input.quantity !== plan.quantity) {
    const schedule = toSchedule(plan);
    const first = firstChangeableDate(context.now, context.settings);
    for (let date = addIstDays(toIstDate(context.now), 1); date < first; date = addIstDays(date, 1)) {
      if (!isPlanDay(schedule, date)) continue;
      await tx.query(
        `insert into subscription_day_quantities (subscription_id, delivery_date, quantity) values ($1, $2, $3)
         on conflict (subscription_id, delivery_date) do nothing`,
        [plan.id, date, plan.quantity],
      );
    }
  }
  await tx.query(
    `update subscriptions
        set quantity = coalesce($2, quantity),
            end_date = case when $3 then $4::date else end_date end,
            payment_method = coalesce($5, payment_method),
            updated_at = tokri_now()
      where id = $1`,
    [
      plan.id,
      input.quantity ?? null,
      input.endDate !== undefined,
      input.endDate ?? null,
      input.paymentMethod ?? null,
    ],
  );
}
