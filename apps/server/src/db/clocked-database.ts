import { type Clock, systemClock } from '../clock.js';
import type { Database, Transaction } from './database.js';

const SET_CLOCK = "select set_config('tokri.now', $1, true)";
const SET_CLOCK_FOR_SESSION = "select set_config('tokri.now', $1, false)";

/**
 * The database on the app's clock (ADR 0073). SQL reads the time through tokri_now() (migration 0039), which is
 * the transaction's `tokri.now` when set and the transaction's own now() otherwise. With the system clock the two
 * agree, so production runs the database as it is, with no extra statement. With any other clock (a test standing
 * at 23:59:59 IST, or a year ahead) every transaction, and every statement outside one, first sets `tokri.now` to
 * the clock's reading, so what SQL stamps and compares is the clock's time, not the machine's.
 *
 * PGlite is one connection that runs a statement from outside an open transaction inside it, so a statement there
 * must not open a transaction of its own (it would wait for the open one, which may be waiting for it): the
 * setting is made for the session just before the statement instead, and cleared just after it.
 */
export function onClock(db: Database, clock: Clock): Database {
  if (clock === systemClock) return db;
  const reading = strictlyRising(clock);
  const clocked = async <T>(work: (tx: Transaction) => Promise<T>): Promise<T> =>
    db.transaction(async (tx) => {
      await tx.query(SET_CLOCK, [reading()]);
      return work(tx);
    });
  const query: Database['query'] =
    db.engine === 'pglite'
      ? async (sql, params) => {
          await db.query(SET_CLOCK_FOR_SESSION, [reading()]);
          try {
            return await db.query(sql, params);
          } finally {
            await db.query(SET_CLOCK_FOR_SESSION, ['']);
          }
        }
      : (sql, params) => clocked((tx) => tx.query(sql, params));
  return {
    engine: db.engine,
    query,
    transaction: clocked,
    exec: (script) => db.exec(script),
    listen: (channel, onNotify, onConnection) => db.listen(channel, onNotify, onConnection),
    ...(db.poolStats ? { poolStats: () => db.poolStats!() } : {}),
    close: () => db.close(),
  };
}

/**
 * The clock's readings as PostgreSQL timestamps, each at least a microsecond after the one before. A test's clock
 * often stands still (at 21:59 IST, say) while it places an order, moves it and refunds it: stamped at one instant,
 * the order's history, lines and notices would tie and list in any order, which the real time never does. The
 * rules themselves read the clock as it is; only what SQL stamps moves on by a microsecond a statement.
 */
function strictlyRising(clock: Clock): () => string {
  let lastMicros = 0;
  return () => {
    const micros = Math.max(clock().getTime() * 1000, lastMicros + 1);
    lastMicros = micros;
    const millis = Math.floor(micros / 1000);
    const extra = String(micros - millis * 1000).padStart(3, '0');
    return new Date(millis).toISOString().replace('Z', `${extra}Z`);
  };
}
