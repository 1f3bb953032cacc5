import type { Queryable } from '../../db/database.js';
import { DomainError, notFound } from '../../errors/domain-error.js';
import { recordAdminChange } from '../admin/admin-audit.js';
import { applyTransition, type LockedOrder, lockOrder } from './order-transitions.js';

/** Before the pick-up a rider can be assigned or swapped; after it, the rider in hand keeps the order. */
const ASSIGNABLE = new Set(['placed', 'confirmed', 'preparing', 'accepted']);
/** A rider given one of these orders has taken it: it moves to `accepted` (ADR 0038). */
const TAKEN_ON_ASSIGNMENT = new Set(['confirmed', 'preparing']);

interface RiderOnOrder {
  id: string;
  full_name: string;
  user_id: string | null;
}

/** Writes the order's rider (its table is this module's) and keeps the locked row's facts in step. */
async function setRider(tx: Queryable, order: LockedOrder, rider: RiderOnOrder) {
  await tx.query('update orders set rider_id = $2, updated_at = tokri_now() where id = $1', [
    order.id,
    rider.id,
  ]);
  order.rider_id = rider.id;
  order.rider_name = rider.full_name;
  order.rider_user_id = rider.user_id;
}

/**
 * A rider accepts an offered order (modules/delivery checked the offer under this same lock): the rider is set and
 * the order moves to `accepted` as the rider, which sends the customer rider_assigned with the rider's first name.
 */
export async function takeOrderAsRider(tx: Queryable, order: LockedOrder, rider: RiderOnOrder) {
  await setRider(tx, order, rider);
  await applyTransition(tx, order, 'accepted', { role: 'rider', userId: rider.user_id });
}

/**
 * An admin assigns a delivery partner (an active one). A confirmed or preparing order moves to `accepted`, which
 * tells the customer a rider is on the way (spec §4, §9); earlier, the rider is set ahead of time. Answers the
 * rider the order had before, so the caller can tell them it was taken away.
 */
export async function assignRider(
  tx: Queryable,
  orderId: string,
  riderId: string,
  adminUserId: string,
): Promise<{ previousRiderId: string | null }> {
  const order = await lockOrder(tx, orderId);
  if (!order) throw notFound();
  if (!ASSIGNABLE.has(order.status)) throw new DomainError('ORDER_RIDER_LOCKED');
  const statusBefore = order.status;
  const previousRiderId = order.rider_id;
  const { rows } = await tx.query<RiderOnOrder>(
    'select id, full_name, user_id from delivery_agents where id = $1 and is_active',
    [riderId],
  );
  const rider = rows[0];
  if (!rider) throw new DomainError('RIDER_NOT_AVAILABLE');
  await setRider(tx, order, rider);
  if (TAKEN_ON_ASSIGNMENT.has(order.status))
    await applyTransition(tx, order, 'accepted', { role: 'admin', userId: adminUserId });
  await recordAdminChange(tx, {
    actorUserId: adminUserId,
    entity: 'order',
    entityId: orderId,
    action: 'assign_rider',
    before: { riderId: previousRiderId, status: statusBefore },
    after: { riderId, riderName: rider.full_name, status: order.status },
  });
  return { previousRiderId };
}
