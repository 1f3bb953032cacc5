import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SERVER_APPLICATION_NAME,
  type ServerProcess,
  startServerProcess,
} from '../test-support/server-process.js';
import { ADDRESS } from '../test-support/shop-fixtures.js';
import { signUpThroughLink } from '../test-support/sign-up-link.js';
import { connectRealtime, eventsOf } from '../test-support/socket-client.js';
import { createTestDatabase, type TestDatabase, testEngine } from '../test-support/test-database.js';

/**
 * What a shop's database does to a server in real life: connections killed mid-transaction (failover,
 * restarts, pg_terminate_backend) and the server process itself killed (OOM killer, kill -9, a lost machine).
 * Each must leave the process serving, money and stock exact, and no order half-written.
 * Only on a PostgreSQL server: PGlite lives inside the process and has no connections to lose.
 */
const onServer = testEngine() === 'postgres';

interface Reply {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON and assert on it
  body: any;
}

async function call(
  base: string,
  path: string,
  init: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Reply> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${base}${path}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers,
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // not JSON
  }
  return { status: response.status, body };
}

async function signUp(base: string, n: number): Promise<{ token: string; userId: string }> {
  const reply = await signUpThroughLink(base, {
    identifier: `failure${n}-${randomUUID()}@example.in`,
    password: 'basket-of-mangoes-42',
    fullName: 'Test',
  });
  if (reply.status !== 200) throw new Error(`sign-up: ${JSON.stringify(reply.body)}`);
  return { token: reply.body.accessToken, userId: reply.body.user.id };
}

function addToCart(base: string, token: string, productId: string, quantity = 1) {
  return call(base, '/api/cart/items', { token, body: { productId, variantId: null, quantity } });
}

function checkout(base: string, token: string, key: string, language = 'en') {
  return call(base, '/api/checkout', {
    token,
    body: { address: ADDRESS, paymentMethod: 'cod' },
    headers: { 'idempotency-key': key, 'x-language': language },
  });
}

/** Ends every connection the server under test has open: its pool and its LISTEN connection. */
async function terminateServerConnections(admin: pg.Client): Promise<number> {
  const { rows } = await admin.query<{ n: number }>(
    `select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
      where application_name = $1 and datname = current_database()`,
    [SERVER_APPLICATION_NAME],
  );
  return rows[0]!.n;
}

async function waitFor<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  timeoutMs = 20_000,
  everyMs = 5,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/** The invariants no failure may break, checked straight in the database. */
async function assertShopIsExact(db: TestDatabase['db'], productId: string, initialStock: number) {
  const orphans = await db.query<{ id: string }>(
    `select o.id from orders o where not exists (select 1 from order_items i where i.order_id = o.id)`,
  );
  expect(orphans.rows, 'orders without items').toEqual([]);
  const money = await db.query<{ id: string }>(
    `select o.id from orders o
      where o.subtotal_paise <> (select coalesce(sum(i.total_price_paise), 0) from order_items i where i.order_id = o.id)
         or o.total_paise <> o.subtotal_paise + o.delivery_fee_paise - o.discount_paise`,
  );
  expect(money.rows, 'orders whose totals are not their lines + fees − discounts').toEqual([]);
  const stock = await db.query<{ stock: number; sold: number }>(
    `select p.stock_quantity as stock,
            (select coalesce(sum(i.quantity), 0)::int from order_items i where i.product_id = p.id) as sold
       from products p where p.id = $1`,
    [productId],
  );
  expect(stock.rows[0]!.stock + stock.rows[0]!.sold).toBe(initialStock);
  const emptied = await db.query<{ user_id: string }>(
    `select o.user_id from orders o join cart_items ci on ci.user_id = o.user_id and ci.created_at < o.created_at`,
  );
  expect(emptied.rows, 'carts that became an order but were not emptied').toEqual([]);
}

