import { handoverMoney } from '@tokri/core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFUND_ROUND_DEFAULTS, runRefundRound } from '../../jobs/refund-round.js';
import { newRider, newStore } from '../../test-support/rider-fixtures.js';
import { fundWallet } from '../../test-support/subscription-fixtures.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { deliverByAdmin, markLine } from '../orders/order-handover.js';
import { markUnavailable, rejectSubstitute } from '../orders/order-substitution.js';
import { applyTransition, lockOrder } from '../orders/order-transitions.js';
import { debitWalletForOrder, setWalletRefundPreference } from '../wallet/wallet-ledger.js';
import type { PaymentGateway } from './payment-gateway.js';
import { reconcileRefunds } from './refunds-admin.js';
import { oweRefund } from './refunds-service.js';

/**
 * Issue 15 items 1 and 2, ADR 0044 and 0045: for random orders (lines, fees, coupon, online / wallet / cash,
 * cancelled before or after payment, captured after the cancellation, lines unavailable at the store ("refund
 * me"), substituted by a cheaper or dearer product, substitutes rejected by the customer, lines refused at the
 * door, late deliveries, refunds to the wallet by preference, a partial refund before a cancellation), driven
 * through the real order transitions, the rider's and customer's substitution functions, the handover, the wallet
 * ledger and the refund round: every order reconciles (charged = kept + refunded), is never charged more than it
 * would have been without substitutions, and got exactly the refunds its story calls for, to the right place.
 * Rows the checkout would write are seeded in SQL (the checkout path is not what is tested here).
 */

const LATE = REFUND_ROUND_DEFAULTS.lateDeliveryMinutes;
/** 10 runs of 100 orders: 1,000 orders. */
const ORDERS_PER_RUN = Number(process.env.REFUND_PROPERTY_ORDERS ?? 100);

const lineArb = fc.record({
  unitPaise: fc.integer({ min: 100, max: 500_00 }),
  quantity: fc.integer({ min: 1, max: 3 }),
  fate: fc.constantFrom('ok', 'ok', 'ok', 'missing', 'refused', 'substituted', 'rejected'),
  /** Which substitute product (prices in SUBSTITUTE_PRICES) a substituted or rejected line gets. */
  substitute: fc.nat({ max: 5 }),
});

/** The substitute products' prices: cheaper and dearer than any line. */
const SUBSTITUTE_PRICES = [50, 3_00, 10_00, 50_00, 200_00, 600_00];

const orderArb = fc
  .record({
    method: fc.constantFrom('online', 'online', 'wallet', 'cod'),
    lines: fc.array(lineArb, { minLength: 1, maxLength: 4 }),
    fee: fc.constantFrom(0, 0, 25_00, 40_00),
    couponShare: fc.constantFrom(0, 0, 0.1, 0.3, 1),
    flow: fc.constantFrom(
      'delivered',
      'delivered',
      'delivered',
      'cancelledAfterPay',
      'cancelledBeforePay',
      'capturedAfterCancel',
    ),
    partialShare: fc.constantFrom(0, 0, 0.25, 1),
    minutesToDeliver: fc.oneof(
      fc.integer({ min: 5, max: LATE - 1 }),
      fc.integer({ min: LATE + 1, max: 300 }),
    ),
    toWallet: fc.boolean(),
  })
  .map((o) => {
    // A capture after the cancellation, or a cancellation before payment, is an online story only.
    const flow =
      o.method !== 'online' && (o.flow === 'cancelledBeforePay' || o.flow === 'capturedAfterCancel')
        ? 'cancelledAfterPay'
        : o.flow;
    const subtotal = o.lines.reduce((sum, l) => sum + l.unitPaise * l.quantity, 0);
    const discount = Math.floor(subtotal * o.couponShare);
    const total = subtotal - discount + o.fee;
    return { ...o, flow, subtotal, discount, total };
  })
  .filter((o) => o.total >= 100);

type Story = typeof orderArb extends fc.Arbitrary<infer T> ? T : never;

