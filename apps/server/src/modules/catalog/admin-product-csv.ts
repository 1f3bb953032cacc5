import {
  type CsvRowError,
  type ErrorCode,
  errorMessage,
  isErrorCode,
  type Language,
  NUTRIENT_KEYS,
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
import { recordStockChange, setStockCount } from '../inventory/stock-adjustments.js';
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

interface PlannedProduct {
  row: number;
  slug: string;
  input: ProductInput;
  /** Stock per pack name, for packs that already exist (a new pack's stock travels in its input). */
  packStock: Map<string, number>;
  /** Lots to receive (ADR 0046); a row with a lot has its stock from it, not from `stock`. */
  lots: PlannedLot[];
}

class Problems {
  readonly list: CsvRowError[] = [];
  constructor(private readonly language: Language) {}
  add(row: number, column: string, code: ErrorCode | string) {
    const message = isErrorCode(code)
      ? errorMessage(code, this.language, { details: column, fields: column })
      : code;
    this.list.push({ row, column, message });
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
    problems.add(Math.max(line - 1, 0), '', (error as Error).message.slice(0, 200));
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
  if (slug !== '' && !SLUG.test(slug)) problems.add(main.row, 'slug', 'INVALID_FIELD');
  const categoryId = categories.get((cells.category ?? '').trim());
  if (!categoryId) problems.add(main.row, 'category', 'NOT_FOUND');
  const number = (row: number, column: keyof CsvRow & string, value: number | null | 'bad') => {
    if (value === 'bad') problems.add(row, column, 'INVALID_FIELD');
    return value === 'bad' ? null : value;
  };
  const money = (row: number, column: 'price_inr', cell: string | undefined) => {
    const value = paiseFromRupees(cell);
    if (value === null) problems.add(row, column, 'INVALID_FIELD');
    return value ?? 0;
  };
  const flag = (row: number, cell: string | undefined) => {
    const value = yesNo(cell);
    if (value === null) problems.add(row, 'active', 'INVALID_FIELD');
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
  const packStock = new Map<string, number>();
  const lots: PlannedLot[] = [];
  const lotOf = (row: number, rowCells: CsvRow, pack: string | null) => {
    const lot = readLot(rowCells as Record<string, string | undefined>, pack, (column) =>
      problems.add(row, column, 'INVALID_FIELD'),
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
    stockQuantity: mainHasLot ? 0 : number(main.row, 'stock', wholeNumber(cells.stock, 0)),
    gstRate: number(main.row, 'gst_rate', wholeNumber(cells.gst_rate, 5)),
    hsnCode: cells.hsn_code ?? '',
    isActive: flag(main.row, cells.active),
    searchTerms: splitList(cells.search_terms),
    nutritionalInfo: nutrition,
    texts: { en: texts('en'), hi: texts('hi'), te: texts('te') },
    packs: packs.map(({ row, cells: pack }) => {
      const name = (pack.pack ?? '').trim().toLowerCase();
      const hasLot = lotOf(row, pack, name);
      const stock = hasLot ? 0 : (number(row, 'stock', wholeNumber(pack.stock, 0)) ?? 0);
      if (!hasLot) packStock.set(name, stock);
      return {
        name: pack.pack ?? '',
        unit: pack.unit ?? '',
        pricePaise: money(row, 'price_inr', pack.price_inr),
        discountPercentage: number(row, 'discount_percent', wholeNumber(pack.discount_percent, null)),
        stockQuantity: stock,
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
        isErrorCode(issue.message) ? issue.message : 'INVALID_FIELD',
      );
    }
  }
  if (!parsed.success || problems.list.length > before) return null;
  return { row: main.row, slug, input: parsed.data, packStock, lots };
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
      if (slug !== '' && slugs.has(slug)) problems.add(row, 'slug', 'ALREADY_EXISTS');
      slugs.add(slug);
      mains.push({ row, cells });
    } else {
      packsBySlug.set(slug, [...(packsBySlug.get(slug) ?? []), { row, cells }]);
    }
  });
  for (const [slug, packs] of packsBySlug) {
    if (slug === '' || !slugs.has(slug))
      for (const pack of packs) problems.add(pack.row, 'slug', 'NOT_FOUND');
  }
  return mains.flatMap((main) => {
    const planned = plan(main, packsBySlug.get((main.cells.slug ?? '').trim()) ?? [], categories, problems);
    return planned ? [planned] : [];
  });
}

/** Upserts one planned product by slug; packs are matched by name and packs the file leaves out are kept. */
async function apply(
  tx: Queryable,
  actorUserId: string,
  planned: PlannedProduct,
  at: Date,
): Promise<'created' | 'updated'> {
  const existing = planned.slug
    ? (await tx.query<{ id: string }>('select id from products where slug = $1 for update', [planned.slug]))
        .rows[0]
    : undefined;
  if (!existing) {
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
    await receivePlannedLots(tx, id, planned.lots, actorUserId, at);
    return 'created';
  }
  const current = await readAdminProduct(tx, existing.id);
  const byName = new Map(current.packs.map((pack) => [pack.name.toLowerCase(), pack]));
  const named = new Set(planned.input.packs.map((pack) => pack.name.toLowerCase()));
  const input: ProductInput = {
    ...planned.input,
    packs: [
      ...planned.input.packs.map((pack) => {
        const id = byName.get(pack.name.toLowerCase())?.id;
        return id ? { ...pack, id } : pack;
      }),
      ...current.packs.filter((pack) => !named.has(pack.name.toLowerCase())),
    ],
  };
  await updateProduct(tx, existing.id, input);
  await syncPacks(tx, existing.id, input, actorUserId);
  const why = { actorUserId, reason: 'count_correction' as const, note: 'CSV import' };
  if (!planned.lots.some((lot) => lot.pack === null)) {
    await setStockCount(tx, { productId: existing.id, variantId: null }, planned.input.stockQuantity, why);
  }
  for (const pack of current.packs) {
    const stock = planned.packStock.get(pack.name.toLowerCase());
    if (stock !== undefined)
      await setStockCount(tx, { productId: existing.id, variantId: pack.id }, stock, why);
  }
  await receivePlannedLots(tx, existing.id, planned.lots, actorUserId, at);
  return 'updated';
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
      dryRun: boolean,
      language: Language,
    ): Promise<ProductImportResult> {
      if (Buffer.byteLength(text) > MAX_IMPORT_BYTES) throw new DomainError('BODY_TOO_LARGE');
      const problems = new Problems(language);
      const rows = readRows(text, problems);
      const header = rows[0] ? Object.keys(rows[0]) : [];
      for (const column of REQUIRED_COLUMNS)
        if (rows.length > 0 && !header.includes(column)) problems.add(0, column, 'INVALID_FIELD');
      const { rows: categoryRows } = await db.query<{ id: string; slug: string }>(
        'select id, slug from categories',
      );
      const categories = new Map(categoryRows.map((row) => [row.slug, row.id]));
      const planned = problems.list.length === 0 ? planAll(rows, categories, problems) : [];
      if (problems.list.length > 0) throw importRefused(problems.list);
      const result: ProductImportResult = { dryRun, created: 0, updated: 0, packs: 0 };
      try {
        // Lots are received, and their dates judged, at the clock's time of the import.
        const at = clock();
        await db.transaction(async (tx) => {
          const slugs: Record<'created' | 'updated', string[]> = { created: [], updated: [] };
          for (const product of planned) {
            const outcome = await apply(tx, actorUserId, product, at);
            result[outcome] += 1;
            result.packs += product.input.packs.length;
            slugs[outcome].push(product.slug || product.input.texts.en.name);
          }
          await recordAdminChange(tx, {
            actorUserId,
            entity: 'product',
            entityId: null,
            action: 'import',
            after: slugs,
            note: `CSV import: ${result.created} created, ${result.updated} updated`,
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
  return new DomainError('INVALID_DATA', {
    params: {
      details: list
        .map((problem) => `${problem.row}:${problem.column}`)
        .slice(0, 10)
        .join(', '),
    },
    details: { rows: list.slice(0, 500) },
  });
}
