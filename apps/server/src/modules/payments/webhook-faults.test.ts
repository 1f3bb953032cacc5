import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RefundScene, startRefundScene } from '../../test-support/refund-fixtures.js';
import { ADDRESS, fillCart, newCustomer, placeOrder } from '../../test-support/shop-fixtures.js';
import type { TestServer } from '../../test-support/test-server.js';
import { hmacHex } from './payment-signatures.js';
import { createSandboxGateway } from './sandbox-gateway.js';

/**
 * Issue 31 part 3 (ADR 0070): a webhook whose processing dies after it arrived is applied when the gateway
 * retries it. Two connections and pg_terminate_backend: PostgreSQL only.
 */
describe.runIf(process.env.TEST_DB_ENGINE === 'postgres')('a webhook cut off while applying', () => {
  let scene: RefundScene;
  let server: TestServer;
  let silent: ReturnType<typeof createSandboxGateway>;

  beforeAll(async () => {
    scene = await startRefundScene();
    server = scene.server;
    silent = createSandboxGateway(server.db, scene.secrets, () => async () => 200, {
      pageTokenTtlSeconds: 600,
    });
  });
  afterAll(async () => server?.stop());

  /** The signed payment.captured Razorpay (and the sandbox) would send for an approved gateway order. */
  async function capturedWebhook(gatewayOrderId: string, amountPaise: number) {
    const paid = await silent.approve(gatewayOrderId);
    const rawBody = JSON.stringify({
      entity: 'event',
      event: 'payment.captured',
      payload: {
        payment: {
          entity: {
            id: paid!.paymentId,
            order_id: gatewayOrderId,
            amount: amountPaise,
            currency: 'INR',
            status: 'captured',
          },
        },
      },
    });
    return () =>
      fetch(`${server.url}/api/payments/webhook`, {
        method: 'POST',
        body: rawBody,
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': hmacHex(scene.secrets.webhookSecret, rawBody),
        },
      });
  }

  /**
   * Delivers the webhook while another connection holds the payment row, waits until the webhook's backend is
   * stuck behind that lock, kills it, and lets the lock go: the first delivery failed after it arrived.
   */
  async function deliverAndCut(gatewayOrderId: string, send: () => Promise<Response>) {
    const holder = new pg.Client({ connectionString: server.database.url! });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('select 1 from payments where gateway_order_id = $1 for update', [gatewayOrderId]);
      const first = send();
      let killed = false;
      for (let i = 0; i < 100 && !killed; i++) {
        const { rows } = await holder.query<{ killed: boolean }>(
          `select pg_terminate_backend(pid) as killed from pg_stat_activity
            where datname = current_database() and pid <> pg_backend_pid() and wait_event_type = 'Lock'`,
        );
        killed = rows.some((row) => row.killed);
        if (!killed) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(killed).toBe(true);
      expect((await first).status).toBeGreaterThanOrEqual(500);
    } finally {
      await holder.query('rollback').catch(() => undefined);
      await holder.end();
    }
  }

  it('when the connection drops between receiving and applying a capture, then the retried webhook places the order', async () => {
    const customer = await newCustomer(server);
    await fillCart(server, customer.token, [{ productId: scene.rice, quantity: 1 }]);
    const placed = await placeOrder(server, customer.token, { address: ADDRESS, paymentMethod: 'online' });
    const orderId = placed.body.order.id as string;
    const started = await server.api(`/api/payments/orders/${orderId}/start`, {
      method: 'POST',
      token: customer.token,
    });
    const { gatewayOrderId } = started.body.payment as { gatewayOrderId: string };
    const send = await capturedWebhook(gatewayOrderId, 250_00);
    await deliverAndCut(gatewayOrderId, send);

    const retried = await send();
    expect(retried.status).toBe(200);
    expect(await retried.json()).toMatchObject({ ok: true, duplicate: false });
    const { rows } = await server.db.query<{ order: string; payment: string }>(
      `select o.status as order, p.status as payment from orders o join payments p on p.order_id = o.id
        where o.id = $1`,
      [orderId],
    );
    expect(rows).toEqual([{ order: 'placed', payment: 'captured' }]);
    expect(await (await send()).json()).toMatchObject({ duplicate: true });
  });

  it('when the connection drops while a wallet top-up is being captured, then the retried webhook credits it once', async () => {
    const customer = await newCustomer(server);
    const started = await server.api('/api/wallet/topups', {
      token: customer.token,
      body: { amountPaise: 500_00 },
    });
    expect(started.status).toBe(201);
    const { gatewayOrderId } = started.body.payment as { gatewayOrderId: string };
    const send = await capturedWebhook(gatewayOrderId, 500_00);
    await deliverAndCut(gatewayOrderId, send);

    expect((await send()).status).toBe(200);
    expect((await send()).status).toBe(200);
    const wallet = await server.api('/api/wallet', { token: customer.token });
    expect(wallet.body.balancePaise ?? wallet.body.wallet?.balancePaise).toBe(500_00);
  });
});
