import { type AdminLot, type BestBefore, type ReceiveLotInput, toIstDate } from '@tokri/core';
import type { Clock } from '../../clock.js';
import type { Database, Queryable } from '../../db/database.js';
import { receiveLot } from './stock-lots.js';

interface LotRow {
  id: string;
  product_id: string;
  product_name: string;
  variant_id: string | null;
  variant_name: string | null;
  quantity_received: number;
  quantity_left: number;
  packed_on: string;
  best_before: string;
  sell_by: Date;
  received_at: Date;
  withdrawn_at: Date | null;
  quantity_withdrawn: number;
}

const LOT_COLUMNS = `l.id, l.product_id, p.name as product_name, l.variant_id, v.name as variant_name,
  l.quantity_received, l.quantity_left, l.packed_on::text as packed_on, l.best_before::text as best_before,
  l.sell_by, l.received_at, l.withdrawn_at, l.quantity_withdrawn
  from stock_lots l join products p on p.id = l.product_id left join product_variants v on v.id = l.variant_id`;

function toAdminLot(row: LotRow): AdminLot {
  const sellBy = new Date(row.sell_by);
  return {
    id: row.id,
    productId: row.product_id,
    productName: row.product_name,
    variantId: row.variant_id,
    variantName: row.variant_name,
    quantityReceived: row.quantity_received,
    quantityLeft: row.quantity_left,
    packedOn: row.packed_on,
    bestBefore: row.best_before,
    lastSaleDate: toIstDate(new Date(sellBy.getTime() - 1)),
    sellBy: sellBy.toISOString(),
    receivedAt: new Date(row.received_at).toISOString(),
    withdrawnAt: row.withdrawn_at ? new Date(row.withdrawn_at).toISOString() : null,
    quantityWithdrawn: row.quantity_withdrawn,
  };
}

async function readLot(db: Queryable, id: string): Promise<AdminLot> {
  const { rows } = await db.query<LotRow>(`select ${LOT_COLUMNS} where l.id = $1`, [id]);
  return toAdminLot(rows[0]!);
}

/** The admin's and the shop's view of lots (issue 15 item 3, ADR 0046). */
export function createLotsService(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;

  async function receive(actorUserId: string, input: ReceiveLotInput): Promise<AdminLot> {
    const { lotId } = await db.transaction((tx) =>
      receiveLot(
        tx,
        {
          productId: input.productId,
          variantId: input.variantId ?? null,
          quantity: input.quantity,
          packedOn: input.packedOn,
          bestBefore: input.bestBefore,
          actorUserId,
        },
        clock(),
      ),
    );
    return readLot(db, lotId);
  }

  async function ofProduct(productId: string): Promise<AdminLot[]> {
    const { rows } = await db.query<LotRow>(
      `select ${LOT_COLUMNS} where l.product_id = $1 order by l.withdrawn_at is not null, l.best_before, l.received_at
       limit 200`,
      [productId],
    );
    return rows.map(toAdminLot);
  }

  /**
   * Lots withdrawn in the last `days` days with something in them (a sold-out lot's withdrawal is bookkeeping), and
   * lots on sale whose sell-by comes within the next `days`.
   */
  async function expiring(days: number): Promise<AdminLot[]> {
    const now = clock();
    const { rows } = await db.query<LotRow>(
      `select ${LOT_COLUMNS}
        where (l.withdrawn_at is null and l.quantity_left > 0 and l.sell_by <= $1::timestamptz + make_interval(days => $2))
           or (l.withdrawn_at >= $1::timestamptz - make_interval(days => $2)
               and l.quantity_withdrawn + l.quantity_returned_after_withdrawal > 0)
        order by l.sell_by, p.name, l.id
        limit 500`,
      [now, days],
    );
    return rows.map(toAdminLot);
  }

  /** Per stocked row of these products: the best-before of the lot FEFO would sell next, now. */
  async function bestBefore(productIds: readonly string[]): Promise<BestBefore[]> {
    const { rows } = await db.query<{ product_id: string; variant_id: string | null; best_before: string }>(
      `select distinct on (product_id, variant_id) product_id, variant_id, best_before::text as best_before
         from stock_lots
        where product_id = any($1::uuid[]) and withdrawn_at is null and quantity_left > 0 and sell_by > $2
        order by product_id, variant_id, best_before, received_at, id`,
      [productIds, clock()],
    );
    return rows.map((row) => ({
      productId: row.product_id,
      variantId: row.variant_id,
      bestBefore: row.best_before,
    }));
  }

  return { receive, ofProduct, expiring, bestBefore };
}

export type LotsService = ReturnType<typeof createLotsService>;
