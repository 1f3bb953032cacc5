import { PGlite, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Database, Queryable, QueryResult, SqlParam } from './database.js';
import { SESSION_SETTINGS, serialiseParams } from './database.js';

/** Calendar dates stay "YYYY-MM-DD" strings: a Date object would shift them by the process time zone. */
const parsers = { [types.DATE]: (value: string) => value };

function wrap(target: Pick<PGlite, 'query'>): Queryable {
  return {
    async query<Row>(sql: string, params?: readonly SqlParam[]): Promise<QueryResult<Row>> {
      const result = await target.query<Row>(sql, serialiseParams(params));
      return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
    },
  };
}

/** The engine itself, with our extensions, parsers and session settings (tests dump it to snapshot a migrated schema). */
export async function createPglite(dataDir: string | undefined, loadDataDir?: Blob): Promise<PGlite> {
  const pg = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
    extensions: { pg_trgm },
    parsers,
  });
  await pg.exec(SESSION_SETTINGS);
  return pg;
}

export async function openPgliteDatabase(dataDir: string | undefined, loadDataDir?: Blob): Promise<Database> {
  return fromPglite(await createPglite(dataDir, loadDataDir));
}

export function fromPglite(pg: PGlite): Database {
  const base = wrap(pg);
  return {
    engine: 'pglite',
    query: base.query,
    transaction: (work) =>
      pg.transaction((tx) =>
        work({
          ...wrap(tx),
          exec: async (script) => {
            await tx.exec(script);
          },
        }),
      ),
    exec: async (script) => {
      await pg.exec(script);
    },
    listen: (channel, onNotify) => pg.listen(channel, onNotify).then((unlisten) => () => unlisten()),
    close: () => pg.close(),
  };
}
