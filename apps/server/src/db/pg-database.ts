import pg from 'pg';
import { logger } from '../logger.js';
import type { Database, Queryable, QueryResult, SqlParam, Transaction } from './database.js';
import { SESSION_STARTUP_OPTIONS, serialiseParams } from './database.js';
import { PreparedStatementNames } from './prepared-statements.js';

const DATE_OID = 1082;
const log = logger.child({ module: 'db' });

/** pg reports a lost connection as a plain Error with no SQLSTATE; these are its messages for that. */
const LOST_CONNECTION =
  /Connection terminated|connection error|not queryable|timeout exceeded when trying to connect|Connection ended/i;

/**
 * Gives a lost connection the SQLSTATE it stands for (08006, connection failure), so the one error mapper
 * answers 503 with the translated network message instead of 500.
 */
export function asConnectionFailure(error: unknown): unknown {
  if (!(error instanceof Error) || 'code' in error || !LOST_CONNECTION.test(error.message)) return error;
  return Object.assign(new Error(`database connection lost: ${error.message}`, { cause: error }), {
    code: '08006',
  });
}

function wrap(target: pg.Pool | pg.PoolClient, statements: PreparedStatementNames): Queryable {
  return {
    async query<Row>(sql: string, params?: readonly SqlParam[]): Promise<QueryResult<Row>> {
      try {
        const name = statements.nameFor(sql);
        const values = serialiseParams(params);
        const result = await (name ? target.query({ name, text: sql, values }) : target.query(sql, values));
        return { rows: result.rows as Row[], rowCount: result.rowCount ?? result.rows.length };
      } catch (error) {
        throw asConnectionFailure(error);
      }
    },
  };
}

/**
 * Deadlock detected (40P01) and serialization failure (40001): the server rolled this transaction back so that
 * another could go on. Running it again from the start is then safe and usually succeeds (ADR 0071).
 */
const RETRYABLE_CONFLICTS = new Set(['40P01', '40001']);

export function isRetryableConflict(error: unknown): boolean {
  return error instanceof Error && RETRYABLE_CONFLICTS.has(String((error as { code?: unknown }).code ?? ''));
}

/** One attempt at a transaction on a connection of its own: committed when `work` resolves, else rolled back. */
async function runOnce<T>(
  pool: pg.Pool,
  statements: PreparedStatementNames,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  const client = await pool.connect().catch((error: unknown) => {
    throw asConnectionFailure(error);
  });
  // A checked-out client has no listener of the pool's: without this one, a connection killed mid-transaction
  // (failover, restart, pg_terminate_backend) is an unhandled 'error' event that ends the process.
  let lost: Error | undefined;
  const onError = (error: Error) => {
    lost = error;
  };
  client.on('error', onError);
  try {
    const tx = {
      ...wrap(client, statements),
      // No parameters: the simple query protocol, which runs a whole script of statements.
      exec: async (script: string) => {
        await client.query(script).catch((error: unknown) => {
          throw asConnectionFailure(error);
        });
      },
    };
    await tx.query('begin');
    const result = await work(tx);
    await tx.query('commit');
    return result;
  } catch (error) {
    if (!lost) await client.query('rollback').catch(() => undefined);
    throw lost && !(error instanceof Error && 'code' in error) ? asConnectionFailure(lost) : error;
  } finally {
    client.off('error', onError);
    // A broken connection is destroyed rather than handed to the next request.
    client.release(lost ?? undefined);
  }
}

const RELISTEN_MAX_DELAY_MS = 10_000;

export interface PostgresOptions {
  connectionString: string;
  maxConnections?: number;
  connectionTimeoutMillis?: number;
}

export async function openPostgresDatabase(options: PostgresOptions): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.maxConnections ?? 20,
    // A request waits at most this long for a connection, then answers 503 instead of hanging on a server that
    // does not answer. Long enough that a burst queued behind a busy pool (1,000 checkouts on 20 connections
    // take ~7 s on 2 cores) is served, not refused; a server that is down refuses connections at once anyway.
    connectionTimeoutMillis: options.connectionTimeoutMillis ?? 30_000,
    // Session settings as a startup parameter: no extra query racing the first real one on a new connection.
    options: SESSION_STARTUP_OPTIONS,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === DATE_OID
          ? (value: string) => value
          : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', (error) => log.warn({ err: error }, 'idle connection lost; the pool replaces it'));
  // Every new connection gets a listener of its own as it is made: a FATAL (pg_terminate_backend, a failover)
  // can come in the same read as its first ReadyForQuery, and pg parses it before `await pool.connect()`
  // resumes and the transaction adds one. An 'error' event with no listener ends the process. The request then
  // finds the connection "not queryable" and answers 503; the pool drops the connection on release.
  pool.on('connect', (client) =>
    client.on('error', (error) => log.debug({ err: error }, 'connection lost; its request answers 503')),
  );
  await pool.query('select 1');
  const statements = new PreparedStatementNames();
  const base = wrap(pool, statements);
  return {
    engine: 'postgres',
    query: base.query,
    async transaction(work) {
      try {
        return await runOnce(pool, statements, work);
      } catch (error) {
        if (!isRetryableConflict(error)) throw error;
        // The other transaction of the pair went through; this one runs again once, from the start (ADR 0071).
        log.warn(
          { err: error, code: (error as { code: string }).code },
          'transaction conflict; retried once',
        );
        return runOnce(pool, statements, work);
      }
    },
    async exec(script) {
      await pool.query(script);
    },
    /**
     * A dedicated connection per listener (LISTEN is per session). When the server drops it, it reconnects with
     * backoff until it succeeds, then calls `onNotify('')` once so the listener catches up on what it missed.
     */
    async listen(channel, onNotify, onConnection) {
      let client: pg.Client | null = null;
      let stopped = false;
      let retry: ReturnType<typeof setTimeout> | undefined;
      const connect = async () => {
        const next = new pg.Client({ connectionString: options.connectionString });
        next.on('notification', (message) => {
          if (message.channel === channel) onNotify(message.payload ?? '');
        });
        next.on('error', () => undefined);
        try {
          await next.connect();
          await next.query(`listen ${pg.escapeIdentifier(channel)}`);
        } catch (error) {
          await next.end().catch(() => undefined);
          throw error;
        }
        next.on('end', () => {
          if (stopped) return;
          onConnection?.(false);
          reconnect(1);
        });
        client = next;
      };
      const reconnect = (attempt: number) => {
        const delay = Math.min(RELISTEN_MAX_DELAY_MS, 250 * 2 ** attempt);
        retry = setTimeout(() => {
          if (stopped) return;
          connect().then(
            () => {
              onConnection?.(true);
              onNotify('');
            },
            () => reconnect(attempt + 1),
          );
        }, delay);
        retry.unref();
      };
      await connect();
      return async () => {
        stopped = true;
        clearTimeout(retry);
        await client?.end().catch(() => undefined);
      };
    },
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: options.maxConnections ?? 20,
    }),
    close: () => pool.end(),
  };
}
