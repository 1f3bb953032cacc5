import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testPhoto } from '../../test-support/media-fixtures.js';
import { paidOrder, type RefundScene, startRefundScene } from '../../test-support/refund-fixtures.js';
import { signInWith } from '../../test-support/rider-fixtures.js';
import { newCustomer, signInAsAdmin } from '../../test-support/shop-fixtures.js';
import type { TestServer } from '../../test-support/test-server.js';

let scene: RefundScene;
let server: TestServer;
let admin: { token: string; userId: string };

beforeAll(async () => {
  scene = await startRefundScene();
  server = scene.server;
  admin = await signInAsAdmin(server);
});
afterAll(async () => server?.stop());

/** A raw upload, as the browser sends a File. */
async function upload(token: string, bytes: Uint8Array, language = 'en') {
  const response = await fetch(`${server.url}/api/support/photos`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'image/jpeg', 'accept-language': language },
    body: bytes as Uint8Array<ArrayBuffer>,
  });
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON and assert on it
  const body: any = await response.json();
  return { status: response.status, body };
}

const photoStatus = async (path: string, token?: string) =>
  (await fetch(`${server.url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} }))
    .status;

/** A paid order of a fresh customer, with that customer's token and the order's first line. */
async function customerWithOrder() {
  const paid = await paidOrder(scene);
  const { rows } = await server.db.query<{ id: string }>('select id from order_items where order_id = $1', [
    paid.orderId,
  ]);
  return { ...paid, token: paid.customerToken, lineId: rows[0]!.id };
}

const ticketsOf = async (orderId: string) =>
  (await server.db.query('select id from support_tickets where order_id = $1', [orderId])).rows;

describe('support tickets', () => {
  it('when a customer asks for help with their order and a photo, then only they and admins see it', async () => {
    const customer = await customerWithOrder();
    const photo = await upload(customer.token, await testPhoto(800, 600));
    expect(photo.status).toBe(201);
    const created = await server.api('/api/support/tickets', {
      token: customer.token,
      body: {
        orderId: customer.orderId,
        reason: 'missing_item',
        orderItemId: customer.lineId,
        message: 'The rice was not in the bag.',
        photoId: photo.body.photoId,
      },
    });
    expect(created.status).toBe(201);
    const ticket = created.body.ticket;
    expect(ticket).toMatchObject({
      kind: 'order',
      status: 'open',
      reason: 'missing_item',
      orderId: customer.orderId,
    });
    expect(ticket.orderItemName).toBeTruthy();
    const photoUrl = ticket.messages[0].photoUrl as string;
    expect(photoUrl).toMatch(/^\/api\/support\/tickets\/.+\/photo$/);

    const stranger = await newCustomer(server);
    expect((await server.api(`/api/support/tickets/${ticket.id}`, { token: stranger.token })).status).toBe(
      404,
    );
    expect((await server.api('/api/support/tickets', { token: stranger.token })).body.items).toEqual([]);
    expect(await photoStatus(photoUrl, stranger.token)).toBe(404);
    expect(await photoStatus(photoUrl, customer.token)).toBe(200);
    expect(await photoStatus(photoUrl.replace('/api/support/', '/api/admin/support/'), admin.token)).toBe(
      200,
    );
    // The stored photo is not reachable through the public media route.
    const { rows } = await server.db.query<{ key: string }>(
      `select v->>'key' as key from media_assets a, jsonb_array_elements(a.variants) v where a.id = $1 limit 1`,
      [photo.body.photoId],
    );
    expect(rows[0]!.key.startsWith('s/')).toBe(true);
    expect(await photoStatus(`/media/${rows[0]!.key}`)).toBe(404);

    const queue = await server.api('/api/admin/support/tickets?status=open&kind=order', {
      token: admin.token,
    });
    expect(queue.body.items.map((item: { id: string }) => item.id)).toContain(ticket.id);
    const seen = await server.api(`/api/admin/support/tickets/${ticket.id}`, { token: admin.token });
    expect(seen.body.ticket).toMatchObject({ id: ticket.id, refundablePaise: customer.capturedPaise });

    // Someone else's photo cannot be attached, nor one already used.
    const again = await server.api('/api/support/tickets', {
      token: customer.token,
      body: {
        orderId: customer.orderId,
        reason: 'damaged_item',
        message: 'Again',
        photoId: photo.body.photoId,
      },
    });
    expect(again.status).toBe(422);
    expect(again.body.error.code).toBe('SUPPORT_PHOTO_NOT_FOUND');
  });

  it('when the order is another customer’s, then 404 and no ticket', async () => {
    const owner = await customerWithOrder();
    const other = await newCustomer(server);
    const answer = await server.api('/api/support/tickets', {
      token: other.token,
      body: { orderId: owner.orderId, reason: 'late_delivery', message: 'Where is it?' },
    });
    expect(answer.status).toBe(404);
    expect(await ticketsOf(owner.orderId)).toEqual([]);
  });

  it('when the line is not of the order, then it is refused', async () => {
    const first = await customerWithOrder();
    const second = await customerWithOrder();
    const answer = await server.api('/api/support/tickets', {
      token: first.token,
      body: {
        orderId: first.orderId,
        reason: 'wrong_item',
        orderItemId: second.lineId,
        message: 'Wrong one',
      },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.error.code).toBe('SUPPORT_ORDER_LINE_NOT_IN_ORDER');
  });

  it('when the upload is not an image, then the image checks refuse it in the caller’s language', async () => {
    const customer = await newCustomer(server);
    const text = new TextEncoder().encode('not a photo at all, just text');
    const answer = await upload(customer.token, text, 'hi');
    expect(answer.status).toBe(415);
    expect(answer.body.error.code).toBe('IMAGE_NOT_SUPPORTED');
    expect(answer.body.error.message).toMatch(/[\u0900-\u097F]/);
  });

  it('when a field is missing, then the message is translated', async () => {
    const customer = await customerWithOrder();
    const answer = await server.api('/api/support/tickets', {
      token: customer.token,
      headers: { 'accept-language': 'te' },
      body: { orderId: customer.orderId, reason: 'late_delivery', message: '  ' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('SUPPORT_MESSAGE_REQUIRED');
    expect(answer.body.error.message).toMatch(/[\u0C00-\u0C7F]/);
    const bug = await server.api('/api/support/bugs', {
      token: customer.token,
      headers: { 'accept-language': 'hi' },
      body: { title: '', priority: 'high', description: 'x', device: DEVICE },
    });
    expect(bug.status).toBe(400);
    expect(bug.body.error.code).toBe('SUPPORT_TITLE_REQUIRED');
    expect(bug.body.error.message).toMatch(/[\u0900-\u097F]/);
  });

  it('when riders or customers call the admin routes, then 403', async () => {
    const customer = await newCustomer(server);
    const rider = await signInWith(server, 'rider@delivery.tokri.in');
    for (const token of [customer.token, rider.token]) {
      expect((await server.api('/api/admin/support/tickets', { token })).status).toBe(403);
    }
    expect((await server.api('/api/admin/support/tickets')).status).toBe(401);
  });
});

const DEVICE = { appVersion: '0.1.0', userAgent: 'Mozilla/5.0 Test', viewport: '360x740', language: 'hi' };

describe('bug reports', () => {
  it('when a customer reports a bug, then admins see it with the device details', async () => {
    const customer = await newCustomer(server);
    const created = await server.api('/api/support/bugs', {
      token: customer.token,
      body: { title: 'Cart total jumps', priority: 'high', description: 'After adding milk', device: DEVICE },
    });
    expect(created.status).toBe(201);
    const queue = await server.api('/api/admin/support/tickets?kind=bug', { token: admin.token });
    const row = queue.body.items.find((item: { id: string }) => item.id === created.body.ticket.id);
    expect(row).toMatchObject({ kind: 'bug', priority: 'high', title: 'Cart total jumps', status: 'open' });
    expect(queue.body.items.every((item: { kind: string }) => item.kind === 'bug')).toBe(true);
    const seen = await server.api(`/api/admin/support/tickets/${row.id}`, { token: admin.token });
    expect(seen.body.ticket.device).toEqual(DEVICE);
  });
});

describe('answers and resolving', () => {
  it('when an admin answers, then the customer is notified in the same step and the answer is audited', async () => {
    const customer = await customerWithOrder();
    const created = await server.api('/api/support/tickets', {
      token: customer.token,
      body: { orderId: customer.orderId, reason: 'late_delivery', message: 'It came an hour late.' },
    });
    const id = created.body.ticket.id as string;
    const answered = await server.api(`/api/admin/support/tickets/${id}/messages`, {
      token: admin.token,
      body: { message: 'Sorry! We have noted it.' },
    });
    expect(answered.status).toBe(200);
    expect(answered.body.ticket.status).toBe('answered');
    const notifications = await server.api('/api/notifications', { token: customer.token });
    const notice = notifications.body.items.find(
      (n: { metadata: { template: string } }) => n.metadata.template === 'support_reply',
    );
    expect(notice.metadata.actions[0].path).toBe(`/support/tickets/${id}`);
    const mine = await server.api(`/api/support/tickets/${id}`, { token: customer.token });
    expect(mine.body.ticket.messages.map((m: { fromStaff: boolean }) => m.fromStaff)).toEqual([false, true]);
    const audit = await server.db.query(
      `select action from admin_audit_log where entity = 'support_ticket' and entity_id = $1`,
      [id],
    );
    expect(audit.rows).toEqual([{ action: 'answer' }]);

    // The customer writing back reopens it for the queue.
    const reply = await server.api(`/api/support/tickets/${id}/messages`, {
      token: customer.token,
      body: { message: 'Thanks' },
    });
    expect(reply.body.ticket.status).toBe('open');
  });

  it('when resolving with a refund, then it is capped at what is left and paid once however often retried', async () => {
    const customer = await customerWithOrder();
    const created = await server.api('/api/support/tickets', {
      token: customer.token,
      body: { orderId: customer.orderId, reason: 'damaged_item', message: 'The packet was torn.' },
    });
    const id = created.body.ticket.id as string;
    const tooMuch = await server.api(`/api/admin/support/tickets/${id}/resolve`, {
      token: admin.token,
      headers: { 'accept-language': 'en' },
      body: { refundPaise: customer.capturedPaise + 1 },
    });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.error.code).toBe('SUPPORT_REFUND_TOO_MUCH');
    expect(tooMuch.body.error.message).toContain('₹');

    const resolve = () =>
      server.api(`/api/admin/support/tickets/${id}/resolve`, {
        token: admin.token,
        body: { refundPaise: 50_00 },
      });
    const first = await resolve();
    expect(first.status).toBe(200);
    expect(first.body.ticket).toMatchObject({ status: 'resolved', refund: { amountPaise: 50_00 } });
    const retried = await resolve();
    expect(retried.status).toBe(200);
    const refunds = await server.db.query<{ amount_paise: number; cause: string }>(
      'select amount_paise, cause from refunds where order_id = $1',
      [customer.orderId],
    );
    expect(refunds.rows).toEqual([{ amount_paise: 50_00, cause: 'support_goodwill' }]);
    const seen = await server.api(`/api/admin/support/tickets/${id}`, { token: admin.token });
    expect(seen.body.ticket.refundablePaise).toBe(customer.capturedPaise - 50_00);
    // The money still adds up: the goodwill is what the shop chose not to keep.
    const report = await server.api('/api/admin/refunds/reconciliation', { token: admin.token });
    expect(report.body.mismatches.map((m: { orderId: string }) => m.orderId)).not.toContain(customer.orderId);
  });

  it('when a bug report is resolved with a refund, then it is refused (no order)', async () => {
    const customer = await newCustomer(server);
    const created = await server.api('/api/support/bugs', {
      token: customer.token,
      body: { title: 'Crash', priority: 'low', description: 'On the map', device: DEVICE },
    });
    const answer = await server.api(`/api/admin/support/tickets/${created.body.ticket.id}/resolve`, {
      token: admin.token,
      body: { refundPaise: 100 },
    });
    expect(answer.status).toBe(409);
    expect(answer.body.error.code).toBe('SUPPORT_REFUND_NEEDS_ORDER');
  });
});

describe('contact', () => {
  it('when anyone asks, then the configured contact details and IST hours come back', async () => {
    const answer = await server.api('/api/support/contact');
    expect(answer.status).toBe(200);
    expect(answer.body.contact).toMatchObject({
      email: 'support@tokri.in',
      opensAt: '07:00',
      closesAt: '22:00',
    });
    expect(answer.body.contact.whatsapp).toMatch(/^\d+$/);
    expect(answer.body.rules).toMatchObject({ deliveryFeePaise: 25_00, lateDeliveryRefundMinutes: 60 });
  });
});
