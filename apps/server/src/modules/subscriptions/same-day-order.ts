import {
  type ProcessImmediateSubscriptionResponse,
  sameDayAllowed,
  sameDaySlot,
  toIstDate,
} from '@tokri/core';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import { DUE_PLAN_SELECT, type DuePlanRow, deliverPlanOn } from './subscription-delivery.js';
import { toSchedule } from './subscription-plan-dates.js';
import { loadSubscriptionSettings } from './subscription-settings.js';

const LOCK_OWN_PLAN = `${DUE_PLAN_SELECT}
   where s.id = $2 and s.user_id = $3 and s.deleted_at is null
   for update of s`;

/**
 * §7 `process-immediate-subscription`: a plan that starts today, created before the same-day cut-off, gets
 * today's order at once (within the next hours, not the morning slot that has passed). Asking again answers the
 * same order; a plan that does not qualify answers `same_day_order: false` and waits for its first midnight.
 */
export async function processImmediateSubscription(
  deps: { db: Database; clock: Clock },
  userId: string,
  subscriptionId: string,
): Promise<ProcessImmediateSubscriptionResponse> {
  const now = deps.clock();
  const today = toIstDate(now);
  const settings = await loadSubscriptionSettings(deps.db);
  return deps.db.transaction(async (tx) => {
    const { rows } = await tx.query<DuePlanRow>(LOCK_OWN_PLAN, [today, subscriptionId, userId]);
    const plan = rows[0];
    if (!plan) throw new DomainError('NOT_FOUND');
    if (plan.already_delivered) {
      const done = await tx.query<{ order_id: string | null }>(
        'select order_id from subscription_deliveries where subscription_id = $1 and delivery_date = $2',
        [plan.id, today],
      );
      const orderId = done.rows[0]?.order_id ?? null;
      return { same_day_order: orderId !== null, order_id: orderId };
    }
    if (!sameDayAllowed(now, toSchedule(plan), settings)) return { same_day_order: false, order_id: null };
    const { outcome, orderId } = await deliverPlanOn(tx, plan, today, sameDaySlot(now, settings), now);
    return { same_day_order: outcome === 'ordered', order_id: orderId };
  });
}
