import { runSubscriptionsSchema } from '@tokri/core';
import { Hono } from 'hono';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/database.js';
import { loopbackOnly } from '../../http/loopback-only.js';
import { readJson } from '../../http/read-json.js';
import { runDueSubscriptions } from './midnight-run.js';

/**
 * Development and browser tests only (mounted with DEV_OUTBOX=true, which production refuses): runs the
 * midnight run now, for today or a given IST day, so a demo or a test need not wait for 00:00.
 */
export function devSubscriptionRoutes(deps: { db: Database; clock: Clock }) {
  return new Hono().use('*', loopbackOnly).post('/run', async (c) => {
    const { date } = await readJson(c, runSubscriptionsSchema);
    return c.json(await runDueSubscriptions(deps, date ? { date } : {}));
  });
}
