import { lastSaleDate, lotDatesProblem, type ShelfLifeRule, sellByMoment } from '@tokri/core';
import type { Queryable } from '../../db/database.js';
import { DomainError, notFound } from '../../errors/domain-error.js';
import { isLotTracked, type LotOnSale, type StockRow } from './lot-rows.js';
import { writeStockChange } from './stock-adjustments.js';

export { isLotTracked, type StockRow };

/**
 * Stock lots (issue 15 item 3, ADR 0046). A stocked row (a product sold by itself, or one of its packs) is
 * lot-tracked once it has a lot, and from then on
 *
 *   stock_quantity = Σ quantity_left over its lots not withdrawn
 *
 * Every writer keeps it in one transaction, locking the stock row first and its lots second (the lock order of
 * stock.ts: products before packs, each in id order; lots only under their row's lock).
 */

/** One lot an order line took from (FEFO). */
export interface LotTake extends StockRow {
  lotId: string;
  quantity: number;
}

/** The shelf-life rule of a product's category (the admin's setting; FSSAI's by default). */
export async function shelfLifeRuleOf(tx: Queryable, productId: string): Promise<ShelfLifeRule> {
  const { rows } = await tx.query<{ percent: number; days: number }>(
    `select c.min_shelf_life_percent as percent, c.min_shelf_life_days as days
       from products p join categories c on c.id = p.category_id where p.id = $1`,
    [productId],
  );
  if (!rows[0]) throw notFound();
  return { percent: Number(rows[0].percent), days: Number(rows[0].days) };
}

/** Locks a stock row (as stock.ts does) and returns its count; NOT_FOUND when the row does not exist. */
export async function lockStockRow(tx: Queryable, row: StockRow): Promise<number> {
  const { rows } = row.variantId
    ? await tx.query<{ stock_quantity: number }>(
        'select stock_quantity from product_variants where id = $1 and product_id = $2 for no key update',
        [row.variantId, row.productId],
      )
    : await tx.query<{ stock_quantity: number }>(
        'select stock_quantity from products where id = $1 for no key update',
        [row.productId],
      );
  if (!rows[0]) throw notFound();
  return rows[0].stock_quantity;
}

export interface ReceiveLot extends StockRow {
  quantity: number;
  packedOn: string;
  bestBefore: string;
  actorUserId: string | null;
  note?: string;
}

/**
 * Receives stock as a lot: dates checked against the category's rule at `at`, the lot written and its quantity
 * added to the row's stock (a `received` stock adjustment), in the caller's transaction. A row with stock that
 * has no dates is refused (LOT_UNTRACKED_STOCK): its count would break the invariant.
 */
export async function receiveLot(
  tx: Queryable,
  lot: ReceiveLot,
  at: Date,
): Promise<{ lotId: string; sellBy: Date }> {
  const stock = await lockStockRow(tx, lot);
  const rule = await shelfLifeRuleOf(tx, lot.productId);
  const problem = lotDatesProblem(lot.packedOn, lot.bestBefore, rule, at);
  if (problem === 'best_before_not_after_packed_on' || problem === 'not_a_date') {
    throw new DomainError('LOT_BEST_BEFORE_NOT_AFTER_PACKED', {
      fields: { bestBefore: 'LOT_BEST_BEFORE_NOT_AFTER_PACKED' },
    });
  }
  if (problem === 'packed_in_future') {
    throw new DomainError('LOT_PACKED_IN_FUTURE', { fields: { packedOn: 'LOT_PACKED_IN_FUTURE' } });
  }
  if (problem === 'past_sell_by') {
    throw new DomainError('LOT_PAST_SELL_BY', {
      params: { lastSaleDate: lastSaleDate(lot.packedOn, lot.bestBefore, rule) },
      fields: { bestBefore: 'LOT_PAST_SELL_BY' },
    });
  }
  if (stock > 0 && !(await isLotTracked(tx, lot))) {
    throw new DomainError('LOT_UNTRACKED_STOCK', { params: { count: stock } });
  }
  const sellBy = sellByMoment(lot.packedOn, lot.bestBefore, rule);
  const { rows } = await tx.query<{ id: string }>(
    `insert into stock_lots (product_id, variant_id, quantity_received, quantity_left, packed_on, best_before,
                             sell_by, received_at, received_by)
     values ($1, $2, $3, $3, $4, $5, $6, $7, $8) returning id`,
    [lot.productId, lot.variantId, lot.quantity, lot.packedOn, lot.bestBefore, sellBy, at, lot.actorUserId],
  );
  const lotId = rows[0]!.id;
  await writeStockChange(tx, {
    productId: lot.productId,
    variantId: lot.variantId,
    delta: lot.quantity,
    reason: 'received',
    note: lot.note ?? `Lot packed ${lot.packedOn}, best before ${lot.bestBefore}`,
    actorUserId: lot.actorUserId,
  });
  return { lotId, sellBy };
}

