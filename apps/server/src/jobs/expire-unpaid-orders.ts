import type { Database } from '../db/database.js';
import { applyTransition, lockOrder } from '../modules/orders/order-transitions.js';

/**
 * Online orders not paid in time are cancelled and their stock released. `skip locked` lets several
 * server instances run this together without touching the same order.
 */
export async function expireUnpaidOrders(db: Database, batch = 100): Promise<number> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string }>(
      `select id from orders where status = 'payment_pending' and payment_expires_at < now()
        order by payment_expires_at limit $1 for update skip locked`,
      [batch],
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
