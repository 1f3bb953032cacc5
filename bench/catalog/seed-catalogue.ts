import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Database } from '../../apps/server/src/db/database.js';
import { migrate } from '../../apps/server/src/db/migrate.js';
import { seedDemoData } from '../../apps/server/src/db/seed/seed-demo-data.js';
import { syntheticProducts } from './synthetic-products.js';

export interface BenchDatabase {
  name: string;
  url: string;
  /** Drops the database (forcefully, other connections are cut). Safe to call more than once. */
  drop(): Promise<void>;
}

async function withAdmin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A fresh database on the server behind `adminUrl`, as the server tests make one (test-database.ts). */
export async function createBenchDatabase(adminUrl: string): Promise<BenchDatabase> {
  const name = `tokri_bench_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  let dropped = false;
  return {
    name,
    url: url.toString(),
    async drop() {
      if (dropped) return;
      await withAdmin(adminUrl, async (client) => {
        // pg's pool.end() resolves before its connections are gone; give them a moment to leave on their own,
        // so `with (force)` does not cut clients that are already closing (they would log an error).
        for (let i = 0; i < 30; i++) {
          const { rows } = await client.query<{ n: number }>(
            'select count(*)::int as n from pg_stat_activity where datname = $1',
            [name],
          );
          if (rows[0]?.n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        await client.query(`drop database if exists ${name} with (force)`);
      });
      dropped = true;
    },
  };
}

const INSERT_PRODUCTS = `
  insert into products (category_id, slug, name, type, price_paise, unit, discount_percentage, stock_quantity,
                        image_url, images, description, translations, search_terms, is_active, created_at, updated_at)
  select c.id, r.slug, r.name, r.type, r.price_paise, r.unit, r.discount_percentage, r.stock_quantity,
         r.image_url, jsonb_build_array(r.image_url), r.description, r.translations,
         array(select jsonb_array_elements_text(r.search_terms)), r.is_active,
         now() - make_interval(secs => r.age_seconds), now() - make_interval(secs => r.age_seconds)
    from jsonb_to_recordset($1::jsonb) as r(
           category text, slug text, name text, type text, price_paise integer, unit text,
           discount_percentage integer, stock_quantity integer, image_url text, description text,
           translations jsonb, search_terms jsonb, is_active boolean, age_seconds double precision)
    join categories c on c.slug = r.category`;

const INSERT_VARIANTS = `
  insert into product_variants (product_id, name, unit, price_paise, discount_percentage, stock_quantity, sort_order)
  select p.id, v.name, v.unit, v.price_paise, v.discount_percentage, v.stock_quantity, v.sort_order
    from jsonb_to_recordset($1::jsonb) as r(slug text, variants jsonb)
    join products p on p.slug = r.slug
   cross join jsonb_to_recordset(r.variants) as v(
           name text, unit text, price_paise integer, discount_percentage integer, stock_quantity integer,
           sort_order integer)`;

const BATCH = 2500;

export interface CatalogueInfo {
  demoProducts: number;
  syntheticProducts: number;
  totalProducts: number;
  activeProducts: number;
  variants: number;
  productsPerCategory: Record<string, number>;
  seedSeconds: number;
}

/**
 * Migrates, seeds the demo catalogue and accounts, then tops the catalogue up to `total` products with
 * synthetic rows (batched `jsonb_to_recordset` inserts in one transaction), then vacuums and analyses.
 */
export async function prepareCatalogue(db: Database, total: number): Promise<CatalogueInfo> {
  const started = performance.now();
  await migrate(db);
  await seedDemoData(db);
  const demo = await count(db, 'select count(*)::int as n from products');
  const rows = syntheticProducts(Math.max(0, total - demo));
  await db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += BATCH) {
      const batch = rows.slice(i, i + BATCH);
      await tx.query(INSERT_PRODUCTS, [JSON.stringify(batch.map(({ variants: _, ...row }) => row))]);
      const withVariants = batch.filter((row) => row.variants.length > 0);
      await tx.query(INSERT_VARIANTS, [
        JSON.stringify(withVariants.map((row) => ({ slug: row.slug, variants: row.variants }))),
      ]);
    }
  });
  // A long-running shop's tables have been vacuumed and analysed (visibility map, statistics); without this,
  // autovacuum kicks in during the first load run and the planner sees a freshly loaded table.
  await db.exec('vacuum analyze');
  await db.exec('checkpoint').catch(() => undefined);
  const { rows: perCategory } = await db.query<{ slug: string; n: number }>(
    `select c.slug, count(p.id)::int as n from categories c left join products p on p.category_id = c.id
      group by c.slug order by c.slug`,
  );
  return {
    demoProducts: demo,
    syntheticProducts: rows.length,
    totalProducts: await count(db, 'select count(*)::int as n from products'),
    activeProducts: await count(db, 'select count(*)::int as n from products where is_active'),
    variants: await count(db, 'select count(*)::int as n from product_variants'),
    productsPerCategory: Object.fromEntries(perCategory.map((row) => [row.slug, row.n])),
    seedSeconds: Math.round((performance.now() - started) / 100) / 10,
  };
}

async function count(db: Database, sql: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(sql);
  return rows[0]?.n ?? 0;
}
