import {
  type AdminErrorCode,
  type AnyErrorCode,
  anyErrorMessage,
  type CsvRowError,
  isAnyErrorCode,
  type Language,
  type MessageParams,
  NUTRIENT_KEYS,
  type ProductImportChange,
  type ProductImportGroup,
  type ProductImportResult,
  type ProductInput,
  productInputSchema,
} from '@tokri/core';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import type { Clock } from '../../clock.js';
import type { Database, Queryable } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import { recordAdminChange } from '../admin/admin-audit.js';
import { recordStockChange } from '../inventory/stock-adjustments.js';
import {
  CSV_COLUMNS,
  type CsvRow,
  columnOfPath,
  decimal,
  defuse,
  NUTRIENT_COLUMNS,
  paiseFromRupees,
  productRows,
  REQUIRED_COLUMNS,
  restore,
  splitList,
  wholeNumber,
  yesNo,
} from './admin-product-csv-columns.js';
import { type PlannedLot, readLot, receivePlannedLots } from './admin-product-csv-lots.js';
import {
  mergeForImport,
  productAfter,
  productChanges,
  stockMove,
  type TakesColumn,
  takesColumn,
} from './admin-product-csv-merge.js';
import {
  ADMIN_PRODUCT_COLUMNS,
  type AdminProductRow,
  type PackRow,
  toAdminProduct,
} from './admin-product-rows.js';
import { freeSlug, insertProduct, syncPacks, updateProduct } from './admin-product-writes.js';
import { readAdminProduct } from './admin-products-service.js';

/** The largest CSV file the import reads (about 5,000 products with their packs). */
export const MAX_IMPORT_BYTES = 2 * 1024 * 1024;
export const PRODUCT_IMPORT_PATH = '/api/admin/products/import';
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

type NumberColumn = 'discount_percent' | 'stock' | 'stock_at_export' | 'gst_rate' | 'sort_order';
/** Each whole-number column's own message: what it takes, with an example. */
const NUMBER_CODES: Record<NumberColumn, AdminErrorCode> = {
  discount_percent: 'PERCENT_INVALID',
  stock: 'STOCK_COUNT_INVALID',
  stock_at_export: 'STOCK_COUNT_INVALID',
  gst_rate: 'GST_RATE_INVALID',
  sort_order: 'WHOLE_NUMBER_INVALID',
};

interface PlannedProduct {
  row: number;
  slug: string;
  input: ProductInput;
  /**
   * The stock cells of each row without a lot, by lower-cased pack name ('' for the product itself): the count the
   * file asks for and the `stock_at_export` it carries (null when empty or not a column).
   */
  stock: Map<string, { row: number; count: number; seen: number | null }>;
  /** Lots to receive (ADR 0046); a row with a lot has its stock from it, not from `stock`. */
  lots: PlannedLot[];
}

class Problems {
  readonly list: CsvRowError[] = [];
  constructor(private readonly language: Language) {}
  /** A problem said in the reader's language: what is wrong with the cell and how to write it (issue 32). */
  add(row: number, column: string, code: AnyErrorCode, params?: MessageParams) {
    this.list.push({ row, column, message: anyErrorMessage(code, this.language, params) });
  }
}

/** Rolls a dry run's transaction back after everything was checked and written. */
class DryRunDone extends Error {}

function readRows(text: string, problems: Problems): CsvRow[] {
  try {
    const rows = parse(text, {
      columns: true,
      bom: true,
      skip_empty_lines: true,
      relax_column_count: false,
    }) as Record<string, string>[];
    return rows.map((row) =>
      Object.fromEntries(Object.entries(row).map(([key, value]) => [key.trim(), restore(value ?? '')])),
    );
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 0;
    problems.add(Math.max(line - 1, 0), '', 'CSV_UNREADABLE');
    return [];
  }
}

