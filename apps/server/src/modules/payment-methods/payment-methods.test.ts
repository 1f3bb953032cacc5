import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer } from '../../test-support/shop-fixtures.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.stop());

describe(`saved payment methods on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('saves UPI ids in a valid format and makes the first one the default', async () => {
    const { token } = await newCustomer(server);
    const first = await server.api('/api/payment-methods', {
      token,
      body: { kind: 'upi', upiId: 'priya.sharma@okicici' },
    });
    expect(first.status).toBe(201);
    expect(first.body.items).toMatchObject([{ kind: 'upi', upiId: 'priya.sharma@okicici', isDefault: true }]);
    const bad = await server.api('/api/payment-methods', {
      token,
      body: { kind: 'upi', upiId: 'priya at bank' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Enter a valid UPI ID, like name@bank.');
    const second = await server.api('/api/payment-methods', {
      token,
      body: { kind: 'upi', upiId: '9876543210@ybl', makeDefault: true },
    });
    expect(
      second.body.items.map((m: { upiId: string; isDefault: boolean }) => [m.upiId, m.isDefault]),
    ).toEqual([
      ['9876543210@ybl', true],
      ['priya.sharma@okicici', false],
    ]);
  });

  it('refuses a card number outright and stores only gateway tokens', async () => {
    const { token, userId } = await newCustomer(server);
    const withNumber = await server.api('/api/payment-methods', {
      token,
      body: {
        kind: 'card',
        cardNumber: '4111111111111111',
        token: 'token_abcdefgh1234',
        last4: '1111',
        network: 'visa',
      },
    });
    expect(withNumber.status).toBe(400);
    const { rows } = await server.db.query('select * from payment_methods where user_id = $1', [userId]);
    expect(rows).toEqual([]);
    const tokenised = await server.api('/api/payment-methods', {
      token,
      body: { kind: 'card', token: 'token_abcdefgh1234', last4: '1111', network: 'visa' },
    });
    expect(tokenised.status).toBe(201);
    expect(tokenised.body.items[0]).toMatchObject({ kind: 'card', cardLast4: '1111', cardNetwork: 'visa' });
    expect(JSON.stringify(tokenised.body)).not.toContain('token_abcdefgh1234');
  });

  it('keeps methods private and moves the default when the default is removed', async () => {
    const asha = await newCustomer(server);
    const ravi = await newCustomer(server);
    await server.api('/api/payment-methods', {
      token: asha.token,
      body: { kind: 'upi', upiId: 'asha@oksbi' },
    });
    const both = await server.api('/api/payment-methods', {
      token: asha.token,
      body: { kind: 'upi', upiId: 'asha2@oksbi' },
    });
    const defaultId = both.body.items.find((m: { isDefault: boolean }) => m.isDefault).id;
    expect((await server.api('/api/payment-methods', { token: ravi.token })).body.items).toEqual([]);
    expect(
      (await server.api(`/api/payment-methods/${defaultId}`, { method: 'DELETE', token: ravi.token })).status,
    ).toBe(404);
    const after = await server.api(`/api/payment-methods/${defaultId}`, {
      method: 'DELETE',
      token: asha.token,
    });
    expect(after.body.items).toMatchObject([{ upiId: 'asha2@oksbi', isDefault: true }]);
  });
});
