import { AsyncLocalStorage } from 'node:async_hooks';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The process's Prometheus series (issue 19, ADR 0062), one registry like the one logger: modules import the
 * instrument they feed. Every series is per process; Prometheus scrapes each instance and sums them.
 */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry, prefix: 'tokri_' });

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const httpRequestDuration = new Histogram({
  name: 'tokri_http_request_duration_seconds',
  help: 'HTTP requests by route pattern (never the raw path), method and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: SECONDS,
  registers: [metricsRegistry],
});

export const dbQueryDuration = new Histogram({
  name: 'tokri_db_query_duration_seconds',
  help: 'Statements and whole transactions against the database, by kind and outcome',
  labelNames: ['kind', 'outcome'] as const,
  buckets: [0.001, ...SECONDS],
  registers: [metricsRegistry],
});

export const jobFailures = new Counter({
  name: 'tokri_job_failures_total',
  help: 'Queued jobs (push, SMS, email) whose attempt failed and was rescheduled, by kind',
  labelNames: ['kind'] as const,
  registers: [metricsRegistry],
});

export const jobsDone = new Counter({
  name: 'tokri_jobs_done_total',
  help: 'Queued jobs finished by this instance, by kind',
  labelNames: ['kind'] as const,
  registers: [metricsRegistry],
});

export const realtimeDeliveryLag = new Histogram({
  name: 'tokri_realtime_delivery_lag_seconds',
  help: 'From an event being written to this instance sending it to a socket',
  buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

export const ordersByStatus = new Counter({
  name: 'tokri_orders_total',
  help: 'Orders entering a status (placed, payment_pending, confirmed, … cancelled), counted once on commit',
  labelNames: ['status'] as const,
  registers: [metricsRegistry],
});

export const paymentsByStatus = new Counter({
  name: 'tokri_payments_total',
  help: 'Gateway payments entering a status (created, captured, failed, refund_pending, refunded), on commit',
  labelNames: ['status'] as const,
  registers: [metricsRegistry],
});

export const pushSends = new Counter({
  name: 'tokri_push_sends_total',
  help: 'Push messages to devices, by channel (web, native) and outcome (sent, failed)',
  labelNames: ['channel', 'outcome'] as const,
  registers: [metricsRegistry],
});

/** Gauges read when Prometheus scrapes: each reads its source then, so nothing is kept up to date by hand. */
export function gaugeReadAtScrape<Label extends string>(
  name: string,
  help: string,
  labelNames: readonly Label[],
  read: (gauge: Gauge<Label>) => void | Promise<void>,
): Gauge<Label> {
  const existing = metricsRegistry.getSingleMetric(name);
  if (existing) metricsRegistry.removeSingleMetric(name);
  return new Gauge<Label>({
    name,
    help,
    labelNames,
    registers: [metricsRegistry],
    async collect() {
      this.reset();
      await read(this);
    },
  });
}

const commitScope = new AsyncLocalStorage<Array<() => void>>();

/**
 * Counts a business fact (an order placed, a payment captured) only when the transaction it happens in commits:
 * a rolled-back checkout never counts, a replayed one never counts twice. Outside a transaction it counts now.
 */
export function countAfterCommit(count: () => void): void {
  const pending = commitScope.getStore();
  if (pending) pending.push(count);
  else count();
}

/**
 * Forgets what an attempt of the current transaction counted: a transaction run again after a deadlock (ADR 0071)
 * counts only what its last, committed attempt did.
 */
export function restartCommitCounts(): void {
  commitScope.getStore()?.splice(0);
}

/** Runs a transaction so that `countAfterCommit` inside it waits for its commit (the instrumented database). */
export async function withCommitCounts<T>(run: () => Promise<T>): Promise<T> {
  const pending: Array<() => void> = [];
  const result = await commitScope.run(pending, run);
  for (const count of pending) count();
  return result;
}