/** A product row and its pack rows as ProductInput, or problems. */
function plan(
  main: { row: number; cells: CsvRow },
  packs: { row: number; cells: CsvRow }[],
  categories: Map<string, string>,
  problems: Problems,
): PlannedProduct | null {
  const cells = main.cells;
  const before = problems.list.length;
  const slug = (cells.slug ?? '').trim();
  if (slug !== '' && !SLUG.test(slug)) problems.add(main.row, 'slug', 'SLUG_INVALID');
  const categoryId = categories.get((cells.category ?? '').trim());
  if (!categoryId) problems.add(main.row, 'category', 'CATEGORY_UNKNOWN');
  const number = (row: number, column: NumberColumn, value: number | null | 'bad') => {
    if (value === 'bad') problems.add(row, column, NUMBER_CODES[column]);
    return value === 'bad' ? null : value;
  };
  const money = (row: number, column: 'price_inr', cell: string | undefined) => {
    const value = paiseFromRupees(cell);
    if (value === null) problems.add(row, column, 'PRICE_INVALID');
    return value ?? 0;
  };
  const flag = (row: number, cell: string | undefined) => {
    const value = yesNo(cell);
    if (value === null) problems.add(row, 'active', 'YES_NO_INVALID');
    return value ?? true;
  };
  const texts = (language: 'en' | 'hi' | 'te') => ({
    name: cells[`name_${language}`] ?? '',
    description: cells[`description_${language}`] ?? '',
    benefits: splitList(cells[`benefits_${language}`]),
    ingredients: splitList(cells[`ingredients_${language}`]),
  });
  const nutrition: Record<string, string | number> = {};
  if ((cells.nutrition_per ?? '').trim() !== '') nutrition.per = (cells.nutrition_per ?? '').trim();
  for (const key of NUTRIENT_KEYS) {
    const value = decimal(cells[NUTRIENT_COLUMNS[key]]);
    if (value !== undefined) nutrition[key] = value;
  }
  const stock = new Map<string, { row: number; count: number; seen: number | null }>();
  const stockOf = (row: number, rowCells: CsvRow, key: string) => {
    const count = number(row, 'stock', wholeNumber(rowCells.stock, 0)) ?? 0;
    const seen = number(row, 'stock_at_export', wholeNumber(rowCells.stock_at_export, null));
    stock.set(key, { row, count, seen });
    return count;
  };
  const lots: PlannedLot[] = [];
  const lotOf = (row: number, rowCells: CsvRow, pack: string | null) => {
    const lot = readLot(rowCells as Record<string, string | undefined>, pack, (column, code) =>
      problems.add(row, column, code),
    );
    if (lot && lot !== 'bad') lots.push(lot);
    return lot !== null;
  };
  const mainHasLot = lotOf(main.row, cells, null);
  const draft = {
    categoryId: categoryId ?? '00000000-0000-4000-8000-000000000000',
    type: cells.type ?? '',
    unit: cells.unit ?? '',
    pricePaise: money(main.row, 'price_inr', cells.price_inr),
    discountPercentage: number(main.row, 'discount_percent', wholeNumber(cells.discount_percent, 0)),
    stockQuantity: mainHasLot ? 0 : stockOf(main.row, cells, ''),
    gstRate: number(main.row, 'gst_rate', wholeNumber(cells.gst_rate, 5)),
    hsnCode: cells.hsn_code ?? '',
    isActive: flag(main.row, cells.active),
    searchTerms: splitList(cells.search_terms),
    nutritionalInfo: nutrition,
    texts: { en: texts('en'), hi: texts('hi'), te: texts('te') },
    packs: packs.map(({ row, cells: pack }) => {
      const name = (pack.pack ?? '').trim().toLowerCase();
      const hasLot = lotOf(row, pack, name);
      return {
        name: pack.pack ?? '',
        unit: pack.unit ?? '',
        pricePaise: money(row, 'price_inr', pack.price_inr),
        discountPercentage: number(row, 'discount_percent', wholeNumber(pack.discount_percent, null)),
        stockQuantity: hasLot ? 0 : stockOf(row, pack, name),
        sortOrder: number(row, 'sort_order', wholeNumber(pack.sort_order, 0)) ?? 0,
        isActive: flag(row, pack.active),
      };
    }),
  };
  const parsed = productInputSchema.safeParse(draft);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const packIndex = issue.path[0] === 'packs' ? Number(issue.path[1]) : -1;
      const row = packIndex >= 0 ? (packs[packIndex]?.row ?? main.row) : main.row;
      problems.add(
        row,
        columnOfPath(issue.path),
        isAnyErrorCode(issue.message) ? issue.message : 'INVALID_FIELD',
      );
    }
  }
  if (!parsed.success || problems.list.length > before) return null;
  return { row: main.row, slug, input: parsed.data, stock, lots };
}

