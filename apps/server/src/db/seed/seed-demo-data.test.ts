import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { DEMO_PASSWORD } from './demo-accounts.js';
import { seedDemoData } from './seed-demo-data.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seed: true });
});
afterAll(async () => server?.stop());

async function count(table: string) {
  const { rows } = await server.db.query<{ n: number }>(`select count(*)::int as n from ${table}`);
  return rows[0]!.n;
}

describe(`demo data on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('when the database starts empty, then the catalogue covers the five categories with 120+ products', async () => {
    const { rows } = await server.db.query<{ slug: string; products: number }>(
      `select c.slug, count(p.id)::int as products from categories c left join products p on p.category_id = c.id
        group by c.slug, c.sort_order order by c.sort_order`,
    );
    expect(rows.map((row) => row.slug)).toEqual([
      'fruits-vegetables',
      'dairy',
      'meat-seafood',
      'grains-cereals',
      'beverages-snacks',
    ]);
    expect(rows.every((row) => row.products >= 20)).toBe(true);
    expect(await count('products')).toBeGreaterThanOrEqual(120);
    expect(await count('product_variants')).toBeGreaterThan(20);
  });

  it('then products carry Hindi and Telugu names, prices in paise and shipped images', async () => {
    const { rows } = await server.db.query<{
      translations: { hi: { name: string }; te: { name: string } };
      price_paise: number;
      image_url: string;
    }>('select translations, price_paise, image_url from products');
    for (const row of rows) {
      expect(row.translations.hi.name).toMatch(/[\u0900-\u097F]/);
      expect(row.translations.te.name).toMatch(/[\u0C00-\u0C7F]/);
      expect(Number.isInteger(row.price_paise) && row.price_paise > 0).toBe(true);
      expect(row.image_url).toMatch(/^\/images\/products\/[a-z0-9-]+\.svg$/);
    }
  });

  it('then the API answers in the caller language', async () => {
    const session = await server.api('/api/auth/sign-in', {
      body: { identifier: 'customer@tokri.in', password: DEMO_PASSWORD },
    });
    const products = await server.api('/api/products?limit=5', {
      token: session.body.accessToken,
      headers: { 'x-language': 'te' },
    });
    expect(products.status).toBe(200);
    expect(products.body.items).toHaveLength(5);
    expect(products.body.items[0].name).toMatch(/[\u0C00-\u0C7F]/);
    expect(products.body.items[0].category.name).toMatch(/[\u0C00-\u0C7F]/);
  });

  it('then the demo customer, admin and delivery partner can sign in with their roles', async () => {
    const signIn = (identifier: string) =>
      server.api('/api/auth/sign-in', { body: { identifier, password: DEMO_PASSWORD } });
    const admin = await signIn('admin@tokri.in');
    expect(admin.body.user).toMatchObject({ isAdmin: true, roles: ['admin'] });
    const rider = await signIn('rider@delivery.tokri.in');
    expect(rider.body.user).toMatchObject({ isAdmin: false, isDeliveryPartner: true });
    const customerByPhone = await signIn('9876543210');
    expect(customerByPhone.body.user).toMatchObject({ email: 'customer@tokri.in', isAdmin: false });
  });

  it('when the server starts again, then nothing is seeded twice', async () => {
    const before = await count('products');
    const report = await seedDemoData(server.db);
    expect(report.seeded).toBe(false);
    expect(await count('products')).toBe(before);
  });
});

describe(`demo lots on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('then every perishable row is stocked in lots summing exactly to its stock, all on sale today; others have none', async () => {
    const { rows } = await server.db.query<{
      category: string;
      stock: number;
      lots: number;
      in_lots: number;
      on_sale: number;
      earliest: string | null;
    }>(
      `with stocked as (
         select p.id as product_id, null::uuid as variant_id, p.stock_quantity as stock, c.slug as category
           from products p join categories c on c.id = p.category_id
         union all
         select v.product_id, v.id, v.stock_quantity, c.slug
           from product_variants v join products p on p.id = v.product_id join categories c on c.id = p.category_id)
       select s.category, s.stock, count(l.id)::int as lots, coalesce(sum(l.quantity_left), 0)::int as in_lots,
              count(l.id) filter (where l.sell_by > now() and l.best_before > l.packed_on)::int as on_sale,
              min(l.best_before)::text as earliest
         from stocked s left join stock_lots l
           on l.product_id = s.product_id and l.variant_id is not distinct from s.variant_id
        group by s.product_id, s.variant_id, s.stock, s.category`,
    );
    const perishable = rows.filter((row) =>
      ['dairy', 'fruits-vegetables', 'meat-seafood'].includes(row.category),
    );
    expect(perishable.length).toBeGreaterThan(60);
    for (const row of perishable) {
      expect(row.in_lots).toBe(row.stock);
      expect(row.on_sale).toBe(row.lots);
      if (row.stock >= 2) expect(row.lots).toBe(2);
    }
    for (const row of rows.filter((candidate) => !perishable.includes(candidate))) expect(row.lots).toBe(0);
  });
});
