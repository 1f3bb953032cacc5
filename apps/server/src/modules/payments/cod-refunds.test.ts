import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runRefundRound } from '../../jobs/refund-round.js';
import { deliveredCashOrderWithTicket } from '../../test-support/cod-refund-fixtures.js';
import { type RefundScene, startRefundScene, waitFor } from '../../test-support/refund-fixtures.js';
import { signInAsAdmin } from '../../test-support/shop-fixtures.js';
import type { TestServer } from '../../test-support/test-server.js';
import { oweCashRefund } from './cod-refunds.js';
import { hmacHex } from './payment-signatures.js';
import { refundIdempotencyKey } from './refunds-service.js';
import { resolveSandboxPayoutsSecret } from './sandbox-payouts.js';

/**
 * Issue 32 item 5 (ADR 0079): a cash-on-delivery customer with a damaged item is refunded by support, to the
 * Tokri wallet or to the UPI id / bank account they give, through the embedded payouts sandbox (the default
 * provider). Same refund rows, keys and reconciliation as a gateway refund.
 */
let scene: RefundScene;
let server: TestServer;
let admin: { token: string };

beforeAll(async () => {
  scene = await startRefundScene();
  server = scene.server;
  admin = await signInAsAdmin(server);
});
afterAll(async () => server?.stop());

const resolve = (ticketId: string, body: unknown) =>
  server.api(`/api/admin/support/tickets/${ticketId}/resolve`, { token: admin.token, body });

async function refundsOf(orderId: string) {
  const { rows } = await server.db.query<{
    id: string;
    amount_paise: number;
    destination: string;
    status: string;
    payment_id: string | null;
    gateway_refund_id: string | null;
    idempotency_key: string;
    last_error: string | null;
  }>(
    `select id, amount_paise, destination, status, payment_id, gateway_refund_id, idempotency_key, last_error
       from refunds where order_id = $1 order by created_at`,
    [orderId],
  );
  return rows;
}

async function mismatchesOf(orderId: string) {
  const report = await server.api('/api/admin/refunds/reconciliation', { token: admin.token });
  expect(report.status).toBe(200);
  return report.body.mismatches.filter((m: { orderId: string }) => m.orderId === orderId);
}

