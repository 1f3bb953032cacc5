import { type AdminErrorCode, isIstDate } from '@tokri/core';
import type { Queryable } from '../../db/database.js';
import { notFound } from '../../errors/domain-error.js';
import { receiveLot } from '../inventory/stock-lots.js';
import { wholeNumber } from './admin-product-csv-columns.js';

/**
 * Optional lot columns of the catalogue CSV import (issue 15 item 3, ADR 0046): a product or pack row with
 * `lot_quantity`, `lot_packed_on` and `lot_best_before` (YYYY-MM-DD) receives that lot. Such a row's `stock` is not
 * read (its stock is what its lots hold). The export does not write them: lots are deliveries, not product data.
 */
export const LOT_COLUMNS = ['lot_quantity', 'lot_packed_on', 'lot_best_before'] as const;

export interface PlannedLot {
  /** Lower-cased pack name, or null for the product itself. */
  pack: string | null;
  quantity: number;
  packedOn: string;
  bestBefore: string;
}

/**
 * The lot a row carries, null when its lot columns are all empty, or 'bad' after reporting each wrong cell
 * (all three are needed together; best-before after packed-on; the rest is checked when the lot is received).
 */
export function readLot(
  cells: Record<string, string | undefined>,
  pack: string | null,
  report: (column: string, code: AdminErrorCode) => void,
): PlannedLot | null | 'bad' {
  const [quantityCell, packedOn, bestBefore] = LOT_COLUMNS.map((column) => (cells[column] ?? '').trim());
  if (!quantityCell && !packedOn && !bestBefore) return null;
  let bad = false;
  const quantity = wholeNumber(quantityCell, null);
  if (typeof quantity !== 'number' || quantity < 1) {
    report('lot_quantity', 'LOT_QUANTITY_INVALID');
    bad = true;
  }
  if (!isIstDate(packedOn ?? '')) {
    report('lot_packed_on', 'LOT_DATE_INVALID');
    bad = true;
  }
  if (!isIstDate(bestBefore ?? '')) {
    report('lot_best_before', 'LOT_DATE_INVALID');
    bad = true;
  } else if (isIstDate(packedOn ?? '') && (bestBefore ?? '') <= (packedOn ?? '')) {
    report('lot_best_before', 'LOT_BEST_BEFORE_NOT_AFTER_PACKED');
    bad = true;
  }
  if (bad) return 'bad';
  return { pack, quantity: quantity as number, packedOn: packedOn!, bestBefore: bestBefore! };
}

/** Receives a product's planned lots, after its product and packs are written. */
export async function receivePlannedLots(
  tx: Queryable,
  productId: string,
  lots: readonly PlannedLot[],
  actorUserId: string,
  at: Date,
): Promise<void> {
  if (lots.length === 0) return;
  const { rows } = await tx.query<{ id: string; name: string }>(
    'select id, name from product_variants where product_id = $1',
    [productId],
  );
  const packs = new Map(rows.map((row) => [row.name.toLowerCase(), row.id]));
  // The pack rows were just written, so a planned pack always exists; never fall back to the product.
  const packOf = (name: string) => {
    const id = packs.get(name);
    if (!id) throw notFound();
    return id;
  };
  for (const lot of lots) {
    await receiveLot(
      tx,
      {
        productId,
        variantId: lot.pack === null ? null : packOf(lot.pack),
        quantity: lot.quantity,
        packedOn: lot.packedOn,
        bestBefore: lot.bestBefore,
        actorUserId,
        note: `Lot packed ${lot.packedOn}, best before ${lot.bestBefore} (CSV import)`,
      },
      at,
    );
  }
}
