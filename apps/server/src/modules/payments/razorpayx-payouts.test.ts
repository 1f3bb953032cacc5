import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runRefundRound } from '../../jobs/refund-round.js';
import { deliveredCashOrderWithTicket } from '../../test-support/cod-refund-fixtures.js';
import { type FakeRazorpayX, startFakeRazorpayX } from '../../test-support/fake-razorpayx.js';
import { productIdBySlug, setStock, signInAsAdmin } from '../../test-support/shop-fixtures.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

/**
 * The RazorpayX adapter (ADR 0079) against a local stand-in speaking RazorpayX's protocol: a COD refund goes out
 * as POST /v1/payouts with the fund account and X-Payout-Idempotency, comes back by signed payout.* webhooks,
 * survives a lost answer without paying twice, and a reversal after processing is marked and retried once.
 */
let fake: FakeRazorpayX;
let server: TestServer;
let admin: { token: string };
let rice: string;
let webhookUrl: string;

beforeAll(async () => {
  fake = await startFakeRazorpayX();
  server = await startTestServer({
    seed: true,
    env: {
      PAYOUT_PROVIDER: 'razorpayx',
      RAZORPAYX_KEY_ID: fake.keyId,
      RAZORPAYX_KEY_SECRET: fake.keySecret,
      RAZORPAYX_ACCOUNT_NUMBER: fake.accountNumber,
      RAZORPAYX_WEBHOOK_SECRET: fake.webhookSecret,
      RAZORPAYX_API_BASE: fake.url,
    },
  });
  webhookUrl = `${server.url}/api/payouts/webhook`;
  rice = await productIdBySlug(server.db, 'basmati-rice');
  await server.db.query('update products set price_paise = 25000, discount_percentage = 0 where id = $1', [
    rice,
  ]);
  await setStock(server.db, rice, 1000);
  admin = await signInAsAdmin(server);
});
afterAll(async () => {
  await server?.stop();
  await fake?.close();
});

const resolve = (ticketId: string, body: unknown) =>
  server.api(`/api/admin/support/tickets/${ticketId}/resolve`, { token: admin.token, body });

async function refundsOf(orderId: string) {
  const { rows } = await server.db.query<{
    id: string;
    status: string;
    gateway_refund_id: string | null;
    idempotency_key: string;
    attempts: number;
    last_error: string | null;
  }>(
    `select id, status, gateway_refund_id, idempotency_key, attempts, last_error from refunds
      where order_id = $1 order by created_at`,
    [orderId],
  );
  return rows;
}

async function mismatchesOf(orderId: string) {
  const report = await server.api('/api/admin/refunds/reconciliation', { token: admin.token });
  return report.body.mismatches.filter((m: { orderId: string }) => m.orderId === orderId);
}

const round = () =>
  runRefundRound(server.db, server.jobs.gateway!, { pendingRecheckMinutes: 0 }, server.jobs.payouts);