describe.skipIf(!onServer)(
  'when the database or the process fails under checkout load (PostgreSQL server)',
  () => {
    let database: TestDatabase;
    let admin: pg.Client;
    let server: ServerProcess | undefined;
    let productId: string;
    const INITIAL_STOCK = 100_000;

    beforeAll(async () => {
      database = await createTestDatabase();
      admin = new pg.Client({ connectionString: database.url! });
      await admin.connect();
    });
    afterAll(async () => {
      await server?.stop();
      await admin?.end();
      await database?.dispose();
    });

    it('when every connection is terminated mid-checkout, then the process lives, in-flight requests get a translated 503, and the retries make each order exactly once', async () => {
      // The development outbox holds each sign-up's link, which completes it (ADR 0072).
      server = await startServerProcess(database.url!, { DEV_OUTBOX: 'true' });
      const base = server.url;
      const { rows } = await admin.query<{ id: string }>(
        `select id from products where is_active
            and not exists (select 1 from product_variants v where v.product_id = products.id)
            and not exists (select 1 from stock_lots l where l.product_id = products.id)
          order by id limit 1`,
      );
      productId = rows[0]!.id;
      await admin.query('update products set stock_quantity = $2, price_paise = 25000 where id = $1', [
        productId,
        INITIAL_STOCK,
      ]);
      const customers = await Promise.all(Array.from({ length: 8 }, (_, n) => signUp(base, n)));
      for (const customer of customers)
        expect((await addToCart(base, customer.token, productId)).status).toBe(201);
      const watcher = await connectRealtime(base, customers[0]!.token);

      // Hold the product's row so every checkout is inside its transaction, waiting, when the connections die.
      const holder = new pg.Client({ connectionString: database.url! });
      await holder.connect();
      await holder.query('begin');
      await holder.query('select 1 from products where id = $1 for update', [productId]);
      const keys = customers.map(() => randomUUID());
      const inFlight = customers.map((customer, n) =>
        checkout(base, customer.token, keys[n]!, n % 2 === 0 ? 'en' : 'hi'),
      );
      await waitFor('checkouts to wait on the held row', async () => {
        const waiting = await admin.query<{ n: number }>(
          `select count(*)::int as n from pg_stat_activity
          where application_name = $1 and wait_event_type = 'Lock'`,
          [SERVER_APPLICATION_NAME],
        );
        return waiting.rows[0]!.n >= customers.length ? true : undefined;
      });
      expect(await terminateServerConnections(admin)).toBeGreaterThanOrEqual(customers.length + 1);
      const replies = await Promise.all(inFlight);
      await holder.query('rollback');
      await holder.end();

      expect(server.alive(), server.output()).toBe(true);
      for (const [n, reply] of replies.entries()) {
        expect(reply.status, JSON.stringify(reply.body)).toBe(503);
        expect(reply.body.error.code).toBe('NETWORK');
        expect(reply.body.error.message).toBe(
          n % 2 === 0
            ? 'Network error. Please check your connection and try again.'
            : 'नेटवर्क त्रुटि। कृपया अपना कनेक्शन जाँचें और फिर से प्रयास करें।',
        );
      }
      const partial = await admin.query<{ n: number }>('select count(*)::int as n from orders');
      expect(partial.rows[0]!.n).toBe(0);

      // The pool recovers: the same requests, retried with their keys, now succeed, each once.
      const retried = await Promise.all(
        customers.map((customer, n) => checkout(base, customer.token, keys[n]!)),
      );
      expect(retried.map((reply) => reply.status)).toEqual(customers.map(() => 201));
      const again = await Promise.all(
        customers.map((customer, n) => checkout(base, customer.token, keys[n]!)),
      );
      expect(again.map((reply) => reply.body.order?.id)).toEqual(retried.map((reply) => reply.body.order.id));

      // LISTEN is back on a new connection, and the realtime socket (which never noticed) still gets its events.
      await waitFor('the LISTEN connection to come back', async () => {
        const listening = await admin.query<{ n: number }>(
          `select count(*)::int as n from pg_stat_activity where application_name = $1 and query ilike 'listen%'`,
          [SERVER_APPLICATION_NAME],
        );
        return listening.rows[0]!.n >= 1 ? true : undefined;
      });
      const orderId = retried[0]!.body.order.id;
      await watcher.waitFor((m) => m.type === 'event' && JSON.stringify(m).includes(orderId), 10_000);
      expect(eventsOf(watcher).length).toBeGreaterThan(0);
      await watcher.close();
      await assertShopIsExact(database.db, productId, INITIAL_STOCK);
    });

    it('when connections are terminated again and again under free-running checkout load, then nothing is a 500 and the process lives', async () => {
      const base = server!.url;
      const customers = await Promise.all(Array.from({ length: 10 }, (_, n) => signUp(base, 100 + n)));
      const statuses: number[] = [];
      const pending: { token: string; key: string }[] = [];
      const stopAt = Date.now() + 4_000;
      const shopper = async (token: string) => {
        while (Date.now() < stopAt) {
          const added = await addToCart(base, token, productId);
          statuses.push(added.status);
          if (added.status !== 201) continue;
          const key = randomUUID();
          const reply = await checkout(base, token, key);
          statuses.push(reply.status);
          if (reply.status === 503) pending.push({ token, key });
        }
      };
      const load = Promise.all(customers.map((customer) => shopper(customer.token)));
      let sweeps = 0;
      for (const at of [800, 1_600, 2_400]) {
        await new Promise((resolve) => setTimeout(resolve, at - sweeps * 800));
        await terminateServerConnections(admin);
        sweeps += 1;
      }
      // If the process died, say why (its own log), not just that a request failed.
      await load.catch((error: unknown) => {
        throw new Error(`load failed (${String(error)}); server log:\n${server!.output().slice(-4_000)}`);
      });
      expect(server!.alive(), server!.output()).toBe(true);
      expect(statuses.filter((s) => s >= 500 && s !== 503)).toEqual([]);
      expect(statuses.filter((s) => s === 201).length).toBeGreaterThan(10);
      // A 503 may have come after the commit: the retry with the same key returns that order, never a second one.
      for (const { token, key } of pending) {
        const retry = await waitFor('a retry to get through', async () => {
          const reply = await checkout(base, token, key);
          return reply.status === 503 ? undefined : reply;
        });
        expect([201, 409, 422]).toContain(retry.status);
      }
      await assertShopIsExact(database.db, productId, INITIAL_STOCK);
    });

    it('when the process is killed with SIGKILL during a burst of checkouts, then after a restart no order is partial, stock is exact and every retry makes its order once', async () => {
      let base = server!.url;
      const customers = await Promise.all(Array.from({ length: 40 }, (_, n) => signUp(base, 200 + n)));
      for (const customer of customers)
        expect((await addToCart(base, customer.token, productId, 2)).status).toBe(201);
      const keys = customers.map(() => randomUUID());
      const burst = customers.map((customer, n) =>
        checkout(base, customer.token, keys[n]!).catch(() => null),
      );
      // Kill as soon as the first of them has committed: the rest are in flight or queued.
      await waitFor('the first order of the burst', async () => {
        const placed = await admin.query<{ n: number }>(
          'select count(*)::int as n from orders where user_id = any($1::uuid[])',
          [customers.map((customer) => customer.userId)],
        );
        return placed.rows[0]!.n > 0 ? true : undefined;
      });
      await server!.killHard();
      const replies = await Promise.all(burst);
      expect(
        replies.some((reply) => reply === null),
        'some requests were cut off by the kill',
      ).toBe(true);

      server = await startServerProcess(database.url!);
      base = server.url;
      await assertShopIsExact(database.db, productId, INITIAL_STOCK);
      const retried = await Promise.all(
        customers.map((customer, n) => checkout(base, customer.token, keys[n]!)),
      );
      expect(retried.map((reply) => reply.status)).toEqual(customers.map(() => 201));
      for (const [n, reply] of replies.entries()) {
        if (reply?.status === 201) expect(retried[n]!.body.order.id).toBe(reply.body.order.id);
      }
      const perCustomer = await admin.query<{ n: number }>(
        `select count(*)::int as n from orders where user_id = any($1::uuid[]) group by user_id`,
        [customers.map((customer) => customer.userId)],
      );
      expect(perCustomer.rows.map((row) => row.n)).toEqual(customers.map(() => 1));
      await assertShopIsExact(database.db, productId, INITIAL_STOCK);
    });
  },
);
