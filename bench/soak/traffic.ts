/**
 * Mixed traffic through the proxy: customers browse, search, fill carts and check out (cash on delivery, one
 * Idempotency-Key per order), and an admin moves each new order through confirmed → preparing →
 * out_for_delivery. Every request is recorded under the phase it started in. A request the proxy could not
 * complete (502/503/504, or the connection cut) is retried as a client would, with the same key.
 */
import { randomUUID } from 'node:crypto';
import { ADDRESS } from '../../apps/server/src/test-support/shop-fixtures.js';
import { sleep } from '../shared/harness.js';
import { createHttpClient, type HttpClient } from '../shared/http-client.js';

const RETRYABLE = new Set([0, 502, 503, 504]);
const MAX_ATTEMPTS = 10;
const ADMIN_STEPS = ['confirmed', 'preparing', 'out_for_delivery'] as const;

export interface PhaseStats {
  /** Wall milliseconds of each request's final attempt, by route. */
  latencies: Record<string, number[]>;
  requests: number;
  /** Final answers that were not what the route gives (must stay 0). */
  errors: number;
  errorSamples: string[];
  /** Attempts the proxy or a dying instance could not complete, by status (0 = connection cut). */
  retriedAttempts: Record<string, number>;
  compressed: number;
  /** Checkouts answered 201, with the order each one returned. */
  orders: { key: string; orderId: string; customer: number }[];
  /** Status changes answered 200 (or found done after a cut-off retry). */
  statusChanges: { orderId: string; status: string; customer: number }[];
}

const emptyStats = (): PhaseStats => ({
  latencies: {},
  requests: 0,
  errors: 0,
  errorSamples: [],
  retriedAttempts: {},
  compressed: 0,
  orders: [],
  statusChanges: [],
});

export interface TrafficOptions {
  proxyUrl: string;
  customers: { index: number; token: string }[];
  adminToken: string;
  productIds: string[];
  categorySlugs: string[];
  searchTerms: string[];
  thinkMs: number;
  adminIntervalMs: number;
}

