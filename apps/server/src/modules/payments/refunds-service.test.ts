import { randomUUID } from 'node:crypto';
import { anyErrorMessage } from '@tokri/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  paidOrder as paidRefundOrder,
  type RefundScene,
  startRefundScene,
} from '../../test-support/refund-fixtures.js';
import { insertOrder, newCustomer } from '../../test-support/shop-fixtures.js';
import type { TestServer } from '../../test-support/test-server.js';
import { setWalletRefundPreference } from '../wallet/wallet-ledger.js';
import { GatewayRefundRefused, type PaymentGateway } from './payment-gateway.js';
import {
  applyRefundWebhook,
  deferRefund,
  issueRefund,
  type RefundRow,
  recheckPendingRefund,
  recordOwed,
  refundableOf,
  refundIdempotencyKey,
  sendRefund,
  settleFullyRefundedPayments,
} from './refunds-service.js';

/**
 * The refunds module's own edges, with literal expected values (issue 20): the keys the gateway sees, what an
 * order can still give back, a webhook that names its refund only by our receipt, and the error kept when the
 * gateway fails.
 */
let scene: RefundScene;
let server: TestServer;

beforeAll(async () => {
  scene = await startRefundScene();
  server = scene.server;
});
afterAll(async () => server?.stop());

async function paidOrder() {
  const paid = await paidRefundOrder(scene);
  expect(paid.statuses).toEqual({ placed: 201, approve: 303, verify: 200 });
  // The ₹250 rice, delivered free: the capture is ₹250.
  expect(paid.capturedPaise).toBe(250_00);
  return paid;
}

async function refundRow(id: string) {
  const { rows } = await server.db.query<RefundRow>('select * from refunds where id = $1', [id]);
  return rows[0]!;
}

async function processedAt(id: string) {
  const { rows } = await server.db.query<{ processed_at: Date | null }>(
    'select processed_at from refunds where id = $1',
    [id],
  );
  return rows[0]!.processed_at;
}

const receiptOf = (id: string) => `rf_${id.replaceAll('-', '')}`;

describe('refund keys and amounts', () => {
  it('when a refund is keyed, then the key is tokri_rf_ and the first 40 hex of SHA-256 of order|cause|reference', () => {
    // Known answers from `printf '%s' 'order-1|admin|ticket-7' | sha256sum` (and without a reference).
    expect(
      refundIdempotencyKey({ orderId: 'order-1', amountPaise: 100, cause: 'admin', reference: 'ticket-7' }),
    ).toBe('tokri_rf_847cdc42bf9d5f1fd86f45c3fc647b403bdab700');
    expect(refundIdempotencyKey({ orderId: 'order-1', amountPaise: 999, cause: 'order_cancelled' })).toBe(
      'tokri_rf_cebf87e850259108200d4c1181275c21a6654b5a',
    );
  });

  it('when a refund of no paise, less than none or a fraction is asked for, then it is refused before anything is written', async () => {
    const orderId = randomUUID();
    for (const amountPaise of [0, -100, 12.5]) {
      await expect(
        issueRefund(server.db, scene.sandbox, { orderId, amountPaise, cause: 'admin' }),
      ).rejects.toThrow(new RangeError('a refund is a positive whole number of paise'));
    }
    const { rows } = await server.db.query('select 1 from refunds where order_id = $1', [orderId]);
    expect(rows).toEqual([]);
  });

  it('when an order was paid online, then what it can still give back is ₹250 less every refund that did not fail', async () => {
    const { orderId } = await paidOrder();
    expect(await refundableOf(server.db, orderId)).toBe(250_00);
    const first = await recordOwed(server.db, {
      orderId,
      amountPaise: 40_00,
      cause: 'admin',
      reference: 'a',
    });
    await recordOwed(server.db, { orderId, amountPaise: 60_00, cause: 'admin', reference: 'b' });
    expect(await refundableOf(server.db, orderId)).toBe(150_00);
    await server.db.query(`update refunds set status = 'failed' where id = $1`, [first.id]);
    expect(await refundableOf(server.db, orderId)).toBe(190_00);
  });

  it('when an order took no money (cash, or no such order), then it has nothing to give back', async () => {
    const { userId } = await newCustomer(server);
    const cash = await insertOrder(server.db, userId, [{ productId: scene.rice, quantity: 1 }]);
    expect(await refundableOf(server.db, cash)).toBeNull();
    expect(await refundableOf(server.db, randomUUID())).toBeNull();
  });
});

