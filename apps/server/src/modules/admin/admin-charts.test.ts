import { ADMIN_FILTER_STATUSES, type AdminCharts, addIstDays, toIstDate } from '@tokri/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer, productIdBySlug, signInAsAdmin } from '../../test-support/shop-fixtures.js';
import { istAt } from '../../test-support/subscription-fixtures.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

/** The admin's stats and daily charts, against sums this test computes itself from the raw rows. */

const TODAY = '2026-03-10';
let server: TestServer;
let adminToken: string;

async function order(
  userId: string,
  at: Date,
  totalPaise: number,
  status = 'delivered',
  lines: { productId: string; quantity: number }[] = [],
) {
  const { rows } = await server.db.query<{ id: string }>(
    `insert into orders (user_id, status, payment_status, subtotal_paise, total_paise, created_at)
     values ($1, $2, 'paid_cod', $3, $3, $4) returning id`,
    [userId, status, totalPaise, at],
  );
  for (const line of lines)
    await server.db.query(
      `insert into order_items (order_id, product_id, product_name, unit, quantity, unit_price_paise, total_price_paise)
       select $1, p.id, p.name, p.unit, $3, 1000, 1000 * $3 from products p where p.id = $2`,
      [rows[0]!.id, line.productId, line.quantity],
    );
}

let milk: string;
let bread: string;

beforeAll(async () => {
  server = await startTestServer({ seed: true, clock: () => istAt(TODAY, '12:00') });
  adminToken = (await signInAsAdmin(server)).token;
  milk = await productIdBySlug(server.db, 'toned-milk');
  bread = await productIdBySlug(server.db, 'assam-ctc-tea');
  const asha = (await newCustomer(server, 'Asha')).userId;
  const ravi = (await newCustomer(server, 'Ravi')).userId;
  const old = (await newCustomer(server, 'Old')).userId;
  // Asha: first order 23:59 IST on the 8th, again at 00:00 IST on the 10th (18:30 UTC on the 9th): new on the
  // 8th, returning on the 10th; a UTC day would put the second order on the 9th.
  await order(asha, istAt('2026-03-08', '23:59'), 10_000, 'delivered', [{ productId: milk, quantity: 3 }]);
  await order(asha, istAt(TODAY, '00:00'), 20_001, 'placed', [{ productId: bread, quantity: 1 }]);
  // Ravi: two orders on the 10th, both count, one customer, new that day; one is cancelled (no units sold).
  await order(ravi, istAt(TODAY, '09:00'), 5_000, 'confirmed', [{ productId: milk, quantity: 2 }]);
  await order(ravi, istAt(TODAY, '10:00'), 7_000, 'cancelled', [{ productId: bread, quantity: 9 }]);
  // An unpaid online order is in no figure; an order 40 days ago is outside the range but makes Old returning.
  await order(ravi, istAt(TODAY, '11:00'), 99_999, 'payment_pending', [{ productId: bread, quantity: 50 }]);
  await order(old, istAt(addIstDays(TODAY, -40), '12:00'), 1_000);
  await order(old, istAt(addIstDays(TODAY, -20), '12:00'), 2_000);
  await order(old, istAt(addIstDays(TODAY, -1), '12:00'), 3_000, 'out_for_delivery');
});
afterAll(async () => server?.stop());

const charts = async (query = '') =>
  (await server.api(`/api/admin/stats/charts${query}`, { token: adminToken })).body as AdminCharts;

describe('admin stats and charts', () => {
  it('headline figures equal the sums of the order and product rows', async () => {
    const raw = await server.db.query<{ status: string; total_paise: number }>(
      'select status, total_paise from orders',
    );
    const shown = raw.rows.filter((row) => row.status !== 'payment_pending');
    // Every order here is paid (cash, at the door) and none refunded: revenue is every one not cancelled (ADR 0077).
    const earning = shown.filter((row) => row.status !== 'cancelled');
    const products = await server.db.query('select id from products');
    const stats = await server.api('/api/admin/stats', { token: adminToken });
    expect(stats.body).toEqual({
      totalOrders: shown.length,
      totalRevenuePaise: earning.reduce((sum, row) => sum + row.total_paise, 0),
      pendingOrders: raw.rows.filter((row) => row.status === 'placed').length,
      // The seed's customer (Priya) and Asha, Ravi and Old; not the seed's admin or its two riders.
      activeCustomers: 4,
      totalProducts: products.rows.length,
    });
  });

  it('puts each order on its IST day, with every day present and sums matching the rows', async () => {
    const body = await charts();
    expect(body.today).toBe(TODAY);
    expect(body.days).toHaveLength(30);
    expect(body.days[0]!.date).toBe(addIstDays(TODAY, -29));
    const raw = await server.db.query<{ status: string; total_paise: number; created_at: Date }>(
      'select status, total_paise, created_at from orders',
    );
    for (const day of body.days) {
      const that = raw.rows.filter(
        (row) => row.status !== 'payment_pending' && toIstDate(new Date(row.created_at)) === day.date,
      );
      expect([day.date, day.orders, day.revenuePaise]).toEqual([
        day.date,
        that.length,
        that.filter((row) => row.status !== 'cancelled').reduce((sum, row) => sum + row.total_paise, 0),
      ]);
    }
    const byDate = new Map(body.days.map((day) => [day.date, day]));
    // Nothing on the 9th but Old's: Asha's midnight order belongs to the 10th.
    expect(byDate.get('2026-03-08')).toMatchObject({ orders: 1, revenuePaise: 10_000, newCustomers: 1 });
    expect(byDate.get('2026-03-09')).toMatchObject({ orders: 1, newCustomers: 0, returningCustomers: 1 });
    // The 10th: Asha returning, Ravi new (two orders, one customer); the cancelled order still counts as placed,
    // but brings in nothing.
    expect(byDate.get(TODAY)).toMatchObject({
      orders: 3,
      revenuePaise: 25_001,
      newCustomers: 1,
      returningCustomers: 1,
    });
    // The average is over the five orders that earned: ₹400.01 ÷ 5.
    expect(body.totals).toEqual({ orders: 6, revenuePaise: 40_001, averageOrderValuePaise: 8_000 });
  });

  it('counts every status but the unpaid one, and best sellers leave cancelled orders out', async () => {
    const body = await charts();
    expect(body.byStatus.map((row) => row.status)).toEqual([...ADMIN_FILTER_STATUSES]);
    const count = Object.fromEntries(body.byStatus.map((row) => [row.status, row.count]));
    expect(count).toMatchObject({ delivered: 2, placed: 1, confirmed: 1, cancelled: 1, out_for_delivery: 1 });
    expect(body.topProducts.map((row) => [row.productId, row.quantity, row.revenuePaise])).toEqual([
      [milk, 5, 5_000],
      [bread, 1, 1_000],
    ]);
  });

  it('names best sellers in the asked language and refuses a range it does not offer', async () => {
    const hindi = await server.api('/api/admin/stats/charts', {
      token: adminToken,
      headers: { 'accept-language': 'hi' },
    });
    expect(hindi.body.topProducts[0].name).toMatch(/[\u0900-\u097F]/);
    const bad = await server.api('/api/admin/stats/charts?days=1000', { token: adminToken });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).not.toMatch(/stack|TypeError/);
    const week = await charts('?days=7');
    expect(week.days).toHaveLength(7);
    expect(week.days[0]!.date).toBe(addIstDays(TODAY, -6));
    expect(week.totals.orders).toBe(5);
  });
});
