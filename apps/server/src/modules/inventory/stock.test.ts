import { errorStatus } from '@tokri/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import { testNow } from '../../test-support/test-clock.js';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database.js';
import { adjustStock, releaseStock, type StockLine, takeStock } from './stock.js';

let database: TestDatabase;
let db: Database;
let categoryId: string;
let made = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  const { rows } = await db.query<{ id: string }>(
    `insert into categories (slug, name) values ('staples', 'Staples') returning id`,
  );
  categoryId = rows[0]!.id;
});
afterAll(async () => database?.dispose());

async function product(stock: number, packs: number[] = []) {
  made += 1;
  const { rows } = await db.query<{ id: string }>(
    `insert into products (category_id, slug, name, price_paise, unit, stock_quantity)
     values ($1, $2, $3, 5000, '1 kg', $4) returning id`,
    [categoryId, `product-${made}`, `Product ${made}`, stock],
  );
  const productId = rows[0]!.id;
  const packIds: string[] = [];
  for (const [i, packStock] of packs.entries()) {
    const pack = await db.query<{ id: string }>(
      `insert into product_variants (product_id, name, unit, price_paise, stock_quantity)
       values ($1, $2, $2, 9000, $3) returning id`,
      [productId, `${i + 2} kg`, packStock],
    );
    packIds.push(pack.rows[0]!.id);
  }
  return { productId, packIds };
}

async function stockOf(tx: Queryable, productId: string, variantId: string | null = null) {
  const { rows } = await tx.query<{ stock: number }>(
    variantId
      ? 'select stock_quantity as stock from product_variants where id = $1'
      : 'select stock_quantity as stock from products where id = $1',
    [variantId ?? productId],
  );
  return rows[0]!.stock;
}

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

describe(`inventory on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('when lines are taken, then each product and pack goes down by exactly its quantity (repeated lines summed)', async () => {
    const rice = await product(10, [5]);
    const dal = await product(3);
    await db.transaction((tx) =>
      takeStock(
        tx,
        [
          { productId: rice.productId, variantId: null, quantity: 2 },
          { productId: rice.productId, variantId: rice.packIds[0]!, quantity: 4 },
          { productId: dal.productId, variantId: null, quantity: 1 },
          { productId: rice.productId, variantId: null, quantity: 1 },
        ],
        testNow(),
      ),
    );
    expect(await stockOf(db, rice.productId)).toBe(7);
    expect(await stockOf(db, rice.productId, rice.packIds[0]!)).toBe(1);
    expect(await stockOf(db, dal.productId)).toBe(2);
  });

  it('when more is taken than is left, then OUT_OF_STOCK names the short line and nothing is taken', async () => {
    const rice = await product(10);
    const dal = await product(2, [1]);
    const lines: StockLine[] = [
      { productId: rice.productId, variantId: null, quantity: 4, name: 'Rice' },
      { productId: dal.productId, variantId: dal.packIds[0]!, quantity: 2, name: 'Dal 2 kg' },
    ];
    const error = await failureOf(db.transaction((tx) => takeStock(tx, lines, testNow())));
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ code: 'OUT_OF_STOCK', params: { items: 'Dal 2 kg' } });
    expect(errorStatus('OUT_OF_STOCK')).toBe(409);
    expect((error as DomainError).details).toEqual({
      items: [{ productId: dal.productId, variantId: dal.packIds[0], requested: 2 }],
    });
    expect(await stockOf(db, rice.productId)).toBe(10);
    expect(await stockOf(db, dal.productId, dal.packIds[0]!)).toBe(1);
  });

  it('when a product is withdrawn, then taking it fails even with stock on the shelf', async () => {
    const rice = await product(10);
    await db.query('update products set is_active = false where id = $1', [rice.productId]);
    const error = await failureOf(
      db.transaction((tx) =>
        takeStock(tx, [{ productId: rice.productId, variantId: null, quantity: 1 }], testNow()),
      ),
    );
    expect(error).toMatchObject({ code: 'OUT_OF_STOCK' });
    expect(await stockOf(db, rice.productId)).toBe(10);
  });

  it('when taken lines are released, then stock is back exactly where it was, withdrawn or not', async () => {
    const rice = await product(9, [4, 6]);
    const lines: StockLine[] = [
      { productId: rice.productId, variantId: null, quantity: 9 },
      { productId: rice.productId, variantId: rice.packIds[0]!, quantity: 3 },
      { productId: rice.productId, variantId: rice.packIds[1]!, quantity: 6 },
    ];
    await db.transaction((tx) => takeStock(tx, lines, testNow()));
    await db.query('update products set is_active = false where id = $1', [rice.productId]);
    await db.transaction((tx) => releaseStock(tx, lines));
    expect(await stockOf(db, rice.productId)).toBe(9);
    expect(await stockOf(db, rice.productId, rice.packIds[0]!)).toBe(4);
    expect(await stockOf(db, rice.productId, rice.packIds[1]!)).toBe(6);
  });

  it('when stock is adjusted, then it moves by the signed amount and never below zero', async () => {
    const rice = await product(5, [2]);
    await db.transaction((tx) =>
      adjustStock(tx, [
        { productId: rice.productId, variantId: null, quantity: 20 },
        { productId: rice.productId, variantId: rice.packIds[0]!, quantity: -2 },
      ]),
    );
    expect(await stockOf(db, rice.productId)).toBe(25);
    expect(await stockOf(db, rice.productId, rice.packIds[0]!)).toBe(0);
    const error = await failureOf(
      db.transaction((tx) =>
        adjustStock(tx, [
          { productId: rice.productId, variantId: null, quantity: -1 },
          { productId: rice.productId, variantId: rice.packIds[0]!, quantity: -1 },
        ]),
      ),
    );
    expect(error).toMatchObject({ code: 'OUT_OF_STOCK' });
    expect(await stockOf(db, rice.productId)).toBe(25);
  });

  it('when many transactions take the same rows at once, then stock is never oversold and none deadlock', async () => {
    const rice = await product(30, [30]);
    const dal = await product(30);
    // Every buyer wants 2 of three rows, listed in a different order each time: the lock order is the module's.
    const rows: StockLine[] = [
      { productId: rice.productId, variantId: null, quantity: 2 },
      { productId: rice.productId, variantId: rice.packIds[0]!, quantity: 2 },
      { productId: dal.productId, variantId: null, quantity: 2 },
    ];
    const buyers = 40;
    const results = await Promise.allSettled(
      Array.from({ length: buyers }, (_, i) =>
        db.transaction((tx) => takeStock(tx, i % 2 === 0 ? rows : [...rows].reverse(), testNow())),
      ),
    );
    const fulfilled = results.filter((result) => result.status === 'fulfilled').length;
    const refused = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
    expect(fulfilled).toBe(15);
    expect(refused).toHaveLength(buyers - 15);
    for (const reason of refused) expect(reason).toMatchObject({ code: 'OUT_OF_STOCK' });
    expect(await stockOf(db, rice.productId)).toBe(0);
    expect(await stockOf(db, rice.productId, rice.packIds[0]!)).toBe(0);
    expect(await stockOf(db, dal.productId)).toBe(0);
  });
});
