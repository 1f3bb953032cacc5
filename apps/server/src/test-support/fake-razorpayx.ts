import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { hmacHex } from '../modules/payments/payment-signatures.js';

/**
 * A local stand-in for RazorpayX Payouts (ADR 0079), speaking its protocol: POST /v1/payouts with basic auth,
 * the fund account inline and X-Payout-Idempotency (the same key and body answer the same payout, another body
 * a 400), GET /v1/payouts/:id, and signed payout.* webhooks sent to the app when a test settles a payout.
 */
export interface FakePayout {
  id: string;
  amount: number;
  status: string;
  reference_id: string;
  mode: string;
  fund_account: { account_type: string; vpa?: { address: string }; bank_account?: Record<string, string> };
  idempotencyKey: string;
}

export interface FakeRazorpayX {
  url: string;
  keyId: string;
  keySecret: string;
  accountNumber: string;
  webhookSecret: string;
  payouts: FakePayout[];
  /** Every request, as "METHOD /path". */
  requests: string[];
  /** The next N payout creations answer 500 (before doing anything). */
  failNext(count: number): void;
  /** The next N payout creations make the payout, then answer 500 (the answer is lost on the way back). */
  loseNextAnswers(count: number): void;
  /** Moves a payout to processed, reversed or failed and sends the signed webhook to `webhookUrl`; its status. */
  settle(payoutId: string, status: 'processed' | 'reversed' | 'failed', webhookUrl: string): Promise<number>;
  /** Sends a webhook body (as RazorpayX would) to `webhookUrl`, signed; its status and answer. */
  send(webhookUrl: string, rawBody: string): Promise<{ status: number; body: unknown }>;
  close(): Promise<void>;
}

export async function startFakeRazorpayX(): Promise<FakeRazorpayX> {
  const keyId = 'rzp_test_payouts';
  const keySecret = 'payouts-key-secret';
  const auth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
  const payouts: FakePayout[] = [];
  const bodies = new Map<string, string>();
  const requests: string[] = [];
  let failing = 0;
  let losing = 0;
  const answer = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  const badRequest = (description: string) => ({ error: { code: 'BAD_REQUEST_ERROR', description } });
  const entity = (payout: FakePayout) => {
    const { idempotencyKey: _key, fund_account: _account, ...rest } = payout;
    return { entity: 'payout', currency: 'INR', purpose: 'refund', ...rest };
  };

  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => {
      raw += chunk;
    });
    request.on('end', () => {
      requests.push(`${request.method} ${request.url}`);
      if (request.headers.authorization !== auth)
        return answer(response, 401, badRequest('Authentication failed'));
      const fetched = /^\/v1\/payouts\/([^/]+)$/.exec(request.url ?? '');
      if (request.method === 'GET' && fetched) {
        const payout = payouts.find((p) => p.id === decodeURIComponent(fetched[1]!));
        return payout
          ? answer(response, 200, entity(payout))
          : answer(response, 400, badRequest('The id provided does not exist'));
      }
      if (request.method !== 'POST' || request.url !== '/v1/payouts')
        return answer(response, 404, badRequest('The requested URL was not found'));
      if (failing > 0) {
        failing -= 1;
        return answer(response, 500, {
          error: { code: 'SERVER_ERROR', description: 'We are facing some trouble' },
        });
      }
      const key = request.headers['x-payout-idempotency'];
      if (typeof key !== 'string' || key.length < 10)
        return answer(response, 400, badRequest('idempotency key missing'));
      const earlier = payouts.find((p) => p.idempotencyKey === key);
      if (earlier) {
        if (bodies.get(key) !== raw)
          return answer(
            response,
            400,
            badRequest('Different request with the same idempotency key has already been processed.'),
          );
        return answer(response, 200, entity(earlier));
      }
      // biome-ignore lint/suspicious/noExplicitAny: the fake reads the request as RazorpayX would, field by field
      const body = JSON.parse(raw) as Record<string, any>;
      const account = body.fund_account ?? {};
      const valid =
        body.account_number === '7878780080316316' &&
        body.currency === 'INR' &&
        body.purpose === 'refund' &&
        Number.isInteger(body.amount) &&
        body.amount >= 100 &&
        ((account.account_type === 'vpa' &&
          body.mode === 'UPI' &&
          typeof account.vpa?.address === 'string') ||
          (account.account_type === 'bank_account' &&
            body.mode === 'IMPS' &&
            /^[A-Z]{4}0[A-Z0-9]{6}$/.test(account.bank_account?.ifsc ?? '') &&
            /^\d{9,18}$/.test(account.bank_account?.account_number ?? '')));
      if (!valid) return answer(response, 400, badRequest('The fund account or payout details are invalid'));
      const payout: FakePayout = {
        id: `pout_FAKE${payouts.length + 1}`,
        amount: body.amount,
        status: 'processing',
        reference_id: body.reference_id,
        mode: body.mode,
        fund_account: account,
        idempotencyKey: key,
      };
      payouts.push(payout);
      bodies.set(key, raw);
      if (losing > 0) {
        losing -= 1;
        return answer(response, 500, { error: { code: 'SERVER_ERROR', description: 'Gateway timeout' } });
      }
      answer(response, 200, entity(payout));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const webhookSecret = 'payouts-webhook-secret';

  async function send(webhookUrl: string, rawBody: string) {
    const response = await fetch(webhookUrl, {
      method: 'POST',
      body: rawBody,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': hmacHex(webhookSecret, rawBody),
      },
    });
    return { status: response.status, body: await response.json().catch(() => null) };
  }

  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    keyId,
    keySecret,
    accountNumber: '7878780080316316',
    webhookSecret,
    payouts,
    requests,
    failNext: (count) => {
      failing = count;
    },
    loseNextAnswers: (count) => {
      losing = count;
    },
    async settle(payoutId, status, webhookUrl) {
      const payout = payouts.find((p) => p.id === payoutId);
      if (!payout) throw new Error(`no fake payout ${payoutId}`);
      payout.status = status;
      const rawBody = JSON.stringify({
        entity: 'event',
        account_id: 'acc_FAKE',
        event: `payout.${status}`,
        contains: ['payout'],
        payload: {
          payout: {
            entity: {
              ...entity(payout),
              ...(status === 'processed' ? {} : { failure_reason: 'Beneficiary bank rejected the transfer' }),
            },
          },
        },
        created_at: Math.floor(Date.now() / 1000),
      });
      return (await send(webhookUrl, rawBody)).status;
    },
    send,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
