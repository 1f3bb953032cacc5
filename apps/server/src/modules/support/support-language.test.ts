import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertOrder,
  newCustomer,
  productIdBySlug,
  signInAsAdmin,
} from '../../test-support/shop-fixtures.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

/** Issue 32 item 6: a ticket names its product in the reader's language, as the shop does. */

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seed: true });
});
afterAll(async () => server?.stop());

const TOOR_DAL = { en: 'Toor Dal', hi: 'अरहर (तूर) दाल', te: 'కంది పప్పు' };

describe('the product named in a support ticket', () => {
  it('when a Hindi reader reports a missing item, then the ticket names it in Hindi; read in Telugu, in Telugu; the admin reads it in theirs', async () => {
    const customer = await newCustomer(server, 'Meena Kumari');
    const dal = await productIdBySlug(server.db, 'toor-dal');
    const orderId = await insertOrder(server.db, customer.userId, [{ productId: dal, quantity: 1 }]);
    const { rows } = await server.db.query<{ id: string }>('select id from order_items where order_id = $1', [
      orderId,
    ]);
    const created = await server.api('/api/support/tickets', {
      token: customer.token,
      headers: { 'x-language': 'hi' },
      body: { orderId, reason: 'missing_item', orderItemId: rows[0]!.id, message: 'दाल का पैकेट नहीं आया।' },
    });
    expect(created.status).toBe(201);
    expect(created.body.ticket.orderItemName).toBe(TOOR_DAL.hi);
    const ticketId = created.body.ticket.id as string;

    const inTelugu = await server.api(`/api/support/tickets/${ticketId}`, {
      token: customer.token,
      headers: { 'x-language': 'te' },
    });
    expect(inTelugu.body.ticket.orderItemName).toBe(TOOR_DAL.te);

    const admin = await signInAsAdmin(server);
    const adminHindi = await server.api(`/api/admin/support/tickets/${ticketId}`, {
      token: admin.token,
      headers: { 'x-language': 'hi' },
    });
    expect(adminHindi.body.ticket.orderItemName).toBe(TOOR_DAL.hi);
    const answered = await server.api(`/api/admin/support/tickets/${ticketId}/messages`, {
      token: admin.token,
      headers: { 'x-language': 'te' },
      body: { message: 'We are sending it today.' },
    });
    expect(answered.body.ticket.orderItemName).toBe(TOOR_DAL.te);
    const adminEnglish = await server.api(`/api/admin/support/tickets/${ticketId}`, {
      token: admin.token,
      headers: { 'x-language': 'en' },
    });
    expect(adminEnglish.body.ticket.orderItemName).toBe(TOOR_DAL.en);
  });
});
