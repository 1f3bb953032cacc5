import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer } from '../test-support/shop-fixtures.js';
import { startTestServer, type TestServer } from '../test-support/test-server.js';

// Issue 9 item 8: NUL bytes (and other control characters) reached PostgreSQL and came back as 500s
// (22021 "invalid byte sequence for encoding UTF8: 0x00", 22P05 for jsonb). They are refused at the edge.
let server: TestServer;
let customer: { token: string; userId: string };

beforeAll(async () => {
  server = await startTestServer({ seed: true });
  customer = await newCustomer(server, 'Plain Text');
});

afterAll(async () => {
  await server?.stop();
});

const hindi = { 'x-language': 'hi' };

describe('control characters in request bodies', () => {
  it('when a signed-out sign-up carries a NUL in the name, then it is a translated 400 naming the field', async () => {
    const response = await server.api('/api/auth/sign-up', {
      headers: hindi,
      body: {
        identifier: 'nul-sign-up@example.in',
        password: 'shopper-password',
        fullName: 'Ravi\u0000Kumar',
      },
    });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('INVALID_CHARACTERS');
    expect(response.body.error.message).toContain('अक्षर');
    expect(Object.keys(response.body.error.fields)).toEqual(['fullName']);
    const { rows } = await server.db.query(`select 1 from users where email = 'nul-sign-up@example.in'`);
    expect(rows).toHaveLength(0);
  });

  it('when a signed-out sign-in carries a NUL in the identifier, then it is a 400, not a 500', async () => {
    const response = await server.api('/api/auth/sign-in', {
      body: { identifier: 'someone\u0000@example.in', password: 'whatever-password' },
    });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('INVALID_CHARACTERS');
  });

  it('when a customer saves a profile, an address or a jsonb device record with a NUL, then each is a 400', async () => {
    const profile = await server.api('/api/profile', {
      method: 'PATCH',
      token: customer.token,
      body: { fullName: 'Ravi\u0000' },
    });
    expect(profile.status).toBe(400);
    const device = await server.api('/functions/v1/hardware-sync', {
      token: customer.token,
      body: {
        onesignal_player_id: 'player-nul-0001',
        device_info: { platform: 'android', userAgent: 'Tokri\u0000Shell', timestamp: 1 },
      },
    });
    expect(device.status).toBe(400);
    expect(device.body.error.code).toBe('INVALID_CHARACTERS');
  });

  it('when a NUL hides in an object key or a lone surrogate in a value, then it is refused too', async () => {
    const key = await server.api('/api/profile', {
      method: 'PATCH',
      token: customer.token,
      rawBody: '{"full\\u0000Name":"x"}',
      headers: { 'content-type': 'application/json' },
    });
    expect(key.status).toBe(400);
    const surrogate = await server.api('/api/profile', {
      method: 'PATCH',
      token: customer.token,
      rawBody: '{"fullName":"Ravi \\ud800"}',
      headers: { 'content-type': 'application/json' },
    });
    expect(surrogate.status).toBe(400);
    expect(surrogate.body.error.code).toBe('INVALID_CHARACTERS');
  });

  it('when text has tabs, line breaks, Indian scripts and emoji, then it is accepted as typed', async () => {
    const response = await server.api('/api/profile', {
      method: 'PATCH',
      token: customer.token,
      body: { fullName: 'रवि कुमार 🍅' },
    });
    expect(response.status).toBe(200);
    expect(response.body.fullName ?? response.body.profile?.fullName).toBe('रवि कुमार 🍅');
  });
});

describe('control characters in query strings and paths', () => {
  it('when a query parameter holds an encoded NUL, then it is a translated 400', async () => {
    for (const path of [
      '/api/products?q=dal%00',
      '/api/search/suggestions?q=to%00m',
      '/api/products?category=fruits%00',
      '/api/admin/orders?status=pending%00',
    ]) {
      const response = await server.api(path, { token: customer.token, headers: hindi });
      expect(response.status, path).toBe(400);
      expect(response.body.error.code, path).toBe('INVALID_CHARACTERS');
    }
  });

  it('when a path parameter holds an encoded NUL or control character, then it is a 400', async () => {
    for (const path of ['/api/categories/fruits%00', '/api/categories/%1b%5b31m', '/api/orders/%00']) {
      const response = await server.api(path, { token: customer.token });
      expect(response.status, path).toBe(400);
      expect(response.body.error.code, path).toBe('INVALID_CHARACTERS');
    }
  });
});
