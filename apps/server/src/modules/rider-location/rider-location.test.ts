import { RIDER_POINTS_PER_UPLOAD, toIstDate } from '@tokri/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { type RunningServer, startServer } from '../../server.js';
import { newCustomer, signInAsAdmin } from '../../test-support/shop-fixtures.js';
import { signUpThroughLink } from '../../test-support/sign-up-link.js';
import { connectRealtime, type TestSocket } from '../../test-support/socket-client.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { riderDistanceKm } from './rider-distance.js';

/** Live location (issue 14): riders' uploads, the customer's and the admin's view, across instances. */

const engine = process.env.TEST_DB_ENGINE ?? 'pglite';
let server: TestServer;
let adminToken: string;
const sockets: TestSocket[] = [];
let counter = 0;

/** Indiranagar, Bengaluru: the door of the orders below. */
const DOOR = { lat: 12.9719, lng: 77.6412 };

beforeAll(async () => {
  server = await startTestServer({ seed: true });
  adminToken = (await signInAsAdmin(server)).token;
});
afterAll(async () => {
  for (const socket of sockets) await socket.close().catch(() => undefined);
  await server?.stop();
});

/** A delivery partner signed up through the real API (their rider row comes with the delivery domain). */
async function newRider(online = true) {
  counter += 1;
  const response = await signUpThroughLink(server, {
    identifier: `loc-rider-${Date.now()}-${counter}@delivery.tokri.in`,
    password: 'rider-password-long',
    fullName: `Ravi Rider ${counter}`,
  });
  if (response.status !== 200) throw new Error(`rider sign-up failed: ${JSON.stringify(response.body)}`);
  const token = response.body.accessToken as string;
  const userId = response.body.user.id as string;
  const { rows } = await server.db.query<{ id: string }>(
    'update delivery_agents set is_online = $2 where user_id = $1 returning id',
    [userId, online],
  );
  return { token, userId, riderId: rows[0]!.id };
}

/** An order of `customerId` in the rider's hands, with the door's coordinates (set directly: assignment is elsewhere). */
async function orderFor(customerId: string, riderId: string, status: string) {
  const { rows } = await server.db.query<{ id: string }>(
    `insert into orders (user_id, status, payment_status, subtotal_paise, total_paise, rider_id, delivery_address)
     values ($1, $2, 'pending', 10000, 10000, $3, $4) returning id`,
    [
      customerId,
      status,
      riderId,
      { ...DOOR, house: '12', area: 'Indiranagar', city: 'Bengaluru', pincode: '560038' },
    ],
  );
  return rows[0]!.id;
}

const setStatus = (orderId: string, status: string) =>
  server.db.query('update orders set status = $2 where id = $1', [orderId, status]);

let clockMs = Date.now() - 60 * 60_000;
/** A fix `km` north of the door, taken a second after the previous one (so every fix is new). */
function fix(km: number, extra: Record<string, unknown> = {}) {
  clockMs += 1000;
  return {
    lat: DOOR.lat + km / 111.2,
    lng: DOOR.lng,
    accuracyM: 8,
    at: new Date(clockMs).toISOString(),
    ...extra,
  };
}

const upload = (token: string | undefined, points: unknown[]) =>
  server.api('/api/rider/location', { ...(token ? { token } : {}), body: { points } });

async function socketFor(token: string, topics = ['orders', 'notifications'], url = server.url) {
  const socket = await connectRealtime(url, token, { topics });
  sockets.push(socket);
  return socket;
}

const positionsOf = (socket: TestSocket, orderId?: string) =>
  socket.messages.filter(
    (m) =>
      m.type === 'rider_position' &&
      (orderId === undefined || (m.position as { orderId: string }).orderId === orderId),
  );
const adminSees = (socket: TestSocket, lat: number) =>
  socket.waitFor(
    (m) => m.type === 'admin_rider_position' && Math.abs((m.rider as { lat: number }).lat - lat) < 1e-9,
  );
