import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hmacHex, paymentSignature } from './payment-signatures.js';
import { createRazorpayGateway } from './razorpay-gateway.js';

/** A local stand-in for Razorpay's Orders API: checks basic auth and answers like /v1/orders does. */
let fake: Server;
let base: string;
const received: { auth?: string; body?: Record<string, unknown> } = {};

beforeAll(async () => {
  fake = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => {
      raw += chunk;
    });
    request.on('end', () => {
      received.auth = request.headers.authorization;
      received.body = JSON.parse(raw || '{}');
      if (
        request.url !== '/v1/orders' ||
        request.headers.authorization !== `Basic ${Buffer.from('rzp_test_key:key_secret').toString('base64')}`
      ) {
        response.writeHead(401, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({ error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } }),
        );
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          id: 'order_FAKE12345',
          entity: 'order',
          amount: received.body?.amount,
          currency: 'INR',
          status: 'created',
        }),
      );
    });
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => fake.close(() => resolve())));

describe('Razorpay adapter', () => {
  it('creates an order through the Orders API with basic auth', async () => {
    const gateway = createRazorpayGateway({
      keyId: 'rzp_test_key',
      keySecret: 'key_secret',
      webhookSecret: 'wh',
      apiBase: base,
    });
    const order = await gateway.createOrder({
      amountPaise: 45050,
      currency: 'INR',
      receipt: 'receipt-1',
      notes: { order_id: 'x' },
    });
    expect(order).toEqual({ id: 'order_FAKE12345', amountPaise: 45050, currency: 'INR' });
    expect(received.body).toMatchObject({ amount: 45050, currency: 'INR', receipt: 'receipt-1' });
    expect(gateway.checkoutUrl('order_FAKE12345', '/checkout/payment')).toBeNull();
  });

  it('fails loudly when Razorpay refuses', async () => {
    const gateway = createRazorpayGateway({
      keyId: 'rzp_test_key',
      keySecret: 'wrong',
      webhookSecret: 'wh',
      apiBase: base,
    });
    await expect(
      gateway.createOrder({ amountPaise: 100, currency: 'INR', receipt: 'r', notes: {} }),
    ).rejects.toThrow(/Authentication failed/);
  });

  it('verifies payment and webhook signatures with its secrets', () => {
    const gateway = createRazorpayGateway({
      keyId: 'k',
      keySecret: 'key_secret',
      webhookSecret: 'wh_secret',
      apiBase: base,
    });
    const signature = paymentSignature('key_secret', 'order_1', 'pay_1');
    expect(gateway.verifyPayment('order_1', 'pay_1', signature)).toBe(true);
    expect(gateway.verifyPayment('order_1', 'pay_2', signature)).toBe(false);
    expect(gateway.verifyWebhook('{"a":1}', hmacHex('wh_secret', '{"a":1}'))).toBe(true);
    expect(gateway.verifyWebhook('{"a":1}', hmacHex('key_secret', '{"a":1}'))).toBe(false);
  });
});
