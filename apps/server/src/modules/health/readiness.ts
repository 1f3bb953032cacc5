import type { ReadinessResponse } from '@tokri/core';
import type { Queryable } from '../../db/database.js';

/** A probe comes every few seconds: a database that has not answered in this long counts as unreachable. */
const CHECK_TIMEOUT_MS = 2_000;

export interface ReadinessSources {
  db: Queryable;
  /** The migration files this build ships (read once at start-up). */
  migrations: readonly string[];
  /** The realtime hub's LISTEN connection. */
  listening: () => boolean;
  /** SIGTERM arrived: the instance is finishing what it has and takes nothing new. */
  draining: () => boolean;
}

function withinTimeLimit<T>(work: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('readiness check timed out')), CHECK_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Whether this instance should get traffic (ADR 0061): the database answers, every shipped migration is applied,
 * the LISTEN connection is up, and it is not draining. One statement answers the first two.
 */
export async function checkReadiness(sources: ReadinessSources): Promise<ReadinessResponse> {
  let database: ReadinessResponse['checks']['database'] = 'ok';
  let migrations: ReadinessResponse['checks']['migrations'] = 'unknown';
  try {
    const { rows } = await withinTimeLimit(
      sources.db.query<{ applied: number }>(
        'select count(*)::int as applied from schema_migrations where name = any($1::text[])',
        [sources.migrations],
      ),
    );
    migrations = rows[0]?.applied === sources.migrations.length ? 'ok' : 'pending';
  } catch {
    database = 'failed';
  }
  const realtime = sources.listening() ? 'ok' : 'disconnected';
  const draining = sources.draining();
  return {
    ready: !draining && database === 'ok' && migrations === 'ok' && realtime === 'ok',
    draining,
    checks: { database, migrations, realtime },
  };
}
