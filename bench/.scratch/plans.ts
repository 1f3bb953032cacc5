import { openPostgresDatabase } from '../../apps/server/src/db/pg-database.js';
import { LIST_SQL } from '../catalog/bare-baseline.js';
import { createBenchDatabase, prepareCatalogue } from '../catalog/seed-catalogue.js';

const bench = await createBenchDatabase('postgres://postgres@127.0.0.1:5432/test');
const db = await openPostgresDatabase({ connectionString: bench.url, maxConnections: 2 });
try {
  await prepareCatalogue(db, 20_000);
  const stats = await db.query(
    `select relname, n_live_tup, n_dead_tup, last_autovacuum, last_autoanalyze, n_ins_since_vacuum from pg_stat_user_tables where relname in ('products','product_variants')`,
  );
  console.log(stats.rows);
  async function time(name: string, sql: string, params: unknown[], pre = '') {
    if (pre) await db.exec(pre);
    let text = '';
    for (let i = 0; i < 3; i++) {
      const { rows } = await db.query<{ 'QUERY PLAN': string }>(
        `explain (analyze, buffers) ${sql}`,
        params as never,
      );
      text = rows.map((r) => r['QUERY PLAN']).join('\n');
    }
    // wall time of 200 executions
    const t0 = performance.now();
    for (let i = 0; i < 200; i++) await db.query(sql, params as never);
    const wall = (performance.now() - t0) / 200;
    const exec = /Execution Time: ([0-9.]+)/.exec(text)?.[1];
    console.log(`\n=== ${name}: execution ${exec} ms, round trip ${wall.toFixed(2)} ms`);
    if (process.env.SHOW) console.log(text);
    if (pre) await db.exec('reset all; set pg_trgm.word_similarity_threshold = 0.45');
  }
  await time('list (as is)', LIST_SQL, ['dairy', 25]);
  const lazy = LIST_SQL.replace(
    'exists (select 1 from product_variants v where v.product_id = p.id and v.is_active) as has_variants',
    'coalesce((select true from product_variants v where v.product_id = p.id and v.is_active limit 1), false) as has_variants',
  );
  await time('list, has_variants as scalar subquery', lazy, ['dairy', 25]);
  const noVariants = LIST_SQL.replace(
    'exists (select 1 from product_variants v where v.product_id = p.id and v.is_active) as has_variants',
    'false as has_variants',
  );
  await time('list, without has_variants (lower bound)', noVariants, ['dairy', 25]);
  const search = `select p.id from products p join categories c on c.id = p.category_id
    where p.is_active and (p.search_text like $2 or $1 <% p.search_text)
    order by (lower(p.name) like $3) desc, (p.search_text like $2) desc, word_similarity($1, p.search_text) desc, p.stock_quantity > 0 desc, p.name limit $4`;
  for (const q of ['doodh', 'tomatto', 'chicken']) {
    await time(`search ${q} (id only)`, search, [q, `%${q}%`, `${q}%`, 8]);
    await time(
      `search ${q} enable_seqscan=off`,
      search,
      [q, `%${q}%`, `${q}%`, 8],
      'set enable_seqscan = off',
    );
    const likeOnly = search.replace(' or $1 <% p.search_text', '');
    await time(`search ${q} like only`, likeOnly, [q, `%${q}%`, `${q}%`, 8]);
  }
  const wsim = await db.query(`select count(*) from products where 'doodh' <% search_text`);
  console.log(wsim.rows, (await db.query('show pg_trgm.word_similarity_threshold')).rows);
  const len = await db.query(
    `select avg(length(search_text))::int avg, max(length(search_text)) from products`,
  );
  console.log(len.rows);
  const demoLen = await db.query(
    `select avg(length(search_text))::int avg from products where slug not like '%-%-%-%'`,
  );
  console.log(demoLen.rows);
} finally {
  await db.close();
  await bench.drop();
}
