/**
 * One small interface over both engines: embedded PGlite and a PostgreSQL server (pg).
 * Services write plain SQL against `Queryable`; transactions get a `Queryable` bound to one connection.
 */
export type SqlParam = string | number | boolean | null | Date | readonly unknown[] | Record<string, unknown>;

export interface QueryResult<Row> {
  rows: Row[];
  rowCount: number;
}

export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: readonly SqlParam[]): Promise<QueryResult<Row>>;
}

/** A connection inside one transaction; `exec` runs a script of several statements (a migration file). */
export interface Transaction extends Queryable {
  exec(script: string): Promise<void>;
}

export type DatabaseEngine = 'pglite' | 'postgres';

export interface PoolStats {
  total: number;
  idle: number;
  /** Requests queued for a connection. */
  waiting: number;
  max: number;
}

export interface Database extends Queryable {
  readonly engine: DatabaseEngine;
  /**
   * Runs `work` in one transaction: committed when it resolves, rolled back when it throws. On a PostgreSQL
   * server, a transaction rolled back by a deadlock (40P01) or a serialization failure (40001) runs once more
   * from the start (ADR 0071), so `work` must be safe to run again: its database writes roll back, and counts
   * held for the commit (`countAfterCommit`) keep only the last attempt's. PGlite runs one at a time.
   */
  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(script: string): Promise<void>;
  /**
   * LISTEN on a channel (NOTIFY is delivered after the notifying transaction commits); returns unlisten.
   * `onConnection` hears the listening connection drop (false) and come back (true): readiness reports it.
   */
  listen(
    channel: string,
    onNotify: (payload: string) => void,
    onConnection?: (connected: boolean) => void,
  ): Promise<() => Promise<void>>;
  /** The connection pool's use (a PostgreSQL server); absent for PGlite, which is one connection in-process. */
  poolStats?(): PoolStats;
  close(): Promise<void>;
}

/**
 * Settings every connection starts with: trigram word matching is a little more forgiving than the default
 * (0.6), so one-letter typos in short words still match.
 */
export const SESSION_SETTINGS = 'set pg_trgm.word_similarity_threshold = 0.5';
export const SESSION_STARTUP_OPTIONS = '-c pg_trgm.word_similarity_threshold=0.5';

/** Expects exactly one row; otherwise throws the spec's PGRST116 ("No data found."). */
export async function queryOne<Row>(db: Queryable, sql: string, params?: readonly SqlParam[]): Promise<Row> {
  const { rows } = await db.query<Row>(sql, params);
  const [row] = rows;
  if (rows.length !== 1 || row === undefined) {
    throw Object.assign(new Error('JSON object requested, multiple (or no) rows returned'), {
      code: 'PGRST116',
    });
  }
  return row;
}

export async function queryMaybeOne<Row>(
  db: Queryable,
  sql: string,
  params?: readonly SqlParam[],
): Promise<Row | null> {
  const { rows } = await db.query<Row>(sql, params);
  return rows[0] ?? null;
}

function serialise(param: SqlParam): unknown {
  if (param === null || param instanceof Date || typeof param !== 'object' || Array.isArray(param))
    return param;
  return JSON.stringify(param);
}

export function serialiseParams(params: readonly SqlParam[] = []): unknown[] {
  return params.map(serialise);
}
