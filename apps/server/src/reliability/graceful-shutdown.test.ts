import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/open-database.js';
import { type ServerProcess, startServerProcess } from '../test-support/server-process.js';
import { ADDRESS } from '../test-support/shop-fixtures.js';
import { signUpThroughLink } from '../test-support/sign-up-link.js';
import { connectRealtime } from '../test-support/socket-client.js';
import { createTestDatabase, type TestDatabase, testEngine } from '../test-support/test-database.js';

/**
 * SIGTERM under load (issue 19 item 2, ADR 0061): the real server as its own process, many clients on
 * keep-alive connections, checkouts in flight. Every request the server took is answered; the ones it never took
 * fail on connecting (refused), never by a reset after the server read them; each checkout makes one order.
 */
const GRACE_SECONDS = 15;
const CUSTOMERS = 10;
const LOAD_LOOPS = 6;

interface Outcome {
  id: string;
  path: string;
  status: number | null;
  error: string | null;
  at: number;
}

let counter = 0;
async function request(
  base: string,
  path: string,
  init: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Outcome & { body: unknown }> {
  const id = `drain-${++counter}`;
  const headers: Record<string, string> = { 'x-request-id': id, ...init.headers };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  try {
    const response = await fetch(`${base}${path}`, {
      method: init.body === undefined ? 'GET' : 'POST',
      headers,
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
    const text = await response.text();
    return {
      id,
      path,
      status: response.status,
      error: null,
      at: Date.now(),
      body: text ? JSON.parse(text) : null,
    };
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return {
      id,
      path,
      status: null,
      error: cause?.code ?? cause?.message ?? String(error),
      at: Date.now(),
      body: null,
    };
  }
}

async function signUp(base: string, n: number) {
  const reply = await signUpThroughLink(base, {
    identifier: `drain${n}-${randomUUID()}@example.in`,
    password: 'basket-of-mangoes-42',
    fullName: 'Drain',
  });
  if (reply.status !== 200) throw new Error(`sign-up: ${JSON.stringify(reply.body)}`);
  const body = reply.body as { accessToken: string; user: { id: string } };
  return { token: body.accessToken, userId: body.user.id };
}

/** The request ids the server wrote an access-log line for: the requests it took and answered. */
function answeredIds(output: string): Set<string> {
  const ids = new Set<string>();
  for (const line of output.split('\n')) {
    if (!line.startsWith('{')) continue;
    const record = JSON.parse(line) as { msg?: string; requestId?: string };
    if (record.msg === 'request' && record.requestId) ids.add(record.requestId);
  }
  return ids;
}

describe(`SIGTERM drain on ${testEngine()}`, () => {
  let database: TestDatabase | null = null;
  let dataDir: string | null = null;
  let server: ServerProcess | null = null;
  afterAll(async () => {
    await server?.killHard();
    await database?.dispose();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('when SIGTERM comes mid-load, then /api/ready turns 503, every accepted request is answered, realtime sockets are told 1012, each checkout in flight makes its order once, and the process exits 0 within the grace period', async () => {
    const onServer = testEngine() === 'postgres';
    if (onServer) database = await createTestDatabase({ migrate: false });
    else dataDir = await mkdtemp(join(tmpdir(), 'tokri-drain-'));
    server = await startServerProcess(database?.url ?? null, {
      LOG_LEVEL: 'info',
      DEV_OUTBOX: 'true', // its sign-up links complete the customers' sign-ups (ADR 0072)
      SHUTDOWN_GRACE_SECONDS: String(GRACE_SECONDS),
      MINIMUM_ORDER_PAISE: '0',
      ...(dataDir ? { DATA_DIR: dataDir } : {}),
    });
    const base = server.url;
    const customers = await Promise.all(Array.from({ length: CUSTOMERS }, (_, n) => signUp(base, n)));
    const list = await request(base, '/api/products?limit=50', { token: customers[0]!.token });
    const product = (
      list.body as { items: { id: string; hasVariants: boolean; stockQuantity: number }[] }
    ).items.find((item) => !item.hasVariants && item.stockQuantity >= CUSTOMERS)!;
    for (const customer of customers) {
      const added = await request(base, '/api/cart/items', {
        token: customer.token,
        body: { productId: product.id, variantId: null, quantity: 1 },
      });
      expect(added.status, JSON.stringify(added.body)).toBe(201);
    }
    const socket = await connectRealtime(base, customers[0]!.token);

    // On the PostgreSQL server the checkouts are provably in flight: the product's row is held, so each waits
    // inside its transaction when SIGTERM comes, and finishes only during the drain.
    let holder: pg.Client | null = null;
    if (database?.url) {
      holder = new pg.Client({ connectionString: database.url });
      await holder.connect();
      await holder.query('begin');
      await holder.query('select 1 from products where id = $1 for update', [product.id]);
    }

    let loading = true;
    const outcomes: (Outcome & { body: unknown })[] = [];
    const loops = Array.from({ length: LOAD_LOOPS }, async (_, n) => {
      const token = customers[n % CUSTOMERS]!.token;
      while (loading) {
        const path = n % 2 === 0 ? '/api/ready' : '/api/cart';
        const outcome = await request(base, path, { token });
        outcomes.push(outcome);
        if (outcome.error === 'ECONNREFUSED') break;
      }
    });
    // Enough open keep-alive connections for every checkout, as a proxy's upstream pool would have.
    await Promise.all(Array.from({ length: CUSTOMERS + LOAD_LOOPS }, () => request(base, '/api/health')));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const keys = customers.map(() => randomUUID());
    const checkouts = customers.map((customer, n) =>
      request(base, '/api/checkout', {
        token: customer.token,
        body: { address: ADDRESS, paymentMethod: 'cod' },
        headers: { 'idempotency-key': keys[n]! },
      }),
    );
    if (holder) {
      const admin = new pg.Client({ connectionString: database!.url! });
      await admin.connect();
      for (let waited = 0; waited < 200; waited++) {
        const { rows } = await admin.query<{ n: number }>(
          `select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`,
        );
        if (rows[0]!.n >= CUSTOMERS) break;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      await admin.end();
    }

    const sigtermAt = Date.now();
    server.child.kill('SIGTERM');
    const closed = socket.closed;
    if (holder) {
      // Let the drain start with the checkouts still waiting, then let them through.
      await new Promise((resolve) => setTimeout(resolve, 300));
      await holder.query('rollback');
      await holder.end();
    }
    const checkoutReplies = await Promise.all(checkouts);
    const exitCode = await server.exited;
    const exitedAfterMs = Date.now() - sigtermAt;
    loading = false;
    await Promise.all(loops);
    const output = server.output();

    expect(exitCode, output.slice(-3000)).toBe(0);
    expect(exitedAfterMs).toBeLessThan(GRACE_SECONDS * 1000);
    expect(output).toContain('"msg":"drained: exiting"');
    expect(output).toContain('"cutRequests":0');
    expect(await closed).toEqual({ code: 1012, reason: 'server restarting' });

    const answered = answeredIds(output);
    // A checkout the server took is answered 201. One it never took (a connection still in the listen queue when
    // the listener closed is reset by the kernel) is not in its log and made no order: the client retries it
    // with the same idempotency key elsewhere. Held on the PostgreSQL server, all of them were taken.
    for (const reply of checkoutReplies) {
      if (reply.status !== 201) expect(answered.has(reply.id), JSON.stringify(reply)).toBe(false);
      expect(reply.status === 201 || reply.error !== null, JSON.stringify(reply)).toBe(true);
    }
    if (holder) {
      expect(checkoutReplies.map((reply) => reply.status)).toEqual(customers.map(() => 201));
      expect(Math.min(...checkoutReplies.map((reply) => reply.at))).toBeGreaterThan(sigtermAt);
    }
    const load = outcomes.filter((outcome) => outcome.at >= sigtermAt);
    expect(load.length).toBeGreaterThan(0);
    for (const outcome of outcomes) {
      if (outcome.status !== null) {
        // Answered: never a server error; readiness says 503 "draining" after SIGTERM, and only then.
        if (outcome.path === '/api/ready' && outcome.status === 503) {
          expect(outcome.at).toBeGreaterThan(sigtermAt);
          expect((outcome.body as { draining?: boolean }).draining).toBe(true);
        } else expect(outcome.status, JSON.stringify(outcome)).toBeLessThan(500);
      } else {
        // Failed on the client: the server never took that request (refused, or a connection it had closed).
        expect(answered.has(outcome.id), JSON.stringify(outcome)).toBe(false);
      }
    }
    expect(outcomes.some((outcome) => outcome.path === '/api/ready' && outcome.status === 503)).toBe(true);

    const db = await openDatabase({ databaseUrl: database?.url ?? undefined, dataDir: dataDir ?? '' });
    try {
      const { rows } = await db.query<{ user_id: string; n: number }>(
        'select user_id, count(*)::int as n from orders group by user_id',
      );
      const ordersOf = new Map(rows.map((row) => [row.user_id, row.n]));
      const expected = customers.map((_, n) => (checkoutReplies[n]!.status === 201 ? 1 : 0));
      expect(customers.map((customer) => ordersOf.get(customer.userId) ?? 0)).toEqual(expected);
      expect(expected.filter(Boolean).length).toBeGreaterThan(0);
    } finally {
      await db.close();
    }
    // A first start on a fresh embedded database migrates and seeds (tens of seconds on a busy machine).
  }, 180_000);
});
