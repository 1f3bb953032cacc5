import { sellByMoment } from '@tokri/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../../db/database.js';
import { insertOrder } from '../../test-support/shop-fixtures.js';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database.js';
import { runLotWithdrawalRound } from './lot-withdrawal-round.js';
import { releaseStock, type StockLine, takeStock } from './stock.js';
import { recordStockChange } from './stock-adjustments.js';
import { receiveLot, recordLotTakes } from './stock-lots.js';

let database: TestDatabase;
let db: Database;
let categoryId: string;
let userId: string;
let made = 0;

// 11:30 IST on 26 Nov 2026: the day the lots below are received.
const RECEIVED_AT = new Date('2026-11-26T06:00:00Z');
const minute = 60_000;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  const { rows } = await db.query<{ id: string }>(
    `insert into categories (slug, name) values ('dairy', 'Dairy') returning id`,
  );
  categoryId = rows[0]!.id;
  const user = await db.query<{ id: string }>(
    `insert into users (email, password_hash) values ('lots@example.in', 'x') returning id`,
  );
  userId = user.rows[0]!.id;
});
afterAll(async () => database?.dispose());

async function product(stock = 0, packs = 0) {
  made += 1;
  const { rows } = await db.query<{ id: string }>(
    `insert into products (category_id, slug, name, price_paise, unit, stock_quantity)
     values ($1, $2, $3, 5000, '500 g', $4) returning id`,
    [categoryId, `butter-${made}`, `Butter ${made}`, stock],
  );
  const productId = rows[0]!.id;
  const packIds: string[] = [];
  for (let i = 0; i < packs; i += 1) {
    const pack = await db.query<{ id: string }>(
      `insert into product_variants (product_id, name, unit, price_paise, stock_quantity)
       values ($1, $2, $2, 9000, 0) returning id`,
      [productId, `${i + 2} x 500 g`],
    );
    packIds.push(pack.rows[0]!.id);
  }
  return { productId, packIds };
}

function receive(
  productId: string,
  quantity: number,
  packedOn: string,
  bestBefore: string,
  variantId: string | null = null,
  at = RECEIVED_AT,
) {
  return db.transaction((tx) =>
    receiveLot(tx, { productId, variantId, quantity, packedOn, bestBefore, actorUserId: userId }, at),
  );
}

async function stockOf(productId: string, variantId: string | null = null) {
  const { rows } = await db.query<{ stock: number }>(
    variantId
      ? 'select stock_quantity as stock from product_variants where id = $1'
      : 'select stock_quantity as stock from products where id = $1',
    [variantId ?? productId],
  );
  return rows[0]!.stock;
}

/** Each lot's quantity left, by best-before. */
async function lotsOf(productId: string, variantId: string | null = null) {
  const { rows } = await db.query<{ best_before: string; left: number; withdrawn: boolean }>(
    `select best_before::text, quantity_left as left, withdrawn_at is not null as withdrawn from stock_lots
      where product_id = $1 and variant_id is not distinct from $2 order by best_before, received_at`,
    [productId, variantId],
  );
  return rows.map((row) => `${row.best_before}:${row.left}${row.withdrawn ? ' withdrawn' : ''}`);
}

/** The invariant of ADR 0046: the row's count is what its lots on sale hold. */
async function expectInvariant(productId: string, variantId: string | null = null) {
  const { rows } = await db.query<{ sum: number }>(
    `select coalesce(sum(quantity_left), 0)::int as sum from stock_lots
      where product_id = $1 and variant_id is not distinct from $2 and withdrawn_at is null`,
    [productId, variantId],
  );
  expect(await stockOf(productId, variantId)).toBe(rows[0]!.sum);
}

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

async function order(productId: string, quantity: number, at: Date, variantId: string | null = null) {
  return db.transaction(async (tx: Queryable) => {
    const lines: StockLine[] = [{ productId, variantId, quantity }];
    const takes = await takeStock(tx, lines, at);
    const orderId = await insertOrder(tx, userId, [{ productId, quantity }], { status: 'placed' });
    await recordLotTakes(tx, orderId, takes);
    return { orderId, lines, takes };
  });
}