/** Groups rows into products (pack empty) and their packs (same slug); a pack row needs its product's row. */
function planAll(rows: CsvRow[], categories: Map<string, string>, problems: Problems): PlannedProduct[] {
  const mains: { row: number; cells: CsvRow }[] = [];
  const packsBySlug = new Map<string, { row: number; cells: CsvRow }[]>();
  const slugs = new Set<string>();
  rows.forEach((cells, index) => {
    const row = index + 1;
    const slug = (cells.slug ?? '').trim();
    if ((cells.pack ?? '').trim() === '') {
      if (slug !== '' && slugs.has(slug)) problems.add(row, 'slug', 'SLUG_REPEATED');
      slugs.add(slug);
      mains.push({ row, cells });
    } else {
      packsBySlug.set(slug, [...(packsBySlug.get(slug) ?? []), { row, cells }]);
    }
  });
  for (const [slug, packs] of packsBySlug) {
    if (slug === '' || !slugs.has(slug))
      for (const pack of packs) problems.add(pack.row, 'slug', 'PACK_WITHOUT_PRODUCT');
  }
  return mains.flatMap((main) => {
    const planned = plan(main, packsBySlug.get((main.cells.slug ?? '').trim()) ?? [], categories, problems);
    return planned ? [planned] : [];
  });
}

interface ImportContext {
  tx: Queryable;
  actorUserId: string;
  at: Date;
  /** The columns taken from the file: chosen, and in the file's header. */
  takes: TakesColumn;
  /** Stock is chosen and the file has a stock column. */
  appliesStock: boolean;
  /** Category id -> slug, for the check's before and after cells. */
  categorySlugs: Map<string, string>;
  problems: Problems;
}

type Outcome = { kind: 'created' | 'updated' | 'unchanged'; changes: ProductImportChange[] };

/** Creates a product the file names by a slug no product has (its stock is its opening stock, as received). */
async function create(context: ImportContext, planned: PlannedProduct): Promise<Outcome> {
  const { tx, actorUserId } = context;
  const slug = planned.slug || (await freeSlug(tx, 'products', planned.input.texts.en.name, 'product'));
  const id = await insertProduct(tx, planned.input, slug);
  if (planned.input.packs.length > 0) await syncPacks(tx, id, planned.input, actorUserId);
  if (planned.input.stockQuantity > 0) {
    await recordStockChange(tx, {
      productId: id,
      variantId: null,
      set: planned.input.stockQuantity,
      actorUserId,
      reason: 'received',
      note: 'opening stock (CSV import)',
    });
  }
  await receivePlannedLots(tx, id, planned.lots, actorUserId, context.at);
  return { kind: 'created', changes: [{ row: planned.row, slug, pack: null, kind: 'created', fields: [] }] };
}

/**
 * Updates a product by slug with only the chosen column groups (ADR 0078), and only when something changes.
 * Packs are matched by name and packs the file leaves out are kept. Stock moves only when chosen, by the
 * difference since the export, through the stock owner's recorded adjustment; a lot adds what it holds.
 */
