import type { Database, Queryable, Transaction } from '../db/database.js';
import { dbQueryDuration, gaugeReadAtScrape, restartCommitCounts, withCommitCounts } from './metrics.js';

function timed<T>(kind: 'query' | 'transaction' | 'exec', work: () => Promise<T>): Promise<T> {
  const stop = dbQueryDuration.startTimer({ kind });
  return work().then(
    (value) => {
      stop({ outcome: 'ok' });
      return value;
    },
    (error: unknown) => {
      stop({ outcome: 'error' });
      throw error;
    },
  );
}

function timedQueryable<Q extends Queryable>(target: Q): Q['query'] {
  return (sql, params) => timed('query', () => target.query(sql, params));
}

/**
 * The database as the app uses it, measured: every statement's and transaction's duration, the pool's use at
 * scrape time, and business counts held back until their transaction commits (`countAfterCommit`).
 */
export function instrumentDatabase(db: Database): Database {
  let active = 0;
  gaugeReadAtScrape(
    'tokri_db_pool_connections',
    'Database connections of this instance: in_use, idle, waiting (requests queued for one), max',
    ['state'],
    (gauge) => {
      const pool = db.poolStats?.();
      // PGlite is one connection inside the process: in use while a statement or transaction runs.
      gauge.set({ state: 'in_use' }, pool ? pool.total - pool.idle : Math.min(active, 1));
      gauge.set({ state: 'idle' }, pool ? pool.idle : active > 0 ? 0 : 1);
      gauge.set({ state: 'waiting' }, pool ? pool.waiting : Math.max(active - 1, 0));
      gauge.set({ state: 'max' }, pool ? pool.max : 1);
    },
  );
  const track = async <T>(work: () => Promise<T>): Promise<T> => {
    active += 1;
    try {
      return await work();
    } finally {
      active -= 1;
    }
  };
  const query = timedQueryable(db);
  return {
    engine: db.engine,
    query: (sql, params) => track(() => query(sql, params)),
    transaction: (work) =>
      track(() =>
        timed('transaction', () =>
          withCommitCounts(() =>
            db.transaction((tx) => {
              // Each attempt (a PostgreSQL server runs a deadlocked one again) starts with nothing counted.
              restartCommitCounts();
              return work({ ...tx, query: timedQueryable(tx), exec: tx.exec.bind(tx) } satisfies Transaction);
            }),
          ),
        ),
      ),
    exec: (script) => track(() => timed('exec', () => db.exec(script))),
    listen: (channel, onNotify, onConnection) => db.listen(channel, onNotify, onConnection),
    ...(db.poolStats ? { poolStats: () => db.poolStats!() } : {}),
    close: () => db.close(),
  };
}