describe(`stock lots on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('when a lot is received, then the stock grows by its quantity with a `received` adjustment, and bad dates are refused', async () => {
    const butter = await product();
    const { sellBy } = await receive(butter.productId, 12, '2026-11-25', '2026-12-05');
    // 10-day life: 3 days must remain, so 2 Dec is the last sale day; sell-by is 00:00 IST on 3 Dec.
    expect(sellBy.toISOString()).toBe('2026-12-02T18:30:00.000Z');
    expect(await stockOf(butter.productId)).toBe(12);
    const adjustment = await db.query(
      'select reason, quantity_before, quantity_after from stock_adjustments where product_id = $1',
      [butter.productId],
    );
    expect(adjustment.rows).toEqual([{ reason: 'received', quantity_before: 0, quantity_after: 12 }]);

    expect(await failureOf(receive(butter.productId, 1, '2026-11-25', '2026-11-25'))).toMatchObject({
      code: 'LOT_BEST_BEFORE_NOT_AFTER_PACKED',
    });
    expect(await failureOf(receive(butter.productId, 1, '2026-11-27', '2026-12-27'))).toMatchObject({
      code: 'LOT_PACKED_IN_FUTURE',
    });
    // 10-day life ending 28 Nov: last sale day 25 Nov, already over on the 26th.
    expect(await failureOf(receive(butter.productId, 1, '2026-11-18', '2026-11-28'))).toMatchObject({
      code: 'LOT_PAST_SELL_BY',
      params: { lastSaleDate: '2026-11-25' },
    });
    expect(await stockOf(butter.productId)).toBe(12);
    await expectInvariant(butter.productId);
  });

  it('when a row has stock without dates, then its first lot is refused; products without lots work as before', async () => {
    const rice = await product(20);
    expect(await failureOf(receive(rice.productId, 5, '2026-11-25', '2027-05-25'))).toMatchObject({
      code: 'LOT_UNTRACKED_STOCK',
      params: { count: 20 },
    });
    const { orderId, lines, takes } = await order(rice.productId, 4, RECEIVED_AT);
    expect(takes).toEqual([]);
    expect(await stockOf(rice.productId)).toBe(16);
    await db.transaction((tx) => releaseStock(tx, lines, { orderId }));
    expect(await stockOf(rice.productId)).toBe(20);
  });

  it('when an order takes more than one lot holds, then it takes first-expiry-first-out, across lots, and records which', async () => {
    const butter = await product();
    // Received out of expiry order on purpose: FEFO follows best-before, not arrival.
    await receive(butter.productId, 5, '2026-11-25', '2026-12-15');
    await receive(butter.productId, 3, '2026-11-24', '2026-12-04');
    await receive(butter.productId, 4, '2026-11-25', '2026-12-10');
    const { orderId, takes } = await order(butter.productId, 6, RECEIVED_AT);
    expect(takes.map((take) => take.quantity)).toEqual([3, 3]);
    expect(await lotsOf(butter.productId)).toEqual(['2026-12-04:0', '2026-12-10:1', '2026-12-15:5']);
    expect(await stockOf(butter.productId)).toBe(6);
    const recorded = await db.query<{ quantity: number }>(
      'select quantity from order_lot_takes where order_id = $1 order by quantity',
      [orderId],
    );
    expect(recorded.rows.map((row) => row.quantity)).toEqual([3, 3]);
    await expectInvariant(butter.productId);
  });

  it('when packs are stocked per pack, then each pack has its own lots and FEFO', async () => {
    const butter = await product(0, 1);
    const pack = butter.packIds[0]!;
    await receive(butter.productId, 2, '2026-11-25', '2026-12-20', pack);
    await receive(butter.productId, 2, '2026-11-25', '2026-12-08', pack);
    await order(butter.productId, 3, RECEIVED_AT, pack);
    expect(await lotsOf(butter.productId, pack)).toEqual(['2026-12-08:0', '2026-12-20:1']);
    await expectInvariant(butter.productId, pack);
    expect(await stockOf(butter.productId)).toBe(0);
  });

  describe('at the IST sell-by threshold', () => {
    // Packed 20 Nov, best before 30 Nov: sell-by is 00:00 IST on 28 Nov = 18:30 UTC on 27 Nov.
    const sellBy = sellByMoment('2026-11-20', '2026-11-30', { percent: 30, days: 45 });
    const before = new Date(sellBy.getTime() - minute);
    const after = new Date(sellBy.getTime() + minute);

    it('when a checkout comes one minute before, then the expiring lot sells first; one minute after (round not yet run), never', async () => {
      const milk = await product();
      await receive(milk.productId, 2, '2026-11-20', '2026-11-30', null, new Date('2026-11-21T06:00:00Z'));
      await receive(milk.productId, 5, '2026-11-25', '2026-12-05');
      const early = await order(milk.productId, 1, before);
      expect(early.takes).toHaveLength(1);
      expect(await lotsOf(milk.productId)).toEqual(['2026-11-30:1', '2026-12-05:5']);
      const late = await order(milk.productId, 2, after);
      expect(await lotsOf(milk.productId)).toEqual(['2026-11-30:1', '2026-12-05:3']);
      expect(late.takes.map((take) => take.quantity)).toEqual([2]);
      // Stock says 4, but only 3 of them may still be sold.
      expect(await stockOf(milk.productId)).toBe(4);
      expect(await failureOf(order(milk.productId, 4, after))).toMatchObject({ code: 'OUT_OF_STOCK' });
      expect(await stockOf(milk.productId)).toBe(4);
      await expectInvariant(milk.productId);
    });

    it('when the round runs one minute before, then nothing leaves; one minute after, the lot leaves stock as `expired`, once', async () => {
      const curd = await product();
      await receive(curd.productId, 4, '2026-11-20', '2026-11-30', null, new Date('2026-11-21T06:00:00Z'));
      await receive(curd.productId, 6, '2026-11-25', '2026-12-05');
      // Other tests' lots may also be due: only this product's lots are asserted.
      await runLotWithdrawalRound(db, () => before);
      expect(await lotsOf(curd.productId)).toEqual(['2026-11-30:4', '2026-12-05:6']);
      expect(await stockOf(curd.productId)).toBe(10);

      const result = await runLotWithdrawalRound(db, () => after);
      expect(result.lots).toBeGreaterThanOrEqual(1);
      expect(await lotsOf(curd.productId)).toEqual(['2026-11-30:0 withdrawn', '2026-12-05:6']);
      expect(await stockOf(curd.productId)).toBe(6);
      const expired = await db.query(
        `select quantity_before, quantity_after, actor_user_id from stock_adjustments
          where product_id = $1 and reason = 'expired'`,
        [curd.productId],
      );
      expect(expired.rows).toEqual([{ quantity_before: 10, quantity_after: 6, actor_user_id: null }]);
      const again = await runLotWithdrawalRound(db, () => after);
      expect(again).toEqual({ lots: 0, units: 0 });
      expect(await stockOf(curd.productId)).toBe(6);
      await expectInvariant(curd.productId);
    });

    it('when an order is cancelled, then its quantity returns to the lots it took, except a lot withdrawn meanwhile', async () => {
      const paneer = await product();
      await receive(paneer.productId, 3, '2026-11-20', '2026-11-30', null, new Date('2026-11-21T06:00:00Z'));
      await receive(paneer.productId, 5, '2026-11-25', '2026-12-05');
      const placed = await order(paneer.productId, 5, before);
      expect(await lotsOf(paneer.productId)).toEqual(['2026-11-30:0', '2026-12-05:3']);
      await runLotWithdrawalRound(db, () => after);
      expect(await lotsOf(paneer.productId)).toEqual(['2026-11-30:0 withdrawn', '2026-12-05:3']);
      await db.transaction((tx) => releaseStock(tx, placed.lines, { orderId: placed.orderId }));
      // The 2 from the fresh lot are back on sale; the 3 from the withdrawn lot are not.
      expect(await lotsOf(paneer.productId)).toEqual(['2026-11-30:0 withdrawn', '2026-12-05:5']);
      expect(await stockOf(paneer.productId)).toBe(5);
      const returned = await db.query(
        'select quantity_returned_after_withdrawal as back from stock_lots where product_id = $1 and withdrawn_at is not null',
        [paneer.productId],
      );
      expect(returned.rows).toEqual([{ back: 3 }]);
      // Releasing twice gives nothing twice.
      await db.transaction((tx) => releaseStock(tx, placed.lines, { orderId: placed.orderId }));
      expect(await stockOf(paneer.productId)).toBe(5);
      await expectInvariant(paneer.productId);
    });
  });

  it('when an admin removes stock from a lot-tracked row, then it comes out of the lots FEFO; adding is refused', async () => {
    const ghee = await product();
    await receive(ghee.productId, 4, '2026-11-25', '2026-12-20');
    await receive(ghee.productId, 4, '2026-11-25', '2026-12-10');
    await db.transaction((tx) =>
      recordStockChange(tx, {
        productId: ghee.productId,
        variantId: null,
        delta: -5,
        reason: 'damaged',
        note: '',
        actorUserId: userId,
      }),
    );
    expect(await lotsOf(ghee.productId)).toEqual(['2026-12-10:0', '2026-12-20:3']);
    const refused = await failureOf(
      db.transaction((tx) =>
        recordStockChange(tx, {
          productId: ghee.productId,
          variantId: null,
          set: 10,
          reason: 'count_correction',
          note: '',
          actorUserId: userId,
        }),
      ),
    );
    expect(refused).toMatchObject({ code: 'LOT_TRACKED_STOCK' });
    await expectInvariant(ghee.productId);
  });

  it('when many checkouts take from the same lots at once, then no lot gives more than it holds', async () => {
    const eggs = await product();
    await receive(eggs.productId, 7, '2026-11-25', '2026-12-06');
    await receive(eggs.productId, 7, '2026-11-25', '2026-12-09');
    await receive(eggs.productId, 7, '2026-11-25', '2026-12-12');
    const buyers = 12;
    const results = await Promise.allSettled(
      Array.from({ length: buyers }, () => order(eggs.productId, 3, RECEIVED_AT)),
    );
    const placed = results.filter((result) => result.status === 'fulfilled');
    expect(placed).toHaveLength(7);
    for (const result of results) {
      if (result.status === 'rejected') expect(result.reason).toMatchObject({ code: 'OUT_OF_STOCK' });
    }
    expect(await lotsOf(eggs.productId)).toEqual(['2026-12-06:0', '2026-12-09:0', '2026-12-12:0']);
    const taken = await db.query<{ lot: string; sum: number; received: number }>(
      `select t.lot_id as lot, sum(t.quantity)::int as sum, l.quantity_received as received
         from order_lot_takes t join stock_lots l on l.id = t.lot_id
        where t.product_id = $1 group by t.lot_id, l.quantity_received`,
      [eggs.productId],
    );
    for (const row of taken.rows) expect(row.sum).toBe(row.received);
    await expectInvariant(eggs.productId);
  });
});