/**
 * Takes each row's quantity from its lots first-expiry-first-out, skipping any lot past its sell-by at `at` even
 * when the withdrawal round has not run yet: one statement locks the rows' lots on sale, one takes from them,
 * whatever the number of rows. Returns the takes, and the rows whose sellable lots hold too little (the caller
 * refuses them and rolls back). The caller holds the rows' locks and has taken the quantities from stock_quantity.
 */
export async function takeFromLots<R extends StockRow & { quantity: number }>(
  tx: Queryable,
  rows: readonly R[],
  at: Date,
): Promise<{ takes: LotTake[]; short: R[] }> {
  if (rows.length === 0) return { takes: [], short: [] };
  const { rows: lots } = await tx.query<LotOnSale & { product_id: string; variant_id: string | null }>(
    `select l.id, l.product_id, l.variant_id, l.quantity_left, l.sell_by
       from stock_lots l
       join unnest($1::uuid[], $2::uuid[]) as x(product_id, variant_id)
         on l.product_id = x.product_id and l.variant_id is not distinct from x.variant_id
      where l.withdrawn_at is null and l.quantity_left > 0
      order by l.product_id, l.variant_id nulls first, l.best_before, l.received_at, l.id
      for update of l`,
    [rows.map((row) => row.productId), rows.map((row) => row.variantId)],
  );
  const takes: LotTake[] = [];
  const short: R[] = [];
  for (const row of rows) {
    let needed = row.quantity;
    for (const lot of lots) {
      if (needed === 0) break;
      if (lot.product_id !== row.productId || lot.variant_id !== row.variantId) continue;
      if (new Date(lot.sell_by).getTime() <= at.getTime()) continue;
      const take = Math.min(needed, lot.quantity_left);
      takes.push({ productId: row.productId, variantId: row.variantId, lotId: lot.id, quantity: take });
      needed -= take;
    }
    if (needed > 0) short.push(row);
  }
  if (short.length > 0 || takes.length === 0) return { takes: [], short };
  await tx.query(
    `update stock_lots l set quantity_left = l.quantity_left - x.quantity
       from unnest($1::uuid[], $2::int[]) as x(id, quantity) where l.id = x.id`,
    [takes.map((take) => take.lotId), takes.map((take) => take.quantity)],
  );
  return { takes, short: [] };
}

/** Records which lots an order's lines took, so a cancellation can give back to them. */
export async function recordLotTakes(
  tx: Queryable,
  orderId: string,
  takes: readonly LotTake[],
): Promise<void> {
  if (takes.length === 0) return;
  await tx.query(
    `insert into order_lot_takes (order_id, product_id, variant_id, lot_id, quantity)
     select $1, x.product_id, x.variant_id, x.lot_id, x.quantity
       from unnest($2::uuid[], $3::uuid[], $4::uuid[], $5::int[]) as x(product_id, variant_id, lot_id, quantity)`,
    [
      orderId,
      takes.map((take) => take.productId),
      takes.map((take) => take.variantId),
      takes.map((take) => take.lotId),
      takes.map((take) => take.quantity),
    ],
  );
}

interface OpenTake {
  id: string;
  product_id: string;
  variant_id: string | null;
  lot_id: string;
  quantity: number;
  withdrawn: boolean;
}

/**
 * Gives an order's lot takes back (the caller holds the rows' locks): to the lot when it is still on sale, and
 * when the lot was withdrawn meanwhile, only into its count of returns (never on sale again). Only the stocked
 * rows in `only`, each up to its quantity, latest takes first (a rejected substitute gives back what it took, not
 * what an earlier line of the same product took). Returns, per stocked row, how much goes back on sale, and which
 * rows are lot-tracked (their quantity comes only from this).
 */
