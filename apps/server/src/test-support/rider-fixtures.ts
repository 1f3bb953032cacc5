import { DEMO_PASSWORD } from '../db/seed/demo-accounts.js';
import { fillCart, newCustomer, placeOrder } from './shop-fixtures.js';
import type { TestServer } from './test-server.js';

/**
 * Scenes for the rider tests (issue 14): a store of the test's own (so tests in one file never offer each
 * other's orders), riders at it with a known or unknown position, and confirmed orders of that store.
 */
let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

export interface TestRider {
  token: string;
  userId: string;
  riderId: string;
  name: string;
}

export async function signInWith(server: TestServer, identifier: string, password = DEMO_PASSWORD) {
  const response = await server.api('/api/auth/sign-in', { body: { identifier, password } });
  if (response.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(response.body)}`);
  return { token: response.body.accessToken as string, userId: response.body.user.id as string };
}

/** A dark store of the test's own at a point (default: Indiranagar, Bengaluru). */
export async function newStore(server: TestServer, lat = 12.9719, lng = 77.6412): Promise<string> {
  const { rows } = await server.db.query<{ id: string }>(
    `insert into seller_locations (name, address, city, lat, lng, service_radius_km)
     values ($1, 'Test road', 'Bengaluru', $2, $3, 8) returning id`,
    [`Test store ${unique()}`, lat, lng],
  );
  return rows[0]!.id;
}

/**
 * A delivery partner riding for a store, signed in (the demo password, on the delivery domain); with a last
 * position when given one. Offline until the test switches them online through the API.
 */
export async function newRider(
  server: TestServer,
  storeId: string,
  name: string,
  position?: { lat: number; lng: number },
): Promise<TestRider> {
  const email = `rider-${unique()}@delivery.tokri.in`;
  const { rows } = await server.db.query<{ id: string }>(
    `insert into users (email, password_hash)
     select $1, password_hash from users where email = 'rider@delivery.tokri.in' returning id`,
    [email],
  );
  const userId = rows[0]!.id;
  await server.db.query(
    `insert into profiles (user_id, full_name, preferred_language) values ($1, $2, 'en')`,
    [userId, name],
  );
  const agent = await server.db.query<{ id: string }>(
    `insert into delivery_agents (user_id, full_name, home_seller_location_id, last_lat, last_lng, last_position_at)
     values ($1, $2, $3, $4, $5, case when $4::float8 is null then null else now() end) returning id`,
    [userId, name, storeId, position?.lat ?? null, position?.lng ?? null],
  );
  const session = await signInWith(server, email);
  return { token: session.token, userId, riderId: agent.rows[0]!.id, name };
}

export async function goOnline(server: TestServer, rider: TestRider, online = true) {
  const response = await server.api('/api/rider/online', {
    method: 'PUT',
    token: rider.token,
    body: { online },
  });
  if (response.status !== 200) throw new Error(`online switch failed: ${JSON.stringify(response.body)}`);
  return response.body;
}

/**
 * A cash-on-delivery order of a fresh customer, placed through checkout and moved to the test's store (checkout
 * picks the nearest demo store), still `placed`: the test confirms it, which is when it is offered.
 */
export async function placedOrderAt(
  server: TestServer,
  storeId: string,
  productId: string,
  customerName = 'Priya Sharma',
) {
  const customer = await newCustomer(server, customerName);
  await fillCart(server, customer.token, [{ productId, quantity: 2 }]);
  const placed = await placeOrder(server, customer.token);
  if (placed.status !== 201) throw new Error(`checkout failed: ${JSON.stringify(placed.body)}`);
  const orderId = placed.body.order.id as string;
  await server.db.query('update orders set seller_location_id = $2 where id = $1', [orderId, storeId]);
  return { orderId, customer, totalPaise: placed.body.order.totalPaise as number };
}

/** The order's open offer (rider and offer id), or null. */
export async function pendingOffer(server: TestServer, orderId: string) {
  const { rows } = await server.db.query<{ id: string; rider_id: string }>(
    `select id, rider_id from rider_offers where order_id = $1 and status = 'pending'`,
    [orderId],
  );
  return rows[0] ?? null;
}
