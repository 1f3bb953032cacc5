import type { StockAdjustment, StockReason } from '@tokri/core';
import type { Queryable } from '../../db/database.js';
import { DomainError, notFound } from '../../errors/domain-error.js';
import { isLotTracked, removeFromLots } from './lot-rows.js';

/**
 * An admin's stock change (issue 13, ADR 0034): the row is locked, the new count computed from the locked count
 * (so two concurrent adjustments both count, exactly), refused below zero, written, and recorded with who, why,
 * before and after, all in the caller's transaction.
 */
export interface StockChange {
  productId: string;
  variantId: string | null;
  /** Exactly one of delta (add or take) and set (the counted number). */
  delta?: number | undefined;
  set?: number | undefined;
  reason: StockReason;
  note: string;
  /** Null for the system (the withdrawal round). */
  actorUserId: string | null;
}

export interface StockChangeResult {
  adjustmentId: string;
  quantityBefore: number;
  quantityAfter: number;
}

export async function recordStockChange(tx: Queryable, change: StockChange): Promise<StockChangeResult> {
  return writeStockChange(tx, change, { lots: 'guard' });
}

/**
 * The change itself. With `lots: 'guard'` (an admin's change), a lot-tracked row (ADR 0046) only loses stock,
 * taken from its lots first-expiry-first-out; adding or setting a higher count is refused (receive a lot).
 * Lot code that keeps the lots right itself calls it without the guard.
 */
export async function writeStockChange(
  tx: Queryable,
  change: StockChange,
  options: { lots: 'guard' | 'kept-by-caller' } = { lots: 'kept-by-caller' },
): Promise<StockChangeResult> {
  const locked = change.variantId
    ? await tx.query<{ stock_quantity: number; name: string }>(
        'select stock_quantity, name from product_variants where id = $1 and product_id = $2 for update',
        [change.variantId, change.productId],
      )
    : await tx.query<{ stock_quantity: number; name: string }>(
        'select stock_quantity, name from products where id = $1 for update',
        [change.productId],
      );
  const before = locked.rows[0]?.stock_quantity;
  if (before === undefined) throw notFound();
  const after = change.set ?? before + (change.delta ?? 0);
  if (after < 0) {
    // Never below zero: the answer checkout gives ("Not enough stock: …"), with the count there is.
    throw new DomainError('OUT_OF_STOCK', {
      params: { items: `${locked.rows[0]!.name} (${before})` },
      details: { items: [{ productId: change.productId, variantId: change.variantId, available: before }] },
    });
  }
  if (options.lots === 'guard' && after !== before && (await isLotTracked(tx, change))) {
    if (after > before || !(await removeFromLots(tx, change, before - after))) {
      throw new DomainError('LOT_TRACKED_STOCK');
    }
  }
  if (change.variantId) {
    await tx.query('update product_variants set stock_quantity = $2 where id = $1', [
      change.variantId,
      after,
    ]);
  } else {
    await tx.query('update products set stock_quantity = $2, updated_at = tokri_now() where id = $1', [
      change.productId,
      after,
    ]);
  }
  const { rows } = await tx.query<{ id: string }>(
    `insert into stock_adjustments (product_id, variant_id, actor_user_id, reason, note, quantity_before, quantity_after)
     values ($1, $2, $3, $4, $5, $6, $7) returning id`,
    [change.productId, change.variantId, change.actorUserId, change.reason, change.note, before, after],
  );
  return { adjustmentId: rows[0]!.id, quantityBefore: before, quantityAfter: after };
}

/**
 * Sets the stock of a product or pack the catalogue has just created (opening stock, as received), or that a
 * CSV import names with a different count (a count correction); recorded like any other adjustment, and
 * nothing at all when the count is already right.
 */
export async function setStockCount(
  tx: Queryable,
  target: { productId: string; variantId: string | null },
  count: number,
  why: { actorUserId: string; reason: StockReason; note: string },
): Promise<void> {
  const current = target.variantId
    ? await tx.query<{ stock_quantity: number }>(
        'select stock_quantity from product_variants where id = $1',
        [target.variantId],
      )
    : await tx.query<{ stock_quantity: number }>('select stock_quantity from products where id = $1', [
        target.productId,
      ]);
  if (current.rows[0]?.stock_quantity === count) return;
  await recordStockChange(tx, {
    ...target,
    set: count,
    ...why,
  });
}

interface AdjustmentRow {
  id: string;
  product_id: string;
  variant_id: string | null;
  reason: StockReason;
  note: string;
  quantity_before: number;
  quantity_after: number;
  actor_user_id: string | null;
  actor_name: string | null;
  created_at: Date;
}

/** A product's stock history, newest first (the product itself and its packs). */
export async function stockHistory(
  db: Queryable,
  productId: string,
  limit = 100,
): Promise<StockAdjustment[]> {
  const { rows } = await db.query<AdjustmentRow>(
    `select a.id, a.product_id, a.variant_id, a.reason, a.note, a.quantity_before, a.quantity_after,
            a.actor_user_id, pr.full_name as actor_name, a.created_at
       from stock_adjustments a left join profiles pr on pr.user_id = a.actor_user_id
      where a.product_id = $1
      order by a.created_at desc, a.id desc
      limit $2`,
    [productId, limit],
  );
  return rows.map((row) => ({
    id: row.id,
    productId: row.product_id,
    variantId: row.variant_id,
    reason: row.reason,
    note: row.note,
    quantityBefore: row.quantity_before,
    quantityAfter: row.quantity_after,
    actorUserId: row.actor_user_id,
    actorName: row.actor_name,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}
