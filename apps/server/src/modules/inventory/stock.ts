import type { Queryable } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import { isLotTracked, type LotTake, returnLotTakes, takeFromLots } from './stock-lots.js';

/**
 * The inventory module owns stock: `products.stock_quantity` and `product_variants.stock_quantity` change only
 * here (ADR 0025). Checkout takes, order cancellation releases, and the coming admin, rider and subscription
 * work adjusts, all through these functions and always inside the caller's transaction.
 */

/** One stocked thing and how many: a product sold by itself, or one of its packs (variantId set). */
export interface StockLine {
  productId: string;
  variantId: string | null;
  quantity: number;
  /** What the customer calls it, for the message when it runs short. */
  name?: string;
}

/** Sums lines per stocked row and splits them into products and packs, each sorted by id (the lock order). */
function byStockedRow(lines: readonly StockLine[]) {
  const products = new Map<string, number>();
  const packs = new Map<string, number>();
  for (const line of lines) {
    const target = line.variantId ? packs : products;
    const id = line.variantId ?? line.productId;
    target.set(id, (target.get(id) ?? 0) + line.quantity);
  }
  const sorted = (rows: Map<string, number>) => {
    const ids = [...rows.keys()].sort();
    return { ids, quantities: ids.map((id) => rows.get(id)!) };
  };
  return { products: sorted(products), packs: sorted(packs) };
}

// Each statement locks its rows in id order first (the subquery), then moves them, so two writers of the same
// rows queue instead of deadlocking. Products before packs, as in the cart's checkout lock (ADR 0021).
const TAKE_PRODUCTS = `
  update products p set stock_quantity = p.stock_quantity - x.quantity, updated_at = tokri_now()
    from unnest($1::uuid[], $2::int[]) as x(id, quantity),
         (select id from products where id = any($1::uuid[]) order by id for no key update) as locked
   where p.id = x.id and locked.id = x.id and p.is_active and p.stock_quantity >= x.quantity
   returning p.id, exists (select 1 from stock_lots l where l.product_id = p.id and l.variant_id is null
                             and l.withdrawn_at is null and l.quantity_left > 0) as has_lots`;
const TAKE_PACKS = `
  update product_variants v set stock_quantity = v.stock_quantity - x.quantity
    from unnest($1::uuid[], $2::int[]) as x(id, quantity),
         (select id from product_variants where id = any($1::uuid[]) order by id for no key update) as locked
   where v.id = x.id and locked.id = x.id and v.is_active and v.stock_quantity >= x.quantity
   returning v.id, exists (select 1 from stock_lots l where l.variant_id = v.id
                             and l.withdrawn_at is null and l.quantity_left > 0) as has_lots`;
const ADD_PRODUCTS = `
  update products p set stock_quantity = p.stock_quantity + x.quantity, updated_at = tokri_now()
    from unnest($1::uuid[], $2::int[]) as x(id, quantity),
         (select id from products where id = any($1::uuid[]) order by id for no key update) as locked
   where p.id = x.id and locked.id = x.id and p.stock_quantity + x.quantity >= 0
   returning p.id`;
const ADD_PACKS = `
  update product_variants v set stock_quantity = v.stock_quantity + x.quantity
    from unnest($1::uuid[], $2::int[]) as x(id, quantity),
         (select id from product_variants where id = any($1::uuid[]) order by id for no key update) as locked
   where v.id = x.id and locked.id = x.id and v.stock_quantity + x.quantity >= 0
   returning v.id`;

/**
 * Runs the statements and returns the lines whose row did not move (missing, withdrawn or short), and the rows
 * that moved and have lots on sale (the take statements say so in the same round trip, ADR 0046).
 */
async function moveRowsAndSee(
  tx: Queryable,
  lines: readonly StockLine[],
  productsSql: string,
  packsSql: string,
): Promise<{ short: StockLine[]; withLots: Set<string> }> {
  const { products, packs } = byStockedRow(lines);
  const moved = new Set<string>();
  const withLots = new Set<string>();
  for (const [rows, sql] of [
    [products, productsSql],
    [packs, packsSql],
  ] as const) {
    if (rows.ids.length === 0) continue;
    const result = await tx.query<{ id: string; has_lots?: boolean }>(sql, [rows.ids, rows.quantities]);
    for (const row of result.rows) {
      moved.add(row.id);
      if (row.has_lots) withLots.add(row.id);
    }
  }
  return { short: lines.filter((line) => !moved.has(line.variantId ?? line.productId)), withLots };
}

async function moveRows(
  tx: Queryable,
  lines: readonly StockLine[],
  productsSql: string,
  packsSql: string,
): Promise<StockLine[]> {
  return (await moveRowsAndSee(tx, lines, productsSql, packsSql)).short;
}