describe('refund webhooks named by our receipt', () => {
  it('when refund.processed arrives before the gateway’s id was stored, then our receipt finds the row, and only an exact receipt', async () => {
    const { orderId } = await paidOrder();
    const owed = await recordOwed(server.db, {
      orderId,
      amountPaise: 30_00,
      cause: 'admin',
      reference: 'early',
    });
    expect(owed).toMatchObject({ status: 'owed', gateway_refund_id: null });
    const receipt = receiptOf(owed.id);
    const event = (id: string, receiptText: string | null) =>
      applyRefundWebhook(server.db, 'refund.processed', { id, receipt: receiptText });
    expect(await event('rfnd_prefixed', `x${receipt}`)).toBe(false);
    expect(await event('rfnd_suffixed', `${receipt}0`)).toBe(false);
    expect(await event('rfnd_upper', receipt.toUpperCase().replace('RF_', 'rf_'))).toBe(false);
    expect(await event('rfnd_none', null)).toBe(false);
    expect(await applyRefundWebhook(server.db, 'refund.created', { id: 'rfnd_early', receipt })).toBe(false);
    expect(await refundRow(owed.id)).toMatchObject({ status: 'owed', gateway_refund_id: null });

    expect(await event('rfnd_early', receipt)).toBe(true);
    expect(await refundRow(owed.id)).toMatchObject({ status: 'processed', gateway_refund_id: 'rfnd_early' });
    // Processed never goes back, by receipt or by the gateway's id.
    expect(await applyRefundWebhook(server.db, 'refund.failed', { id: 'rfnd_early', receipt })).toBe(false);
    expect((await refundRow(owed.id)).status).toBe('processed');
  });

  it('when refund.failed names an owed refund by receipt, then it is failed', async () => {
    const { orderId } = await paidOrder();
    const owed = await recordOwed(server.db, {
      orderId,
      amountPaise: 20_00,
      cause: 'admin',
      reference: 'failing',
    });
    expect(
      await applyRefundWebhook(server.db, 'refund.failed', { id: 'rfnd_f', receipt: receiptOf(owed.id) }),
    ).toBe(true);
    expect(await refundRow(owed.id)).toMatchObject({ status: 'failed', gateway_refund_id: 'rfnd_f' });
  });
});

describe('sending a refund', () => {
  it('when the gateway fails with a long message, then the refund stays owed with the first 500 characters kept', async () => {
    const { orderId } = await paidOrder();
    const owed = await recordOwed(server.db, {
      orderId,
      amountPaise: 10_00,
      cause: 'admin',
      reference: 'long',
    });
    const message = `${'a'.repeat(499)}bc`;
    const failing: PaymentGateway = {
      ...scene.sandbox,
      refund: async () => {
        throw new Error(message);
      },
    };
    await expect(sendRefund(server.db, failing, owed)).rejects.toThrow(message);
    expect(await refundRow(owed.id)).toMatchObject({
      status: 'owed',
      attempts: 1,
      last_error: `${'a'.repeat(499)}b`,
    });
  });

  it('when the gateway refuses, then the refund is failed with the reason, and a refund that is not owed is not sent', async () => {
    const { orderId } = await paidOrder();
    const owed = await recordOwed(server.db, {
      orderId,
      amountPaise: 10_00,
      cause: 'admin',
      reference: 'refused',
    });
    let calls = 0;
    const refusing: PaymentGateway = {
      ...scene.sandbox,
      refund: async () => {
        calls += 1;
        throw new GatewayRefundRefused('the payment is fully refunded');
      },
    };
    const failed = await sendRefund(server.db, refusing, owed);
    expect(failed).toMatchObject({
      status: 'failed',
      attempts: 1,
      last_error: 'the payment is fully refunded',
    });
    expect(await sendRefund(server.db, refusing, failed)).toBe(failed);
    expect(calls).toBe(1);
  });
});

