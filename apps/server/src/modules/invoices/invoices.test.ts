import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  paidOrder,
  type RefundScene,
  startRefundScene,
  waitFor,
} from '../../test-support/refund-fixtures.js';
import {
  ADDRESS,
  fillCart,
  newCustomer,
  placeOrder,
  productIdBySlug,
  setStock,
  signInAsAdmin,
} from '../../test-support/shop-fixtures.js';
import type { TestServer } from '../../test-support/test-server.js';
import { issueRefund } from '../payments/refunds-service.js';
import { issueInvoice, lockForInvoice } from './invoice-issuer.js';

/**
 * The GST tax invoice (issue 15 item 5, ADR 0047) on the engine under test: tax after the coupon on nil, 5%,
 * 12% and 18% lines; intra- vs inter-state; gap-free numbers under concurrent deliveries; a credit note per
 * processed refund; the PDF.
 */
let scene: RefundScene;
let server: TestServer;
let adminToken: string;
const products: Record<string, string> = {};

beforeAll(async () => {
  // The refund scene is a seeded test server with a sandbox gateway whose refund webhooks arrive over HTTP.
  scene = await startRefundScene();
  server = scene.server;
  adminToken = (await signInAsAdmin(server)).token;
  // One line per rate: nil (fresh spinach), 5% (rice), and two products given 12% and 18% for the test.
  const lines = [
    ['spinach', 4000, 0],
    ['basmati-rice', 25000, 5],
    ['cheese-slices', 11200, 12],
    ['club-soda', 9800, 18],
  ] as const;
  for (const [slug, price, rate] of lines) {
    const id = await productIdBySlug(server.db, slug);
    products[slug] = id;
    await server.db.query(
      'update products set price_paise = $2, discount_percentage = 0, gst_rate = $3 where id = $1',
      [id, price, rate],
    );
    await setStock(server.db, id, 10_000);
  }
});
afterAll(async () => server?.stop());

const adminMove = (id: string, status: string) =>
  server.api(`/api/admin/orders/${id}/status`, { method: 'PATCH', token: adminToken, body: { status } });

async function deliver(id: string) {
  for (const status of ['confirmed', 'preparing', 'out_for_delivery', 'delivered']) {
    expect((await adminMove(id, status)).status).toBe(200);
  }
}

async function codOrder(lines: [string, number][], extra: Record<string, unknown> = {}, address = ADDRESS) {
  const { token } = await newCustomer(server);
  await fillCart(
    server,
    token,
    lines.map(([slug, quantity]) => ({ productId: products[slug]!, quantity })),
  );
  const placed = await placeOrder(server, token, { address, paymentMethod: 'cod', ...extra });
  expect(placed.status).toBe(201);
  return { token, order: placed.body.order as { id: string; totalPaise: number; deliveryFeePaise: number } };
}

const engine = process.env.TEST_DB_ENGINE ?? 'pglite';

