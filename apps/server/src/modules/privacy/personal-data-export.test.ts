import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillCart, placeOrder, productIdBySlug, setStock } from '../../test-support/shop-fixtures.js';
import { customerWithAddress, fundWallet } from '../../test-support/subscription-fixtures.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { PERSONAL_DATA_TABLES } from './personal-data-tables.js';

/** Download my data (DPDP Act 2023, issue 16 point 7, ADR 0051) on the engine under test. */
let server: TestServer;
let riceId: string;
const engine = process.env.TEST_DB_ENGINE ?? 'pglite';

beforeAll(async () => {
  server = await startTestServer({ seed: true });
  riceId = await productIdBySlug(server.db, 'basmati-rice');
  await setStock(server.db, riceId, 1000);
});
afterAll(async () => server?.stop());

async function customerWithHistory(name: string) {
  const customer = await customerWithAddress(server, name);
  await fillCart(server, customer.token, [{ productId: riceId, quantity: 2 }]);
  expect((await placeOrder(server, customer.token)).status).toBe(201);
  await fundWallet(server.db, customer.userId, 100_00);
  expect(
    (await server.api(`/api/favorites/${riceId}`, { token: customer.token, method: 'PUT' })).status,
  ).toBe(200);
  await server.db.query(
    `insert into push_subscriptions (user_id, endpoint, p256dh, auth)
     values ($1, $2, 'p256dh-key-of-the-device-0123456', 'auth-key-01')`,
    [customer.userId, `https://fcm.googleapis.com/fcm/send/secret-of-${customer.userId}`],
  );
  await server.db.query(
    `insert into payment_methods (user_id, kind, label, card_token, card_last4, card_network)
     values ($1, 'card', 'Visa', $2, '4242', 'visa')`,
    [customer.userId, `tok_secret_${customer.userId}`],
  );
  return customer;
}

describe(`download my data on ${engine}`, () => {
  it('when a customer downloads their data, then the file has their rows of every exported table and nothing of another customer', async () => {
    const asha = await customerWithHistory('Asha Exportwali');
    const ravi = await customerWithHistory('Ravi Otherperson');
    const response = await server.api('/api/privacy/export', { token: asha.token });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="tokri-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = response.body;
    expect(data.userId).toBe(asha.userId);
    const text = JSON.stringify(data);
    expect(text).toContain('Asha Exportwali');
    expect(data.tables.users[0].email).toMatch(/@example\.in$/);
    expect(data.tables.orders).toHaveLength(1);
    expect(data.tables.order_items.length).toBeGreaterThan(0);
    expect(data.tables.addresses).toHaveLength(1);
    expect(data.tables.wallet_ledger).toHaveLength(1);
    expect(data.tables.favorites).toHaveLength(1);
    expect(data.tables.notifications.length).toBeGreaterThan(0);
    // Push endpoints by host only; payment methods masked, never the token.
    expect(data.tables.push_subscriptions).toEqual([
      expect.objectContaining({ endpoint_host: 'fcm.googleapis.com' }),
    ]);
    expect(text).not.toContain('secret-of-');
    expect(data.tables.payment_methods).toEqual([expect.objectContaining({ card_last4: '4242' })]);
    expect(text).not.toContain('tok_secret_');
    expect(text).not.toContain('password_hash');
    // Nothing of Ravi's: not his id, name, order or address.
    expect(text).not.toContain(ravi.userId);
    expect(text).not.toContain('Ravi Otherperson');
    const { rows } = await server.db.query<{ id: string }>('select id from orders where user_id = $1', [
      ravi.userId,
    ]);
    expect(text).not.toContain(rows[0]!.id);
    // Every registered table that is exported is in the file; the others are named with why.
    for (const entry of PERSONAL_DATA_TABLES) {
      if (entry.exportSql) expect(data.tables, entry.table).toHaveProperty(entry.table);
      else expect(data.notExported[entry.table], entry.table).toBeTruthy();
    }
  });

  it('when a customer downloads twice within a minute, then the second is refused with the wait', async () => {
    const meera = await customerWithAddress(server, 'Meera');
    expect((await server.api('/api/privacy/export', { token: meera.token })).status).toBe(200);
    const again = await server.api('/api/privacy/export', { token: meera.token });
    expect(again.status).toBe(429);
    expect(again.body.error.code).toBe('PRIVACY_EXPORT_TOO_SOON');
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
