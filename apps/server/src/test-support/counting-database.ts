import type { Database, Queryable, Transaction } from '../db/database.js';

/**
 * A Database that passes everything through and, while counting, keeps the SQL of every round trip it
 * carries: statements inside transactions, outside them, and each begin/commit pair counted as two.
 */
export function countingDatabase(inner: Database) {
  const statements: string[] = [];
  let counting = false;
  const note = (sql: string) => {
    if (counting) statements.push(sql);
  };
  const wrap = (tx: Transaction): Transaction => ({
    query(sql, params) {
      note(sql);
      return tx.query(sql, params);
    },
    exec: (script) => tx.exec(script),
  });
  const outside: Queryable = {
    query(sql, params) {
      note(sql);
      return inner.query(sql, params);
    },
  };
  const db: Database = {
    engine: inner.engine,
    query: outside.query,
    async transaction(work) {
      note('begin');
      try {
        return await inner.transaction((tx) => work(wrap(tx)));
      } finally {
        note('commit');
      }
    },
    exec: (script) => inner.exec(script),
    listen: (channel, onNotify, onConnection) => inner.listen(channel, onNotify, onConnection),
    ...(inner.poolStats ? { poolStats: () => inner.poolStats!() } : {}),
    close: () => inner.close(),
  };
  return {
    db,
    /** Counts the round trips `work` causes (other traffic in the meantime counts too: keep it quiet). */
    async count(work: () => Promise<unknown>): Promise<string[]> {
      statements.length = 0;
      counting = true;
      try {
        await work();
      } finally {
        counting = false;
      }
      return [...statements];
    },
  };
}