async function update(context: ImportContext, planned: PlannedProduct, productId: string): Promise<Outcome> {
  const { tx, actorUserId, problems } = context;
  const current = await readAdminProduct(tx, productId);
  const merged = mergeForImport(current, planned.input, context.takes);
  const lotFor = (pack: string | null) =>
    planned.lots.filter((lot) => lot.pack === pack).reduce((sum, lot) => sum + lot.quantity, 0);
  const moves: { variantId: string | null; delta: number; seen: number; count: number }[] = [];
  const after = { product: current.stockQuantity + lotFor(null), packs: new Map<string, number>() };
  const targets = [
    { key: '', variantId: null, count: current.stockQuantity },
    ...current.packs.map((pack) => ({
      key: pack.name.toLowerCase(),
      variantId: pack.id,
      count: pack.stockQuantity,
    })),
  ];
  for (const target of targets) {
    if (target.variantId) after.packs.set(target.variantId, target.count + lotFor(target.key));
    const cells = planned.stock.get(target.key);
    if (!context.appliesStock || !cells) continue;
    const move = stockMove(target.count, cells.count, cells.seen);
    if (move.kind === 'seen-missing') problems.add(cells.row, 'stock_at_export', 'STOCK_SEEN_MISSING');
    if (move.kind === 'below-zero')
      problems.add(cells.row, 'stock', 'STOCK_IMPORT_BELOW_ZERO', { taken: move.taken, left: move.left });
    if (move.kind !== 'move') continue;
    moves.push({ variantId: target.variantId, delta: move.delta, seen: cells.seen ?? 0, count: cells.count });
    if (target.variantId) after.packs.set(target.variantId, move.after);
    else after.product = move.after;
  }
  const slugOf = (categoryId: string) => context.categorySlugs.get(categoryId) ?? '';
  const changes = productChanges(
    current,
    slugOf(current.categoryId),
    productAfter(current, merged, after),
    slugOf(merged.categoryId),
  ).map(
    ({ pack, created, fields }): ProductImportChange => ({
      row: planned.stock.get(pack?.toLowerCase() ?? '')?.row ?? planned.row,
      slug: current.slug,
      pack,
      kind: created ? 'created' : 'updated',
      fields,
    }),
  );
  if (changes.length === 0) return { kind: 'unchanged', changes };
  await updateProduct(tx, productId, merged);
  await syncPacks(tx, productId, merged, actorUserId);
  for (const move of moves) {
    await recordStockChange(tx, {
      productId,
      variantId: move.variantId,
      delta: move.delta,
      actorUserId,
      reason: 'count_correction',
      note: `CSV import: ${move.seen} at export, ${move.count} in the file`,
    });
  }
  await receivePlannedLots(tx, productId, planned.lots, actorUserId, context.at);
  return { kind: 'updated', changes };
}

/** Upserts one planned product by slug. */
async function apply(context: ImportContext, planned: PlannedProduct): Promise<Outcome> {
  const existing = planned.slug
    ? (
        await context.tx.query<{ id: string }>('select id from products where slug = $1 for update', [
          planned.slug,
        ])
      ).rows[0]
    : undefined;
  return existing ? update(context, planned, existing.id) : create(context, planned);
}

