import { addIstDays, sellByMoment, toIstDate } from '@tokri/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fillCart,
  newCustomer,
  placeOrder,
  productIdBySlug,
  signInAsAdmin,
} from '../../test-support/shop-fixtures.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { runLotWithdrawalRound } from './lot-withdrawal-round.js';

let server: TestServer;
let admin: { token: string };
let now = new Date();
const today = () => toIstDate(now);

beforeAll(async () => {
  server = await startTestServer({ seed: true, clock: () => now });
  admin = await signInAsAdmin(server);
});
afterAll(async () => server?.stop());

async function stockOf(productId: string) {
  const { rows } = await server.db.query<{ stock: number }>(
    'select stock_quantity as stock from products where id = $1',
    [productId],
  );
  return rows[0]!.stock;
}

describe(`lots over HTTP on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('when a shopper asks for a seeded perishable, then its best-before is the older lot’s (FEFO); a non-perishable has none', async () => {
    const milk = await productIdBySlug(server.db, 'toned-milk');
    const rice = await productIdBySlug(server.db, 'sona-masoori-rice');
    const answer = await server.api(`/api/best-before?productIds=${milk},${rice}`);
    expect(answer.status).toBe(200);
    // Pouch milk: 3-day life; the older lot was packed yesterday, so it is best before the day after tomorrow.
    const milkRows = answer.body.items.filter((item: { productId: string }) => item.productId === milk);
    expect(milkRows.find((item: { variantId: string | null }) => item.variantId === null)).toEqual({
      productId: milk,
      variantId: null,
      bestBefore: addIstDays(today(), 2),
    });
    expect(answer.body.items.some((item: { productId: string }) => item.productId === rice)).toBe(false);
    const bad = await server.api('/api/best-before?productIds=not-a-uuid', {
      headers: { 'x-language': 'hi' },
    });
    expect(bad.status).toBeGreaterThanOrEqual(400);
    expect(bad.status).toBeLessThan(500);
  });

  it('when the admin receives a lot, then the stock grows; bad dates get a translated 422 and change nothing', async () => {
    const paneer = await productIdBySlug(server.db, 'fresh-paneer');
    const before = await stockOf(paneer);
    const received = await server.api('/api/admin/lots', {
      token: admin.token,
      body: { productId: paneer, quantity: 9, packedOn: today(), bestBefore: addIstDays(today(), 7) },
    });
    expect(received.status).toBe(201);
    expect(received.body.lot).toMatchObject({
      quantityReceived: 9,
      quantityLeft: 9,
      bestBefore: addIstDays(today(), 7),
    });
    // 7-day life: 3 days must remain (30% of 7 rounded up), so the last sale day is today + 4.
    expect(received.body.lot.lastSaleDate).toBe(addIstDays(today(), 4));
    expect(await stockOf(paneer)).toBe(before + 9);

    const stale = await server.api('/api/admin/lots', {
      token: admin.token,
      headers: { 'x-language': 'hi' },
      body: {
        productId: paneer,
        quantity: 9,
        packedOn: addIstDays(today(), -9),
        bestBefore: addIstDays(today(), 1),
      },
    });
    expect(stale.status).toBe(422);
    expect(stale.body.error.code).toBe('LOT_PAST_SELL_BY');
    expect(stale.body.error.message).toMatch(/[\u0900-\u097F]/);
    const reversed = await server.api('/api/admin/lots', {
      token: admin.token,
      body: { productId: paneer, quantity: 9, packedOn: today(), bestBefore: addIstDays(today(), -1) },
    });
    expect(reversed.status).toBe(422);
    expect(reversed.body.error.code).toBe('LOT_BEST_BEFORE_NOT_AFTER_PACKED');
    const notADate = await server.api('/api/admin/lots', {
      token: admin.token,
      body: { productId: paneer, quantity: 9, packedOn: '2026-02-30', bestBefore: addIstDays(today(), 5) },
    });
    expect(notADate.status).toBe(400);
    expect(await stockOf(paneer)).toBe(before + 9);
  });

  it('when a customer checks out and cancels, then the order took from the FEFO lot and gives it back there', async () => {
    const milk = await productIdBySlug(server.db, 'toned-milk');
    const lots = async () =>
      (
        await server.db.query<{ left: number }>(
          `select quantity_left as left from stock_lots where product_id = $1 and variant_id is null
            order by best_before`,
          [milk],
        )
      ).rows.map((row) => row.left);
    const before = await lots();
    const customer = await newCustomer(server);
    // Above the minimum order; fewer than the older lot holds, so all from it.
    await fillCart(server, customer.token, [{ productId: milk, quantity: 8 }]);
    const placed = await placeOrder(server, customer.token);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(await lots()).toEqual([before[0]! - 8, ...before.slice(1)]);
    const cancelled = await server.api(`/api/orders/${placed.body.order.id}/cancel`, {
      token: customer.token,
      body: {},
    });
    expect(cancelled.status).toBe(200);
    expect(await lots()).toEqual(before);
  });

  it('when the admin opens the expiring list, then it shows the lots whose sell-by comes by tomorrow; a customer is refused', async () => {
    const list = await server.api('/api/admin/lots/expiring?days=1', { token: admin.token });
    expect(list.status).toBe(200);
    // Fresh meat and fish: the older lot (2-day life, packed yesterday) may be sold only until tonight.
    expect(list.body.items.length).toBeGreaterThan(0);
    for (const lot of list.body.items) {
      expect(lot.withdrawnAt).toBeNull();
      expect(Date.parse(lot.sellBy)).toBeLessThanOrEqual(now.getTime() + 86_400_000);
    }
    const customer = await newCustomer(server);
    const refused = await server.api('/api/admin/lots/expiring', { token: customer.token });
    expect(refused.status).toBe(403);
  });

  it('when the admin changes a category’s shelf-life rule, then its lots’ sell-by follows the new rule (as core computes it)', async () => {
    const { rows: categories } = await server.db.query<{ id: string }>(
      `select id from categories where slug = 'dairy'`,
    );
    const dairy = categories[0]!.id;
    const lotsOfDairy = async () =>
      (
        await server.db.query<{ packed_on: string; best_before: string; sell_by: Date }>(
          `select l.packed_on::text, l.best_before::text, l.sell_by from stock_lots l
             join products p on p.id = l.product_id where p.category_id = $1 and l.withdrawn_at is null`,
          [dairy],
        )
      ).rows;
    const refused = await server.api(`/api/admin/categories/${dairy}/shelf-life`, {
      method: 'PUT',
      token: admin.token,
      body: { percent: 101, days: 45 },
    });
    expect(refused.status).toBe(422);
    for (const rule of [
      { percent: 50, days: 10 },
      { percent: 30, days: 45 },
    ]) {
      const changed = await server.api(`/api/admin/categories/${dairy}/shelf-life`, {
        method: 'PUT',
        token: admin.token,
        body: rule,
      });
      expect(changed.status).toBe(200);
      expect(changed.body.category.minShelfLife).toEqual(rule);
      const lots = await lotsOfDairy();
      expect(lots.length).toBeGreaterThan(10);
      for (const lot of lots) {
        expect(new Date(lot.sell_by).toISOString()).toBe(
          sellByMoment(lot.packed_on, lot.best_before, rule).toISOString(),
        );
      }
    }
  });

  it('when three days pass and the round runs, then the expiring list shows the withdrawn lots with what left stock', async () => {
    now = new Date(now.getTime() + 3 * 86_400_000);
    const round = await runLotWithdrawalRound(server.db, () => now);
    expect(round.lots).toBeGreaterThan(0);
    expect(round.units).toBeGreaterThan(0);
    const list = await server.api('/api/admin/lots/expiring?days=7', { token: admin.token });
    const withdrawn = list.body.items.filter(
      (lot: { withdrawnAt: string | null }) => lot.withdrawnAt !== null,
    );
    expect(withdrawn.length).toBeGreaterThan(0);
    for (const lot of withdrawn) {
      expect(lot.quantityLeft).toBe(0);
      expect(lot.quantityWithdrawn).toBeGreaterThan(0);
      expect(Date.parse(lot.sellBy)).toBeLessThanOrEqual(now.getTime());
    }
    // Every lot-tracked row still holds exactly what its lots on sale hold.
    const { rows } = await server.db.query<{ broken: number }>(
      `select count(*)::int as broken from products p
        where exists (select 1 from stock_lots l where l.product_id = p.id and l.variant_id is null)
          and p.stock_quantity <> (select coalesce(sum(quantity_left), 0) from stock_lots l
                                    where l.product_id = p.id and l.variant_id is null and l.withdrawn_at is null)`,
    );
    expect(rows[0]!.broken).toBe(0);
  });
});