export async function returnLotTakes(
  tx: Queryable,
  orderId: string,
  only: ReadonlyMap<string, number>,
): Promise<{ onSale: Map<string, number>; tracked: Set<string> }> {
  const { rows } = await tx.query<OpenTake & { created_at: Date }>(
    `select t.id, t.product_id, t.variant_id, t.lot_id, t.quantity, t.created_at,
            l.withdrawn_at is not null as withdrawn
       from order_lot_takes t join stock_lots l on l.id = t.lot_id
      where t.order_id = $1 and t.returned_at is null
      order by l.id
      for update of t, l`,
    [orderId],
  );
  const onSale = new Map<string, number>();
  const tracked = new Set<string>();
  const left = new Map(only);
  const returned: string[] = [];
  const latestFirst = [...rows].sort(
    (a, b) => new Date(b.created_at).getTime() - new Date(a.created_at).getTime() || b.id.localeCompare(a.id),
  );
  for (const take of latestFirst) {
    const key = take.variant_id ?? take.product_id;
    if (!left.has(key)) continue;
    tracked.add(key);
    const quantity = Math.min(take.quantity, left.get(key)!);
    if (quantity <= 0) continue;
    left.set(key, left.get(key)! - quantity);
    if (take.withdrawn) {
      await tx.query(
        'update stock_lots set quantity_returned_after_withdrawal = quantity_returned_after_withdrawal + $2 where id = $1',
        [take.lot_id, quantity],
      );
    } else {
      await tx.query('update stock_lots set quantity_left = quantity_left + $2 where id = $1', [
        take.lot_id,
        quantity,
      ]);
      onSale.set(key, (onSale.get(key) ?? 0) + quantity);
    }
    if (quantity === take.quantity) returned.push(take.id);
    else
      await tx.query('update order_lot_takes set quantity = quantity - $2 where id = $1', [
        take.id,
        quantity,
      ]);
  }
  if (returned.length > 0) {
    await tx.query('update order_lot_takes set returned_at = tokri_now() where id = any($1::uuid[])', [
      returned,
    ]);
  }
  return { onSale, tracked };
}

/**
 * Withdraws one lot past its sell-by at `at`: what is left leaves the row's stock (an `expired` stock
 * adjustment by nobody, i.e. the system) and the lot is marked withdrawn. Locks the row, then the lot, and checks
 * again under the locks, so two rounds (or a round and a checkout) never count a lot twice. Returns the quantity
 * withdrawn, or null when the lot no longer needed it.
 */
export async function withdrawLotIfPastSellBy(
  tx: Queryable,
  lotId: string,
  at: Date,
): Promise<number | null> {
  const { rows: found } = await tx.query<{ product_id: string; variant_id: string | null }>(
    'select product_id, variant_id from stock_lots where id = $1',
    [lotId],
  );
  if (!found[0]) return null;
  const row = { productId: found[0].product_id, variantId: found[0].variant_id };
  await lockStockRow(tx, row);
  const { rows } = await tx.query<{ quantity_left: number; best_before: string }>(
    `select quantity_left, best_before::text as best_before from stock_lots
      where id = $1 and withdrawn_at is null and sell_by <= $2 for update`,
    [lotId, at],
  );
  const lot = rows[0];
  if (!lot) return null;
  await tx.query(
    `update stock_lots set withdrawn_at = $2, withdrawn_reason = 'past_sell_by', quantity_withdrawn = quantity_left,
            quantity_left = 0
      where id = $1`,
    [lotId, at],
  );
  if (lot.quantity_left > 0) {
    await writeStockChange(tx, {
      ...row,
      delta: -lot.quantity_left,
      reason: 'expired',
      note: `Lot best before ${lot.best_before} passed its sell-by (FSSAI minimum shelf life)`,
      actorUserId: null,
    });
  }
  return lot.quantity_left;
}

/**
 * After a category's rule changed: the sell-by of its lots on sale, by the rule of core's `sellByMoment` in SQL
 * (the lesser of ceil(life × percent / 100) and days must remain; sell-by is 00:00 IST after the last sale day).
 */
export async function recomputeSellBy(tx: Queryable, categoryId: string): Promise<void> {
  await tx.query(
    `update stock_lots l
        set sell_by = ((l.best_before
                        - least(((l.best_before - l.packed_on) * c.min_shelf_life_percent + 99) / 100,
                                c.min_shelf_life_days::int)
                        + 1)::timestamp at time zone 'Asia/Kolkata')
       from products p join categories c on c.id = p.category_id
      where p.id = l.product_id and c.id = $1 and l.withdrawn_at is null`,
    [categoryId],
  );
}

/** Lots on sale whose sell-by has passed at `at`, oldest first. */
export async function lotsPastSellBy(db: Queryable, at: Date, limit: number): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `select id from stock_lots where withdrawn_at is null and sell_by <= $1 order by sell_by, id limit $2`,
    [at, limit],
  );
  return rows.map((row) => row.id);
}