describe('where a refund goes and how much is left', () => {
  it('when a refund asks for more than is left, then it is refused naming the ₹150 still refundable, and nothing is written', async () => {
    const { orderId } = await paidOrder();
    await recordOwed(server.db, { orderId, amountPaise: 100_00, cause: 'admin', reference: 'first' });
    const refused = issueRefund(server.db, scene.sandbox, {
      orderId,
      amountPaise: 150_01,
      cause: 'admin',
      reference: 'too much',
    });
    await expect(refused).rejects.toMatchObject({
      code: 'REFUND_EXCEEDS_CAPTURED',
      params: { leftPaise: 150_00 },
    });
    expect(anyErrorMessage('REFUND_EXCEEDS_CAPTURED', 'en', { leftPaise: 150_00 })).toBe(
      'This refund would return more than the customer paid for the order: at most ₹150 can still be refunded.',
    );
    const { rows } = await server.db.query('select 1 from refunds where order_id = $1', [orderId]);
    expect(rows).toHaveLength(1);
  });

  it('when the customer takes refunds to the wallet, then the refund is processed there at once with its cause in the ledger; otherwise the wallet is untouched', async () => {
    const toWallet = await paidOrder();
    const { rows: owner } = await server.db.query<{ user_id: string }>(
      'select user_id from orders where id = $1',
      [toWallet.orderId],
    );
    await setWalletRefundPreference(server.db, owner[0]!.user_id, true);
    const walletRefund = await issueRefund(server.db, scene.sandbox, {
      orderId: toWallet.orderId,
      amountPaise: 40_00,
      cause: 'admin',
      reference: 'wallet',
    });
    expect(walletRefund).toMatchObject({ destination: 'wallet', status: 'processed', amount_paise: 40_00 });
    const ledger = async (orderId: string) =>
      (
        await server.db.query<{ kind: string; amount_paise: number; note: string }>(
          'select kind, amount_paise, note from wallet_ledger where order_id = $1 order by created_at',
          [orderId],
        )
      ).rows;
    expect(await ledger(toWallet.orderId)).toEqual([
      { kind: 'refund', amount_paise: 40_00, note: 'refund: admin' },
    ]);

    const toCard = await paidOrder();
    const cardRefund = await issueRefund(server.db, scene.sandbox, {
      orderId: toCard.orderId,
      amountPaise: 40_00,
      cause: 'admin',
      reference: 'card',
    });
    expect(cardRefund.destination).toBe('gateway');
    expect(await ledger(toCard.orderId)).toEqual([]);
  });
});

