import type { PaymentGateway } from '../modules/payments/payment-gateway.js';
import { createSandboxGateway, type SandboxSecrets } from '../modules/payments/sandbox-gateway.js';
import { ADDRESS, fillCart, newCustomer, placeOrder, productIdBySlug, setStock } from './shop-fixtures.js';
import { startTestServer, type TestServer } from './test-server.js';

export interface RefundScene {
  server: TestServer;
  /** A ₹250 product with plenty of stock. */
  rice: string;
  secrets: SandboxSecrets;
  /** A sandbox gateway over the test server's database whose refund webhooks arrive over real HTTP. */
  sandbox: PaymentGateway;
}

/** A seeded test server with a sandbox gateway of its own, for refund tests. */
export async function startRefundScene(): Promise<RefundScene> {
  const server = await startTestServer({ seed: true });
  const rice = await productIdBySlug(server.db, 'basmati-rice');
  await server.db.query('update products set price_paise = 25000, discount_percentage = 0 where id = $1', [
    rice,
  ]);
  await setStock(server.db, rice, 1000);
  const { rows } = await server.db.query<{ value: SandboxSecrets }>(
    `select value from app_settings where key = 'sandbox_gateway'`,
  );
  const secrets = rows[0]!.value;
  const overHttp = () => async (rawBody: string, headers: Record<string, string>) =>
    (await fetch(`${server.url}/api/payments/webhook`, { method: 'POST', body: rawBody, headers })).status;
  const sandbox = createSandboxGateway(server.db, secrets, overHttp, { pageTokenTtlSeconds: 600 }).gateway;
  return { server, rice, secrets, sandbox };
}

/** Polls `check` every 50 ms for up to 3 s (a webhook arriving over HTTP). */
export async function waitFor(check: () => Promise<boolean>) {
  for (let i = 0; i < 60; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('condition not met in time');
}

/**
 * An online order the customer paid on the sandbox's hosted page: placed, started, approved, verified. The
 * statuses along the way are returned for the caller to assert; `beforeApproval` runs between start and approval.
 */
export async function paidOrder(scene: RefundScene, beforeApproval?: (orderId: string) => Promise<void>) {
  const { server } = scene;
  const customer = await newCustomer(server);
  await fillCart(server, customer.token, [{ productId: scene.rice, quantity: 1 }]);
  const placed = await placeOrder(server, customer.token, { address: ADDRESS, paymentMethod: 'online' });
  const orderId = placed.body.order.id as string;
  const start = await server.api(`/api/payments/orders/${orderId}/start`, {
    method: 'POST',
    token: customer.token,
  });
  const payment = start.body.payment;
  await beforeApproval?.(orderId);
  const token = new URL(payment.checkoutUrl, server.url).searchParams.get('token') ?? '';
  const approve = await fetch(`${server.url}/sandbox-gateway/checkout/${payment.gatewayOrderId}/approve`, {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams({ token }),
  });
  const result = Object.fromEntries(new URL(approve.headers.get('location') ?? '/', server.url).searchParams);
  const verified = await server.api('/api/payments/verify', { token: customer.token, body: result });
  const { rows } = await server.db.query<{ amount_paise: number; gateway_payment_id: string }>(
    `select amount_paise, gateway_payment_id from payments where order_id = $1 and gateway_payment_id is not null`,
    [orderId],
  );
  return {
    orderId,
    capturedPaise: rows[0]!.amount_paise,
    gatewayPaymentId: rows[0]!.gateway_payment_id,
    customerToken: customer.token,
    statuses: { placed: placed.status, approve: approve.status, verify: verified.status },
  };
}
