import {
  DELIVERY_OTP_MAX_FAILURES,
  type HandoverMoney,
  handoverMoney,
  type RiderLineStatus,
} from '@tokri/core';
import type { Database, Queryable } from '../../db/database.js';
import { DomainError, notFound } from '../../errors/domain-error.js';
import { announceTransition } from '../notifications/order-notifier.js';
import { isDeliveryOtp } from './delivery-otp.js';
import { applyTransition, type LockedOrder, lockOrder, type TransitionActor } from './order-transitions.js';

/**
 * The handover at the door (issue 14, ADR 0039): the customer's code, the cash, and lines found missing or
 * refused. Every step runs on the order locked `for update`, so two phones (or two guesses) take turns.
 */

interface HandoverFacts {
  rider_id: string | null;
  delivery_otp: string | null;
  delivery_otp_failures: number;
  subtotal_paise: number;
  discount_paise: number;
  delivery_fee_paise: number;
}

/** The handover columns of an order the caller has locked, and what it owes now. */
export async function handoverFacts(tx: Queryable, order: LockedOrder) {
  const { rows } = await tx.query<HandoverFacts>(
    `select rider_id, delivery_otp, delivery_otp_failures, subtotal_paise, discount_paise, delivery_fee_paise
       from orders where id = $1`,
    [order.id],
  );
  const facts = rows[0]!;
  const lines = await tx.query<{ total_price_paise: number; line_status: RiderLineStatus }>(
    'select total_price_paise, line_status from order_items where order_id = $1',
    [order.id],
  );
  const money = handoverMoney({
    subtotalPaise: facts.subtotal_paise,
    discountPaise: facts.discount_paise,
    deliveryFeePaise: facts.delivery_fee_paise,
    totalPaise: order.total_paise,
    lines: lines.rows.map((line) => ({ totalPricePaise: line.total_price_paise, status: line.line_status })),
  });
  return { facts, money };
}

/** The cash a handover records: on cash on delivery what the rider holds, on a prepaid order none. */
interface Cash {
  collectedPaise: number | null;
  note: string | null;
}

/**
 * Cash on delivery: the cash collected must be the amount due, or come with a reason (the customer was short,
 * or change ran out). A prepaid order takes no cash at all.
 */
export function checkCash(
  paymentMethod: LockedOrder['payment_method'],
  duePaise: number,
  cashCollectedPaise: number | undefined,
  note: string | undefined,
): Cash {
  if (paymentMethod !== 'cod') {
    if (cashCollectedPaise !== undefined && cashCollectedPaise > 0) throw new DomainError('PREPAID_NO_CASH');
    return { collectedPaise: null, note: null };
  }
  if (cashCollectedPaise === undefined)
    throw new DomainError('COD_CASH_REQUIRED', { params: { amountPaise: duePaise } });
  if (cashCollectedPaise !== duePaise && !note)
    throw new DomainError('COD_CASH_MISMATCH', {
      params: { amountPaise: duePaise },
      fields: { cashCollectedPaise: 'COD_CASH_MISMATCH' },
    });
  return { collectedPaise: cashCollectedPaise, note: note ?? null };
}

/**
 * Records the cash and what a prepaid order is owed back, then moves the order to delivered through the one
 * transition (which makes a cash order `paid_cod` and tells the customer, spec §8 and §9).
 */
async function completeHandover(
  tx: Queryable,
  order: LockedOrder,
  money: HandoverMoney,
  cash: Cash,
  actor: TransitionActor,
) {
  const refundDue = await refundDueAtHandover(tx, order, money);
  await tx.query(
    `update orders set cod_collected_paise = $2, cod_collected_at = case when $2::int is null then null else tokri_now() end,
            cod_note = $3, refund_due_paise = $4
      where id = $1`,
    [order.id, cash.collectedPaise, cash.note, refundDue],
  );
  await applyTransition(tx, order, 'delivered', actor);
  return refundDue;
}

/** The order's refunds so far that still stand (owed, pending or processed; failed ones do not count). */
export async function refundsOwedSoFar(tx: Queryable, orderId: string): Promise<number> {
  const { rows } = await tx.query<{ owed: number }>(
    `select coalesce(sum(amount_paise), 0)::int as owed from refunds where order_id = $1 and status <> 'failed'`,
    [orderId],
  );
  return rows[0]!.owed;
}

/**
 * What a prepaid order is still owed back at the handover: everything removed, less what substitutions and
 * rejections already owed while the order was on its way (ADR 0045), so the two together are total - due.
 * Cash on delivery is owed nothing back: the rider collects the amount due.
 */
async function refundDueAtHandover(tx: Queryable, order: LockedOrder, money: HandoverMoney): Promise<number> {
  if (order.payment_method === 'cod') return 0;
  return Math.max(0, money.removedPaise - (await refundsOwedSoFar(tx, order.id)));
}

export interface RiderDeliverInput {
  orderId: string;
  riderId: string;
  riderUserId: string;
  otp: string;
  cashCollectedPaise?: number | undefined;
  cashNote?: string | undefined;
}

type DeliverOutcome = { delivered: true } | { delivered: false; left: number };

/**
 * The rider hands the order over with the customer's code. A wrong code is counted in its own committed
 * transaction (the request then fails), so the count survives; after DELIVERY_OTP_MAX_FAILURES wrong codes the
 * order is locked and only an admin completes it. Codes are compared in constant time.
 */
