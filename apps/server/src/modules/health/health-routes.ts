import type { HealthResponse } from '@tokri/core';
import { Hono } from 'hono';
import type { DatabaseEngine } from '../../db/database.js';
import { checkReadiness, type ReadinessSources } from './readiness.js';

/**
 * Liveness and readiness (issue 19 item 2, ADR 0061). `/health` asks nothing of the database: a database
 * outage must take instances out of rotation (`/ready`), not have them restarted in a loop.
 */
export function healthRoutes(engine: DatabaseEngine, readiness: ReadinessSources) {
  return new Hono()
    .get('/health', (c) => c.json({ ok: true, database: engine } satisfies HealthResponse))
    .get('/ready', async (c) => {
      const report = await checkReadiness(readiness);
      c.header('cache-control', 'no-store');
      return c.json(report, report.ready ? 200 : 503);
    });
}