export function startTraffic(options: TrafficOptions) {
  const phases = new Map<string, PhaseStats>();
  let phase = 'warm-up';
  let running = true;
  const statsOf = (name: string) => {
    if (!phases.has(name)) phases.set(name, emptyStats());
    return phases.get(name)!;
  };
  const pending: { orderId: string; customer: number; step: number }[] = [];
  const http: HttpClient = createHttpClient(options.proxyUrl, options.customers.length + 4);
  const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!;

  /** One logical request: retried on a proxy/connection failure; recorded under the phase it started in. */
  async function call(
    route: string,
    method: string,
    path: string,
    token: string,
    extra: { body?: unknown; headers?: Record<string, string>; expect: number[] },
  ) {
    const stats = statsOf(phase);
    stats.requests++;
    for (let attempt = 1; ; attempt++) {
      const answer = await http
        .request({
          method,
          path,
          headers: { authorization: `Bearer ${token}`, ...extra.headers },
          body: extra.body === undefined ? undefined : JSON.stringify(extra.body),
          timeoutMs: 30_000,
        })
        .catch((error: Error) => ({ status: 0, text: error.message, ms: 0, headers: {} }));
      if (RETRYABLE.has(answer.status) && attempt < MAX_ATTEMPTS) {
        stats.retriedAttempts[answer.status] = (stats.retriedAttempts[answer.status] ?? 0) + 1;
        await sleep(250);
        continue;
      }
      const latencies = stats.latencies[route] ?? [];
      stats.latencies[route] = latencies;
      latencies.push(answer.ms);
      if (answer.headers['content-encoding']) stats.compressed++;
      const ok = extra.expect.includes(answer.status);
      if (!ok) {
        stats.errors++;
        if (stats.errorSamples.length < 10)
          stats.errorSamples.push(
            `${route} → ${answer.status} (content-type ${answer.headers['content-type'] ?? 'none'}) ${answer.text.slice(0, 200)}`,
          );
      }
      return { ...answer, ok, attempts: attempt, stats };
    }
  }

  async function customerLoop(customer: { index: number; token: string }) {
    let cartLines = 0;
    while (running) {
      const roll = Math.random();
      const gzip = { 'accept-encoding': 'gzip' };
      if (roll < 0.4) {
        const browse = Math.floor(Math.random() * 4);
        if (browse === 0)
          await call(
            'GET /api/products?category',
            'GET',
            `/api/products?category=${pick(options.categorySlugs)}`,
            customer.token,
            { headers: gzip, expect: [200] },
          );
        else if (browse === 1)
          await call(
            'GET /api/products/:id',
            'GET',
            `/api/products/${pick(options.productIds)}`,
            customer.token,
            { headers: gzip, expect: [200] },
          );
        else if (browse === 2)
          await call('GET /api/home', 'GET', '/api/home', customer.token, { headers: gzip, expect: [200] });
        else await call('GET / (web app)', 'GET', '/', customer.token, { headers: gzip, expect: [200] });
      } else if (roll < 0.6) {
        const q = encodeURIComponent(pick(options.searchTerms));
        await call('GET /api/search/suggestions', 'GET', `/api/search/suggestions?q=${q}`, customer.token, {
          headers: gzip,
          expect: [200],
        });
      } else if (roll < 0.9 || cartLines === 0) {
        const added = await call('POST /api/cart/items', 'POST', '/api/cart/items', customer.token, {
          body: { productId: pick(options.productIds), variantId: null, quantity: 1 },
          expect: [200, 201],
        });
        if (added.ok) cartLines++;
      } else {
        const key = randomUUID();
        const answer = await call('POST /api/checkout', 'POST', '/api/checkout', customer.token, {
          body: { address: ADDRESS, paymentMethod: 'cod' },
          headers: { 'idempotency-key': key },
          expect: [201],
        });
        if (answer.ok) {
          cartLines = 0;
          const orderId = (JSON.parse(answer.text) as { order: { id: string } }).order.id;
          answer.stats.orders.push({ key, orderId, customer: customer.index });
          pending.push({ orderId, customer: customer.index, step: 0 });
        }
      }
      await sleep(options.thinkMs * (0.5 + Math.random()));
    }
  }

  async function adminLoop() {
    while (running) {
      const next = pending.shift();
      if (next) {
        const status = ADMIN_STEPS[next.step]!;
        const answer = await call(
          'PATCH /api/admin/orders/:id/status',
          'PATCH',
          `/api/admin/orders/${next.orderId}/status`,
          options.adminToken,
          {
            body: { status },
            expect: [200],
          },
        );
        let done = answer.ok;
        // A change whose first answer was cut off may have committed: the retry is then refused as a repeat.
        if (!done && answer.attempts > 1) {
          const check = await http.request({
            method: 'GET',
            path: `/api/admin/orders/${next.orderId}`,
            headers: { authorization: `Bearer ${options.adminToken}` },
          });
          done = check.status === 200 && check.text.includes(`"status":"${status}"`);
          if (done) {
            answer.stats.errors--;
            answer.stats.errorSamples.pop();
          }
        }
        if (done) {
          answer.stats.statusChanges.push({ orderId: next.orderId, status, customer: next.customer });
          if (next.step + 1 < ADMIN_STEPS.length) pending.push({ ...next, step: next.step + 1 });
        }
      }
      await sleep(options.adminIntervalMs);
    }
  }

  const loops = [...options.customers.map(customerLoop), adminLoop()];
  return {
    setPhase(name: string) {
      phase = name;
      statsOf(name);
    },
    phases,
    /** Stops starting new requests and waits for the ones in flight. */
    async stop() {
      running = false;
      await Promise.all(loops);
      http.close();
    },
  };
}
