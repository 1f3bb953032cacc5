import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  paidOrder as paidRefundOrder,
  type RefundScene,
  startRefundScene,
} from '../../test-support/refund-fixtures.js';
import { insertOrder, newCustomer } from '../../test-support/shop-fixtures.js';
import type { TestServer } from '../../test-support/test-server.js';
import { GatewayRefundRefused, type PaymentGateway } from './payment-gateway.js';
import {
  applyRefundWebhook,
  issueRefund,
  type RefundRow,
  recordOwed,
  refundableOf,
  refundIdempotencyKey,
  sendRefund,
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
