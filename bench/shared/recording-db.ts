/**
 * A Database that passes everything through and, while recording, keeps every statement it was given (with
 * its parameters and whether it ran inside a transaction). Used only on a separate profiling instance, never
 * on the server being measured.
 */
import type { Database, Queryable, SqlParam } from '../../apps/server/src/db/database.js';

export interface RecordedStatement {
  sql: string;
  params: readonly SqlParam[];
  inTransaction: boolean;
}

export function recordingDatabase(inner: Database) {
  const recorded: RecordedStatement[] = [];
  let recording = false;
  let transactions = 0;
  const wrap = (target: Queryable, inTransaction: boolean): Queryable => ({
    query(sql, params = []) {
      if (recording) recorded.push({ sql, params, inTransaction });
      return target.query(sql, params);
    },
  });
  const outside = wrap(inner, false);
  const db: Database = {
    engine: inner.engine,
    query: outside.query,
    transaction(work) {
      if (recording) transactions++;
      return inner.transaction((tx) => work({ ...wrap(tx, true), exec: (script) => tx.exec(script) }));
    },
    exec: (script) => inner.exec(script),
    listen: (channel, onNotify, onConnection) => inner.listen(channel, onNotify, onConnection),
    close: () => inner.close(),
  };
  return {
    db,
    start() {
      recorded.length = 0;
      transactions = 0;
      recording = true;
    },
    stop(): { statements: RecordedStatement[]; transactions: number } {
      recording = false;
      return { statements: [...recorded], transactions };
    },
  };
}
