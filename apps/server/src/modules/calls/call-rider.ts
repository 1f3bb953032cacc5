import { maskPhone, normaliseIndianMobile } from '@tokri/core';
import type { Queryable } from '../../db/database.js';
import { DomainError, notFound } from '../../errors/domain-error.js';
import { type CallMasking, CallRefused } from './call-masking.js';

/** While a rider has the order (as the rider can call the customer then). */
const CALLABLE = new Set(['accepted', 'picked_up', 'out_for_delivery']);

/** How the customer reaches their rider: Tokri rings them and bridges (masked), or the rider's number to dial. */
export type RiderCall =
  | { mode: 'bridge'; callId: string; callingPhoneMasked: string }
  | { mode: 'direct'; phone: string };

/**
 * The customer's Call button (issue 32 minor, ADR 0081): with masking (the default) the provider rings the
 * customer's own phone and connects the rider, neither number shown; with masking turned off by the shop
 * (`masking` null) the answer is the rider's number to dial. Someone else's order is a 404.
 */
export async function callRider(
  db: Queryable,
  masking: CallMasking | null,
  orderId: string,
  userId: string,
): Promise<RiderCall> {
  const { rows } = await db.query<{
    status: string;
    rider_phone: string | null;
    account_phone: string | null;
    contact_phone: string | null;
  }>(
    `select o.status, da.phone as rider_phone, coalesce(p.phone, u.phone) as account_phone,
            o.delivery_address ->> 'contactPhone' as contact_phone
       from orders o left join delivery_agents da on da.id = o.rider_id
       left join profiles p on p.user_id = o.user_id left join users u on u.id = o.user_id
      where o.id = $1 and o.user_id = $2`,
    [orderId, userId],
  );
  const order = rows[0];
  if (!order) throw notFound();
  const rider = order.rider_phone ? normaliseIndianMobile(order.rider_phone) : null;
  if (!CALLABLE.has(order.status) || !rider) throw new DomainError('RIDER_CALL_UNAVAILABLE');
  if (!masking) return { mode: 'direct', phone: rider };
  // The phone that rings is the customer's own: the account's, else the one given with the address.
  const from =
    normaliseIndianMobile(order.account_phone ?? '') ?? normaliseIndianMobile(order.contact_phone ?? '');
  if (!from) throw new DomainError('RIDER_CALL_UNAVAILABLE');
  try {
    const bridge = await masking.connect({ from, to: rider, reference: orderId });
    return { mode: 'bridge', callId: bridge.callId, callingPhoneMasked: maskPhone(from) };
  } catch (error) {
    if (error instanceof CallRefused) throw new DomainError('RIDER_CALL_UNAVAILABLE');
    throw error;
  }
}
