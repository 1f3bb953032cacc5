import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOrder, newCustomer } from '../../test-support/shop-fixtures.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { CallRefused, createStandinCallMasking } from './call-masking.js';
import { callRider } from './call-rider.js';
import { createExotelCallMasking } from './exotel-call-masking.js';

let server: TestServer;
let riderId: string;

/** A local Exotel: checks Basic auth and the form, answers as Exotel's connect.json does (or refuses). */
const exotelCalls: { path: string; auth: string; form: Record<string, string> }[] = [];
const exotel = createServer((req: IncomingMessage, res) => {
  let body = '';
  req.on('data', (chunk) => {
    body += chunk;
  });
  req.on('end', () => {
    const form = Object.fromEntries(new URLSearchParams(body));
    exotelCalls.push({ path: req.url ?? '', auth: req.headers.authorization ?? '', form });
    res.setHeader('content-type', 'application/json');
    if (req.headers.authorization !== `Basic ${Buffer.from('key:token').toString('base64')}`) {
      res.statusCode = 401;
      res.end(JSON.stringify({ RestException: { Status: 401, Message: 'Authentication is required' } }));
      return;
    }
    if (form.To === '+919999999999') {
      res.statusCode = 400;
      res.end(JSON.stringify({ RestException: { Status: 400, Message: 'To is not a valid phone number' } }));
      return;
    }
    res.end(JSON.stringify({ Call: { Sid: 'b6cfaf5ea7c3e2b0a4e26f1c1ebf1a3b', Status: 'in-progress' } }));
  });
});
let exotelBase = '';

beforeAll(async () => {
  server = await startTestServer({ seed: true });
  const { rows } = await server.db.query<{ id: string }>(
    `insert into delivery_agents (full_name, phone) values ('Ravi Kumar', '+919812345678') returning id`,
  );
  riderId = rows[0]!.id;
  await new Promise<void>((resolve) => exotel.listen(0, '127.0.0.1', resolve));
  exotelBase = `http://127.0.0.1:${(exotel.address() as AddressInfo).port}`;
});
afterAll(async () => {
  exotel.close();
  await server?.stop();
});

async function customerWithOrder(status: string) {
  const customer = await newCustomer(server);
  await server.db.query(`update profiles set phone = '+919876543210' where user_id = $1`, [customer.userId]);
  const orderId = await insertOrder(server.db, customer.userId, [], { status });
  await server.db.query('update orders set rider_id = $2 where id = $1', [orderId, riderId]);
  return { ...customer, orderId };
}

describe(`the customer calls their rider (issue 32, ADR 0081) on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('when masking is on, then the provider rings the customer and bridges the rider, and neither number comes back', async () => {
    const { userId, orderId } = await customerWithOrder('out_for_delivery');
    const standin = createStandinCallMasking();
    const call = await callRider(server.db, standin, orderId, userId);
    expect(call).toEqual({ mode: 'bridge', callId: 'standin-call-1', callingPhoneMasked: '+91 98XXX XX210' });
    expect(JSON.stringify(call)).not.toContain('9812345678');
    expect(standin.bridges).toEqual([
      expect.objectContaining({ from: '+919876543210', to: '+919812345678', reference: orderId }),
    ]);
  });

  it('when the shop turns masking off, then the answer is the rider’s number to dial', async () => {
    const { userId, orderId } = await customerWithOrder('accepted');
    expect(await callRider(server.db, null, orderId, userId)).toEqual({
      mode: 'direct',
      phone: '+919812345678',
    });
  });

  it('when the order is not the caller’s, is not with a rider yet or is delivered, then 404 or a translated 409', async () => {
    const { orderId } = await customerWithOrder('picked_up');
    const stranger = await newCustomer(server);
    const asStranger = await server.api(`/api/orders/${orderId}/call-rider`, {
      method: 'POST',
      token: stranger.token,
    });
    expect(asStranger.status).toBe(404);
    for (const status of ['placed', 'delivered']) {
      const early = await customerWithOrder(status);
      const answer = await server.api(`/api/orders/${early.orderId}/call-rider`, {
        method: 'POST',
        token: early.token,
        headers: { 'x-language': 'hi' },
      });
      expect(answer.status, status).toBe(409);
      expect(answer.body.error.code).toBe('RIDER_CALL_UNAVAILABLE');
    }
    const bad = await server.api('/api/orders/not-a-uuid/call-rider', {
      method: 'POST',
      token: stranger.token,
    });
    expect(bad.status).toBeGreaterThanOrEqual(400);
    expect(bad.status).toBeLessThan(500);
  });

  it('over HTTP with the default stand-in, then the owner gets a bridge', async () => {
    const { token, orderId } = await customerWithOrder('out_for_delivery');
    const answer = await server.api(`/api/orders/${orderId}/call-rider`, { method: 'POST', token });
    expect(answer.status).toBe(200);
    expect(answer.body.call).toMatchObject({ mode: 'bridge', callingPhoneMasked: '+91 98XXX XX210' });
  });

  it('through Exotel, then connect.json gets From, To, CallerId with Basic auth; a refusal is a 409, not a 500', async () => {
    const masking = createExotelCallMasking({
      accountSid: 'tokri1',
      apiKey: 'key',
      apiToken: 'token',
      callerId: '08047112233',
      apiBase: exotelBase,
    });
    const { userId, orderId } = await customerWithOrder('picked_up');
    const call = await callRider(server.db, masking, orderId, userId);
    expect(call).toMatchObject({ mode: 'bridge', callId: 'b6cfaf5ea7c3e2b0a4e26f1c1ebf1a3b' });
    expect(exotelCalls.at(-1)).toMatchObject({
      path: '/v1/Accounts/tokri1/Calls/connect.json',
      form: { From: '+919876543210', To: '+919812345678', CallerId: '08047112233', CustomField: orderId },
    });
    const wrongKey = createExotelCallMasking({
      accountSid: 'tokri1',
      apiKey: 'key',
      apiToken: 'wrong',
      callerId: '08047112233',
      apiBase: exotelBase,
    });
    await expect(
      wrongKey.connect({ from: '+919876543210', to: '+919812345678', reference: 'x' }),
    ).rejects.toThrow(CallRefused);
    await expect(callRider(server.db, wrongKey, orderId, userId)).rejects.toMatchObject({
      code: 'RIDER_CALL_UNAVAILABLE',
    });
  });
});
