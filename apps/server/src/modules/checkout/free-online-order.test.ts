import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADDRESS,
  fillCart,
  newCustomer,
  placeOrder,
  productIdBySlug,
  setStock,
  signInAsAdmin,
} from '../../test-support/shop-fixtures.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

/**
 * Issue 31 part 4 item 2 (ADR 0071): an online order a 100% coupon brings to ₹0 has nothing to pay. It used to
 * wait for a payment no gateway takes (₹0) until it expired; it is now placed at once, with no payment row.
 */
let server: TestServer;
let rice: string;

beforeAll(async () => {
  server = await startTestServer({ seed: true });
  rice = await productIdBySlug(server.db, 'basmati-rice');
  await server.db.query('update products set discount_percentage = 0 where id = $1', [rice]);
  await setStock(server.db, rice, 100, 250_00);
  await server.db.query(
    `insert into coupons (code, kind, value, min_order_paise, is_active) values ('ALLFREE', 'percent', 100, 0, true)`,
  );
});
afterAll(async () => server?.stop());

async function checkout(body: Record<string, unknown>) {
  const customer = await newCustomer(server);
  await fillCart(server, customer.token, [{ productId: rice, quantity: 1 }]);
  const placed = await placeOrder(server, customer.token, { address: ADDRESS, ...body });
  return { customer, placed };
}

const paymentsOf = async (orderId: string) =>
  (await server.db.query('select status from payments where order_id = $1', [orderId])).rows;

describe('an online order a coupon makes free', () => {
  it('when a 100% coupon brings an online order to ₹0, then checkout answers it placed, with no payment row and money that adds up to nothing', async () => {
    const { customer, placed } = await checkout({ paymentMethod: 'online', couponCode: 'ALLFREE' });
    expect(placed.status).toBe(201);
    const order = placed.body.order;
    expect(order).toMatchObject({ status: 'placed', paymentMethod: 'online', paymentStatus: 'paid' });
    expect(await paymentsOf(order.id)).toEqual([]);

    const { rows } = await server.db.query<{
      subtotal_paise: number;
      delivery_fee_paise: number;
      discount_paise: number;
      total_paise: number;
      payment_expires_at: Date | null;
    }>(
      `select subtotal_paise, delivery_fee_paise, discount_paise, total_paise, payment_expires_at
         from orders where id = $1`,
      [order.id],
    );
    const row = rows[0]!;
    // Charged = lines + fees − discounts = 0.
    const lines = await server.db.query<{ sum: number }>(
      'select sum(total_price_paise)::int as sum from order_items where order_id = $1',
      [order.id],
    );
    expect(row.subtotal_paise).toBe(250_00);
    expect(lines.rows[0]!.sum).toBe(row.subtotal_paise);
    expect(row.discount_paise).toBe(250_00);
    expect(row.delivery_fee_paise).toBe(0);
    expect(row.total_paise).toBe(row.subtotal_paise + row.delivery_fee_paise - row.discount_paise);
    expect(row.total_paise).toBe(0);
    expect(row.payment_expires_at).toBeNull();

    // Nothing to pay: no gateway order can be started for it.
    const start = await server.api(`/api/payments/orders/${order.id}/start`, {
      method: 'POST',
      token: customer.token,
      headers: { 'accept-language': 'hi' },
    });
    expect(start.status).toBe(409);
    expect(start.body.error.code).toBe('PAYMENT_NOT_PENDING');
    expect(await paymentsOf(order.id)).toEqual([]);

    // The shop sees it at once, like any placed order.
    const admin = await signInAsAdmin(server);
    const board = await server.api(`/api/admin/orders?status=placed&limit=100`, { token: admin.token });
    expect(board.body.items.map((o: { id: string }) => o.id)).toContain(order.id);
  });

  it('when the free order is cancelled, then nothing is refunded and the money still reconciles', async () => {
    const { customer, placed } = await checkout({ paymentMethod: 'online', couponCode: 'ALLFREE' });
    const orderId = placed.body.order.id as string;
    const cancel = await server.api(`/api/orders/${orderId}/cancel`, {
      method: 'POST',
      token: customer.token,
    });
    expect(cancel.status).toBe(200);
    expect(cancel.body.order).toMatchObject({ status: 'cancelled', paymentStatus: 'paid' });
    const refunds = await server.db.query('select id from refunds where order_id = $1', [orderId]);
    expect(refunds.rows).toEqual([]);
    const admin = await signInAsAdmin(server);
    const report = await server.api('/api/admin/refunds/reconciliation', { token: admin.token });
    expect(report.status).toBe(200);
    expect(report.body.mismatches.map((m: { orderId: string }) => m.orderId)).not.toContain(orderId);
  });

  it('when an online order still costs something after its coupon, then it waits for its payment as before', async () => {
    await server.db.query(
      `insert into coupons (code, kind, value, min_order_paise, is_active) values ('HALFOFF', 'percent', 50, 0, true)`,
    );
    const { placed } = await checkout({ paymentMethod: 'online', couponCode: 'HALFOFF' });
    expect(placed.status).toBe(201);
    expect(placed.body.order).toMatchObject({ status: 'payment_pending', paymentStatus: 'pending' });
    expect(placed.body.order.totalPaise).toBe(125_00 + 25_00);
  });
});