interface Expected {
  cause: string;
  amount: number;
  destination: 'gateway' | 'wallet';
}

/** A line's price as ordered, and what it is charged at the end of its story (issue 15 item 2). */
const orderedPaise = (l: Story['lines'][number]) => l.unitPaise * l.quantity;
function chargedPaise(l: Story['lines'][number]) {
  if (l.fate === 'ok') return orderedPaise(l);
  if (l.fate === 'substituted')
    return Math.min(SUBSTITUTE_PRICES[l.substitute]! * l.quantity, orderedPaise(l));
  return 0;
}

/**
 * What the customer pays at the end, worked out from the story alone: the substitute counts at what it is
 * charged (never more than the line it replaces), a rejected substitute, a line missing at the store or refused
 * at the door not at all; the handover rule (ADR 0039) does the rest.
 */
function finalMoney(o: Story) {
  const lines = o.lines.flatMap((l) => {
    const original = {
      totalPricePaise: orderedPaise(l),
      status: l.fate === 'ok' ? 'ok' : 'missing',
    } as const;
    if (l.fate !== 'substituted' && l.fate !== 'rejected') return [original];
    const substitute = {
      totalPricePaise: Math.min(SUBSTITUTE_PRICES[l.substitute]! * l.quantity, orderedPaise(l)),
      status: l.fate === 'substituted' ? 'ok' : 'missing',
    } as const;
    return [original, substitute];
  });
  const money = handoverMoney({
    subtotalPaise: o.subtotal,
    discountPaise: o.discount,
    deliveryFeePaise: o.fee,
    totalPaise: o.total,
    lines,
  });
  return money;
}

/**
 * The refunds each story calls for, worked out from the story alone. On a delivered order the removals are owed
 * as they happen (per line, ADR 0045) and the rest at the handover, so their causes split; `any` stands for "one
 * or more of lines_removed, substitute_cheaper, substitute_rejected, order_cancelled" and is compared as a sum.
 */
function expectedRefunds(o: Story): Expected[] {
  const destination = o.method === 'wallet' || o.toWallet ? 'wallet' : 'gateway';
  const out: Expected[] = [];
  if (o.method === 'cod') return out;
  if (o.flow === 'capturedAfterCancel')
    return [{ cause: 'captured_after_expiry', amount: o.total, destination }];
  if (o.flow === 'cancelledBeforePay') return out;
  if (o.flow === 'cancelledAfterPay') {
    const partial = Math.floor(o.total * o.partialShare);
    if (partial > 0) out.push({ cause: 'substitute_cheaper', amount: partial, destination });
    if (o.total - partial > 0) out.push({ cause: 'order_cancelled', amount: o.total - partial, destination });
    return out;
  }
  const money = finalMoney(o);
  // Every line gone: the admin cancels, and whatever was not yet owed comes back as the cancellation.
  if (money.nothingToDeliver) return [{ cause: 'any', amount: o.total, destination }];
  if (money.removedPaise > 0) out.push({ cause: 'any', amount: money.removedPaise, destination });
  // Wallet-paid orders are a subscription's scheduled deliveries: no on-demand promise, no late fee back.
  const late = o.method === 'online' && o.minutesToDeliver > LATE && o.fee > 0 && money.duePaise > 0;
  if (late) out.push({ cause: 'late_delivery', amount: Math.min(o.fee, money.duePaise), destination });
  return out;
}

