import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fillCart,
  newCustomer,
  placeOrder,
  productIdBySlug,
  setStock,
} from '../test-support/shop-fixtures.js';
import { connectRealtime } from '../test-support/socket-client.js';
import { startTestServer, type TestServer } from '../test-support/test-server.js';

const TOKEN = 'prometheus-scrape-token-7f3a9c1e5b2d8046';
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seed: true, env: { METRICS_TOKEN: TOKEN } });
});
afterAll(() => server?.stop());

async function scrape(): Promise<string> {
  const response = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/plain');
  return response.text();
}

/** The value of one series (name and exact label set as Prometheus prints them); 0 when absent. */
function seriesValue(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('Prometheus metrics at /metrics (issue 19 item 3)', () => {
  it('when a scrape comes without the token, with a user session or with a wrong token, then it is refused 401 and shows nothing', async () => {
    const customer = await newCustomer(server);
    for (const authorization of [undefined, `Bearer ${customer.token}`, `Bearer ${TOKEN}x`, TOKEN]) {
      const response = await fetch(`${server.url}/metrics`, {
        headers: authorization ? { authorization } : {},
      });
      expect(response.status).toBe(401);
      expect(await response.text()).not.toContain('tokri_');
    }
  });

  it('when a customer checks out, then the order counter moves by exactly 1, and the HTTP histogram has the route pattern and status, not the raw path', async () => {
    const customer = await newCustomer(server);
    const productId = await productIdBySlug(server.db, 'basmati-rice');
    await setStock(server.db, productId, 50, 25_000);
    await fillCart(server, customer.token, [{ productId, quantity: 1 }]);
    const before = await scrape();
    const key = `metrics-${Date.now()}`;
    const placed = await placeOrder(server, customer.token, undefined, key);
    expect(placed.status).toBe(201);
    // The same idempotency key again is the same order: it must not count twice.
    expect((await placeOrder(server, customer.token, undefined, key)).status).toBe(201);
    const orderId = placed.body.order?.id ?? placed.body.id;
    expect((await server.api(`/api/orders/${orderId}`, { token: customer.token })).status).toBe(200);
    const after = await scrape();

    const placedSeries = 'tokri_orders_total{status="placed"}';
    expect(seriesValue(after, placedSeries) - seriesValue(before, placedSeries)).toBe(1);
    const checkoutCount =
      'tokri_http_request_duration_seconds_count{method="POST",route="/api/checkout",status="201"}';
    expect(seriesValue(after, checkoutCount) - seriesValue(before, checkoutCount)).toBe(2);
    expect(
      seriesValue(
        after,
        'tokri_http_request_duration_seconds_count{method="GET",route="/api/orders/:id",status="200"}',
      ),
    ).toBeGreaterThanOrEqual(1);
    expect(after).not.toContain(orderId);
    const queries = 'tokri_db_query_duration_seconds_count{kind="transaction",outcome="ok"}';
    expect(seriesValue(after, queries)).toBeGreaterThan(seriesValue(before, queries));
  });

  it('when a realtime socket is open and an event reaches it, then the socket gauge counts it and the delivery lag is observed', async () => {
    const customer = await newCustomer(server);
    const idle = await scrape();
    const socket = await connectRealtime(server.url, customer.token);
    const open = await scrape();
    expect(seriesValue(open, 'tokri_realtime_sockets{kind="realtime"}')).toBe(
      seriesValue(idle, 'tokri_realtime_sockets{kind="realtime"}') + 1,
    );
    const productId = await productIdBySlug(server.db, 'basmati-rice');
    await fillCart(server, customer.token, [{ productId, quantity: 1 }]);
    expect((await placeOrder(server, customer.token)).status).toBe(201);
    await socket.waitFor((m) => m.type === 'event');
    const delivered = await scrape();
    expect(seriesValue(delivered, 'tokri_realtime_delivery_lag_seconds_count')).toBeGreaterThan(
      seriesValue(idle, 'tokri_realtime_delivery_lag_seconds_count'),
    );
    await socket.close();
    await expect
      .poll(async () => seriesValue(await scrape(), 'tokri_realtime_sockets{kind="realtime"}'))
      .toBe(seriesValue(idle, 'tokri_realtime_sockets{kind="realtime"}'));
  });

  it('when scraped, then every listed series is there: HTTP, pool, queries, jobs, realtime, orders, payments, push', async () => {
    // Orders queue jobs (push, SMS): the queue depth has rows to show.
    const text = await scrape();
    for (const name of [
      'tokri_http_request_duration_seconds',
      'tokri_db_pool_connections',
      'tokri_db_query_duration_seconds',
      'tokri_job_queue_depth',
      'tokri_job_failures_total',
      'tokri_realtime_sockets',
      'tokri_realtime_delivery_lag_seconds',
      'tokri_orders_total',
      'tokri_payments_total',
      'tokri_push_sends_total',
      'tokri_process_resident_memory_bytes',
    ]) {
      expect(text, name).toContain(`# TYPE ${name} `);
    }
    for (const state of ['in_use', 'idle', 'waiting', 'max']) {
      expect(text).toContain(`tokri_db_pool_connections{state="${state}"}`);
    }
    const { rows } = await server.db.query<{ n: number }>(
      `select count(*)::int as n from scheduled_jobs where kind = 'web_push' and done_at is null`,
    );
    expect(seriesValue(text, 'tokri_job_queue_depth{kind="web_push",state="waiting"}')).toBe(rows[0]!.n);
    expect(rows[0]!.n).toBeGreaterThan(0);
  });
});

describe('business counts wait for the commit', () => {
  it('when a transaction counts and then rolls back, then nothing is counted; when it commits, then it counts once', async () => {
    const { countAfterCommit, ordersByStatus } = await import('./metrics.js');
    const read = async () =>
      (await ordersByStatus.get()).values.find((v) => v.labels.status === 'test_only')?.value ?? 0;
    const start = await read();
    await expect(
      server.db.transaction(async (tx) => {
        await tx.query('select 1');
        countAfterCommit(() => ordersByStatus.inc({ status: 'test_only' }));
        expect(await read()).toBe(start);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await read()).toBe(start);
    await server.db.transaction(async (tx) => {
      await tx.query('select 1');
      countAfterCommit(() => ordersByStatus.inc({ status: 'test_only' }));
    });
    expect(await read()).toBe(start + 1);
  });
});
