import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADDRESS,
  fillCart,
  newCustomer,
  placeOrder,
  productIdBySlug,
  setStock,
} from '../../test-support/shop-fixtures.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

/** The admin order board: filters, search, rider assignment, status changes in the audit log, CSV export. */

let server: TestServer;
let adminToken: string;
let adminId: string;
let dal: string;
let riderId: string;

beforeAll(async () => {
  server = await startTestServer({ seed: true });
  const admin = await server.api('/api/auth/sign-in', {
    body: { identifier: 'admin@tokri.in', password: 'tokri-demo-123' },
  });
  adminToken = admin.body.accessToken;
  adminId = admin.body.user.id;
  dal = await productIdBySlug(server.db, 'toor-dal');
  await setStock(server.db, dal, 500, 25_000);
  const { rows } = await server.db.query<{ id: string }>(
    `select d.id from delivery_agents d join users u on u.id = d.user_id where u.email = 'rider@delivery.tokri.in'`,
  );
  riderId = rows[0]!.id;
  await server.db.query('update delivery_agents set is_active = true where id = $1', [riderId]);
});
afterAll(async () => server?.stop());

async function orderFor(token: string) {
  await fillCart(server, token, [{ productId: dal, quantity: 1 }]);
  const placed = await placeOrder(server, token);
  expect(placed.status).toBe(201);
  return placed.body.order as { id: string; shortId: string };
}

const admin = (path: string, init: { method?: string; body?: unknown } = {}) =>
  server.api(path, { token: adminToken, ...init });
const move = (id: string, status: string, note?: string) =>
  admin(`/api/admin/orders/${id}/status`, { method: 'PATCH', body: { status, ...(note ? { note } : {}) } });
const listIds = async (query: string) =>
  ((await admin(`/api/admin/orders?${query}`)).body.items as { id: string }[]).map((order) => order.id);

