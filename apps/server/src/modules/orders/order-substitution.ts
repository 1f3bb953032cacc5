import {
  canRejectSubstitute,
  LANGUAGES,
  type Language,
  type RiderLineStatus,
  type SubstitutionChoice,
  substituteChargePaise,
} from '@tokri/core';
import type { Queryable } from '../../db/database.js';
import { DomainError, notFound } from '../../errors/domain-error.js';
import { localised } from '../catalog/localise.js';
import { releaseStock, takeStock } from '../inventory/stock.js';
import { recordLotTakes } from '../inventory/stock-lots.js';
import { announceSubstitute, announceTransition } from '../notifications/order-notifier.js';
import { oweRefund, type RefundCause } from '../payments/refunds-service.js';
import { similarProducts } from '../substitutions/similar-products.js';
import { handoverFacts, refundsOwedSoFar } from './order-handover.js';
import { type LockedOrder, lockOrder } from './order-transitions.js';

/**
 * Applying the customer's substitution choice when the rider finds a line unavailable at the store, and the
 * customer's Reject of a substitute (issue 15 item 2, ADR 0045). Every step runs on the order locked
 * `for update`, inside one transaction with the stock it takes or releases and the refund it owes.
 */

interface LineRow {
  rider_id: string | null;
  id: string | null;
  product_id: string;
  product_name: string;
  unit: string;
  quantity: number;
  unit_price_paise: number;
  total_price_paise: number;
  line_status: RiderLineStatus;
  substitution_choice: SubstitutionChoice;
  substitution_product_id: string | null;
  substitute_for: string | null;
}

/** A product's name in each language, as the shop shows it, else the name the line kept (issue 32 item 6). */
async function namesOf(tx: Queryable, productId: string, kept: string): Promise<Record<Language, string>> {
  const { rows } = await tx.query<{ translations: unknown }>(
    'select translations from products where id = $1',
    [productId],
  );
  const translations = rows[0]?.translations;
  return Object.fromEntries(
    LANGUAGES.map((language) => [language, localised(translations, language, 'name', kept)]),
  ) as Record<Language, string>;
}

async function readLine(tx: Queryable, orderId: string, lineId: string): Promise<LineRow | undefined> {
  const { rows } = await tx.query<LineRow>(
    `select o.rider_id, i.id, i.product_id, i.product_name, i.unit, i.quantity, i.unit_price_paise,
            i.total_price_paise, i.line_status, i.substitution_choice, i.substitution_product_id, i.substitute_for
       from orders o left join order_items i on i.order_id = o.id and i.id = $2
      where o.id = $1`,
    [orderId, lineId],
  );
  return rows[0];
}

/**
 * Owes a prepaid order what the change took off (ADR 0045): (total - due now) less the refunds already standing,
 * when that is more than zero, keyed by the line so a retried request owes it once. Cash on delivery owes
 * nothing: the rider collects the amount due.
 */
async function oweForChange(tx: Queryable, order: LockedOrder, cause: RefundCause, lineId: string) {
  if (order.payment_method === 'cod') return;
  const { money } = await handoverFacts(tx, order);
  const owed = money.removedPaise - (await refundsOwedSoFar(tx, order.id));
  if (owed > 0) await oweRefund(tx, { orderId: order.id, amountPaise: owed, cause, reference: lineId });
}

interface Substitute {
  productId: string;
  name: string;
  unit: string;
  mrpPaise: number;
  unitPricePaise: number;
  discountPercentage: number;
  gstRate: number;
  /** Snapshotted on the line like checkout's, so the invoice names the substitute's HSN code. */
  hsnCode: string | null;
}

