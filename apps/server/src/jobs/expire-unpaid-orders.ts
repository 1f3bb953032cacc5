import { type Clock, systemClock } from '../clock.js';
import type { Database } from '../db/database.js';
import { logger } from '../logger.js';
import {
  markOrderPaymentFailed,
  placePaidOrder,
  reopenOrderPayment,
} from '../modules/orders/order-payment-status.js';
import { applyTransition, lockOrder } from '../modules/orders/order-transitions.js';
import { askGatewayAboutPayments } from '../modules/payments/gateway-payment-check.js';
import type { PaymentGateway } from '../modules/payments/payment-gateway.js';
import { creditPaidTopup, markTopupFailed } from '../modules/wallet/wallet-topups.js';

const log = logger.child({ module: 'expire-unpaid-orders' });

export interface ExpiryOptions {
  /** Asked about each expired order's open payments first (ADR 0070); without it nothing is asked. */
  gateway?: PaymentGateway;
  clock?: Clock;
  batch?: number;
  /**
   * While the gateway cannot be asked, an expired order waits (its stock held) for this long past its expiry;
   * then it is cancelled unasked, and a capture that comes later is refunded whole (ADR 0070).
   */
  unreachableGraceMinutes?: number;
}

/**
 * Online orders not paid in time are cancelled and their stock released. First the gateway is asked about each
 * one's open payments: one it reports captured, whose webhook never came, is captured now (the order is placed,
 * or, when it can no longer be, the money is owed back), never left `created` on a cancelled order. `skip
 * locked` lets several server instances run this together without touching the same order.
 */
export async function expireUnpaidOrders(db: Database, options: ExpiryOptions = {}): Promise<number> {
  const now = (options.clock ?? systemClock)();
  const graceMs = (options.unreachableGraceMinutes ?? 30) * 60_000;
  const { rows: due } = await db.query<{ id: string; expires_at: Date; gateway_orders: string[] }>(
    `select o.id, o.payment_expires_at as expires_at,
            coalesce(array_agg(p.gateway_order_id order by p.created_at)
                       filter (where p.id is not null), '{}') as gateway_orders
       from orders o
       left join payments p on p.order_id = o.id and p.status in ('created', 'failed') and p.provider = $3
      where o.status = 'payment_pending' and o.payment_expires_at < $1::timestamptz
      group by o.id order by o.payment_expires_at limit $2`,
    [now, options.batch ?? 100, options.gateway?.name ?? ''],
  );
  const toCancel: string[] = [];
  for (const order of due) {
    if (options.gateway && order.gateway_orders.length > 0) {
      try {
        await askGatewayAboutPayments(db, options.gateway, order.gateway_orders, {
          orders: { placePaidOrder, markOrderPaymentFailed, reopenOrderPayment },
          wallet: { creditPaidTopup, markTopupFailed },
        });
      } catch (error) {
        const pastGrace = now.getTime() - new Date(order.expires_at).getTime() > graceMs;
        log.warn({ err: error, orderId: order.id, pastGrace }, 'gateway not asked about an expired order');
        if (!pastGrace) continue;
      }
    }
    toCancel.push(order.id);
  }
  if (toCancel.length === 0) return 0;
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string }>(
      `select id from orders where id = any($1::uuid[]) and status = 'payment_pending'
          and payment_expires_at < $2::timestamptz
        order by payment_expires_at for update skip locked`,
      [toCancel, now],
    );
    for (const { id } of rows) {
      const order = await lockOrder(tx, id);
      if (order?.status === 'payment_pending') {
        await applyTransition(tx, order, 'cancelled', {
          role: 'system',
          userId: null,
          note: 'payment_expired',
        });
      }
    }
    return rows.length;
  });
}
