import { addIstDays, startOfIstDay, toIstDate } from '@tokri/core';
import type { Queryable } from '../../db/database.js';

export type ActiveMemberReason = 'recent_order' | 'active_subscription';

/** Orders that count: ones the customer really placed (not abandoned at payment, not cancelled). */
const RECENT_ORDER_DAYS = 30;

/**
 * Issue 16: "Active Member" means something: an order in the last 30 days (IST days), or a subscription that is
 * active today. Reads the orders' and subscriptions' tables (reading is free, ADR 0025).
 */
export async function activeMemberReason(
  db: Queryable,
  userId: string,
  now: Date,
): Promise<ActiveMemberReason | null> {
  const today = toIstDate(now);
  const { rows } = await db.query<{ recent_order: boolean; active_subscription: boolean }>(
    `select exists (select 1 from orders
                     where user_id = $1 and status not in ('payment_pending', 'cancelled')
                       and created_at >= $2) as recent_order,
            exists (select 1 from subscriptions
                     where user_id = $1 and is_active and (end_date is null or end_date >= $3::date))
              as active_subscription`,
    [userId, startOfIstDay(addIstDays(today, -RECENT_ORDER_DAYS)), today],
  );
  const row = rows[0];
  if (row?.recent_order) return 'recent_order';
  if (row?.active_subscription) return 'active_subscription';
  return null;
}