describe('support refunds a cash-on-delivery order', () => {
  it('when support sends part of a delivered cash order to a UPI id, then the payout goes out, its webhook marks the refund processed and the money adds up', async () => {
    const order = await deliveredCashOrderWithTicket(server, scene.rice);
    await order.deliver();
    const view = await server.api(`/api/admin/support/tickets/${order.ticketId}`, { token: admin.token });
    expect(view.body.ticket).toMatchObject({ cashOnDelivery: true, refundablePaise: order.totalPaise });

    const resolved = await resolve(order.ticketId, {
      refundPaise: 120_00,
      refundTo: { kind: 'vpa', name: 'Ravi Kumar', vpa: 'ravi.kumar@okaxis' },
    });
    expect(resolved.status).toBe(200);
    await waitFor(async () => (await refundsOf(order.orderId))[0]?.status === 'processed');
    const [refund] = await refundsOf(order.orderId);
    expect(refund).toMatchObject({
      amount_paise: 120_00,
      destination: 'payout',
      payment_id: null,
      idempotency_key: refundIdempotencyKey({
        orderId: order.orderId,
        amountPaise: 120_00,
        cause: 'support_goodwill',
        reference: order.ticketId,
      }),
    });
    expect(refund!.gateway_refund_id).toMatch(/^pout_/);
    const { rows: paid } = await server.db.query(
      'select amount_paise, account_type, masked, status from sandbox_payouts where idempotency_key = $1',
      [refund!.idempotency_key],
    );
    expect(paid).toEqual([
      { amount_paise: 120_00, account_type: 'vpa', masked: 'ra•••@okaxis', status: 'processed' },
    ]);
    // charged (cash collected) = kept + refunded, and only the rest can still be refunded.
    expect(await mismatchesOf(order.orderId)).toEqual([]);
    const after = await server.api(`/api/admin/support/tickets/${order.ticketId}`, { token: admin.token });
    expect(after.body.ticket.refundablePaise).toBe(order.totalPaise - 120_00);
    expect(after.body.ticket.refund).toEqual({ amountPaise: 120_00, status: 'processed' });
    // The admin list shows where it went, masked: the full UPI id is in no answer.
    const list = await server.api('/api/admin/refunds', { token: admin.token });
    const listed = list.body.items.find((item: { id: string }) => item.id === refund!.id);
    expect(listed).toMatchObject({ destination: 'payout', payoutTo: 'ra•••@okaxis', status: 'processed' });
    expect(JSON.stringify(list.body)).not.toContain('ravi.kumar@okaxis');
  });

  it('when support sends a bank account payout, then the IFSC and account number are checked and stored for the payout, shown masked', async () => {
    const order = await deliveredCashOrderWithTicket(server, scene.rice);
    await order.deliver();
    const wrongIfsc = await resolve(order.ticketId, {
      refundPaise: 50_00,
      refundTo: {
        kind: 'bank_account',
        name: 'Sita Devi',
        ifsc: 'HDFC000005',
        accountNumber: '50100123456789',
      },
    });
    expect(wrongIfsc.status).toBe(400);
    expect(wrongIfsc.body.error.code).toBe('PAYOUT_IFSC_INVALID');
    const wrongAccount = await resolve(order.ticketId, {
      refundPaise: 50_00,
      refundTo: { kind: 'bank_account', name: 'Sita Devi', ifsc: 'HDFC0000053', accountNumber: '12345' },
    });
    expect(wrongAccount.status).toBe(400);
    expect(wrongAccount.body.error.code).toBe('PAYOUT_ACCOUNT_INVALID');
    expect(await refundsOf(order.orderId)).toEqual([]);

    const resolved = await resolve(order.ticketId, {
      refundPaise: 50_00,
      refundTo: {
        kind: 'bank_account',
        name: 'Sita Devi',
        ifsc: 'hdfc0000053',
        accountNumber: '5010 0123 4567 89',
      },
    });
    expect(resolved.status).toBe(200);
    await waitFor(async () => (await refundsOf(order.orderId))[0]?.status === 'processed');
    const { rows } = await server.db.query(
      `select a.account_type, a.ifsc, a.account_number, a.masked from refund_payout_accounts a
         join refunds r on r.id = a.refund_id where r.order_id = $1`,
      [order.orderId],
    );
    expect(rows).toEqual([
      {
        account_type: 'bank_account',
        ifsc: 'HDFC0000053',
        account_number: '50100123456789',
        masked: 'HDFC0000053 ••••6789',
      },
    ]);
    expect(await mismatchesOf(order.orderId)).toEqual([]);
  });

  it('when support refunds a cash order to the wallet, then the wallet is credited at once with a processed refund row', async () => {
    const order = await deliveredCashOrderWithTicket(server, scene.rice);
    await order.deliver();
    const before = await server.api('/api/wallet', { token: order.customer.token });
    const resolved = await resolve(order.ticketId, { refundPaise: 80_00, refundTo: { kind: 'wallet' } });
    expect(resolved.status).toBe(200);
    expect(resolved.body.ticket.refund).toEqual({ amountPaise: 80_00, status: 'processed' });
    const wallet = await server.api('/api/wallet', { token: order.customer.token });
    expect(wallet.body.balancePaise - before.body.balancePaise).toBe(80_00);
    expect(await refundsOf(order.orderId)).toMatchObject([
      { amount_paise: 80_00, destination: 'wallet', status: 'processed', payment_id: null },
    ]);
    expect(await mismatchesOf(order.orderId)).toEqual([]);
  });

  it('when a cash refund names no destination, more than was collected, or the cash is not collected yet, then it is refused with a translated 4xx and nothing is owed', async () => {
    const order = await deliveredCashOrderWithTicket(server, scene.rice);
    const early = await resolve(order.ticketId, { refundPaise: 10_00, refundTo: { kind: 'wallet' } });
    expect(early.status).toBe(409);
    expect(early.body.error.code).toBe('REFUND_NO_CAPTURED_PAYMENT');
    await order.deliver();
    const nowhere = await server.api(`/api/admin/support/tickets/${order.ticketId}/resolve`, {
      token: admin.token,
      body: { refundPaise: 10_00 },
      headers: { 'accept-language': 'hi' },
    });
    expect(nowhere.status).toBe(422);
    expect(nowhere.body.error.code).toBe('REFUND_COD_NEEDS_DESTINATION');
    expect(nowhere.body.error.message).toMatch(/[\u0900-\u097F]/);
    const tooMuch = await resolve(order.ticketId, {
      refundPaise: order.totalPaise + 1,
      refundTo: { kind: 'vpa', name: 'Ravi Kumar', vpa: 'ravi@okaxis' },
    });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.error.code).toBe('SUPPORT_REFUND_TOO_MUCH');
    const badVpa = await resolve(order.ticketId, {
      refundPaise: 10_00,
      refundTo: { kind: 'vpa', name: 'Ravi Kumar', vpa: 'not a upi id' },
    });
    expect(badVpa.status).toBe(400);
    expect(badVpa.body.error.code).toBe('INVALID_UPI');
    expect(await refundsOf(order.orderId)).toEqual([]);
  });

  it('when the bank fails or reverses the payout, then the refund is marked failed with the reason, the money counts as not refunded, and a retry pays once with a new key', async () => {
    const order = await deliveredCashOrderWithTicket(server, scene.rice);
    await order.deliver();
    const resolved = await resolve(order.ticketId, {
      refundPaise: 60_00,
      refundTo: { kind: 'vpa', name: 'Ravi Kumar', vpa: 'reversal@okaxis' },
    });
    expect(resolved.status).toBe(200);
    await waitFor(async () => (await refundsOf(order.orderId))[0]?.status === 'failed');
    const [failed] = await refundsOf(order.orderId);
    expect(failed!.last_error).toMatch(/^payout\.reversed: /);
    expect(await mismatchesOf(order.orderId)).toEqual([]);
    const view = await server.api(`/api/admin/support/tickets/${order.ticketId}`, { token: admin.token });
    expect(view.body.ticket.refundablePaise).toBe(order.totalPaise);

    // The admin retries the failed refund: a new key, so a new payout (the sandbox reverses this account again).
    const retried = await server.api(`/api/admin/refunds/${failed!.id}/retry`, {
      method: 'POST',
      token: admin.token,
    });
    expect(retried.status).toBe(200);
    await waitFor(async () => (await refundsOf(order.orderId))[0]?.status === 'failed');
    const [again] = await refundsOf(order.orderId);
    expect(again!.idempotency_key).not.toBe(failed!.idempotency_key);
    const { rows } = await server.db.query<{ n: number }>(
      'select count(*)::int as n from sandbox_payouts where idempotency_key = any($1)',
      [[failed!.idempotency_key, again!.idempotency_key]],
    );
    expect(rows[0]!.n).toBe(2);
    expect(await mismatchesOf(order.orderId)).toEqual([]);
  });

  it('when the same payout webhook arrives twice, or forged, then it is applied once and a forgery changes nothing', async () => {
    const order = await deliveredCashOrderWithTicket(server, scene.rice);
    await order.deliver();
    // The round has no payouts provider here: the refund stays owed until the webhook names it by our reference.
    await server.db.transaction(async (tx) => {
      await oweCashRefund(tx, {
        orderId: order.orderId,
        amountPaise: 30_00,
        cause: 'support_goodwill',
        reference: order.ticketId,
        to: { kind: 'vpa', name: 'Ravi Kumar', vpa: 'ravi@okaxis' },
      });
    });
    await runRefundRound(server.db, scene.sandbox);
    const [owed] = await refundsOf(order.orderId);
    expect(owed!.status).toBe('owed');
    const secret = await resolveSandboxPayoutsSecret(server.db);
    const rawBody = JSON.stringify({
      entity: 'event',
      event: 'payout.processed',
      payload: {
        payout: {
          entity: {
            id: 'pout_TWICE',
            amount: 30_00,
            status: 'processed',
            reference_id: `rf_${owed!.id.replaceAll('-', '')}`,
          },
        },
      },
    });
    const send = (signature: string) =>
      server.api('/api/payouts/webhook', {
        rawBody,
        headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature },
      });
    const forged = await send(hmacHex(`not-${secret}`, rawBody));
    expect(forged.status).toBe(400);
    expect((await refundsOf(order.orderId))[0]!.status).toBe('owed');
    const first = await send(hmacHex(secret, rawBody));
    expect(first.body).toEqual({ ok: true, duplicate: false });
    const second = await send(hmacHex(secret, rawBody));
    expect(second.body).toEqual({ ok: true, duplicate: true });
    expect(await refundsOf(order.orderId)).toMatchObject([
      { status: 'processed', gateway_refund_id: 'pout_TWICE', amount_paise: 30_00 },
    ]);
    expect(await mismatchesOf(order.orderId)).toEqual([]);
  });
});