/** Lets any message already sent arrive before asserting that one did not. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

describe(`POST /api/rider/location on ${engine}`, () => {
  it('when nobody is signed in, a customer or an admin without a rider row uploads, then 401 or 403 and nothing is stored', async () => {
    const customer = await newCustomer(server, 'Nosy Customer');
    expect((await upload(undefined, [fix(1)])).status).toBe(401);
    const asCustomer = await upload(customer.token, [fix(1)]);
    expect(asCustomer.status).toBe(403);
    expect(asCustomer.body.error.code).toBe('FORBIDDEN');
    const asAdmin = await upload(adminToken, [fix(1)]);
    expect(asAdmin.status).toBe(403);
    expect(asAdmin.body.error.code).toBe('RIDER_ACCOUNT_REQUIRED');
    const { rows } = await server.db.query<{ n: number }>('select count(*)::int as n from rider_positions');
    expect(rows[0]!.n).toBe(0);
  });

  it('when an offline rider uploads, then 409 RIDER_NOT_ONLINE in the reader’s language and nothing is stored', async () => {
    const rider = await newRider(false);
    const response = await upload(rider.token, [fix(1)]);
    expect(response.status).toBe(409);
    expect(response.body.error.code).toBe('RIDER_NOT_ONLINE');
    expect(response.body.error.message).toBe('Go online to take orders.');
    const hindi = await server.api('/api/rider/location', {
      token: rider.token,
      body: { points: [fix(1)] },
      headers: { 'accept-language': 'hi' },
    });
    expect(hindi.body.error.message).toBe('ऑर्डर लेने के लिए ऑनलाइन हो जाएँ।');
    const { rows } = await server.db.query<{ n: number }>(
      'select count(*)::int as n from rider_positions where rider_id = $1',
      [rider.riderId],
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('when points are malformed, then a translated 4xx (never a 500) and nothing is stored', async () => {
    const rider = await newRider();
    const now = new Date().toISOString();
    const bad: [string, unknown][] = [
      ['lat 91', { points: [{ lat: 91, lng: 77, at: now }] }],
      ['lng -181', { points: [{ lat: 12, lng: -181, at: now }] }],
      ['NaN as a string', { points: [{ lat: 'NaN', lng: 77, at: now }] }],
      ['lat as text', { points: [{ lat: '12.9', lng: 77, at: now }] }],
      ['no time', { points: [{ lat: 12.9, lng: 77 }] }],
      ['a time that is no time', { points: [{ lat: 12.9, lng: 77, at: 'yesterday' }] }],
      ['negative speed', { points: [{ lat: 12.9, lng: 77, at: now, speedMps: -1 }] }],
      ['an extra key', { points: [{ lat: 12.9, lng: 77, at: now, altitude: 900 }] }],
      ['an extra top-level key', { points: [{ lat: 12.9, lng: 77, at: now }], riderId: rider.riderId }],
      ['no points', { points: [] }],
      ['points not a list', { points: 'many' }],
      [
        `${RIDER_POINTS_PER_UPLOAD + 1} points`,
        { points: Array.from({ length: RIDER_POINTS_PER_UPLOAD + 1 }, (_, i) => fix(i / 1000)) },
      ],
    ];
    for (const [what, body] of bad) {
      const response = await server.api('/api/rider/location', { token: rider.token, body });
      expect(response.status, what).toBe(400);
      expect(response.body.error.message, what).toEqual(expect.any(String));
    }
    const notJson = await server.api('/api/rider/location', {
      token: rider.token,
      rawBody: '{"points": [',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.status).toBe(400);

    const future = await upload(rider.token, [
      fix(0.1),
      { lat: 12.9, lng: 77.6, at: new Date(Date.now() + 5 * 60_000).toISOString() },
    ]);
    expect(future.status).toBe(422);
    expect(future.body.error.code).toBe('RIDER_POINT_IN_FUTURE');
    // Within the allowed clock skew a phone running a little fast is fine.
    const slightlyFast = await upload(rider.token, [
      { lat: 12.9, lng: 77.6, at: new Date(Date.now() + 10_000).toISOString() },
    ]);
    expect(slightlyFast.status).toBe(200);

    const { rows } = await server.db.query<{ n: number }>(
      'select count(*)::int as n from rider_positions where rider_id = $1',
      [rider.riderId],
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('when the same batch is sent twice (a retry), then the track holds each fix once', async () => {
    const rider = await newRider();
    const batch = [fix(1), fix(0.9), fix(0.8)];
    expect((await upload(rider.token, batch)).body).toEqual({ accepted: 3 });
    expect((await upload(rider.token, batch)).body).toEqual({ accepted: 3 });
    // A fix repeated within one batch is stored once too.
    const again = fix(0.7);
    expect((await upload(rider.token, [again, again])).status).toBe(200);
    const { rows } = await server.db.query<{ n: number }>(
      'select count(*)::int as n from rider_positions where rider_id = $1',
      [rider.riderId],
    );
    expect(rows[0]!.n).toBe(4);
  });

  it('when a batch from an offline spell arrives after newer fixes, then it joins the track but the rider does not move back', async () => {
    const rider = await newRider();
    const older = [fix(2), fix(1.9)];
    const newer = [fix(1.2), fix(1.1)];
    await upload(rider.token, newer);
    await upload(rider.token, older);
    const { rows } = await server.db.query<{ last_lat: number; last_position_at: Date; n: number }>(
      `select last_lat, last_position_at,
              (select count(*)::int from rider_positions where rider_id = d.id) as n
         from delivery_agents d where id = $1`,
      [rider.riderId],
    );
    expect(rows[0]!.n).toBe(4);
    expect(rows[0]!.last_lat).toBeCloseTo(newer[1]!.lat, 9);
    expect(new Date(rows[0]!.last_position_at).toISOString()).toBe(newer[1]!.at);
  });

  it('when the rider carries an order, then each fix is filed under it', async () => {
    const rider = await newRider();
    const customer = await newCustomer(server, 'Filed');
    const orderId = await orderFor(customer.userId, rider.riderId, 'accepted');
    await upload(rider.token, [fix(3)]);
    await setStatus(orderId, 'delivered');
    await upload(rider.token, [fix(2.9)]);
    const { rows } = await server.db.query<{ order_id: string | null }>(
      'select order_id from rider_positions where rider_id = $1 order by recorded_at',
      [rider.riderId],
    );
    expect(rows.map((row) => row.order_id)).toEqual([orderId, null]);
  });
});

describe(`the customer’s live map on ${engine}`, () => {
  it('when the order is out for delivery, then its customer (and the admins) hear each fix live, nobody else does, and not before pick-up or after delivery', async () => {
    const rider = await newRider();
    const customer = await newCustomer(server, 'Waiting Customer');
    const stranger = await newCustomer(server, 'Stranger');
    const orderId = await orderFor(customer.userId, rider.riderId, 'accepted');
    const own = await socketFor(customer.token);
    const other = await socketFor(stranger.token);
    const admin = await socketFor(adminToken, ['admin_orders']);

    // Accepted: the rider rides to the store; the customer sees nothing yet, the admin does.
    const toStore = fix(4);
    await upload(rider.token, [toStore]);
    await adminSees(admin, toStore.lat);
    expect(
      (await server.api(`/api/orders/${orderId}/rider-position`, { token: customer.token })).body,
    ).toEqual({
      position: null,
    });

    // Picked up and out for delivery: live, with the distance to the door and an ETA at the city pace.
    await setStatus(orderId, 'picked_up');
    const pickedUp = fix(3);
    await upload(rider.token, [pickedUp]);
    await own.waitFor((m) => m.type === 'rider_position');
    await setStatus(orderId, 'out_for_delivery');
    const onTheWay = fix(2);
    await upload(rider.token, [onTheWay]);
    const live = await own.waitFor(
      (m) => m.type === 'rider_position' && (m.position as { lat: number }).lat === onTheWay.lat,
    );
    expect(live.position).toEqual({
      orderId,
      lat: onTheWay.lat,
      lng: onTheWay.lng,
      at: onTheWay.at,
      speedMps: expect.any(Number),
      distanceKm: 2,
      etaMinutes: expect.any(Number),
    });
    const rode = live.position as { speedMps: number; etaMinutes: number };
    // 1 km in a second is no pace: the ETA falls back to the city's 15 km/h, 8 minutes for 2 km.
    expect(rode.etaMinutes).toBe(8);
    const admins = await adminSees(admin, onTheWay.lat);
    expect(admins.rider).toEqual({
      riderId: rider.riderId,
      name: expect.stringContaining('Ravi Rider'),
      lat: onTheWay.lat,
      lng: onTheWay.lng,
      at: onTheWay.at,
      orderId,
    });

    // With the phone's measured 30 km/h, 2 km takes 4 minutes; the GET after a reconnect says the same.
    const fast = fix(2, { speedMps: 30 / 3.6 });
    await upload(rider.token, [fast]);
    const measured = await own.waitFor(
      (m) => m.type === 'rider_position' && (m.position as { at: string }).at === fast.at,
    );
    expect(measured.position).toMatchObject({ distanceKm: 2, etaMinutes: 4 });
    const read = await server.api(`/api/orders/${orderId}/rider-position`, { token: customer.token });
    expect(read.status).toBe(200);
    expect(read.headers.get('cache-control')).toBe('no-store');
    expect(read.body.position).toEqual(measured.position);

    // Someone else's order: 404, and their socket never heard a thing.
    const snoop = await server.api(`/api/orders/${orderId}/rider-position`, { token: stranger.token });
    expect(snoop.status).toBe(404);
    expect(positionsOf(other)).toEqual([]);

    // Delivered: no more positions for the customer, and the GET says null.
    await setStatus(orderId, 'delivered');
    const after = fix(1.5);
    await upload(rider.token, [after]);
    await adminSees(admin, after.lat);
    await settle();
    expect(positionsOf(own).map((m) => (m.position as { at: string }).at)).toEqual([
      pickedUp.at,
      onTheWay.at,
      fast.at,
    ]);
    expect(positionsOf(other)).toEqual([]);
    expect(
      (await server.api(`/api/orders/${orderId}/rider-position`, { token: customer.token })).body.position,
    ).toBeNull();
  });

  it('when a late batch arrives, then nobody is told of the older fixes', async () => {
    const rider = await newRider();
    const customer = await newCustomer(server, 'Late Batch');
    await orderFor(customer.userId, rider.riderId, 'out_for_delivery');
    const own = await socketFor(customer.token);
    const admin = await socketFor(adminToken, ['admin_orders']);
    const older = fix(1);
    const newer = fix(0.5);
    await upload(rider.token, [newer]);
    await own.waitFor((m) => m.type === 'rider_position');
    await upload(rider.token, [older]);
    const marker = fix(0.4);
    await upload(rider.token, [marker]);
    await adminSees(admin, marker.lat);
    await settle();
    expect(positionsOf(own).map((m) => (m.position as { at: string }).at)).toEqual([newer.at, marker.at]);
  });

  it('when a customer’s socket follows only notifications, or the admin’s not the order feed, then no positions', async () => {
    const rider = await newRider();
    const customer = await newCustomer(server, 'Quiet');
    await orderFor(customer.userId, rider.riderId, 'out_for_delivery');
    const quiet = await socketFor(customer.token, ['notifications']);
    const loud = await socketFor(customer.token);
    const quietAdmin = await socketFor(adminToken, ['notifications']);
    const point = fix(0.3);
    await upload(rider.token, [point]);
    await loud.waitFor((m) => m.type === 'rider_position');
    await settle();
    expect(positionsOf(quiet)).toEqual([]);
    expect(quietAdmin.messages.filter((m) => m.type === 'admin_rider_position')).toEqual([]);
  });

  it('GET /api/admin/riders/positions lists online riders with a position; customers get 403', async () => {
    const rider = await newRider();
    const offline = await newRider();
    const point = fix(0.2);
    await upload(rider.token, [point]);
    await upload(offline.token, [fix(0.1)]);
    await server.db.query('update delivery_agents set is_online = false where id = $1', [offline.riderId]);
    const response = await server.api('/api/admin/riders/positions', { token: adminToken });
    expect(response.status).toBe(200);
    const ids = response.body.riders.map((r: { riderId: string }) => r.riderId);
    expect(ids).toContain(rider.riderId);
    expect(ids).not.toContain(offline.riderId);
    expect(response.body.riders.find((r: { riderId: string }) => r.riderId === rider.riderId)).toMatchObject({
      lat: point.lat,
      lng: point.lng,
      at: point.at,
      orderId: null,
    });
    const customer = await newCustomer(server, 'Not Admin');
    expect((await server.api('/api/admin/riders/positions', { token: customer.token })).status).toBe(403);
  });
});

describe(`two server instances on one database (${engine})`, () => {
  let other: RunningServer;
  beforeAll(async () => {
    // PGlite is one process: the second instance shares its handle; on a server it opens its own pool.
    const db = server.database.engine === 'postgres' ? await server.database.openAnother() : server.db;
    other = await startServer(
      loadConfig({
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: '0',
        SEED_DEMO_DATA: 'false',
        JOBS_ENABLED: 'false',
        AUTH_SECRET: 'test-secret-test-secret-test-secret-0123456789',
        WEB_DIST_DIR: '/nonexistent',
      }),
      { db },
    );
  });
  afterAll(async () => other?.close());

  it('when a rider posts to instance A, then the customer connected to instance B sees the rider move', async () => {
    const rider = await newRider();
    const customer = await newCustomer(server, 'Other Instance');
    const orderId = await orderFor(customer.userId, rider.riderId, 'out_for_delivery');
    const onB = await socketFor(customer.token, ['orders'], other.url);
    const point = fix(1.25);
    await upload(rider.token, [point]);
    const heard = await onB.waitFor((m) => m.type === 'rider_position');
    expect(heard.position).toMatchObject({ orderId, lat: point.lat, distanceKm: 1.25 });
  });
});

describe(`distance travelled on ${engine}`, () => {
  it('when a rider rode on an IST day, then riderDistanceKm is the sum of the legs, noise left out', async () => {
    const rider = await newRider();
    const day = '2026-03-04';
    // 09:00 IST onwards, a fix a minute: a wander around Indiranagar, one 300 m-accuracy fix and one GPS jump.
    const legs = [
      [12.9719, 77.6412],
      [12.9745, 77.6412],
      [12.9745, 77.6441],
      [12.978, 77.6441],
      [12.978, 77.639],
    ] as const;
    const base = Date.parse(`${day}T09:00:00+05:30`);
    const insert = (lat: number, lng: number, minute: number, accuracy: number) =>
      server.db.query(
        `insert into rider_positions (rider_id, lat, lng, accuracy_m, recorded_at) values ($1, $2, $3, $4, $5)`,
        [rider.riderId, lat, lng, accuracy, new Date(base + minute * 60_000)],
      );
    for (const [i, [lat, lng]] of legs.entries()) await insert(lat, lng, i * 2, 10);
    await insert(13.1, 77.6, 1, 10); // 14 km away a minute in: a jump
    await insert(12.99, 77.66, 3, 300); // a fix 300 m wide
    // The days either side do not count.
    await insert(12.9, 77.5, -9 * 60 - 1, 10);
    await insert(12.8, 77.5, 15 * 60 + 1, 10);

    // Independently: the haversine sum of the clean legs.
    const R = 6371.0088;
    const rad = (d: number) => (d * Math.PI) / 180;
    let expected = 0;
    for (let i = 1; i < legs.length; i++) {
      const [lat1, lng1] = legs[i - 1]!;
      const [lat2, lng2] = legs[i]!;
      const a =
        Math.sin(rad(lat2 - lat1) / 2) ** 2 +
        Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lng2 - lng1) / 2) ** 2;
      expected += 2 * R * Math.asin(Math.sqrt(a));
    }
    expect(await riderDistanceKm(server.db, rider.riderId, day)).toBeCloseTo(expected, 3);
    expect(await riderDistanceKm(server.db, rider.riderId, '2026-03-05')).toBeCloseTo(0, 3);
    expect(await riderDistanceKm(server.db, rider.riderId, '2026-03-06')).toBeNull();
    expect(await riderDistanceKm(server.db, rider.riderId, toIstDate(new Date('2020-01-01')))).toBeNull();

    // The admin's distance page lists the rider for that day with the same kilometres.
    const report = await server.api(`/api/admin/distance?date=${day}`, { token: adminToken });
    const row = report.body.riders.find((r: { id: string }) => r.id === rider.riderId);
    expect(row).toMatchObject({ deliveries: 0, travelledKm: Math.round(expected * 1000) / 1000 });
  });

  it('when a rider has ridden today, then their app’s day shows the same kilometres as their track', async () => {
    const rider = await newRider();
    const home = async () =>
      (await server.api('/api/rider/home', { token: rider.token })).body.today as {
        distanceKm: number | null;
      };
    expect((await home()).distanceKm).toBeNull();
    const now = Date.now();
    // Three fixes a minute apart, ending a few seconds ago: about 290 m then 320 m.
    const fixes = [
      [12.9719, 77.6412],
      [12.9745, 77.6412],
      [12.9745, 77.6441],
    ] as const;
    const uploaded = await server.api('/api/rider/location', {
      token: rider.token,
      body: {
        points: fixes.map(([lat, lng], i) => ({
          lat,
          lng,
          accuracyM: 8,
          at: new Date(now - (fixes.length - i) * 60_000).toISOString(),
        })),
      },
    });
    expect(uploaded.status).toBe(200);
    const today = toIstDate(new Date(now - 60_000));
    const measured = await riderDistanceKm(server.db, rider.riderId, today);
    expect(measured).toBeGreaterThan(0.5);
    expect((await home()).distanceKm).toBe(measured);
  });
});
