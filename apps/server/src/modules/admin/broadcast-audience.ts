import type { Queryable } from '../../db/database.js';

/** Which store serves an address, as checkout decides it (the locations module's serviceability, passed in). */
export interface StoreForAddress {
  forAddress(address: { lat: number | null; lng: number | null; pincode: string }): Promise<{
    serviceable: boolean;
    store: { id: string } | null;
  }>;
}

/** Customers only: not blocked, not admins, not delivery partners (identified by their email domain, spec §5). */
const CUSTOMERS = `select u.id from users u join profiles p on p.user_id = u.id
  where u.blocked_at is null
    and not exists (select 1 from user_roles r where r.user_id = u.id and r.role = 'admin')
    and (u.email is null or u.email not like '%@' || $1)`;

/**
 * Who a broadcast reaches: every customer, or those in one store's area — anyone with a saved address that
 * store serves (as checkout would decide it) or an order from it in the last 90 days.
 */
export async function broadcastAudience(
  db: Queryable,
  serviceability: StoreForAddress,
  deliveryDomain: string,
  storeId: string | null,
): Promise<string[]> {
  if (!storeId)
    return (await db.query<{ id: string }>(CUSTOMERS, [deliveryDomain])).rows.map((row) => row.id);
  const recent = await db.query<{ id: string }>(
    `select c.id from (${CUSTOMERS}) c
      where exists (select 1 from orders o where o.user_id = c.id and o.seller_location_id = $2
                       and o.created_at > tokri_now() - interval '90 days')`,
    [deliveryDomain, storeId],
  );
  const audience = new Set(recent.rows.map((row) => row.id));
  const addresses = await db.query<{
    user_id: string;
    lat: number | null;
    lng: number | null;
    pincode: string;
  }>(`select a.user_id, a.lat, a.lng, a.pincode from addresses a where a.user_id in (${CUSTOMERS})`, [
    deliveryDomain,
  ]);
  for (const address of addresses.rows) {
    if (audience.has(address.user_id)) continue;
    const served = await serviceability.forAddress(address);
    if (served.serviceable && served.store?.id === storeId) audience.add(address.user_id);
  }
  return [...audience];
}
