import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fillCart,
  newCustomer,
  placeOrder,
  productIdBySlug,
  setStock,
  signInAsAdmin,
} from '../../test-support/shop-fixtures.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

// Issue 32 item 6 (ADR 0075): a notification is rendered when it is read, in the reader's language now.

let server: TestServer;
let adminToken: string;
let rice: string;

beforeAll(async () => {
  server = await startTestServer({ seed: true });
  adminToken = (await signInAsAdmin(server)).token;
  rice = await productIdBySlug(server.db, 'basmati-rice');
  await server.db.query('update products set price_paise = 30000, discount_percentage = 0 where id = $1', [
    rice,
  ]);
  await setStock(server.db, rice, 1000);
});
afterAll(async () => {
  await server?.stop();
});

interface Item {
  id: string;
  title: string;
  message: string;
  metadata: { template: string; actions: { id: string; title: string; path: string }[] };
}

const list = async (token: string): Promise<Item[]> =>
  (await server.api('/api/notifications', { token })).body.items;

const speak = (token: string, language: 'en' | 'hi' | 'te') =>
  server.api('/api/profile', { method: 'PATCH', token, body: { preferredLanguage: language } });

describe(`notifications read in the reader's language on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('when the account switches language, then the same list reads wholly in the new one, buttons too', async () => {
    const customer = await newCustomer(server, 'Lakshmi');
    await fillCart(server, customer.token, [{ productId: rice, quantity: 1 }]);
    const id = (await placeOrder(server, customer.token)).body.order.id as string;
    const short = id.slice(-8);
    await speak(customer.token, 'hi');
    // This one is sent while the account speaks Hindi; the order_placed before it was sent in English.
    await server.api(`/api/admin/orders/${id}/status`, {
      method: 'PATCH',
      token: adminToken,
      body: { status: 'confirmed' },
    });
    await speak(customer.token, 'te');
    const telugu = await list(customer.token);
    expect(telugu.map((n) => n.metadata.template)).toEqual(['order_confirmed', 'order_placed']);
    expect(telugu.map((n) => n.title)).toEqual(['ఆర్డర్ నిర్ధారించబడింది', 'ఆర్డర్ ప్లేస్ అయింది']);
    expect(telugu[1]!.message).toBe(`మీ ₹300 ఆర్డర్ #${short} ప్లేస్ అయింది.`);
    expect(telugu[1]!.metadata.actions.map((a) => a.title)).toEqual(['ట్రాక్ చేయండి', 'చూడండి']);
    // No row keeps a sentence of another language.
    for (const item of telugu) {
      expect(`${item.title} ${item.message}`.replace(`#${short}`, '')).not.toMatch(
        /[a-zA-Z\u0900-\u097f]{3}/,
      );
    }

    await speak(customer.token, 'en');
    const english = await list(customer.token);
    expect(english.map((n) => n.title)).toEqual(['Order confirmed', 'Order placed']);
    expect(english[0]!.message).toBe(`The store has confirmed your order #${short} and will pack it soon.`);
    // What was sent stays as it was sent (the push carried it): the confirmation went out in Hindi.
    const { rows } = await server.db.query<{ title: string }>(
      `select title from notifications where user_id = $1 and metadata ->> 'template' = 'order_confirmed'`,
      [customer.userId],
    );
    expect(rows[0]!.title).toBe('ऑर्डर कन्फ़र्म हुआ');
  });

  it("when a notification is marked read, then its realtime update is in the reader's language now", async () => {
    const customer = await newCustomer(server);
    await fillCart(server, customer.token, [{ productId: rice, quantity: 1 }]);
    await placeOrder(server, customer.token);
    await speak(customer.token, 'hi');
    const [item] = await list(customer.token);
    await server.api(`/api/notifications/${item!.id}/read`, { method: 'POST', token: customer.token });
    const { rows } = await server.db.query<{ payload: { title: string; is_read: boolean } }>(
      `select payload from realtime_events where topic = 'notifications' and user_id = $1 and kind = 'UPDATE'`,
      [customer.userId],
    );
    expect(rows[0]!.payload).toMatchObject({ title: 'ऑर्डर प्लेस हो गया', is_read: true });
  });

  it('when a row was stored before parameters were kept, then it reads as it was written', async () => {
    const customer = await newCustomer(server);
    await server.db.query(
      `insert into notifications (user_id, role, type, title, message, metadata)
       values ($1, 'user', 'general', 'Old title', 'Old message', '{"template": "order_placed"}')`,
      [customer.userId],
    );
    await speak(customer.token, 'te');
    const [item] = await list(customer.token);
    expect(item).toMatchObject({ title: 'Old title', message: 'Old message' });
  });

  it('when the order\'s store has a phone, then "call" dials it (a tel: link read from the store now)', async () => {
    const customer = await newCustomer(server);
    await fillCart(server, customer.token, [{ productId: rice, quantity: 1 }]);
    const id = (await placeOrder(server, customer.token)).body.order.id as string;
    await server.db.query(
      `update seller_locations set phone = '+919876543210'
        where id = (select seller_location_id from orders where id = $1)`,
      [id],
    );
    await server.api('/functions/v1/send-order-notifications', {
      token: customer.token,
      body: { order_id: id, user_id: customer.userId, status: 'out_for_delivery' },
    });
    const [item] = await list(customer.token);
    expect(item!.metadata.template).toBe('out_for_delivery');
    expect(item!.metadata.actions.map((a) => [a.id, a.path])).toEqual([
      ['track', `/orders/${id}`],
      ['call', 'tel:+919876543210'],
    ]);
  });
});
