import { openPostgresDatabase } from '../../apps/server/src/db/pg-database.js';
import { createBenchDatabase, prepareCatalogue } from '../catalog/seed-catalogue.js';
import { createSearchService } from '../../apps/server/src/modules/catalog/search-service.js';
import type { Queryable } from '../../apps/server/src/db/database.js';

const bench = await createBenchDatabase('postgres://postgres@127.0.0.1:5432/test');
const db = await openPostgresDatabase({ connectionString: bench.url, maxConnections: 1 });
try {
  await prepareCatalogue(db, 20_000);
  await db.exec('vacuum analyze');
  const rec: { sql: string; params: unknown[] }[] = [];
  const recorder: Queryable = { async query(sql, params = []) { rec.push({ sql, params: [...params] }); return { rows: [], rowCount: 0 }; } };
  await createSearchService(recorder).suggest('doodh', 'en', 8);
  const searchSql = rec[0]!.sql;
  const wall = async (name: string, sql: string, params: unknown[]) => {
    for (let i = 0; i < 3; i++) await db.query(sql, params as never);
    const t0 = performance.now();
    let n = 0;
    for (; n < 50 && performance.now() - t0 < 5000; n++) await db.query(sql, params as never);
    const { rows } = await db.query<{ 'QUERY PLAN': string }>(`explain ${sql}`, params as never);
    console.log(`${name}: ${((performance.now() - t0) / n).toFixed(2)} ms  | ${rows[0]!['QUERY PLAN'].slice(0, 60)} ${rows.some((r) => r['QUERY PLAN'].includes('BitmapOr')) ? '[BitmapOr]' : ''}${rows.some((r) => r['QUERY PLAN'].includes('Seq Scan on products')) ? '[seqscan]' : ''}`);
  };
  const terms = ['doodh', 'tomatto', 'दूध', 'chicken', 'rice'];
  const p = (q: string) => [q, `%${q}%`, `${q}%`, 8];
  for (const q of terms) await wall(`as is       ${q}`, searchSql, p(q));
  const union = searchSql.replace(
    'where p.is_active and (p.search_text like $2 or $1 <% p.search_text)',
    `where p.is_active and p.id in (select id from products where search_text like $2
                                     union all select id from products where $1 <% search_text)`,
  );
  for (const q of terms) await wall(`union       ${q}`, union, p(q));
  await db.exec('alter function word_similarity_op(text, text) cost 200');
  for (const q of terms) await wall(`op cost 200 ${q}`, searchSql, p(q));
  await db.exec('alter function word_similarity_op(text, text) cost 1');
  // fallback (no match) query cost
  await wall('fallback close-match query xyzzyq', rec[1]?.sql ?? 'select 1', [ 'xyzzyq', 5 ]);
} finally {
  await db.close();
  await bench.drop();
}
