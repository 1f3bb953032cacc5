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
