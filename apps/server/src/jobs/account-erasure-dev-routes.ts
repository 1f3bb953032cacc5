import { Hono } from 'hono';
import type { Database } from '../db/database.js';
import { loopbackOnly } from '../http/loopback-only.js';
import { runDueErasures } from '../modules/privacy/account-erasure-round.js';

/**
 * Development and browser tests only (mounted with DEV_OUTBOX=true, which production refuses): runs one account
 * erasure round now, so a test with ACCOUNT_DELETION_GRACE_DAYS=0 need not wait for the timer. Loopback only.
 */
export function devAccountErasureRoutes(deps: { db: Database }) {
  return new Hono().use('*', loopbackOnly).post('/run', async (c) => c.json(await runDueErasures(deps.db)));
}