export async function deliverByRider(db: Database, input: RiderDeliverInput): Promise<void> {
  const outcome = await db.transaction(async (tx): Promise<DeliverOutcome> => {
    const order = await lockOrder(tx, input.orderId);
    if (!order) throw notFound();
    const { facts, money } = await handoverFacts(tx, order);
    // Another rider's order answers like a missing one.
    if (facts.rider_id !== input.riderId) throw notFound();
    if (order.status !== 'out_for_delivery') throw new DomainError('ORDER_NOT_OUT_FOR_DELIVERY');
    if (facts.delivery_otp_failures >= DELIVERY_OTP_MAX_FAILURES)
      throw new DomainError('DELIVERY_OTP_LOCKED');
    if (money.nothingToDeliver) throw new DomainError('ORDER_NOTHING_TO_DELIVER');
    const cash = checkCash(order.payment_method, money.duePaise, input.cashCollectedPaise, input.cashNote);
    if (!isDeliveryOtp(facts.delivery_otp, input.otp)) {
      const failures = facts.delivery_otp_failures + 1;
      await tx.query('update orders set delivery_otp_failures = $2, updated_at = tokri_now() where id = $1', [
        order.id,
        failures,
      ]);
      // Locked now: the admin board hears of it live (same status), so an admin can hand it over.
      if (failures >= DELIVERY_OTP_MAX_FAILURES)
        await announceTransition(tx, order, { from: order.status, to: order.status });
      return { delivered: false, left: DELIVERY_OTP_MAX_FAILURES - failures };
    }
    await completeHandover(tx, order, money, cash, { role: 'rider', userId: input.riderUserId });
    return { delivered: true };
  });
  if (!outcome.delivered) {
    throw outcome.left > 0
      ? new DomainError('DELIVERY_OTP_WRONG', {
          params: { left: outcome.left },
          fields: { otp: 'DELIVERY_OTP_WRONG' },
          details: { attemptsLeft: outcome.left },
        })
      : new DomainError('DELIVERY_OTP_LOCKED', { details: { attemptsLeft: 0 } });
  }
}

export interface AdminDeliverInput {
  orderId: string;
  adminUserId: string;
  reason: string;
  cashCollectedPaise?: number | undefined;
}

/**
 * An admin completes a handover without the code (it locked, or the customer's phone died), with a reason.
 * On cash on delivery the admin records the cash the rider reports; the reason explains any difference.
 * Returns what the audit log needs.
 */
export async function deliverByAdmin(tx: Queryable, input: AdminDeliverInput) {
  const order = await lockOrder(tx, input.orderId);
  if (!order) throw notFound();
  if (order.status !== 'out_for_delivery') throw new DomainError('ORDER_NOT_OUT_FOR_DELIVERY');
  const { facts, money } = await handoverFacts(tx, order);
  if (money.nothingToDeliver) throw new DomainError('ORDER_NOTHING_TO_DELIVER');
  const cash = checkCash(order.payment_method, money.duePaise, input.cashCollectedPaise, input.reason);
  const refundDue = await completeHandover(tx, order, money, cash, {
    role: 'admin',
    userId: input.adminUserId,
    note: input.reason,
  });
  return {
    before: { status: 'out_for_delivery', otpFailures: facts.delivery_otp_failures },
    after: {
      status: 'delivered',
      amountDuePaise: money.duePaise,
      cashCollectedPaise: cash.collectedPaise,
      refundDuePaise: refundDue,
    },
  };
}

/** Found missing while picking up at the store; refused by the customer at the door. */
const LINE_MARKABLE: Record<'missing' | 'refused', readonly string[]> = {
  missing: ['accepted', 'picked_up'],
  refused: ['out_for_delivery'],
};

export interface LineInput {
  orderId: string;
  lineId: string;
  riderId: string;
  status: 'missing' | 'refused';
  reason?: string | undefined;
}

/**
 * The rider marks a line missing or refused: the customer stops paying for it (`handoverMoney`), the order's
 * change reaches the customer and the admin board live. Marking it again the same way changes nothing (a retry).
 */
export async function markLine(tx: Queryable, input: LineInput): Promise<void> {
  const order = await lockOrder(tx, input.orderId);
  if (!order) throw notFound();
  const { rows } = await tx.query<{ rider_id: string | null; line_status: RiderLineStatus | null }>(
    `select o.rider_id, i.line_status from orders o
       left join order_items i on i.order_id = o.id and i.id = $2
      where o.id = $1`,
    [input.orderId, input.lineId],
  );
  const found = rows[0];
  if (!found || found.rider_id !== input.riderId || found.line_status === null) throw notFound();
  if (found.line_status === input.status) return;
  if (found.line_status !== 'ok') throw new DomainError('ORDER_LINE_ALREADY_MARKED');
  if (!LINE_MARKABLE[input.status].includes(order.status)) throw new DomainError('ORDER_LINE_NOT_NOW');
  await tx.query(
    `update order_items set line_status = $3, line_status_reason = $4, line_status_at = tokri_now()
      where id = $2 and order_id = $1`,
    [input.orderId, input.lineId, input.status, input.reason ?? null],
  );
  await tx.query('update orders set updated_at = tokri_now() where id = $1', [input.orderId]);
  // The same status again: a realtime change for the customer's page and the admin board, no template.
  await announceTransition(tx, order, { from: order.status, to: order.status });
}