let server: TestServer;
let productId: string;
let users: { gateway: string; wallet: string };
let sequence = 0;
let rider: { riderId: string; userId: string };
let substitutes: string[];
/** An in-memory gateway that refunds at once and never more than captured per payment. */
const refundedByPayment = new Map<string, number>();
const capturedByPayment = new Map<string, number>();
const gateway: PaymentGateway = {
  name: 'sandbox',
  keyId: 'rzp_test_property',
  createOrder: async () => {
    throw new Error('not used');
  },
  checkoutUrl: () => null,
  verifyPayment: () => false,
  verifyWebhook: () => false,
  refund: async (request) => {
    const refunded = (refundedByPayment.get(request.paymentId) ?? 0) + request.amountPaise;
    if (refunded > (capturedByPayment.get(request.paymentId) ?? 0)) throw new Error('more than captured');
    refundedByPayment.set(request.paymentId, refunded);
    return { refundId: `rfnd_P${++sequence}`, status: 'processed', amountPaise: request.amountPaise };
  },
  refundStatus: async (refundId) => ({ refundId, status: 'processed', amountPaise: 0 }),
  orderPayments: async () => [],
};

beforeAll(async () => {
  server = await startTestServer({ seed: true });
  const { rows } = await server.db.query<{ id: string }>('select id from products order by slug limit 1');
  productId = rows[0]!.id;
  const make = async (email: string) =>
    (
      await server.db.query<{ id: string }>(
        `insert into users (email, password_hash) values ($1, 'x') returning id`,
        [email],
      )
    ).rows[0]!.id;
  users = { gateway: await make('prop-gateway@example.in'), wallet: await make('prop-wallet@example.in') };
  await setWalletRefundPreference(server.db, users.wallet, true);
  for (const id of Object.values(users)) await fundWallet(server.db, id, 100_000_000);
  rider = await newRider(server, await newStore(server), 'Property Rider');
  const { rows: category } = await server.db.query<{ id: string }>(
    `insert into categories (slug, name) values ('property-substitutes', 'Property substitutes') returning id`,
  );
  substitutes = [];
  for (const [index, price] of SUBSTITUTE_PRICES.entries()) {
    const { rows: made } = await server.db.query<{ id: string }>(
      `insert into products (category_id, slug, name, price_paise, unit, stock_quantity)
       values ($1, $2, $3, $4, '1 kg', 10000000) returning id`,
      [category[0]!.id, `property-substitute-${index}`, `Property substitute ${index}`, price],
    );
    substitutes.push(made[0]!.id);
  }
}, 120_000);
afterAll(async () => server?.stop());

const admin = { role: 'admin' as const, userId: null };

