import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer, productIdBySlug } from '../../test-support/shop-fixtures.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer({ seed: true });
  ({ token } = await newCustomer(server));
});
afterAll(async () => server?.stop());

const get = (path: string, language = 'en') =>
  server.api(path, { token, headers: { 'x-language': language } });

async function allPages(query: string) {
  const seen: { id: string; finalPricePaise: number; discountPercentage: number; createdAt: string }[] = [];
  let cursor: string | null = null;
  do {
    const response = await get(`/api/products?${query}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(response.status).toBe(200);
    seen.push(...response.body.items);
    cursor = response.body.nextCursor;
  } while (cursor);
  return seen;
}

describe(`catalogue on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('when a visitor asks for products, then 401: the catalogue is for signed-in users', async () => {
    expect((await server.api('/api/products')).status).toBe(401);
  });

  it('when paging newest first while products are added, then no product repeats or goes missing', async () => {
    const first = await get('/api/products?limit=10');
    expect(first.body.items).toHaveLength(10);
    const { rows } = await server.db.query<{ id: string }>('select id from categories limit 1');
    for (let i = 0; i < 5; i++) {
      await server.db.query(
        `insert into products (category_id, slug, name, price_paise, unit, stock_quantity) values ($1, $2, $3, 1000, '1 pc', 5)`,
        [rows[0]!.id, `brand-new-${i}`, `Brand new ${i}`],
      );
    }
    const rest: { id: string }[] = [];
    let cursor = first.body.nextCursor as string | null;
    while (cursor) {
      const page = await get(`/api/products?limit=10&cursor=${cursor}`);
      rest.push(...page.body.items);
      cursor = page.body.nextCursor;
    }
    const ids = [...first.body.items, ...rest].map((p: { id: string }) => p.id);
    const { rows: before } = await server.db.query<{ n: number }>(
      `select count(*)::int as n from products where is_active and slug not like 'brand-new-%'`,
    );
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(before[0]!.n);
    const fresh = await get('/api/products?limit=5');
    expect(fresh.body.items.map((p: { name: string }) => p.name)).toContain('Brand new 4');
  });

  it('when sorted by price or discount, then every page continues the order', async () => {
    const byPrice = await allPages('sort=price_asc&limit=17');
    const prices = byPrice.map((p) => p.finalPricePaise);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const byDiscount = await allPages('sort=discount&limit=13');
    const discounts = byDiscount.map((p) => p.discountPercentage);
    expect(discounts).toEqual([...discounts].sort((a, b) => b - a));
    expect(new Set(byDiscount.map((p) => p.id)).size).toBe(byDiscount.length);
  });

  it('when filtered, then only matching products come back', async () => {
    const dairy = await allPages('category=dairy&inStock=true&discounted=true&minPrice=2000&maxPrice=50000');
    expect(dairy.length).toBeGreaterThan(0);
    for (const product of dairy as unknown as {
      category: { slug: string };
      stockQuantity: number;
      discountPercentage: number;
      finalPricePaise: number;
    }[]) {
      expect(product.category.slug).toBe('dairy');
      expect(product.stockQuantity).toBeGreaterThan(0);
      expect(product.discountPercentage).toBeGreaterThan(0);
      expect(product.finalPricePaise).toBeGreaterThanOrEqual(2000);
      expect(product.finalPricePaise).toBeLessThanOrEqual(50000);
    }
  });

  it('when a product is made inactive, then customers never see it anywhere', async () => {
    const id = await productIdBySlug(server.db, 'alphonso-mango');
    await server.db.query('update products set is_active = false where id = $1', [id]);
    const all = await allPages('limit=100');
    expect(all.map((p) => p.id)).not.toContain(id);
    expect((await get(`/api/products/${id}`)).status).toBe(404);
    expect((await server.api(`/api/favorites/${id}`, { method: 'PUT', token })).status).toBe(404);
    const search = await get('/api/search/suggestions?q=alphonso');
    expect(search.body.items.map((p: { id: string }) => p.id)).not.toContain(id);
    await server.db.query('update products set is_active = true where id = $1', [id]);
  });

  it('when a product has packs, then each is priced with its own discount or else the product discount', async () => {
    const id = await productIdBySlug(server.db, 'tomato');
    await server.db.query('update products set price_paise = 4000, discount_percentage = 10 where id = $1', [
      id,
    ]);
    await server.db.query('delete from product_variants where product_id = $1', [id]);
    await server.db.query(
      `insert into product_variants (product_id, name, unit, price_paise, discount_percentage, stock_quantity, sort_order)
       values ($1, '2 kg', '2 kg', 7500, 20, 8, 1), ($1, '500 g', '500 g', 2150, null, 9, 2)`,
      [id],
    );
    const detail = await get(`/api/products/${id}`);
    expect(detail.status).toBe(200);
    const packs = detail.body.product.packs;
    expect(packs.map((p: { name: string }) => p.name)).toEqual(['1 kg', '2 kg', '500 g']);
    expect(packs[0]).toMatchObject({
      id: null,
      pricePaise: 4000,
      effectiveDiscountPercentage: 10,
      finalPricePaise: 3600,
    });
    expect(packs[1]).toMatchObject({
      discountPercentage: 20,
      effectiveDiscountPercentage: 20,
      finalPricePaise: 6000,
    });
    // No discount of its own: the product's 10% applies; 2150 * 0.9 = 1935.
    expect(packs[2]).toMatchObject({
      discountPercentage: null,
      effectiveDiscountPercentage: 10,
      finalPricePaise: 1935,
    });
    expect(detail.body.product.hasVariants).toBe(true);
  });

  it('when a product is opened in Telugu, then its texts are Telugu', async () => {
    const id = await productIdBySlug(server.db, 'toned-milk');
    const detail = await get(`/api/products/${id}`, 'te');
    expect(detail.body.product.name).toMatch(/[\u0C00-\u0C7F]/);
    expect(detail.body.product.description).toMatch(/[\u0C00-\u0C7F]/);
    expect(detail.body.product.benefits[0]).toMatch(/[\u0C00-\u0C7F]/);
    expect(detail.body.product.nutritionalInfo.energyKcal).toBeGreaterThan(0);
  });

  it('when the id or cursor is malformed, then 404 or 400 with a message, never a 500', async () => {
    expect((await get('/api/products/not-a-uuid')).status).toBe(404);
    const badCursor = await get('/api/products?cursor=garbage');
    expect(badCursor.status).toBe(400);
    expect(badCursor.body.error.message).toMatch(/cursor/);
    expect((await get('/api/products?sort=cheapest')).status).toBe(400);
    expect((await get('/api/categories/nope')).status).toBe(404);
  });

  it('lists categories by sort order', async () => {
    const response = await get('/api/categories', 'hi');
    expect(response.body.items.map((c: { slug: string }) => c.slug)).toEqual([
      'fruits-vegetables',
      'dairy',
      'meat-seafood',
      'grains-cereals',
      'beverages-snacks',
    ]);
    expect(response.body.items[1].name).toMatch(/[\u0900-\u097F]/);
  });
});