/** The product to substitute with, in stock for the line's quantity, or null (the line is then removed). */
async function pickSubstitute(tx: Queryable, line: LineRow, plan: 'best_match' | 'specific') {
  let productId: string | null = null;
  if (plan === 'specific') {
    productId = line.substitution_product_id;
  } else {
    const [best] = await similarProducts(
      tx,
      {
        productId: line.product_id,
        unitPricePaise: line.unit_price_paise,
        unit: line.unit,
        minStock: line.quantity,
        limit: 1,
      },
      'en',
    );
    productId = best?.id ?? null;
  }
  if (!productId) return null;
  const { rows } = await tx.query<{
    id: string;
    name: string;
    unit: string;
    price_paise: number;
    final_price_paise: number;
    discount_percentage: number;
    gst_rate: number;
    hsn_code: string | null;
  }>(
    `select id, name, unit, price_paise, final_price_paise, discount_percentage, gst_rate, hsn_code from products
      where id = $1 and is_active and stock_quantity >= $2`,
    [productId, line.quantity],
  );
  const found = rows[0];
  if (!found) return null;
  return {
    productId: found.id,
    name: found.name,
    unit: found.unit,
    mrpPaise: found.price_paise,
    unitPricePaise: found.final_price_paise,
    discountPercentage: found.discount_percentage,
    gstRate: found.gst_rate,
    hsnCode: found.hsn_code,
  } satisfies Substitute;
}

/** Writes the substitute line (charged at most the original's total) and marks the original substituted. */
async function substitute(
  tx: Queryable,
  orderId: string,
  line: LineRow & { id: string },
  product: Substitute,
  times: { now: Date; rejectUntil: Date },
) {
  const lotTakes = await takeStock(
    tx,
    [{ productId: product.productId, variantId: null, quantity: line.quantity, name: product.name }],
    times.now,
  );
  // A perishable substitute comes from its lots like any line, so a rejection or a cancel gives back to them.
  await recordLotTakes(tx, orderId, lotTakes);
  const charged = substituteChargePaise(product.unitPricePaise, line.quantity, line.total_price_paise);
  await tx.query(
    `insert into order_items (order_id, product_id, variant_id, product_name, unit, quantity, mrp_paise,
                              unit_price_paise, discount_percentage, total_price_paise, gst_rate, hsn_code,
                              substitution_choice, substitute_for, reject_until)
     values ($1, $2, null, $3, $4, $5, $6, $7, $8, $9, $10, $13, 'refund', $11, $12)`,
    [
      orderId,
      product.productId,
      product.name,
      product.unit,
      line.quantity,
      product.mrpPaise,
      product.unitPricePaise,
      product.discountPercentage,
      charged,
      product.gstRate,
      line.id,
      times.rejectUntil,
      product.hsnCode,
    ],
  );
  await tx.query(
    `update order_items set line_status = 'substituted', line_status_at = tokri_now() where id = $1 and order_id = $2`,
    [line.id, orderId],
  );
}

export interface UnavailableInput {
  orderId: string;
  lineId: string;
  riderId: string;
  /** After calling a customer who chose "call me": substitute (best match) or remove. */
  afterCall?: 'substitute' | 'remove' | undefined;
  reason?: string | undefined;
  now: Date;
  rejectMinutes: number;
}

/** What the choice comes to: a substitute found by best match, the picked product, or removal. */
function planFor(
  line: LineRow,
  afterCall: UnavailableInput['afterCall'],
): 'best_match' | 'specific' | 'remove' {
  // A substitute that is itself unavailable is removed: nobody chose a substitute for it.
  if (line.substitute_for !== null) return 'remove';
  switch (line.substitution_choice) {
    case 'refund':
      return 'remove';
    case 'best_match':
    case 'specific':
      return line.substitution_choice;
    case 'call':
      if (!afterCall) throw new DomainError('SUBSTITUTION_CALL_FIRST');
      return afterCall === 'substitute' ? 'best_match' : 'remove';
  }
}

/**
 * The rider found a line unavailable at the store: the customer's choice is applied. Refund -> the line is
 * removed (missing); best match -> the most similar product in stock; specific -> the picked product if in
 * stock, else removed; call -> refused until the rider has called and says substitute or remove. A substitute
 * takes stock; the original releases none (it was never taken off the shelf for this order, ADR 0045). A retry
 * after the line was handled changes nothing.
 */