/** Seeds one order as the checkout would have left it, then drives its story through the real functions. */
async function play(o: Story): Promise<string> {
  const db = server.db;
  const userId = o.toWallet ? users.wallet : users.gateway;
  const waitsForPayment = o.flow === 'cancelledBeforePay' || o.flow === 'capturedAfterCancel';
  const status = waitsForPayment ? 'payment_pending' : 'placed';
  const paymentStatus =
    o.method === 'online'
      ? waitsForPayment
        ? 'pending'
        : 'paid_online'
      : o.method === 'wallet'
        ? 'paid'
        : 'pending';
  const { rows } = await db.query<{ id: string }>(
    `insert into orders (user_id, status, payment_status, payment_method, subtotal_paise, discount_paise,
                         delivery_fee_paise, total_paise, created_at, scheduled_for)
     values ($1, $2, $3, $4, $5, $6, $7, $8, now() - interval '6 hours',
             case when $4 = 'wallet' then current_date end)
     returning id`,
    [userId, status, paymentStatus, o.method, o.subtotal, o.discount, o.fee, o.total],
  );
  const orderId = rows[0]!.id;
  await db.query(
    `insert into order_items (order_id, product_id, product_name, unit, quantity, unit_price_paise, total_price_paise,
                              substitution_choice, substitution_product_id)
     select $1, $2, 'Property item ' || n, '1 kg', q, p, p * q, c, s
       from unnest($3::int[], $4::int[], $5::text[], $6::uuid[]) with ordinality as t(p, q, c, s, n)`,
    [
      orderId,
      productId,
      o.lines.map((l) => l.unitPaise),
      o.lines.map((l) => l.quantity),
      o.lines.map((l) => (l.fate === 'substituted' || l.fate === 'rejected' ? 'specific' : 'refund')),
      o.lines.map((l) =>
        l.fate === 'substituted' || l.fate === 'rejected' ? substitutes[l.substitute]! : null,
      ),
    ],
  );
  if (!waitsForPayment) {
    // The promise starts when the order was placed (paid): `minutesToDeliver` before the delivery below.
    await db.query(
      `insert into order_status_history (order_id, from_status, to_status, actor_role, created_at)
       values ($1, null, 'placed', 'system', now() - make_interval(mins => $2))`,
      [orderId, o.minutesToDeliver],
    );
  }
  if (o.method === 'online') {
    const paymentId = `pay_PROP${orderId.replaceAll('-', '')}`;
    await db.query(
      `insert into payments (order_id, provider, gateway_order_id, gateway_payment_id, amount_paise, status)
       values ($1, 'sandbox', $2, $3, $4, $5)`,
      [
        orderId,
        `order_PROP${orderId.replaceAll('-', '')}`,
        waitsForPayment ? null : paymentId,
        o.total,
        waitsForPayment ? 'created' : 'captured',
      ],
    );
    capturedByPayment.set(paymentId, o.total);
  }
  if (o.method === 'wallet') {
    const debit = await debitWalletForOrder(db, { userId, orderId, amountPaise: o.total });
    expect(debit.ok).toBe(true);
  }
  if (o.flow === 'cancelledAfterPay' || waitsForPayment) {
    const partial = Math.floor(o.total * o.partialShare);
    await db.transaction(async (tx) => {
      if (o.flow === 'cancelledAfterPay' && o.method !== 'cod' && partial > 0)
        await oweRefund(tx, {
          orderId,
          amountPaise: partial,
          cause: 'substitute_cheaper',
          reference: 'line-1',
        });
      await applyTransition(tx, (await lockOrder(tx, orderId))!, 'cancelled', admin);
    });
    if (o.flow === 'capturedAfterCancel') {
      // What the payments module does with a capture that comes after the order ended.
      await db.query(
        `update payments set status = 'refund_pending', gateway_payment_id = $2 where order_id = $1`,
        [orderId, `pay_PROP${orderId.replaceAll('-', '')}`],
      );
    }
    return orderId;
  }
  // The rider's part through the real functions: lines unavailable at the store (removed, or substituted as the
  // customer chose), the customer rejecting substitutes, lines refused at the door, then the handover.
  const { rows: lineRows } = await db.query<{ id: string }>(
    `select id from order_items where order_id = $1 order by product_name`,
    [orderId],
  );
  const lineIds = lineRows.map((row) => row.id);
  await db.query(`update orders set status = 'picked_up', rider_id = $2 where id = $1`, [
    orderId,
    rider.riderId,
  ]);
  const now = new Date();
  for (const [index, l] of o.lines.entries()) {
    if (l.fate === 'ok' || l.fate === 'refused') continue;
    const input = { orderId, lineId: lineIds[index]!, riderId: rider.riderId, now, rejectMinutes: 5 };
    await db.transaction((tx) => markUnavailable(tx, input));
  }
  await db.query(`update orders set status = 'out_for_delivery' where id = $1`, [orderId]);
  for (const [index, l] of o.lines.entries()) {
    if (l.fate === 'refused') {
      const input = { orderId, lineId: lineIds[index]!, riderId: rider.riderId, status: 'refused' as const };
      await db.transaction((tx) => markLine(tx, input));
    }
    if (l.fate === 'rejected') {
      const { rows: substitute } = await db.query<{ id: string }>(
        'select id from order_items where substitute_for = $1',
        [lineIds[index]!],
      );
      const input = { orderId, lineId: substitute[0]!.id, userId, now };
      await db.transaction((tx) => rejectSubstitute(tx, input));
    }
  }
  const money = finalMoney(o);
  await db.transaction(async (tx) => {
    if (money.nothingToDeliver) {
      await applyTransition(tx, (await lockOrder(tx, orderId))!, 'cancelled', admin);
      return;
    }
    await deliverByAdmin(tx, {
      orderId,
      adminUserId: users.gateway,
      reason: 'property test',
      cashCollectedPaise: o.method === 'cod' ? money.duePaise : undefined,
    });
  });
  return orderId;
}

