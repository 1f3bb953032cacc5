import pg from 'pg';
import type { Database, Queryable, QueryResult, SqlParam } from './database.js';
import { SESSION_STARTUP_OPTIONS, serialiseParams } from './database.js';

const DATE_OID = 1082;

function wrap(target: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<Row>(sql: string, params?: readonly SqlParam[]): Promise<QueryResult<Row>> {
      const result = await target.query(sql, serialiseParams(params));
      return { rows: result.rows as Row[], rowCount: result.rowCount ?? result.rows.length };
    },
  };
}

export interface PostgresOptions {
  connectionString: string;
  maxConnections?: number;
}

export async function openPostgresDatabase(options: PostgresOptions): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.maxConnections ?? 20,
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
  pool.on('error', (error) => console.error('[db] idle client error', error.message));
  await pool.query('select 1');
  const base = wrap(pool);
  return {
    engine: 'postgres',
    query: base.query,
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await work(wrap(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async exec(script) {
      await pool.query(script);
    },
    /** A dedicated connection per listener (LISTEN is per session); it reconnects if the server drops it. */
    async listen(channel, onNotify) {
      let client: pg.Client | null = null;
      let stopped = false;
      const connect = async () => {
        const next = new pg.Client({ connectionString: options.connectionString });
        next.on('notification', (message) => {
          if (message.channel === channel) onNotify(message.payload ?? '');
        });
        next.on('error', () => undefined);
        next.on('end', () => {
          if (!stopped) setTimeout(() => void connect().catch(() => undefined), 1000);
        });
        await next.connect();
        await next.query(`listen ${pg.escapeIdentifier(channel)}`);
        client = next;
      };
      await connect();
      return async () => {
        stopped = true;
        await client?.end().catch(() => undefined);
      };
    },
    close: () => pool.end(),
  };
}