describe('pending refunds and retries', () => {
  async function pendingRefund(reference: string) {
    const { orderId } = await paidOrder();
    const owed = await recordOwed(server.db, { orderId, amountPaise: 10_00, cause: 'admin', reference });
    await server.db.query(`update refunds set status = 'pending', gateway_refund_id = $2 where id = $1`, [
      owed.id,
      `rfnd_${reference}`,
    ]);
    return refundRow(owed.id);
  }

  function gatewayAnswering(status: 'pending' | 'processed' | 'failed') {
    const asked: string[] = [];
    const gateway: PaymentGateway = {
      ...scene.sandbox,
      refundStatus: async (refundId) => {
        asked.push(refundId);
        return { refundId, status, amountPaise: 10_00 };
      },
    };
    return { gateway, asked };
  }

  it('when the gateway still says pending, then nothing changes; when it says processed, then the refund is processed once', async () => {
    const refund = await pendingRefund('recheck');
    const still = gatewayAnswering('pending');
    expect(await recheckPendingRefund(server.db, still.gateway, refund)).toBe(false);
    expect(still.asked).toEqual(['rfnd_recheck']);
    expect((await refundRow(refund.id)).status).toBe('pending');

    const done = gatewayAnswering('processed');
    expect(await recheckPendingRefund(server.db, done.gateway, refund)).toBe(true);
    const processed = await refundRow(refund.id);
    expect(processed).toMatchObject({ status: 'processed', last_error: null });
    expect(await processedAt(refund.id)).not.toBeNull();
    // The row as read before is stale: the update finds it no longer pending.
    expect(await recheckPendingRefund(server.db, done.gateway, refund)).toBe(false);
    // A refund that is not pending is not asked about at all.
    const asking = gatewayAnswering('failed');
    expect(await recheckPendingRefund(server.db, asking.gateway, processed)).toBe(false);
    expect(asking.asked).toEqual([]);
  });

  it('when the gateway says failed, then the refund is failed with the reason', async () => {
    const refund = await pendingRefund('recheck-failed');
    expect(await recheckPendingRefund(server.db, gatewayAnswering('failed').gateway, refund)).toBe(true);
    expect(await refundRow(refund.id)).toMatchObject({
      status: 'failed',
      last_error: 'the gateway reports the refund failed',
    });
    expect(await processedAt(refund.id)).toBeNull();
  });

  it('when a refund is deferred, then it waits 15 s doubled per attempt, at most an hour, and only while owed', async () => {
    const { orderId } = await paidOrder();
    const owed = await recordOwed(server.db, {
      orderId,
      amountPaise: 5_00,
      cause: 'admin',
      reference: 'defer',
    });
    const waitAfter = async (attempts: number) => {
      await server.db.query('update refunds set attempts = $2 where id = $1', [owed.id, attempts]);
      await deferRefund(server.db, owed.id);
      const { rows } = await server.db.query<{ wait: number }>(
        'select round(extract(epoch from next_attempt_at - now()))::int as wait from refunds where id = $1',
        [owed.id],
      );
      return rows[0]!.wait;
    };
    expect(await waitAfter(1)).toBe(15);
    expect(await waitAfter(3)).toBe(60);
    expect(await waitAfter(8)).toBe(1_920);
    expect(await waitAfter(9)).toBe(3_600);
    await server.db.query(`update refunds set status = 'processed', next_attempt_at = now() where id = $1`, [
      owed.id,
    ]);
    expect(await waitAfter(2)).toBe(0);
  });
});

describe('refunds without a reference, and payments refunded in full', () => {
  it('when a refund has no reference, then its row keeps an empty one', async () => {
    const { orderId } = await paidOrder();
    const owed = await recordOwed(server.db, { orderId, amountPaise: 7_00, cause: 'late_delivery' });
    const { rows } = await server.db.query<{ reference: string }>(
      'select reference from refunds where id = $1',
      [owed.id],
    );
    expect(rows[0]!.reference).toBe('');
  });

  it('when processed refunds reach what a payment captured, then the payment is settled as refunded once and only its order is named', async () => {
    const full = await paidOrder();
    const partial = await paidOrder();
    for (const [orderId, amountPaise] of [
      [full.orderId, 250_00],
      [partial.orderId, 100_00],
    ] as const) {
      const owed = await recordOwed(server.db, { orderId, amountPaise, cause: 'admin', reference: 'settle' });
      await server.db.query(`update refunds set status = 'processed', processed_at = now() where id = $1`, [
        owed.id,
      ]);
      await server.db.query(
        `update payments set status = 'refund_pending' where order_id = $1 and status = 'captured'`,
        [orderId],
      );
    }
    const told: [string, number][] = [];
    const settled = await settleFullyRefundedPayments(server.db, async (_tx, orderId, refundedPaise) => {
      told.push([orderId, refundedPaise]);
    });
    expect(settled).toEqual([full.orderId]);
    expect(told).toEqual([[full.orderId, 250_00]]);
    const statusOf = async (orderId: string) =>
      (
        await server.db.query<{ status: string }>(
          'select status from payments where order_id = $1 and gateway_payment_id is not null',
          [orderId],
        )
      ).rows[0]!.status;
    expect(await statusOf(full.orderId)).toBe('refunded');
    expect(await statusOf(partial.orderId)).toBe('refund_pending');
    const again = await settleFullyRefundedPayments(server.db, async () => {});
    expect(again).toEqual([]);
  });
});