describe('refunds reconcile for random orders', () => {
  it('when 1,000 random orders are played out and the refund round runs, then every order reconciles and got exactly its refunds', async () => {
    let played = 0;
    let substituted = 0;
    const started = Date.now();
    await fc.assert(
      fc.asyncProperty(
        fc.array(orderArb, { minLength: ORDERS_PER_RUN, maxLength: ORDERS_PER_RUN }),
        async (stories) => {
          const ids: string[] = [];
          for (const story of stories) ids.push(await play(story));
          played += stories.length;
          for (let pass = 0; pass < 100; pass++) {
            const round = await runRefundRound(server.db, gateway, { batch: 200 });
            if (round.sent === 0 && round.owed === 0) break;
          }
          const report = await reconcileRefunds(server.db, LATE);
          const mine = new Set(ids);
          const off = report.mismatches.filter((m) => mine.has(m.orderId));
          expect(
            off,
            JSON.stringify(off.map((m) => ({ ...m, story: stories[ids.indexOf(m.orderId)] }))),
          ).toEqual([]);
          const { rows } = await server.db.query<{
            order_id: string;
            cause: string;
            amount_paise: number;
            destination: 'gateway' | 'wallet';
            status: string;
          }>(
            `select order_id, cause, amount_paise, destination, status from refunds where order_id = any($1::uuid[])`,
            [ids],
          );
          // A substitution never raises the charge: every substitute line costs at most the line it replaced.
          const { rows: swaps } = await server.db.query<{ substitute: number; original: number }>(
            `select s.total_price_paise as substitute, o.total_price_paise as original
               from order_items s join order_items o on o.id = s.substitute_for
              where s.order_id = any($1::uuid[])`,
            [ids],
          );
          for (const swap of swaps) expect(swap.substitute).toBeLessThanOrEqual(swap.original);
          substituted += swaps.length;
          const REMOVALS = ['lines_removed', 'substitute_cheaper', 'substitute_rejected', 'order_cancelled'];
          for (const [index, story] of stories.entries()) {
            const mineRows = rows.filter((r) => r.order_id === ids[index]);
            const want = expectedRefunds(story);
            const wanted = (r: { cause: string }) => r.cause === 'any';
            // Each refund is paid, to the right place.
            for (const r of mineRows) {
              expect([r.status, r.destination], JSON.stringify(story)).toEqual([
                'processed',
                story.method === 'wallet' || story.toWallet ? 'wallet' : 'gateway',
              ]);
            }
            // Removals (however they split by cause) add up to exactly what the story took off.
            const removals = mineRows.filter((r) => REMOVALS.includes(r.cause) && want.some(wanted));
            expect(
              removals.reduce((sum, r) => sum + r.amount_paise, 0),
              JSON.stringify(story),
            ).toBe(want.filter(wanted).reduce((sum, r) => sum + r.amount, 0));
            // Every other cause exactly, one each.
            const exact = (list: { cause: string; amount: number }[]) =>
              list.map((r) => `${r.cause}:${r.amount}`).sort();
            expect(
              exact(
                mineRows
                  .filter((r) => !removals.includes(r))
                  .map((r) => ({ cause: r.cause, amount: r.amount_paise })),
              ),
              JSON.stringify(story),
            ).toEqual(exact(want.filter((r) => !wanted(r))));
          }
        },
      ),
      { numRuns: 10, endOnFailure: true },
    );
    expect(played).toBe(10 * ORDERS_PER_RUN);
    // The stories did substitute (a generator that never did would prove nothing about substitutions).
    expect(substituted).toBeGreaterThan(ORDERS_PER_RUN);
    // For the report: how long 1,000 orders took on this engine.
    console.info(
      `${played} orders (${substituted} substitutes) played, refunded and reconciled in ${Date.now() - started} ms`,
    );
  }, 300_000);
});