describe('cash-on-delivery refunds through RazorpayX', () => {
  it('when support refunds to a bank account, then RazorpayX gets the payout with its fund account and key, and payout.processed finishes the refund', async () => {
    const order = await deliveredCashOrderWithTicket(server, rice);
    await order.deliver();
    const resolved = await resolve(order.ticketId, {
      refundPaise: 150_00,
      refundTo: {
        kind: 'bank_account',
        name: 'Sita Devi',
        ifsc: 'SBIN0001234',
        accountNumber: '30012345678',
      },
    });
    expect(resolved.status).toBe(200);
    const [refund] = await refundsOf(order.orderId);
    const payout = fake.payouts.find((p) => p.idempotencyKey === refund!.idempotency_key)!;
    expect(payout).toMatchObject({
      amount: 150_00,
      mode: 'IMPS',
      status: 'processing',
      reference_id: `rf_${refund!.id.replaceAll('-', '')}`,
      fund_account: {
        account_type: 'bank_account',
        bank_account: { name: 'Sita Devi', ifsc: 'SBIN0001234', account_number: '30012345678' },
      },
    });
    expect(refund).toMatchObject({ status: 'pending', gateway_refund_id: payout.id, attempts: 1 });
    expect(resolved.body.ticket.refund).toEqual({ amountPaise: 150_00, status: 'pending' });

    expect(await fake.settle(payout.id, 'processed', webhookUrl)).toBe(200);
    expect(await refundsOf(order.orderId)).toMatchObject([
      { status: 'processed', gateway_refund_id: payout.id },
    ]);
    expect(await mismatchesOf(order.orderId)).toEqual([]);
  });

  it('when RazorpayX made the payout but its answer was lost, then the round sends the same key and the customer is paid once', async () => {
    const order = await deliveredCashOrderWithTicket(server, rice);
    await order.deliver();
    fake.loseNextAnswers(1);
    const resolved = await resolve(order.ticketId, {
      refundPaise: 90_00,
      refundTo: { kind: 'vpa', name: 'Ravi Kumar', vpa: 'ravi.kumar@okicici' },
    });
    expect(resolved.status).toBe(200);
    const [owed] = await refundsOf(order.orderId);
    expect(owed).toMatchObject({ status: 'owed', attempts: 1, gateway_refund_id: null });
    expect(owed!.last_error).toMatch(/500/);
    expect(fake.payouts.filter((p) => p.idempotencyKey === owed!.idempotency_key)).toHaveLength(1);

    fake.failNext(1);
    const down = await round();
    expect(down.deferred).toBeGreaterThanOrEqual(1);
    await server.db.query('update refunds set next_attempt_at = tokri_now() where id = $1', [owed!.id]);
    await round();
    const payouts = fake.payouts.filter((p) => p.idempotencyKey === owed!.idempotency_key);
    expect(payouts).toHaveLength(1);
    expect(payouts[0]).toMatchObject({
      mode: 'UPI',
      fund_account: { account_type: 'vpa', vpa: { address: 'ravi.kumar@okicici' } },
    });
    expect(await refundsOf(order.orderId)).toMatchObject([
      { status: 'pending', gateway_refund_id: payouts[0]!.id, idempotency_key: owed!.idempotency_key },
    ]);

    // No webhook comes: the round reads the payout again once it has been pending a while.
    payouts[0]!.status = 'processed';
    const rechecked = await round();
    expect(rechecked.rechecked).toBeGreaterThanOrEqual(1);
    expect(fake.requests).toContain(`GET /v1/payouts/${payouts[0]!.id}`);
    expect((await refundsOf(order.orderId))[0]!.status).toBe('processed');
    expect(await mismatchesOf(order.orderId)).toEqual([]);
  });

  it('when a processed payout is reversed, then the refund is marked failed, the money counts as not refunded, and a retry pays once more with a new key', async () => {
    const order = await deliveredCashOrderWithTicket(server, rice);
    await order.deliver();
    await resolve(order.ticketId, {
      refundPaise: 70_00,
      refundTo: { kind: 'vpa', name: 'Ravi Kumar', vpa: 'ravi@okhdfcbank' },
    });
    const [first] = await refundsOf(order.orderId);
    expect(await fake.settle(first!.gateway_refund_id!, 'processed', webhookUrl)).toBe(200);
    expect(await fake.settle(first!.gateway_refund_id!, 'reversed', webhookUrl)).toBe(200);
    const [reversed] = await refundsOf(order.orderId);
    expect(reversed!.status).toBe('failed');
    expect(reversed!.last_error).toBe('payout.reversed: Beneficiary bank rejected the transfer');
    expect(await mismatchesOf(order.orderId)).toEqual([]);
    const view = await server.api(`/api/admin/support/tickets/${order.ticketId}`, { token: admin.token });
    expect(view.body.ticket.refundablePaise).toBe(order.totalPaise);

    const retried = await server.api(`/api/admin/refunds/${reversed!.id}/retry`, {
      method: 'POST',
      token: admin.token,
    });
    expect(retried.status).toBe(200);
    expect(retried.body.refund).toMatchObject({ status: 'pending' });
    const [again] = await refundsOf(order.orderId);
    expect(again!.idempotency_key).not.toBe(first!.idempotency_key);
    expect(again!.gateway_refund_id).not.toBe(first!.gateway_refund_id);
    // The old payout's late duplicate changes nothing; the new one finishes the refund.
    expect(await fake.settle(again!.gateway_refund_id!, 'processed', webhookUrl)).toBe(200);
    const { rows } = await server.db.query<{ processed: number }>(
      `select coalesce(sum(amount_paise), 0)::int as processed from refunds where order_id = $1 and status = 'processed'`,
      [order.orderId],
    );
    expect(rows[0]!.processed).toBe(70_00);
    expect(await mismatchesOf(order.orderId)).toEqual([]);
  });

  it('when a webhook is not signed with the payouts secret, then it is refused and changes nothing', async () => {
    const rawBody = JSON.stringify({
      event: 'payout.processed',
      payload: { payout: { entity: { id: 'pout_X' } } },
    });
    const forged = await server.api('/api/payouts/webhook', {
      rawBody,
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': '0'.repeat(64) },
    });
    expect(forged.status).toBe(400);
    expect(forged.body.error.code).toBe('PAYMENT_SIGNATURE_INVALID');
  });
});