describe('admin order board', () => {
  it('filters by status, IST day, store and payment method, and finds an order by id suffix or phone', async () => {
    const asha = await newCustomer(server, 'Asha Filter');
    await server.db.query(`update users set phone = '+919812345678' where id = $1`, [asha.userId]);
    const first = await orderFor(asha.token);
    const second = await orderFor(asha.token);
    await move(second.id, 'confirmed');
    // First placed at 00:10 IST on 1 March 2026 (18:40 UTC on 28 February).
    await server.db.query(`update orders set created_at = '2026-02-28T18:40:00Z' where id = $1`, [first.id]);

    expect(await listIds('from=2026-03-01&to=2026-03-01')).toEqual([first.id]);
    expect(await listIds('from=2026-02-28&to=2026-02-28')).toEqual([]);
    const confirmed = await listIds('status=confirmed');
    expect(confirmed).toContain(second.id);
    expect(confirmed).not.toContain(first.id);
    expect(await listIds(`q=${second.shortId}`)).toEqual([second.id]);
    expect(await listIds(`q=${second.shortId.toUpperCase()}`)).toEqual([second.id]);
    expect(new Set(await listIds('q=98123 45678'))).toEqual(new Set([first.id, second.id]));
    expect(await listIds('q=+91 9812345679')).toEqual([]);
    const storeId = (await admin(`/api/admin/orders/${second.id}`)).body.order.store.id as string;
    expect(await listIds(`storeId=${storeId}&q=${second.shortId}`)).toEqual([second.id]);
    expect(await listIds(`paymentMethod=online&q=${second.shortId}`)).toEqual([]);

    const page = await admin('/api/admin/orders?limit=1');
    expect(page.body.items).toHaveLength(1);
    const { rows } = await server.db.query<{ n: number }>(
      `select count(*)::int as n from orders where status <> 'payment_pending'`,
    );
    expect(page.body.total).toBe(rows[0]!.n);
  });

  it('refuses filters it cannot read with a 4xx, not a 500', async () => {
    for (const query of [
      'status=payment_pending',
      'from=2026-13-01',
      'from=2026-03-02&to=2026-03-01',
      "q=1';--",
    ]) {
      const response = await admin(`/api/admin/orders?${query}`);
      expect(response.status, query).toBe(400);
    }
  });

  it('assigns a rider: a preparing order moves to accepted and the customer hears the rider’s name', async () => {
    const ravi = await newCustomer(server, 'Ravi Assign');
    const order = await orderFor(ravi.token);
    await move(order.id, 'confirmed');
    await move(order.id, 'preparing');
    const assigned = await admin(`/api/admin/orders/${order.id}/rider`, { body: { riderId } });
    expect(assigned.status).toBe(200);
    expect(assigned.body.order.status).toBe('accepted');
    expect(assigned.body.order.rider).toEqual({ id: riderId, name: 'Ravi Kumar' });
    // The customer hears the rider's first name (issue 14).
    const notes = await server.api('/api/notifications', { token: ravi.token });
    expect(JSON.stringify(notes.body)).toContain('Ravi will deliver your order');
    const audit = await server.db.query<{
      action: string;
      actor_user_id: string;
      before: unknown;
      after: unknown;
    }>(
      `select action, actor_user_id, before, after from admin_audit_log where entity = 'order' and entity_id = $1
        order by created_at, id`,
      [order.id],
    );
    expect(audit.rows.map((row) => row.action)).toEqual(['change_status', 'change_status', 'assign_rider']);
    expect(audit.rows[2]).toMatchObject({
      actor_user_id: adminId,
      before: { riderId: null, status: 'preparing' },
      after: { riderId, status: 'accepted' },
    });
    expect(audit.rows[0]).toMatchObject({ before: { status: 'placed' }, after: { status: 'confirmed' } });
  });

  it('assigns ahead of time on a new order, but not an inactive rider nor after the pick-up', async () => {
    const meera = await newCustomer(server, 'Meera Assign');
    const order = await orderFor(meera.token);
    const early = await admin(`/api/admin/orders/${order.id}/rider`, { body: { riderId } });
    expect(early.body.order).toMatchObject({ status: 'placed', rider: { id: riderId } });

    await server.db.query('update delivery_agents set is_active = false where id = $1', [riderId]);
    const inactive = await admin(`/api/admin/orders/${order.id}/rider`, { body: { riderId } });
    expect(inactive.status).toBe(409);
    expect(inactive.body.error.code).toBe('RIDER_NOT_AVAILABLE');
    await server.db.query('update delivery_agents set is_active = true where id = $1', [riderId]);

    for (const status of ['confirmed', 'preparing', 'accepted', 'picked_up']) await move(order.id, status);
    const late = await admin(`/api/admin/orders/${order.id}/rider`, { body: { riderId } });
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe('ORDER_RIDER_LOCKED');
  });

  it('cancels with a reason: the reason is on the order and in its history, and stock goes back', async () => {
    const kiran = await newCustomer(server, 'Kiran Cancel');
    const { rows: before } = await server.db.query<{ s: number }>(
      'select stock_quantity as s from products where id = $1',
      [dal],
    );
    const order = await orderFor(kiran.token);
    const cancelled = await move(order.id, 'cancelled', 'Customer asked by phone');
    expect(cancelled.body.order).toMatchObject({
      status: 'cancelled',
      cancelReason: 'Customer asked by phone',
    });
    expect(cancelled.body.order.history.at(-1)).toMatchObject({ to: 'cancelled', actor: 'admin' });
    const { rows: after } = await server.db.query<{ s: number }>(
      'select stock_quantity as s from products where id = $1',
      [dal],
    );
    expect(after[0]!.s).toBe(before[0]!.s);
  });

  it('exports a date range as CSV with rupee amounts, safe from spreadsheet formulas, and limits the range', async () => {
    const evil = await newCustomer(server, '=HYPERLINK("http://evil")');
    const order = await orderFor(evil.token);
    await server.db.query(`update orders set created_at = '2026-03-05T06:00:00Z' where id = $1`, [order.id]);
    const response = await server.api('/api/admin/orders/export.csv?from=2026-03-05&to=2026-03-05', {
      token: adminToken,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    const rows = parse(typeof response.body === 'string' ? response.body : JSON.stringify(response.body), {
      columns: true,
    }) as Record<string, string>[];
    expect(rows).toHaveLength(1);
    const { rows: db } = await server.db.query<{ total_paise: number }>(
      'select total_paise from orders where id = $1',
      [order.id],
    );
    expect(rows[0]).toMatchObject({
      order_id: order.id,
      placed_at_ist: '2026-03-05 11:30',
      status: 'placed',
      payment_method: 'cod',
      customer: `'=HYPERLINK("http://evil")`,
      items: '1',
      total_inr: (db[0]!.total_paise / 100).toFixed(2),
      // A cash order not yet delivered brings nothing in yet (ADR 0077).
      refunded_inr: '0.00',
      revenue_inr: '0.00',
    });
    const tooLong = await admin('/api/admin/orders/export.csv?from=2026-01-01&to=2026-06-30');
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.error.code).toBe('EXPORT_RANGE_TOO_LONG');
  });
});
