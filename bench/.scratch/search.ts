import { openPostgresDatabase } from '../../apps/server/src/db/pg-database.js';
import { createBenchDatabase, prepareCatalogue } from '../catalog/seed-catalogue.js';

const bench = await createBenchDatabase('postgres://postgres@127.0.0.1:5432/test');
const db = await openPostgresDatabase({ connectionString: bench.url, maxConnections: 1 });
try {
  await prepareCatalogue(db, 20_000);
  const show = async (sql: string, params: unknown[] = []) => {
    const { rows } = await db.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${sql}`, params as never);
    console.log(rows.map((r) => r['QUERY PLAN']).join('\n'), '\n');
  };
  await db.exec('set enable_seqscan = off');
  await show(`select id from products p where p.is_active and (p.search_text like '%doodh%' or 'doodh' <% p.search_text)`);
  await show(`select id from products p where 'doodh' <% p.search_text`);
  await db.exec('reset enable_seqscan');
  await show(`select count(*) from products where word_similarity('doodh', search_text) > 0.45`);
  await show(`select count(*) from products where similarity('doodh', search_text) > 0.45`);
  await show(`select count(*) from products where search_text like '%doodh%'`);
  await show(`select count(*) from products where length(search_text) > 0`);
  // ascii-only text, same length
  await show(`select count(*) from products where word_similarity('doodh', regexp_replace(search_text, '[^a-z ]', '', 'g')) > 0.45`);
  console.log((await db.query(`select search_text from products limit 3`)).rows);
  console.log((await db.query(`show server_encoding`)).rows, (await db.query(`show lc_ctype`)).rows);
} finally {
  await db.close();
  await bench.drop();
}
