import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runRefundRound } from '../../jobs/refund-round.js';
import { paidOrder, type RefundScene, startRefundScene } from '../../test-support/refund-fixtures.js';
import { signInAsAdmin } from '../../test-support/shop-fixtures.js';
import { testEngine } from '../../test-support/test-database.js';
import type { TestServer } from '../../test-support/test-server.js';

/**
 * Issue 31 part 4 item 1 (ADR 0071): an admin refunding a support ticket while the customer cancels the same paid
 * order took the payment and the order in opposite orders and deadlocked (500). Both now lock the order first.
 * Two transactions at once need a PostgreSQL server: PGlite runs one at a time.
 */
const ROUNDS = 16;
const GOODWILL_PAISE = 40_00;

describe.runIf(testEngine() === 'postgres')('a support refund racing a customer cancel', () => {
  let scene: RefundScene;
  let server: TestServer;
  let admin: { token: string };

  beforeAll(async () => {
    scene = await startRefundScene();
    server = scene.server;
    admin = await signInAsAdmin(server);
  });
  afterAll(async () => server?.stop());

  /** A paid order and the customer's ticket about it. */
  async function paidOrderWithTicket() {
    const paid = await paidOrder(scene);
    expect(paid.statuses).toEqual({ placed: 201, approve: 303, verify: 200 });
    const ticket = await server.api('/api/support/tickets', {
      token: paid.customerToken,
      body: { orderId: paid.orderId, reason: 'damaged_item', message: 'The packet was torn.' },
    });
    expect(ticket.status).toBe(201);
    return { ...paid, ticketId: ticket.body.ticket.id as string };
  }

  it('when an admin refunds a ticket while the customer cancels the order, many times, then no 5xx and the money is exact', async () => {
    const orders = [];
    for (let round = 0; round < ROUNDS; round++) orders.push(await paidOrderWithTicket());
    const statuses: number[] = [];
    for (const order of orders) {
      const [resolved, cancelled] = await Promise.all([
        server.api(`/api/admin/support/tickets/${order.ticketId}/resolve`, {
          token: admin.token,
          body: { refundPaise: GOODWILL_PAISE },
        }),
        server.api(`/api/orders/${order.orderId}/cancel`, { method: 'POST', token: order.customerToken }),
      ]);
      statuses.push(resolved.status, cancelled.status);
    }
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses.every((status) => status === 200)).toBe(true);

    // The round owes each cancelled order what the goodwill left: together exactly what was captured.
    await runRefundRound(server.db, scene.sandbox);
    for (const order of orders) {
      const { rows } = await server.db.query<{ cause: string; amount_paise: number }>(
        `select cause, amount_paise from refunds where order_id = $1 and status <> 'failed' order by cause`,
        [order.orderId],
      );
      expect(rows).toEqual([
        { cause: 'order_cancelled', amount_paise: order.capturedPaise - GOODWILL_PAISE },
        { cause: 'support_goodwill', amount_paise: GOODWILL_PAISE },
      ]);
      const { rows: status } = await server.db.query('select status from orders where id = $1', [
        order.orderId,
      ]);
      expect(status[0]).toEqual({ status: 'cancelled' });
    }
  }, 120_000);
});
