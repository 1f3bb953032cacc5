import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import { metricsRegistry } from './metrics.js';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * GET /metrics in Prometheus's text format, only with `Authorization: Bearer <METRICS_TOKEN>` (ADR 0062).
 * Anyone else gets 401 and not a word about the series. The token is compared as digests in constant time.
 */
export function metricsRoutes(token: string) {
  const expected = digest(token);
  return new Hono().get('/', async (c) => {
    const given = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1] ?? '';
    if (!timingSafeEqual(digest(given), expected)) {
      c.header('www-authenticate', 'Bearer realm="metrics"');
      return c.body(null, 401);
    }
    c.header('cache-control', 'no-store');
    return c.body(await metricsRegistry.metrics(), 200, { 'content-type': metricsRegistry.contentType });
  });
}