describe(`GST tax invoice on ${engine}`, () => {
  it('when an order mixes nil, 5%, 12% and 18% lines with a coupon, then tax is on the discounted value and the invoice reconciles to the paisa', async () => {
    const { token, order } = await codOrder(
      [
        ['spinach', 1],
        ['basmati-rice', 1],
        ['cheese-slices', 1],
        ['club-soda', 1],
      ],
      { couponCode: 'FRESH10' },
    );
    const pending = (await server.api(`/api/orders/${order.id}/invoice`, { token })).body.invoice;
    expect(pending).toMatchObject({ status: 'pending', invoiceNumber: null, issuedAt: null });
    await deliver(order.id);
    const { status, body } = await server.api(`/api/orders/${order.id}/invoice`, { token });
    expect(status).toBe(200);
    const invoice = body.invoice;
    expect(invoice.status).toBe('issued');
    expect(invoice.invoiceNumber).toMatch(/^BLR1\/\d{4}\/\d{6}$/);
    expect(invoice.invoiceNumber.length).toBeLessThanOrEqual(16);
    expect(invoice.seller).toMatchObject({
      gstin: '29AAKCT7301M1ZU',
      stateCode: '29',
      storeName: 'Tokri Indiranagar',
    });
    expect(invoice).toMatchObject({
      supplyType: 'intra',
      placeOfSupply: { stateCode: '29', stateName: 'Karnataka' },
    });
    // FRESH10: 10% of ₹500, capped at ₹50 = ₹50, shared 4000 : 25000 : 11200 : 9800 → 400, 2500, 1120, 980.
    const goods = invoice.lines
      .filter((line: { kind: string }) => line.kind === 'goods')
      .sort((a: { rate: number }, b: { rate: number }) => a.rate - b.rate);
    expect(
      goods.map((l: { code: string; rate: number; discountPaise: number }) => [
        l.code,
        l.rate,
        l.discountPaise,
      ]),
    ).toEqual([
      ['0709', 0, 400],
      ['1006', 5, 2500],
      ['0406', 12, 1120],
      ['2201', 18, 980],
    ]);
    // Taxed after the coupon: ₹225 of rice → taxable 214.29, GST 10.71 (before the coupon it would be 11.90).
    expect(goods[0]).toMatchObject({ valuePaise: 3600, taxablePaise: 3600, taxPaise: 0 });
    expect(goods[1]).toMatchObject({
      valuePaise: 22500,
      taxablePaise: 21429,
      cgstPaise: 536,
      sgstPaise: 535,
      igstPaise: 0,
    });
    expect(goods[2]).toMatchObject({ valuePaise: 10080, taxablePaise: 9000, taxPaise: 1080 });
    expect(goods[3]).toMatchObject({ valuePaise: 8820, taxablePaise: 7475, taxPaise: 1345 });
    const delivery = invoice.lines.filter((line: { kind: string }) => line.kind === 'delivery');
    if (order.deliveryFeePaise > 0) {
      expect(delivery).toEqual([
        expect.objectContaining({ code: '9968', rate: 18, valuePaise: order.deliveryFeePaise }),
      ]);
    } else expect(delivery).toEqual([]);
    expect(invoice.totals.discountPaise).toBe(5000);
    expect(invoice.totals.valuePaise).toBe(order.totalPaise);
    expect(invoice.totals.taxablePaise + invoice.totals.taxPaise).toBe(order.totalPaise);
    expect(invoice.totals.cgstPaise + invoice.totals.sgstPaise).toBe(invoice.totals.taxPaise);
    // Issued once: reading again gives the same number.
    const again = (await server.api(`/api/orders/${order.id}/invoice`, { token })).body.invoice;
    expect(again.invoiceNumber).toBe(invoice.invoiceNumber);
  });

  it('when the delivery address is in another state than the store, then the tax is IGST, not CGST + SGST', async () => {
    const { token, order } = await codOrder([['basmati-rice', 2]], {}, { ...ADDRESS, state: 'Tamil Nadu' });
    await deliver(order.id);
    const invoice = (await server.api(`/api/orders/${order.id}/invoice`, { token })).body.invoice;
    expect(invoice).toMatchObject({ supplyType: 'inter', placeOfSupply: { stateCode: '33' } });
    expect(invoice.lines[0]).toMatchObject({
      valuePaise: 50000,
      taxablePaise: 47619,
      igstPaise: 2381,
      cgstPaise: 0,
      sgstPaise: 0,
    });
    expect(invoice.totals.cgstPaise + invoice.totals.sgstPaise).toBe(0);
  });

  it('when a cash order is cancelled before delivery, then it never takes an invoice number', async () => {
    const { token, order } = await codOrder([['basmati-rice', 1]]);
    expect((await server.api(`/api/orders/${order.id}/cancel`, { method: 'POST', token })).status).toBe(200);
    const invoice = (await server.api(`/api/orders/${order.id}/invoice`, { token })).body.invoice;
    expect(invoice).toMatchObject({ status: 'pending', invoiceNumber: null });
    const { rows } = await server.db.query('select 1 from tax_invoices where order_id = $1', [order.id]);
    expect(rows).toHaveLength(0);
  });

  it('when orders are delivered concurrently, then the store’s numbers run 1..N with no gap or duplicate, even after a rolled-back issue', async () => {
    const orders: { id: string }[] = [];
    for (let i = 0; i < 8; i++) orders.push((await codOrder([['basmati-rice', 1]])).order);
    // Give them a store of their own, so this test owns its series from 1.
    const { rows: stores } = await server.db.query<{ id: string }>(
      `insert into seller_locations (name, address, city, lat, lng, service_radius_km, legal_name, gstin, state_code,
                                     pincode, invoice_code)
       values ('Tokri Test Bench', 'Bench Road', 'Bengaluru', 12.97, 77.64, 5, 'Tokri Retail Private Limited',
               '29AAKCT7301M1ZU', '29', '560038', 'TST1') returning id`,
    );
    const store = stores[0]!.id;
    await server.db.query('update orders set seller_location_id = $1 where id = any($2::uuid[])', [
      store,
      orders.map((o) => o.id),
    ]);
    // An issue that rolls back (say the delivery failed after it) gives its number back.
    await expect(
      server.db.transaction(async (tx) => {
        await lockForInvoice(tx, orders[0]!.id);
        await issueInvoice(tx, orders[0]!.id);
        throw new Error('delivery failed after the invoice');
      }),
    ).rejects.toThrow('delivery failed');
    for (const order of orders) {
      for (const status of ['confirmed', 'preparing', 'out_for_delivery']) await adminMove(order.id, status);
    }
    const results = await Promise.all(orders.map((order) => adminMove(order.id, 'delivered')));
    expect(results.map((r) => r.status)).toEqual(orders.map(() => 200));
    const { rows } = await server.db.query<{ serial: number; number: string }>(
      'select serial, number from tax_invoices where seller_location_id = $1 order by serial',
      [store],
    );
    expect(rows.map((r) => r.serial)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(new Set(rows.map((r) => r.number)).size).toBe(8);
    expect(rows[0]!.number).toMatch(/^TST1\/\d{4}\/000001$/);
    const { rows: counter } = await server.db.query<{ last_serial: number }>(
      `select last_serial from gst_document_counters where seller_location_id = $1 and kind = 'invoice'`,
      [store],
    );
    expect(counter).toEqual([{ last_serial: 8 }]);
  });

  it('when a prepaid order is refunded, then the invoice issued at payment gets one credit note per processed refund, in its own series', async () => {
    const paid = await paidOrder(scene);
    const invoice = (await server.api(`/api/orders/${paid.orderId}/invoice`, { token: paid.customerToken }))
      .body.invoice;
    expect(invoice.status).toBe('issued');
    expect(invoice.totals.valuePaise).toBe(paid.capturedPaise);
    const first = await issueRefund(server.db, scene.sandbox, {
      orderId: paid.orderId,
      amountPaise: 4000,
      cause: 'lines_removed',
      reference: 'line-1',
    });
    await waitFor(async () => {
      const { rows } = await server.db.query<{ status: string }>('select status from refunds where id = $1', [
        first.id,
      ]);
      return rows[0]?.status === 'processed';
    });
    const read = () => server.api(`/api/orders/${paid.orderId}/invoice`, { token: paid.customerToken });
    const [a, b] = await Promise.all([read(), read()]);
    for (const response of [a, b]) expect(response.body.invoice.creditNotes).toHaveLength(1);
    const note = a.body.invoice.creditNotes[0];
    expect(note.number).toMatch(/^BLR1\/\d{4}\/C\d{5}$/);
    expect(note.invoiceNumber).toBe(invoice.invoiceNumber);
    expect(note).toMatchObject({ amountPaise: 4000, cause: 'lines_removed' });
    expect(note.totals.taxablePaise + note.totals.taxPaise).toBe(4000);
    expect(note.totals.valuePaise).toBe(4000);
    // A second refund: a second note, the next number in the series.
    const second = await issueRefund(server.db, scene.sandbox, {
      orderId: paid.orderId,
      amountPaise: 1500,
      cause: 'admin',
      reference: 'goodwill',
    });
    await waitFor(async () => {
      const { rows } = await server.db.query<{ status: string }>('select status from refunds where id = $1', [
        second.id,
      ]);
      return rows[0]?.status === 'processed';
    });
    const notes = (
      await server.api(`/api/orders/${paid.orderId}/credit-notes`, { token: paid.customerToken })
    ).body.items;
    expect(notes.map((n: { amountPaise: number }) => n.amountPaise)).toEqual([4000, 1500]);
    const serial = (n: string) => Number(n.slice(-5));
    expect(serial(notes[1].number)).toBe(serial(notes[0].number) + 1);
    const { rows } = await server.db.query(
      'select refund_id from credit_notes where invoice_id = (select id from tax_invoices where order_id = $1)',
      [paid.orderId],
    );
    expect(rows).toHaveLength(2);
  });

  it('when an order is fulfilled from the Hyderabad store, then the supplier is its Telangana registration, not Bengaluru', async () => {
    const hyderabad = {
      ...ADDRESS,
      house: 'Plot 7',
      street: 'Road No. 12',
      landmark: '',
      area: 'Banjara Hills',
      city: 'Hyderabad',
      state: 'Telangana',
      pincode: '500034',
    };
    const { token, order } = await codOrder([['basmati-rice', 1]], {}, hyderabad);
    const invoice = (await server.api(`/api/orders/${order.id}/invoice`, { token })).body.invoice;
    expect(invoice.seller).toMatchObject({ gstin: '36AAKCT7301M1ZZ', stateCode: '36' });
    expect(invoice).toMatchObject({ supplyType: 'intra', placeOfSupply: { stateCode: '36' } });
    await deliver(order.id);
    const issued = (await server.api(`/api/orders/${order.id}/invoice`, { token })).body.invoice;
    expect(issued.invoiceNumber).toMatch(/^HYD[12]\/\d{4}\/\d{6}$/);
  });

  it('when an admin types a bad HSN code or a GSTIN of another state, then the field is refused with a translated message', async () => {
    const { rows } = await server.db.query<{ id: string }>(`select id from categories where slug = 'dairy'`);
    const product = (hsnCode: string) => ({
      categoryId: rows[0]!.id,
      type: 'paneer',
      pricePaise: 9000,
      unit: '200 g',
      gstRate: 5,
      hsnCode,
      texts: { en: { name: `Test Paneer ${hsnCode}`, description: 'Soft.', benefits: [], ingredients: [] } },
    });
    const bad = await server.api('/api/admin/products', { token: adminToken, body: product('04061') });
    expect(bad.status).toBe(422);
    expect(bad.body.error.fields.hsnCode).toBe('An HSN code is 4, 6 or 8 digits.');
    const good = await server.api('/api/admin/products', { token: adminToken, body: product('04061000') });
    expect(good.status).toBe(201);
    expect(good.body.product).toMatchObject({ hsnCode: '04061000', gstRate: 5 });

    const stores = (await server.api('/api/admin/stores', { token: adminToken })).body.items as {
      id: string;
      name: string;
    }[];
    const indiranagar = stores.find((store) => store.name === 'Tokri Indiranagar')!;
    const edit = (change: object) =>
      server.api(`/api/admin/stores/${indiranagar.id}`, {
        method: 'PUT',
        token: adminToken,
        headers: { 'x-language': 'hi' },
        body: { ...indiranagar, ...change },
      });
    const mismatch = await edit({ gstin: '36AAKCT7301M1ZZ' });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.error.fields.gstin).toBe('GSTIN के पहले दो अंक स्टोर के राज्य का कोड होने चाहिए।');
    const badCheck = await edit({ gstin: '29AAKCT7301M1ZV' });
    expect(badCheck.body.error.fields.gstin).toContain('GSTIN');
    const taken = await edit({ invoiceCode: 'BLR2' });
    expect(taken.status).toBe(409);
    expect(taken.body.error.code).toBe('STORE_INVOICE_CODE_TAKEN');
    expect((await edit({ legalName: 'Tokri Retail Private Limited' })).status).toBe(200);
  });

  it('when the invoice PDF is asked for, then the owner gets a real PDF naming the invoice, and a stranger a 404', async () => {
    const { token, order } = await codOrder([['basmati-rice', 1]]);
    await deliver(order.id);
    const number = (await server.api(`/api/orders/${order.id}/invoice`, { token })).body.invoice
      .invoiceNumber;
    const response = await fetch(`${server.url}/api/orders/${order.id}/invoice.pdf`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const pdf = await getDocument({ data: bytes }).promise;
    expect(pdf.numPages).toBeGreaterThanOrEqual(1);
    expect(((await pdf.getMetadata()).info as { Title?: string }).Title).toBe(`Tax invoice ${number}`);
    await pdf.destroy();
    // In the reader's language (issue 32 item 8): a Telugu reader's PDF is titled in Telugu.
    const telugu = await fetch(`${server.url}/api/orders/${order.id}/invoice.pdf`, {
      headers: { authorization: `Bearer ${token}`, 'x-language': 'te' },
    });
    const teluguPdf = await getDocument({ data: new Uint8Array(await telugu.arrayBuffer()) }).promise;
    expect(((await teluguPdf.getMetadata()).info as { Title?: string }).Title).toBe(`పన్ను ఇన్‌వాయిస్ ${number}`);
    await teluguPdf.destroy();
    const stranger = await newCustomer(server);
    expect((await server.api(`/api/orders/${order.id}/invoice.pdf`, { token: stranger.token })).status).toBe(
      404,
    );
  });
});
