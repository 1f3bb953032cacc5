import { ADDRESS, fillCart, newCustomer, placeOrder } from './shop-fixtures.js';
import type { TestServer } from './test-server.js';

/**
 * A cash-on-delivery order delivered and paid in cash (as the handover leaves it: `paid_cod`, the cash collected
 * recorded), and the customer's ticket about a damaged item in it (ADR 0079).
 */
export async function deliveredCashOrderWithTicket(server: TestServer, productId: string, quantity = 2) {
  const customer = await newCustomer(server);
  await fillCart(server, customer.token, [{ productId, quantity }]);
  const placed = await placeOrder(server, customer.token, { address: ADDRESS, paymentMethod: 'cod' });
  if (placed.status !== 201) throw new Error(`COD order failed: ${JSON.stringify(placed.body)}`);
  const orderId = placed.body.order.id as string;
  const ticket = await server.api('/api/support/tickets', {
    token: customer.token,
    body: { orderId, reason: 'damaged_item', message: 'The packet was torn open.' },
  });
  if (ticket.status !== 201) throw new Error(`ticket failed: ${JSON.stringify(ticket.body)}`);
  const { rows } = await server.db.query<{ total_paise: number }>(
    'select total_paise from orders where id = $1',
    [orderId],
  );
  return {
    orderId,
    ticketId: ticket.body.ticket.id as string,
    customer,
    totalPaise: rows[0]!.total_paise,
    /** The rider hands it over and collects the cash. */
    async deliver() {
      await server.db.query(
        `update orders set status = 'delivered', payment_status = 'paid_cod', delivered_at = tokri_now(),
                cod_collected_paise = total_paise, cod_collected_at = tokri_now()
          where id = $1`,
        [orderId],
      );
    },
  };
}