/** Catalogue CSV export and all-or-nothing import (issue 13 item 3, ADR 0034). */
export function createProductCsv(db: Database, clock: Clock) {
  return {
    /** Every product with its packs, in the shop's category order: two queries, whatever the catalogue's size. */
    async exportAll(): Promise<string> {
      const { rows } = await db.query<AdminProductRow & { category_slug: string }>(
        `select ${ADMIN_PRODUCT_COLUMNS}, c.slug as category_slug
           from products p join categories c on c.id = p.category_id
          order by c.sort_order, c.name, p.name, p.id`,
      );
      const { rows: packRows } = await db.query<PackRow & { product_id: string }>(
        `select product_id, id, name, unit, price_paise, discount_percentage, stock_quantity, sort_order, is_active
           from product_variants order by sort_order, name`,
      );
      const packs = new Map<string, PackRow[]>();
      for (const pack of packRows) packs.set(pack.product_id, [...(packs.get(pack.product_id) ?? []), pack]);
      const csvRows = rows.flatMap((row) =>
        productRows(toAdminProduct(row, packs.get(row.id) ?? []), row.category_slug),
      );
      return stringify(
        csvRows.map((row) => CSV_COLUMNS.map((column) => defuse(row[column] ?? ''))),
        { header: true, columns: [...CSV_COLUMNS] },
      );
    },

    /**
     * Checks every row first; any problem answers 422 with every problem and changes nothing. Otherwise every
     * product is upserted by slug in one transaction (rolled back at the end on a dry run).
     */
    async importText(
      actorUserId: string,
      text: string,
      options: { dryRun: boolean; apply: readonly ProductImportGroup[] },
      language: Language,
    ): Promise<ProductImportResult> {
      if (Buffer.byteLength(text) > MAX_IMPORT_BYTES) throw new DomainError('BODY_TOO_LARGE');
      const { dryRun } = options;
      const problems = new Problems(language);
      const rows = readRows(text, problems);
      const header = rows[0] ? Object.keys(rows[0]) : [];
      for (const column of REQUIRED_COLUMNS)
        if (rows.length > 0 && !header.includes(column)) problems.add(0, column, 'CSV_COLUMN_MISSING');
      const { rows: categoryRows } = await db.query<{ id: string; slug: string }>(
        'select id, slug from categories',
      );
      const categories = new Map(categoryRows.map((row) => [row.slug, row.id]));
      const planned = problems.list.length === 0 ? planAll(rows, categories, problems) : [];
      if (problems.list.length > 0) throw importRefused(problems.list);
      const result: ProductImportResult = {
        dryRun,
        applied: [...options.apply],
        created: 0,
        updated: 0,
        unchanged: 0,
        packs: 0,
        changes: [],
      };
      try {
        await db.transaction(async (tx) => {
          const context: ImportContext = {
            tx,
            actorUserId,
            // Lots are received, and their dates judged, at the clock's time of the import.
            at: clock(),
            takes: takesColumn(new Set(options.apply), new Set(header)),
            appliesStock: options.apply.includes('stock') && header.includes('stock'),
            categorySlugs: new Map(categoryRows.map((row) => [row.id, row.slug])),
            problems,
          };
          const slugs: Record<'created' | 'updated', string[]> = { created: [], updated: [] };
          for (const product of planned) {
            const outcome = await apply(context, product);
            result[outcome.kind] += 1;
            result.packs += product.input.packs.length;
            result.changes.push(...outcome.changes);
            if (outcome.kind !== 'unchanged') slugs[outcome.kind].push(outcome.changes[0]!.slug);
          }
          // Rows whose stock cannot be applied are refused like any other bad cell: nothing is written.
          if (problems.list.length > 0) throw importRefused(problems.list);
          await recordAdminChange(tx, {
            actorUserId,
            entity: 'product',
            entityId: null,
            action: 'import',
            after: { ...slugs, applied: result.applied },
            note: `CSV import (${result.applied.join(', ')}): ${result.created} created, ${result.updated} updated, ${result.unchanged} unchanged`,
          });
          if (dryRun) throw new DryRunDone();
        });
      } catch (error) {
        if (!(error instanceof DryRunDone)) throw error;
      }
      return result;
    },
  };
}
export type ProductCsv = ReturnType<typeof createProductCsv>;

function importRefused(list: CsvRowError[]): DomainError {
  return new DomainError('CSV_ROWS_INVALID', {
    params: { count: list.length },
    details: { rows: list.slice(0, 500) },
  });
}
