import type { Queryable } from '../db/database.js';

/**
 * The money of some orders, top-ups and wallets, read from the gateway's books (the sandbox's tables: what was
 * really captured and given back) and from the shop's, checked against what each order keeps. Returns every
 * broken rule as a sentence; an empty list is books that add up.
 */

/** What the test itself knows of an order: its id and the support refunds it saw granted. */
export interface OrderFacts {
  id: string;
  /** Goodwill the admin granted on a ticket about this order (paise), as the test asked for it. */
  goodwillPaise: number;
}

/** Order states that keep the money they took; any other (unpaid, cancelled, expired) keeps nothing. */
const UNPAID_OR_ENDED = new Set(['payment_pending', 'cancelled', 'expired']);

/**
 * What an order keeps, from its own row alone: nothing while unpaid or once it ended; otherwise its total less
 * the goodwill support granted. (These orders are never delivered, so no line was removed and none came late.)
 */
export function keptPaise(order: { status: string; total_paise: number }, goodwillPaise: number): number {
  return UNPAID_OR_ENDED.has(order.status) ? 0 : order.total_paise - goodwillPaise;
}

export async function orderMoneyProblems(db: Queryable, facts: OrderFacts[]): Promise<string[]> {
  if (facts.length === 0) return [];
  const problems: string[] = [];
  const ids = facts.map((fact) => fact.id);
  const { rows: orders } = await db.query<{
    id: string;
    status: string;
    total_paise: number;
    gateway_captured: number;
    gateway_refunded: number;
    wallet_refunded: number;
    open_refunds: number;
    failed_refunds: number;
  }>(
    `select o.id, o.status, o.total_paise,
            (select coalesce(sum(g.amount_paise), 0)::int from sandbox_gateway_orders g
              where g.receipt = o.id::text and g.status = 'paid') as gateway_captured,
            (select coalesce(sum(r.amount_paise), 0)::int from sandbox_gateway_refunds r
               join sandbox_gateway_orders g on g.payment_id = r.payment_id
              where g.receipt = o.id::text and r.status = 'processed') as gateway_refunded,
            (select coalesce(sum(l.amount_paise), 0)::int from wallet_ledger l
              where l.order_id = o.id and l.kind = 'refund') as wallet_refunded,
            (select count(*)::int from refunds r where r.order_id = o.id and r.status in ('owed', 'pending'))
              as open_refunds,
            (select count(*)::int from refunds r where r.order_id = o.id and r.status = 'failed') as failed_refunds
       from orders o where o.id = any($1::uuid[])`,
    [ids],
  );
  for (const fact of facts) {
    const order = orders.find((row) => row.id === fact.id);
    if (!order) {
      problems.push(`order ${fact.id} is missing`);
      continue;
    }
    const kept = keptPaise(order, fact.goodwillPaise);
    const left = order.gateway_captured - order.gateway_refunded - order.wallet_refunded;
    if (left !== kept)
      problems.push(
        `order ${order.id} (${order.status}, total ${order.total_paise}): captured ${order.gateway_captured} − refunded ${order.gateway_refunded} at the gateway and ${order.wallet_refunded} to the wallet = ${left}, but it keeps ${kept}`,
      );
    if (order.open_refunds > 0)
      problems.push(`order ${order.id} still has ${order.open_refunds} refunds open`);
    // The gateway refuses a refund of more than is left on a payment: a failed refund asked for too much.
    if (order.failed_refunds > 0)
      problems.push(`order ${order.id} has ${order.failed_refunds} failed refunds`);
  }
  problems.push(...(await paymentProblems(db, ids)));
  return problems;
}

/**
 * Per payment: the shop knows every capture the gateway made, an order keeps at most one payment, every other
 * capture went back whole (and is marked refunded), and no payment gave back more than it took.
 */
async function paymentProblems(db: Queryable, orderIds: string[]): Promise<string[]> {
  const { rows } = await db.query<{
    id: string;
    order_id: string;
    status: string;
    amount_paise: number;
    gateway_payment_id: string | null;
    gateway_status: string | null;
    paid_as: string | null;
    refunded: number;
  }>(
    `select p.id, p.order_id, p.status, p.amount_paise, p.gateway_payment_id, g.status as gateway_status,
            g.payment_id as paid_as,
            (select coalesce(sum(r.amount_paise), 0)::int from refunds r
              where r.payment_id = p.id and r.status <> 'failed') as refunded
       from payments p left join sandbox_gateway_orders g on g.id = p.gateway_order_id
      where p.order_id = any($1::uuid[])`,
    [orderIds],
  );
  const problems: string[] = [];
  const MONEY_TAKEN = ['captured', 'refund_pending', 'refunded'];
  for (const payment of rows) {
    const paid = payment.gateway_status === 'paid';
    const taken = MONEY_TAKEN.includes(payment.status);
    if (paid && (!taken || payment.gateway_payment_id !== payment.paid_as))
      problems.push(
        `payment ${payment.id} was captured at the gateway but the shop has it ${payment.status}`,
      );
    if (!paid && taken)
      problems.push(`payment ${payment.id} is ${payment.status} but the gateway took nothing`);
    if (payment.refunded > payment.amount_paise)
      problems.push(`payment ${payment.id} refunds ${payment.refunded} of ${payment.amount_paise}`);
    if (paid && payment.status !== 'captured' && payment.refunded !== payment.amount_paise)
      problems.push(
        `payment ${payment.id} (${payment.status}) is not kept but only ${payment.refunded} of ${payment.amount_paise} went back`,
      );
    if (paid && payment.status === 'refund_pending')
      problems.push(`payment ${payment.id} went back whole but is still refund_pending`);
  }
  for (const orderId of orderIds) {
    const kept = rows.filter((payment) => payment.order_id === orderId && payment.status === 'captured');
    if (kept.length > 1) problems.push(`order ${orderId} keeps ${kept.length} payments`);
  }
  return problems;
}

/** Every wallet's balance is the sum of its ledger, and every top-up paid at the gateway is credited once. */
export async function walletProblems(
  db: Queryable,
  userIds: string[],
  topupIds: string[],
): Promise<string[]> {
  const problems: string[] = [];
  const { rows: wallets } = await db.query<{ user_id: string; balance: number | null; ledger: number }>(
    `select u.id as user_id, w.balance_paise as balance,
            (select coalesce(sum(l.amount_paise), 0)::int from wallet_ledger l where l.user_id = u.id) as ledger
       from users u left join wallets w on w.user_id = u.id where u.id = any($1::uuid[])`,
    [userIds],
  );
  for (const wallet of wallets) {
    if ((wallet.balance ?? 0) !== wallet.ledger)
      problems.push(
        `wallet of ${wallet.user_id} holds ${wallet.balance} but its ledger adds up to ${wallet.ledger}`,
      );
  }
  const { rows: topups } = await db.query<{ id: string; paid: number; credited: number }>(
    `select t.id,
            (select coalesce(sum(g.amount_paise), 0)::int from sandbox_gateway_orders g
              where g.receipt = 'tu_' || replace(t.id::text, '-', '') and g.status = 'paid') as paid,
            (select coalesce(sum(l.amount_paise), 0)::int from wallet_ledger l
              where l.topup_id = t.id and l.kind = 'topup') as credited
       from wallet_topups t where t.id = any($1::uuid[])`,
    [topupIds],
  );
  for (const topup of topups) {
    if (topup.paid !== topup.credited)
      problems.push(`top-up ${topup.id}: ${topup.paid} paid at the gateway, ${topup.credited} credited`);
  }
  return problems;
}
