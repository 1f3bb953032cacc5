import { expireUnpaidOrders } from '../jobs/expire-unpaid-orders.js';
import { runRefundRound } from '../jobs/refund-round.js';
import { sendWebhook, sendWebhookCutMidway } from './held-webhook-gateway.js';
import { approve, checkout, oldestOpenAttempt, start, supportRefund, topup } from './money-shopper-steps.js';
import {
  answered,
  at,
  call,
  exactly,
  type MoneyAction,
  type MoneyWorld,
  type Story,
  sleep,
} from './money-story.js';
import { testClock } from './test-clock.js';

export type { Customer, MoneyAction, MoneyWorld, Story } from './money-story.js';

/** The gateway's delivery of one held webhook; it stays held (the gateway retries) until it gets a 2xx. */
async function webhook(world: MoneyWorld, story: Story, action: MoneyAction & { kind: 'webhook' }) {
  const { held } = world.gateway;
  const hook = at(held, action.pick);
  if (!hook) return;
  held.splice(held.indexOf(hook), 1);
  let statuses: number[];
  if (action.mode === 'drop') statuses = [0];
  else if (action.mode === 'cut') {
    const { status, cut } = await sendWebhookCutMidway(world.target, hook);
    // A cut meant for this webhook can land on a step running beside it instead: only a 503 was cut off.
    if (cut && status === 503) story.cutMidway += 1;
    statuses = [status];
  } else if (action.mode === 'together')
    statuses = await Promise.all([
      sendWebhook(world.target.server.url, hook),
      sendWebhook(world.target.server.url, hook),
    ]);
  else {
    statuses = [await sendWebhook(world.target.server.url, hook)];
    if (action.mode === 'twice') statuses.push(await sendWebhook(world.target.server.url, hook));
  }
  for (const status of statuses)
    if (status !== 200 && status !== 503 && status !== 0)
      story.problems.push(`${hook.label} answered ${status}`);
  if (!statuses.includes(200)) held.push(hook);
}

/** Runs one action of a story. */
export async function play(
  world: MoneyWorld,
  story: Story,
  action: MoneyAction,
  besideOnSameOrder = false,
): Promise<void> {
  const { target, gateway } = world;
  const order = 'order' in action ? at(story.orders, action.order) : undefined;
  // Deciding on the gateway's page, or leaving it, needs the page: a customer who never started starts now.
  const onThePage = action.kind === 'approve' || action.kind === 'decline' || action.kind === 'abandon';
  if (order && onThePage && order.attempts.length === 0) await start(world, story, order, 1);
  const latest = order?.attempts.at(-1);
  switch (action.kind) {
    case 'checkout':
      return checkout(world, story, at(world.customers, action.customer)!, action.quantity);
    case 'start':
      return order && start(world, story, order, action.parallel, besideOnSameOrder);
    case 'approve':
      return order && latest ? approve(world, story, order, latest, action.browser) : undefined;
    case 'lateApprove': {
      const oldest = order && (await oldestOpenAttempt(world, order));
      return order && oldest ? approve(world, story, order, oldest, action.browser) : undefined;
    }
    case 'decline': {
      if (!order || !latest || !(await gateway.decline(latest)) || !action.browser) return;
      const body = { razorpay_order_id: latest, reason: 'declined at the bank' };
      await call(world, story, '/api/payments/failed', { token: order.customer.token, body }, exactly(200));
      return;
    }
    case 'abandon': {
      if (!order || !latest) return;
      const body = { razorpay_order_id: latest, reason: 'closed the page' };
      await call(world, story, '/api/payments/failed', { token: order.customer.token, body }, exactly(200));
      if (action.payAgain) await start(world, story, order, 1);
      return;
    }
    case 'cancel': {
      if (!order) return;
      const init = { method: 'POST', token: order.customer.token };
      await call(world, story, `/api/orders/${order.id}/cancel`, init, answered(200));
      return;
    }
    case 'expire': {
      const pastEveryWindow = () => new Date(testClock().getTime() + 16 * 60_000);
      await expireUnpaidOrders(target.server.db, { gateway: gateway.gateway, clock: pastEveryWindow }).catch(
        () => undefined,
      );
      return;
    }
    case 'webhook':
      return webhook(world, story, action);
    case 'refundRound': {
      // A round cut off mid-way is a job that failed: the scheduler runs the next one.
      const round = runRefundRound(target.server.db, gateway.gateway, { pendingRecheckMinutes: 0 }).catch(
        () => undefined,
      );
      if (action.cutAfterMs !== null) {
        await sleep(action.cutAfterMs);
        await target.dropConnections();
      }
      await round;
      return;
    }
    case 'supportRefund':
      return order && supportRefund(world, story, order, action.paise);
    case 'topup':
      return topup(world, story, at(world.customers, action.customer)!, action.rupees, action.browser);
    case 'dropConnections':
      return target.dropConnections();
    case 'together': {
      // Starts beside another step on the same order (a failed attempt, a pay-again, a cancel) may rightly answer
      // two attempts: the one before that step and the one after it.
      const orderOf = (step: MoneyAction) => ('order' in step ? at(story.orders, step.order) : undefined);
      const sameOrder =
        orderOf(action.first) !== undefined && orderOf(action.first) === orderOf(action.second);
      await Promise.all([
        play(world, story, action.first, sameOrder),
        play(world, story, action.second, sameOrder),
      ]);
      return;
    }
  }
}

/**
 * After the story, time passes and the gateway keeps at it, as in production: every held webhook is delivered
 * until the shop answers 2xx, the refund leases and backoffs run out, and the refund round runs, until nothing
 * is held, owed, pending or waiting to be marked refunded. Returns how many passes that took (at most `passes`:
 * books that never settle are then reported by the checks that follow).
 */
export async function settle(world: MoneyWorld, story: Story, passes = 12): Promise<number> {
  const { target, gateway } = world;
  const orderIds = story.orders.map((order) => order.id);
  for (let pass = 1; ; pass++) {
    for (let tries = 0; gateway.held.length > 0 && tries < 200; tries++) {
      const hook = gateway.held.shift()!;
      const status = await sendWebhook(target.server.url, hook);
      if (status === 200) continue;
      if (status !== 503 && status !== 0)
        story.problems.push(`${hook.label} answered ${status} while settling`);
      gateway.held.push(hook);
      await sleep(10);
    }
    // Two hours pass for the owed refunds: the two-minute lease of a round that died, and the backoff (at most an
    // hour) after a gateway error, have run out, on whichever clock set them.
    await target.direct.query(
      `update refunds set next_attempt_at = next_attempt_at - interval '2 hours'
        where status = 'owed' and order_id = any($1::uuid[])`,
      [orderIds],
    );
    await runRefundRound(target.server.db, gateway.gateway, { pendingRecheckMinutes: 0 }).catch(
      () => undefined,
    );
    // The sandbox settles a new refund just after answering it, then signs its webhook: wait for that too.
    const { rows } = await target.direct.query<{ open: number }>(
      `select ((select count(*) from sandbox_gateway_refunds where status = 'pending')
             + (select count(*) from refunds where status in ('owed', 'pending') and order_id = any($1::uuid[]))
             + (select count(*) from payments where status = 'refund_pending' and order_id = any($1::uuid[])))::int
              as open`,
      [orderIds],
    );
    await sleep(2);
    if ((rows[0]!.open === 0 && gateway.held.length === 0) || pass >= passes) return pass;
  }
}
