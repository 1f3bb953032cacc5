import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { logger } from '../logger.js';
import { httpRequestDuration } from '../metrics/metrics.js';

const log = logger.child({ module: 'http' });

/**
 * Every request once: its duration in the histogram and one access-log line, both by route pattern
 * (`/api/orders/:id`), never the raw path or query string, which can carry ids and one-time tokens. While the
 * instance drains (SIGTERM), answers say `Connection: close`, so clients and proxies take their next request
 * elsewhere instead of reusing this connection.
 */
export function observeRequests(draining: () => boolean): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const seconds = (performance.now() - started) / 1000;
    const route = routePath(c) || 'unmatched';
    const status = c.res.status;
    httpRequestDuration.observe({ method: c.req.method, route, status: String(status) }, seconds);
    log.info(
      { requestId: c.get('requestId'), method: c.req.method, route, status, ms: Math.round(seconds * 1000) },
      'request',
    );
    if (draining()) c.header('connection', 'close');
  };
}
