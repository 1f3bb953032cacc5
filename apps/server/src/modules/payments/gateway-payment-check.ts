import type { Database } from '../../db/database.js';
import { type CaptureDeps, captureIn } from './payment-capture.js';
import type { PaymentGateway } from './payment-gateway.js';

/**
 * Asks the gateway what became of these gateway orders (GET /v1/orders/:id/payments) and captures every payment
 * it reports captured, as its webhook would have (ADR 0070): the order is placed when it still waits, or the
 * money is owed back whole. One transaction per capture; nothing is held while the gateway is asked. Throws
 * when the gateway cannot be asked. Returns how many payments were captured for an order that kept them.
 */
export async function askGatewayAboutPayments(
  db: Database,
  gateway: PaymentGateway,
  gatewayOrderIds: readonly string[],
  deps: CaptureDeps,
): Promise<number> {
  let placed = 0;
  for (const gatewayOrderId of gatewayOrderIds) {
    const payments = await gateway.orderPayments(gatewayOrderId);
    const captured = payments.find((payment) => payment.status === 'captured');
    if (!captured) continue;
    if (await db.transaction((tx) => captureIn(tx, deps, gatewayOrderId, captured.id))) placed += 1;
  }
  return placed;
}
