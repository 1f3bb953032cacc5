import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireUnpaidOrders } from '../../jobs/expire-unpaid-orders.js';
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

let server: TestServer;
let adminToken: string;
let dal: string;
let oil: string;

beforeAll(async () => {
  server = await startTestServer({ seed: true });
  adminToken = (await signInAsAdmin(server)).token;
  dal = await productIdBySlug(server.db, 'toor-dal');
  oil = await productIdBySlug(server.db, 'basmati-rice');
  await server.db.query(
    'update products set price_paise = 18000, discount_percentage = 0, gst_rate = 5 where id = any($1::uuid[])',
    [[dal, oil]],
  );
});
afterAll(async () => server?.stop());

async function stockOf(id: string) {
  const { rows } = await server.db.query<{ s: number }>(
    'select stock_quantity as s from products where id = $1',
    [id],
  );
  return rows[0]!.s;
}

async function orderFor(token: string, paymentMethod: 'cod' | 'online' = 'cod', quantity = 2) {
  await fillCart(server, token, [{ productId: dal, quantity }]);
  const placed = await placeOrder(server, token, { address: ADDRESS, paymentMethod });
  expect(placed.status).toBe(201);
  return placed.body.order as { id: string; shortId: string };
}

const adminMove = (id: string, status: string) =>
  server.api(`/api/admin/orders/${id}/status`, { method: 'PATCH', token: adminToken, body: { status } });