function notEnough(short: readonly StockLine[]): DomainError {
  return new DomainError('OUT_OF_STOCK', {
    params: { items: short.map((line) => line.name ?? line.productId).join(', ') },
    details: {
      items: short.map(({ productId, variantId, quantity }) => ({
        productId,
        variantId,
        requested: quantity,
      })),
    },
  });
}

/**
 * Takes stock for order lines: every row is guarded (on sale, never below zero). When any row cannot give its
 * quantity the take fails with OUT_OF_STOCK naming those lines, and the caller's transaction rolls back, so
 * nothing is taken. A lot-tracked row (ADR 0046) also takes from its lots first-expiry-first-out, never from a
 * lot past its sell-by at `at` (even before the withdrawal round has run); the takes are returned for
 * `recordLotTakes` once the order exists.
 */
export async function takeStock(tx: Queryable, lines: readonly StockLine[], at: Date): Promise<LotTake[]> {
  const { short, withLots } = await moveRowsAndSee(tx, lines, TAKE_PRODUCTS, TAKE_PACKS);
  if (short.length > 0) throw notEnough(short);
  if (withLots.size === 0) return [];
  // The rows are locked now (products, then packs, in id order); their lots are taken under those locks. A row
  // with no lot on sale is not lot-tracked: by the invariant its stock would be 0 and the take above would fail.
  const { products, packs } = byStockedRow(lines);
  const wanted: (StockLine & { quantity: number })[] = [];
  for (const [rows, isPack] of [
    [products, false],
    [packs, true],
  ] as const) {
    for (const [index, id] of rows.ids.entries()) {
      if (!withLots.has(id)) continue;
      const line = lines.find((candidate) =>
        isPack ? candidate.variantId === id : !candidate.variantId && candidate.productId === id,
      )!;
      wanted.push({ ...line, quantity: rows.quantities[index]! });
    }
  }
  const taken = await takeFromLots(tx, wanted, at);
  if (taken.short.length > 0) throw notEnough(taken.short);
  return taken.takes;
}

/**
 * Puts stock back (a cancelled order's lines, a rejected substitute), whether or not the product is still on
 * sale. With the order's id, a lot-tracked row gets back exactly what the order took from its lots for these
 * lines, and only into lots still on sale: what it took from a lot withdrawn since does not come back on sale.
 */
export async function releaseStock(
  tx: Queryable,
  lines: readonly StockLine[],
  options: { orderId?: string } = {},
): Promise<void> {
  if (!options.orderId) {
    await moveRows(tx, lines, ADD_PRODUCTS, ADD_PACKS);
    return;
  }
  await lockRows(tx, lines);
  const asked = new Map<string, number>();
  for (const line of lines) {
    const key = line.variantId ?? line.productId;
    asked.set(key, (asked.get(key) ?? 0) + line.quantity);
  }
  const { onSale, tracked } = await returnLotTakes(tx, options.orderId, asked);
  // A row that became lot-tracked after the order took from it has no lot to give back to: nothing comes back
  // on sale (its dates are unknown), which keeps the invariant.
  for (const line of lines) {
    if (await isLotTracked(tx, line)) tracked.add(line.variantId ?? line.productId);
  }
  const back = lines
    .map((line) => {
      const key = line.variantId ?? line.productId;
      return tracked.has(key) ? { ...line, quantity: onSale.get(key) ?? 0 } : line;
    })
    .filter((line) => line.quantity > 0);
  // Several lines of one row share its returned quantity once.
  const seen = new Set<string>();
  const unique = back.filter((line) => {
    const key = line.variantId ?? line.productId;
    if (!tracked.has(key)) return true;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  await moveRows(tx, unique, ADD_PRODUCTS, ADD_PACKS);
}

/** Locks the rows of these lines in the one order (products, then packs, each by id). */
async function lockRows(tx: Queryable, lines: readonly StockLine[]): Promise<void> {
  const { products, packs } = byStockedRow(lines);
  if (products.ids.length > 0) {
    await tx.query('select id from products where id = any($1::uuid[]) order by id for no key update', [
      products.ids,
    ]);
  }
  if (packs.ids.length > 0) {
    await tx.query(
      'select id from product_variants where id = any($1::uuid[]) order by id for no key update',
      [packs.ids],
    );
  }
}

/**
 * Changes stock by a signed amount per line (a delivery counted in, damaged goods written off). A change that
 * would leave a row below zero fails with OUT_OF_STOCK and the caller's transaction rolls back.
 */
export async function adjustStock(tx: Queryable, lines: readonly StockLine[]): Promise<void> {
  const short = await moveRows(tx, lines, ADD_PRODUCTS, ADD_PACKS);
  if (short.length > 0) throw notEnough(short);
}
