import type { IstDate } from '@tokri/core';
import type { Queryable } from '../../db/database.js';
import { DUE_PLAN_SELECT, type DuePlanRow, priceDueLine } from './subscription-delivery.js';

/** A delivery the midnight run is expected to make on a day, at today's price. */
export interface PlannedDelivery {
  subscriptionId: string;
  userId: string;
  productId: string;
  quantity: number;
  amountPaise: number;
  paymentMethod: 'wallet' | 'cod';
}

/**
 * The deliveries due on `date` (the plans whose next delivery is that day, minus a skip or an end before it), for
 * every customer or for one. Read without locks: it is a forecast for notices and the wallet screen; the midnight
 * run decides under its locks.
 */
export async function plannedDeliveries(
  q: Queryable,
  date: IstDate,
  userId: string | null = null,
): Promise<PlannedDelivery[]> {
  const { rows } = await q.query<DuePlanRow>(
    `${DUE_PLAN_SELECT}
      where s.next_delivery_date = $1::date and s.is_active and s.deleted_at is null
        and (s.end_date is null or s.end_date >= $1::date)
        and ($2::uuid is null or s.user_id = $2)
        and p.is_active
      order by s.user_id, s.created_at, s.id`,
    [date, userId],
  );
  return rows
    .filter((plan) => !plan.skipped && !plan.already_delivered)
    .map((plan) => {
      const line = priceDueLine(plan);
      return {
        subscriptionId: plan.id,
        userId: plan.user_id,
        productId: plan.product_id,
        quantity: line.quantity,
        amountPaise: line.totalPricePaise,
        paymentMethod: plan.payment_method,
      };
    });
}

/** What one customer's wallet-paid deliveries on `date` will take. */
export async function walletNeedOn(q: Queryable, date: IstDate, userId: string): Promise<number> {
  const planned = await plannedDeliveries(q, date, userId);
  return planned
    .filter((delivery) => delivery.paymentMethod === 'wallet')
    .reduce((sum, delivery) => sum + delivery.amountPaise, 0);
}