describe(`orders on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('lists a customer’s orders newest first with their short ids', async () => {
    await setStock(server.db, dal, 100);
    const { token } = await newCustomer(server);
    const first = await orderFor(token);
    const second = await orderFor(token);
    const list = await server.api('/api/orders', { token });
    expect(list.body.items.map((o: { id: string }) => o.id)).toEqual([second.id, first.id]);
    expect(list.body.items[0].shortId).toBe(second.id.slice(-8));
    await server.db.query(`update orders set created_at = now() - interval '11 minutes' where id = $1`, [
      first.id,
    ]);
    const recent = await server.api('/api/orders?sinceMinutes=10&limit=5', { token });
    expect(recent.body.items.map((o: { id: string }) => o.id)).toEqual([second.id]);
  });

  it("when a customer reads, cancels or pays someone else's order, then 404", async () => {
    await setStock(server.db, dal, 100);
    const owner = await newCustomer(server);
    const stranger = await newCustomer(server);
    const order = await orderFor(owner.token);
    expect((await server.api(`/api/orders/${order.id}`, { token: stranger.token })).status).toBe(404);
    expect((await server.api(`/api/orders/${order.id}/invoice`, { token: stranger.token })).status).toBe(404);
    expect(
      (await server.api(`/api/orders/${order.id}/cancel`, { method: 'POST', token: stranger.token })).status,
    ).toBe(404);
    expect(
      (await server.api(`/api/orders/${order.id}/reorder`, { method: 'POST', token: stranger.token })).status,
    ).toBe(404);
    expect((await server.api(`/api/orders/${order.id}`, { token: owner.token })).status).toBe(200);
    expect((await server.api('/api/admin/orders', { token: owner.token })).status).toBe(403);
  });

  it('when a customer cancels a placed order, then its stock goes back; once preparing, it cannot be cancelled', async () => {
    await setStock(server.db, dal, 10);
    const { token } = await newCustomer(server);
    const order = await orderFor(token, 'cod', 3);
    expect(await stockOf(dal)).toBe(7);
    const cancelled = await server.api(`/api/orders/${order.id}/cancel`, { method: 'POST', token });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.order.status).toBe('cancelled');
    expect(await stockOf(dal)).toBe(10);

    const later = await orderFor(token, 'cod', 1);
    expect((await adminMove(later.id, 'confirmed')).status).toBe(200);
    expect((await adminMove(later.id, 'preparing')).status).toBe(200);
    const refused = await server.api(`/api/orders/${later.id}/cancel`, { method: 'POST', token });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('This order can no longer be cancelled.');
  });

  it('walks an order through the state machine, recording who moved it, and collects cash on delivery', async () => {
    await setStock(server.db, dal, 10);
    const { token } = await newCustomer(server);
    const order = await orderFor(token);
    const skip = await adminMove(order.id, 'delivered');
    expect(skip.status).toBe(409);
    expect(skip.body.error.code).toBe('ORDER_TRANSITION_NOT_ALLOWED');
    for (const status of ['confirmed', 'preparing', 'out_for_delivery', 'delivered']) {
      expect((await adminMove(order.id, status)).status).toBe(200);
    }
    const detail = await server.api(`/api/orders/${order.id}`, { token });
    expect(detail.body.order).toMatchObject({ status: 'delivered', paymentStatus: 'paid_cod' });
    expect(detail.body.order.history.map((h: { to: string; actor: string }) => `${h.to}:${h.actor}`)).toEqual(
      ['placed:customer', 'confirmed:admin', 'preparing:admin', 'out_for_delivery:admin', 'delivered:admin'],
    );
    expect((await adminMove(order.id, 'cancelled')).status).toBe(409);
  });

  it('when an online order is not paid in time, then the expiry job cancels it and releases its stock', async () => {
    await setStock(server.db, dal, 10);
    const { token } = await newCustomer(server);
    const order = await orderFor(token, 'online', 4);
    expect(await stockOf(dal)).toBe(6);
    expect(await expireUnpaidOrders(server.db)).toBe(0);
    await server.db.query(
      `update orders set payment_expires_at = now() - interval '1 minute' where id = $1`,
      [order.id],
    );
    expect(await expireUnpaidOrders(server.db)).toBe(1);
    expect(await stockOf(dal)).toBe(10);
    const detail = await server.api(`/api/orders/${order.id}`, { token });
    expect(detail.body.order).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'failed',
      cancelReason: 'payment_expired',
    });
    const pay = await server.api(`/api/payments/orders/${order.id}/start`, { method: 'POST', token });
    expect(pay.status).toBe(409);
  });

  it('when reordering, then available items return to the cart and unavailable ones are named', async () => {
    await setStock(server.db, dal, 10);
    await setStock(server.db, oil, 10);
    const { token } = await newCustomer(server);
    await fillCart(server, token, [
      { productId: dal, quantity: 2 },
      { productId: oil, quantity: 1 },
    ]);
    const placed = await placeOrder(server, token);
    await setStock(server.db, oil, 0);
    const result = await server.api(`/api/orders/${placed.body.order.id}/reorder`, { method: 'POST', token });
    expect(result.body.added).toMatchObject([{ productId: dal, quantity: 2 }]);
    expect(result.body.unavailable).toMatchObject([{ productId: oil }]);
    const cart = await server.api('/api/cart', { token });
    expect(
      cart.body.items.map((l: { productId: string; quantity: number }) => [l.productId, l.quantity]),
    ).toEqual([[dal, 2]]);
  });

  it('builds a GST invoice whose lines add up to the order', async () => {
    await setStock(server.db, dal, 10);
    const { token } = await newCustomer(server);
    const order = await orderFor(token, 'cod', 2);
    const { body } = await server.api(`/api/orders/${order.id}/invoice`, { token });
    const invoice = body.invoice;
    // Not delivered yet: what the invoice will say, without a number (ADR 0047).
    expect(invoice).toMatchObject({ status: 'pending', invoiceNumber: null });
    expect(invoice.lines[0]).toMatchObject({
      quantity: 2,
      rate: 5,
      code: '0713',
      totalPaise: 36000,
      taxablePaise: 34286,
      taxPaise: 1714,
    });
    expect(invoice.totals.taxablePaise + invoice.totals.taxPaise).toBe(invoice.totalPaise);
    expect(invoice.totalPaise).toBe(
      invoice.itemsTotalPaise - invoice.discountPaise + invoice.deliveryFeePaise,
    );
    expect(invoice.seller.gstin).toMatch(/^29[A-Z0-9]{13}$/);
  });

  it('shows admins every order except unpaid online ones, and updates the stats', async () => {
    await setStock(server.db, dal, 10);
    const { token } = await newCustomer(server);
    const before = (await server.api('/api/admin/stats', { token: adminToken })).body;
    const cod = await orderFor(token, 'cod', 1);
    const unpaid = await orderFor(token, 'online', 1);
    const list = await server.api('/api/admin/orders?limit=100', { token: adminToken });
    const ids = list.body.items.map((o: { id: string }) => o.id);
    expect(ids).toContain(cod.id);
    expect(ids).not.toContain(unpaid.id);
    const stats = await server.api('/api/admin/stats', { token: adminToken });
    expect(stats.body.totalOrders).toBe(before.totalOrders + 1);
    expect(stats.body.pendingOrders).toBe(before.pendingOrders + 1);
    // A cash order is revenue once it is delivered and paid at the door, not when placed (ADR 0077).
    expect(stats.body.totalRevenuePaise).toBe(before.totalRevenuePaise);
  });
});