export async function markUnavailable(tx: Queryable, input: UnavailableInput): Promise<void> {
  const order = await lockOrder(tx, input.orderId);
  if (!order) throw notFound();
  const line = await readLine(tx, input.orderId, input.lineId);
  if (!line || line.rider_id !== input.riderId || line.id === null) throw notFound();
  if (line.line_status === 'substituted' || line.line_status === 'missing') return;
  if (line.line_status !== 'ok') throw new DomainError('ORDER_LINE_ALREADY_MARKED');
  if (!['accepted', 'picked_up'].includes(order.status)) throw new DomainError('ORDER_LINE_NOT_NOW');
  const plan = planFor(line, input.afterCall);
  const product = plan === 'remove' ? null : await pickSubstitute(tx, line, plan);
  const own = { ...line, id: line.id };
  if (product) {
    const rejectUntil = new Date(input.now.getTime() + input.rejectMinutes * 60_000);
    await substitute(tx, input.orderId, own, product, { now: input.now, rejectUntil });
    await tx.query('update orders set updated_at = tokri_now() where id = $1', [input.orderId]);
    await oweForChange(tx, order, 'substitute_cheaper', line.id);
    await announceSubstitute(tx, input.orderId, {
      original: await namesOf(tx, line.product_id, line.product_name),
      substitute: await namesOf(tx, product.productId, product.name),
      minutes: input.rejectMinutes,
    });
    return;
  }
  await tx.query(
    `update order_items set line_status = 'missing', line_status_reason = $3, line_status_at = tokri_now()
      where id = $2 and order_id = $1`,
    [input.orderId, line.id, input.reason ?? 'unavailable'],
  );
  await tx.query('update orders set updated_at = tokri_now() where id = $1', [input.orderId]);
  await oweForChange(tx, order, 'lines_removed', line.id);
  await announceTransition(tx, order, { from: order.status, to: order.status });
}

/** While a substitute may still be rejected: the order is with its rider, not yet handed over. */
const REJECTABLE = ['accepted', 'picked_up', 'out_for_delivery'];

export interface RejectInput {
  orderId: string;
  lineId: string;
  userId: string;
  now: Date;
}

/**
 * The customer rejects a substitute within its window: the line is removed, its stock goes back, and a prepaid
 * order is owed what that takes off. Rejecting again changes nothing; after the window (or once the order is
 * handed over) SUBSTITUTE_REJECT_CLOSED.
 */
export async function rejectSubstitute(tx: Queryable, input: RejectInput): Promise<void> {
  const order = await lockOrder(tx, input.orderId);
  if (!order || order.user_id !== input.userId) throw notFound();
  const { rows } = await tx.query<{
    product_id: string;
    quantity: number;
    line_status: RiderLineStatus;
    reject_until: Date | null;
  }>(
    `select product_id, quantity, line_status, reject_until from order_items
      where id = $2 and order_id = $1 and substitute_for is not null`,
    [input.orderId, input.lineId],
  );
  const line = rows[0];
  if (!line) throw notFound();
  if (line.line_status === 'rejected') return;
  if (
    line.line_status !== 'ok' ||
    !REJECTABLE.includes(order.status) ||
    !canRejectSubstitute(line.reject_until, input.now)
  )
    throw new DomainError('SUBSTITUTE_REJECT_CLOSED');
  await tx.query(
    `update order_items set line_status = 'rejected', line_status_reason = 'rejected by the customer',
            line_status_at = tokri_now()
      where id = $2 and order_id = $1`,
    [input.orderId, input.lineId],
  );
  await releaseStock(tx, [{ productId: line.product_id, variantId: null, quantity: line.quantity }], {
    orderId: input.orderId,
  });
  await tx.query('update orders set updated_at = tokri_now() where id = $1', [input.orderId]);
  await oweForChange(tx, order, 'substitute_rejected', input.lineId);
  await announceTransition(tx, order, { from: order.status, to: order.status });
}
