import {
  answered,
  type Customer,
  call,
  exactly,
  type MoneyWorld,
  type Story,
  type StoryOrder,
} from './money-story.js';
import { ADDRESS, idempotencyKey } from './shop-fixtures.js';

/** What the shoppers, their browsers and the support admin do in a money story, over real HTTP. */

export async function checkout(world: MoneyWorld, story: Story, customer: Customer, quantity: number) {
  const { token } = customer;
  const body = { productId: world.productId, variantId: null, quantity };
  await call(world, story, '/api/cart/items', { token, body }, exactly(201));
  const headers = { 'idempotency-key': idempotencyKey() };
  const placed = await call(
    world,
    story,
    '/api/checkout',
    { token, body: { address: ADDRESS, paymentMethod: 'online' }, headers },
    exactly(201),
  );
  if (placed.status === 201)
    story.orders.push({ id: placed.body.order.id, customer, attempts: [], goodwillPaise: 0 });
}

export async function start(
  world: MoneyWorld,
  story: Story,
  order: StoryOrder,
  parallel: number,
  besideOnSameOrder = false,
) {
  const path = `/api/payments/orders/${order.id}/start`;
  const init = { method: 'POST', token: order.customer.token };
  const replies = await Promise.all(
    Array.from({ length: parallel }, () => call(world, story, path, init, answered(200))),
  );
  const started = new Set(replies.filter((r) => r.status === 200).map((r) => r.body.payment.gatewayOrderId));
  // Starts at once answer one gateway order (ADR 0070), unless a step beside them on the same order ended the
  // attempt in between (then the starts before it and after it rightly answer two).
  if (started.size > (besideOnSameOrder ? 2 : 1))
    story.problems.push(`${parallel} starts of ${order.id} answered ${[...started]}`);
  for (const id of started) if (!order.attempts.includes(id)) order.attempts.push(id);
}

export async function approve(
  world: MoneyWorld,
  story: Story,
  order: StoryOrder,
  gatewayOrderId: string,
  browser: boolean,
) {
  const paid = await world.gateway.approve(gatewayOrderId);
  if (!paid || !browser) return;
  const body = {
    razorpay_order_id: gatewayOrderId,
    razorpay_payment_id: paid.paymentId,
    razorpay_signature: paid.signature,
  };
  await call(world, story, '/api/payments/verify', { token: order.customer.token, body }, exactly(200));
}

export async function oldestOpenAttempt(world: MoneyWorld, order: StoryOrder): Promise<string | undefined> {
  const { rows } = await world.target.direct.query<{ id: string }>(
    `select id from sandbox_gateway_orders where id = any($1::text[]) and status = 'created'`,
    [order.attempts],
  );
  return order.attempts.find((id) => rows.some((row) => row.id === id));
}

export async function supportRefund(world: MoneyWorld, story: Story, order: StoryOrder, paise: number) {
  const body = { orderId: order.id, reason: 'payment_problem', message: 'Please refund part of this order' };
  const ticket = await call(
    world,
    story,
    '/api/support/tickets',
    { token: order.customer.token, body },
    exactly(201),
  );
  if (ticket.status !== 201) return;
  const ticketId = ticket.body.ticket.id as string;
  const resolved = await call(
    world,
    story,
    `/api/admin/support/tickets/${ticketId}/resolve`,
    { token: world.adminToken, body: { refundPaise: paise } },
    answered(200),
  );
  if (resolved.status !== 200) return;
  const { rows } = await world.target.direct.query<{ amount_paise: number }>(
    'select r.amount_paise from support_tickets t join refunds r on r.id = t.refund_id where t.id = $1',
    [ticketId],
  );
  if (rows[0]?.amount_paise !== paise)
    story.problems.push(`ticket ${ticketId} resolved with ${paise} but refunds ${rows[0]?.amount_paise}`);
  order.goodwillPaise += paise;
}

export async function topup(
  world: MoneyWorld,
  story: Story,
  customer: Customer,
  rupees: number,
  browser: boolean,
) {
  const body = { amountPaise: rupees * 100 };
  const started = await call(
    world,
    story,
    '/api/wallet/topups',
    { token: customer.token, body },
    answered(201),
  );
  if (started.status !== 201) return;
  story.topups.push(started.body.topupId);
  const gatewayOrderId = started.body.payment.gatewayOrderId as string;
  const paid = await world.gateway.approve(gatewayOrderId);
  if (!paid || !browser) return;
  const verify = {
    razorpay_order_id: gatewayOrderId,
    razorpay_payment_id: paid.paymentId,
    razorpay_signature: paid.signature,
  };
  await call(
    world,
    story,
    '/api/wallet/topups/verify',
    { token: customer.token, body: verify },
    exactly(200),
  );
}
