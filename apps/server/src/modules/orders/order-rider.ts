import type { Queryable } from '../../db/database.js';
import { DomainError, notFound } from '../../errors/domain-error.js';
import { recordAdminChange } from '../admin/admin-audit.js';
import { applyTransition, lockOrder } from './order-transitions.js';

/** Before the pick-up a rider can be assigned or swapped; after it, the rider in hand keeps the order. */
const ASSIGNABLE = new Set(['placed', 'confirmed', 'preparing', 'accepted']);

/**
 * An admin assigns a delivery partner (an active one). An order the store is preparing moves to `accepted`,
 * which tells the customer a rider is on the way (spec §4, §9); earlier, the rider is set ahead of time.
 */
export async function assignRider(tx: Queryable, orderId: string, riderId: string, adminUserId: string) {
  const order = await lockOrder(tx, orderId);
  if (!order) throw notFound();
  if (!ASSIGNABLE.has(order.status)) throw new DomainError('ORDER_RIDER_LOCKED');
  const statusBefore = order.status;
  const { rows } = await tx.query<{ id: string; full_name: string }>(
    'select id, full_name from delivery_agents where id = $1 and is_active',
    [riderId],
  );
  const rider = rows[0];
  if (!rider) throw new DomainError('RIDER_NOT_AVAILABLE');
  const before = await tx.query<{ rider_id: string | null }>('select rider_id from orders where id = $1', [
    orderId,
  ]);
  await tx.query('update orders set rider_id = $2, updated_at = now() where id = $1', [orderId, riderId]);
  order.rider_name = rider.full_name;
  if (order.status === 'preparing')
    await applyTransition(tx, order, 'accepted', { role: 'admin', userId: adminUserId });
  await recordAdminChange(tx, {
    actorUserId: adminUserId,
    entity: 'order',
    entityId: orderId,
    action: 'assign_rider',
    before: { riderId: before.rows[0]?.rider_id ?? null, status: statusBefore },
    after: { riderId, riderName: rider.full_name, status: order.status },
  });
}
