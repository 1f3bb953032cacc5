import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { pruneRealtimeEvents } from '../../jobs/prune-old-rows.js';
import { type RunningServer, startServer } from '../../server.js';
import {
  fillCart,
  newCustomer,
  placeOrder,
  productIdBySlug,
  setStock,
  signInAsAdmin,
} from '../../test-support/shop-fixtures.js';
import { connectRealtime, eventsOf, openSocket } from '../../test-support/socket-client.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { publishEvent } from './realtime-events.js';

let server: TestServer;
let adminToken: string;
let rice: string;

beforeAll(async () => {
  server = await startTestServer({ seed: true });
  adminToken = (await signInAsAdmin(server)).token;
  rice = await productIdBySlug(server.db, 'basmati-rice');
  await server.db.query('update products set price_paise = 30000, discount_percentage = 0 where id = $1', [
    rice,
  ]);
  await setStock(server.db, rice, 1000);
});
afterAll(async () => server?.stop());

async function order(token: string) {
  await fillCart(server, token, [{ productId: rice, quantity: 1 }]);
  const placed = await placeOrder(server, token);
  expect(placed.status).toBe(201);
  return placed.body.order.id as string;
}

const adminMove = (id: string, status: string) =>
  server.api(`/api/admin/orders/${id}/status`, { method: 'PATCH', token: adminToken, body: { status } });

