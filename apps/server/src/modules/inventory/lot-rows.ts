import type { Queryable } from '../../db/database.js';

/** The lot reads and removals that stock adjustments need too (ADR 0046), kept apart so neither imports the other. */

export interface StockRow {
  productId: string;
  variantId: string | null;
}

export const ROW = 'product_id = $1 and variant_id is not distinct from $2';

/** Whether the row has ever had a lot (then its stock lives in lots). */
export async function isLotTracked(tx: Queryable, row: StockRow): Promise<boolean> {
  const { rows } = await tx.query(`select 1 from stock_lots where ${ROW} limit 1`, [
    row.productId,
    row.variantId,
  ]);
  return rows.length > 0;
}

export interface LotOnSale {
  id: string;
  quantity_left: number;
  sell_by: Date;
}

/** A row's lots not withdrawn, FEFO order, locked (the caller holds the row's lock). */
export async function lockLotsOnSale(tx: Queryable, row: StockRow): Promise<LotOnSale[]> {
  const { rows } = await tx.query<LotOnSale>(
    `select id, quantity_left, sell_by from stock_lots
      where ${ROW} and withdrawn_at is null and quantity_left > 0
      order by best_before, received_at, id
      for update`,
    [row.productId, row.variantId],
  );
  return rows;
}

/**
 * A row's admin removal (damaged, counted short) on a lot-tracked row: taken from its lots FEFO, past sell-by or
 * not (the caller holds the row's lock). Returns false when the lots hold too little.
 */
export async function removeFromLots(tx: Queryable, row: StockRow, quantity: number): Promise<boolean> {
  const lots = await lockLotsOnSale(tx, row);
  let needed = quantity;
  for (const lot of lots) {
    if (needed === 0) break;
    const take = Math.min(needed, lot.quantity_left);
    await tx.query('update stock_lots set quantity_left = quantity_left - $2 where id = $1', [lot.id, take]);
    needed -= take;
  }
  return needed === 0;
}