describe(`realtime channels on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it("when another user's rows are inserted, updated or deleted, then they never arrive", async () => {
    const asha = await newCustomer(server, 'Asha');
    const ravi = await newCustomer(server, 'Ravi');
    const ashaSocket = await connectRealtime(server.url, asha.token);
    const raviSocket = await connectRealtime(server.url, ravi.token);

    const raviOrder = await order(ravi.token); // INSERT (orders) + notification INSERT for Ravi
    await adminMove(raviOrder, 'confirmed'); // UPDATE
    const list = await server.api('/api/notifications', { token: ravi.token });
    await server.api(`/api/notifications/${list.body.items[0].id}/read`, {
      method: 'POST',
      token: ravi.token,
    }); // UPDATE
    await server.db.transaction((tx) =>
      publishEvent(tx, {
        topic: 'subscriptions',
        userId: ravi.userId,
        kind: 'DELETE',
        payload: { id: 'sub-1', user_id: ravi.userId },
      }),
    );
    const ashaOrder = await order(asha.token);

    await ashaSocket.waitFor((m) => m.type === 'event' && (m.payload as { id?: string }).id === ashaOrder);
    await raviSocket.waitFor((m) => m.type === 'event' && m.kind === 'DELETE');
    const ashaSaw = eventsOf(ashaSocket);
    expect(ashaSaw.every((event) => event.userId === asha.userId)).toBe(true);
    expect(JSON.stringify(ashaSaw)).not.toContain(raviOrder);
    const raviKinds = eventsOf(raviSocket).map((event) => `${event.topic}:${event.kind}`);
    expect(raviKinds).toEqual(
      expect.arrayContaining([
        'orders:INSERT',
        'notifications:INSERT',
        'orders:UPDATE',
        'notifications:UPDATE',
        'subscriptions:DELETE',
      ]),
    );
    await ashaSocket.close();
    await raviSocket.close();
  });

  it('when a customer asks for the admin feed, then they do not get it; an admin does', async () => {
    const customer = await newCustomer(server);
    const socket = await connectRealtime(server.url, customer.token, { topics: ['orders', 'admin_orders'] });
    expect(socket.messages.find((m) => m.type === 'ready')?.topics).toEqual(['orders']);
    const adminSocket = await connectRealtime(server.url, adminToken, { topics: ['admin_orders'] });
    const id = await order(customer.token);
    await adminSocket.waitFor(
      (m) => m.type === 'event' && m.topic === 'admin_orders' && (m.payload as { id: string }).id === id,
    );
    await socket.waitFor((m) => m.type === 'event' && m.topic === 'orders');
    expect(eventsOf(socket).some((m) => m.topic === 'admin_orders')).toBe(false);
    await socket.close();
    await adminSocket.close();
  });

  it('when a client reconnects with the last id it saw, then it gets exactly what it missed, in order', async () => {
    const customer = await newCustomer(server);
    const socket = await connectRealtime(server.url, customer.token, { topics: ['orders'] });
    const id = await order(customer.token);
    const first = await socket.waitFor((m) => m.type === 'event');
    await socket.close();

    for (const status of ['confirmed', 'preparing', 'out_for_delivery']) await adminMove(id, status);
    const other = await newCustomer(server);
    await order(other.token); // someone else's change in between

    const resumed = await connectRealtime(server.url, customer.token, {
      topics: ['orders'],
      lastEventId: first.id as number,
    });
    await resumed.waitFor(
      (m) => m.type === 'event' && (m.payload as { status: string }).status === 'out_for_delivery',
    );
    expect(resumed.messages.find((m) => m.type === 'ready')).not.toHaveProperty('missed');
    const replayed = eventsOf(resumed);
    expect(replayed.map((m) => (m.payload as { status: string }).status)).toEqual([
      'confirmed',
      'preparing',
      'out_for_delivery',
    ]);
    const ids = replayed.map((m) => m.id as number);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(ids[0]).toBeGreaterThan(first.id as number);
    await adminMove(id, 'delivered');
    await resumed.waitFor(
      (m) => m.type === 'event' && (m.payload as { status: string }).status === 'delivered',
    );
    await resumed.close();
  });

  it('when a client resumes from an event that was pruned, then it is told it missed events and gets no partial replay', async () => {
    const customer = await newCustomer(server);
    const socket = await connectRealtime(server.url, customer.token, { topics: ['orders'] });
    const id = await order(customer.token);
    const first = await socket.waitFor((m) => m.type === 'event');
    await socket.close();
    await adminMove(id, 'confirmed');
    // Everything up to the confirmation is past the retention window.
    await server.db.query(`update realtime_events set created_at = now() - interval '8 days'`);
    await pruneRealtimeEvents(server.db);
    await adminMove(id, 'preparing');

    const resumed = await connectRealtime(server.url, customer.token, {
      topics: ['orders'],
      lastEventId: first.id as number,
    });

    expect(resumed.messages.find((m) => m.type === 'ready')).toMatchObject({ missed: true });
    expect(eventsOf(resumed)).toEqual([]);
    await adminMove(id, 'out_for_delivery');
    await resumed.waitFor(
      (m) => m.type === 'event' && (m.payload as { status: string }).status === 'out_for_delivery',
    );
    await resumed.close();
  });

  it('when the server restarts, then a client resumes from the events stored in PostgreSQL', async () => {
    const customer = await newCustomer(server);
    const id = await order(customer.token);
    const socket = await connectRealtime(server.url, customer.token, { topics: ['orders'] });
    await adminMove(id, 'confirmed');
    const seen = await socket.waitFor((m) => m.type === 'event');
    await socket.close();
    await adminMove(id, 'preparing');

    // A second server process-alike on the same database: new hub, new sockets, nothing in memory carried over.
    const second = await startServer(
      loadConfig({
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: '0',
        SEED_DEMO_DATA: 'false',
        JOBS_ENABLED: 'false',
        AUTH_SECRET: 'test-secret-test-secret-test-secret-0123456789',
        WEB_DIST_DIR: '/nonexistent',
      }),
      { db: server.db },
    );
    try {
      const resumed = await connectRealtime(second.url, customer.token, {
        topics: ['orders'],
        lastEventId: seen.id as number,
      });
      const missed = await resumed.waitFor((m) => m.type === 'event');
      expect((missed.payload as { status: string }).status).toBe('preparing');
      await resumed.close();
    } finally {
      await second.close();
    }
  });

  it('answers pings and refuses a socket that never authenticates properly', async () => {
    const socket = await openSocket(`${server.url.replace('http', 'ws')}/realtime`);
    socket.send({ type: 'ping' });
    await socket.waitFor((m) => m.type === 'pong');
    socket.send({ type: 'auth', token: 'not-a-real-token-at-all' });
    const closed = await socket.closed;
    expect(closed.code).toBe(1008);
    expect(socket.messages.find((m) => m.type === 'error')).toMatchObject({ code: 'AUTH_SESSION_EXPIRED' });
  });
});

describe('purchase WebSocket (spec §7)', () => {
  it('when the token is bad, then it says so and closes cleanly', async () => {
    const socket = await openSocket(`${server.url.replace('http', 'ws')}/functions/v1/purchase-websocket`);
    socket.send({ type: 'auth', token: 'eyJhbGciOiJIUzI1NiJ9.e30.bad-signature' });
    const closed = await socket.closed;
    expect(closed).toEqual({ code: 1008, reason: 'invalid token' });
  });

  it('sends purchase_event messages: order_placed, then order_updated and order_cancelled', async () => {
    const customer = await newCustomer(server);
    const socket = await openSocket(`${server.url.replace('http', 'ws')}/functions/v1/purchase-websocket`);
    socket.send({ type: 'auth', token: customer.token });
    await socket.waitFor((m) => m.type === 'ready');
    const id = await order(customer.token);
    const placed = await socket.waitFor((m) => m.type === 'purchase_event');
    expect(placed.event).toMatchObject({
      type: 'order_placed',
      orderId: id,
      userId: customer.userId,
      status: 'placed',
    });
    expect(typeof (placed.event as { timestamp: string }).timestamp).toBe('string');
    await adminMove(id, 'confirmed');
    await socket.waitFor(
      (m) => m.type === 'purchase_event' && (m.event as { type: string }).type === 'order_updated',
    );
    await server.api(`/api/orders/${id}/cancel`, { method: 'POST', token: customer.token });
    await socket.waitFor(
      (m) => m.type === 'purchase_event' && (m.event as { type: string }).type === 'order_cancelled',
    );
    await socket.close();
  });
});

describe.runIf(process.env.TEST_DB_ENGINE === 'postgres')('two instances on one PostgreSQL server', () => {
  let other: RunningServer;
  beforeAll(async () => {
    const secondDb = await server.database.openAnother();
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
      { db: secondDb },
    );
  });
  afterAll(async () => other?.close());

  it('when a change is made through one instance, then clients of the other receive it (LISTEN/NOTIFY)', async () => {
    const customer = await newCustomer(server);
    const onOther = await connectRealtime(other.url, customer.token, { topics: ['orders'] });
    const onFirst = await connectRealtime(server.url, customer.token, { topics: ['orders'] });
    const id = await order(customer.token); // placed through the first instance
    await onOther.waitFor((m) => m.type === 'event' && (m.payload as { id: string }).id === id);
    await onFirst.waitFor((m) => m.type === 'event' && (m.payload as { id: string }).id === id);
    await onOther.close();
    await onFirst.close();
  });
});
