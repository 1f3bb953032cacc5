import {
  type AdminPack,
  type AdminProduct,
  LANGUAGES,
  type Language,
  NUTRIENT_KEYS,
  type NutritionInput,
  type PackInput,
  type ProductImportFieldChange,
  type ProductImportGroup,
  type ProductInput,
} from '@tokri/core';
import {
  CSV_COLUMNS,
  type CsvColumn,
  type CsvRow,
  NUTRIENT_COLUMNS,
  productRows,
} from './admin-product-csv-columns.js';

/**
 * What a catalogue CSV import does to a product that already exists (issue 32 item 4, ADR 0078): only the chosen
 * column groups, and of those only the columns the file has, are taken from it; everything else stays as it is, and the check lists each cell that
 * changes, as the export writes it, before and after.
 */

const EMPTY_TRANSLATION = { name: '', description: '', benefits: [], ingredients: [] };

const packInputOf = (pack: AdminPack): PackInput => ({ ...pack });

/** A product as the form would send it back unchanged. */
export function inputOf(product: AdminProduct): ProductInput {
  return {
    categoryId: product.categoryId,
    type: product.type,
    pricePaise: product.pricePaise,
    discountPercentage: product.discountPercentage,
    unit: product.unit,
    stockQuantity: product.stockQuantity,
    gstRate: product.gstRate,
    hsnCode: product.hsnCode,
    isActive: product.isActive,
    searchTerms: product.searchTerms,
    nutritionalInfo: product.nutritionalInfo,
    texts: product.texts,
    packs: product.packs.map(packInputOf),
  };
}

/** Which group each column the import can apply belongs to (ADR 0078); stock moves apart (see `stockMove`). */
const GROUP_OF: Partial<Record<CsvColumn, ProductImportGroup>> = {
  price_inr: 'prices',
  discount_percent: 'prices',
  pack: 'texts',
  search_terms: 'texts',
  category: 'details',
  type: 'details',
  unit: 'details',
  active: 'details',
  sort_order: 'details',
  gst_rate: 'details',
  hsn_code: 'details',
  nutrition_per: 'details',
  ...Object.fromEntries(Object.values(NUTRIENT_COLUMNS).map((column) => [column, 'details'])),
  ...Object.fromEntries(
    ['name', 'description', 'benefits', 'ingredients'].flatMap((field) =>
      LANGUAGES.map((language) => [`${field}_${language}`, 'texts']),
    ),
  ),
};

/** True when the import takes this column from the file: its group is chosen and the file has the column. */
export type TakesColumn = (column: CsvColumn) => boolean;
export const takesColumn =
  (groups: ReadonlySet<ProductImportGroup>, header: ReadonlySet<string>): TakesColumn =>
  (column) => {
    const group = GROUP_OF[column];
    return group !== undefined && groups.has(group) && header.has(column);
  };

/**
 * The product after the import: the current product with each column the import takes from the file (its group
 * chosen, and the file has that column: a column left out of the file is never read as empty). Packs are matched
 * by name (any case); a pack the file adds comes whole (its stock is its opening stock); packs the file leaves out
 * are kept. Stock is never taken from here: it moves only by the difference since the export (see `stockMove`).
 */
export function mergeForImport(current: AdminProduct, file: ProductInput, take: TakesColumn): ProductInput {
  const pick = <T>(column: CsvColumn, fromFile: T, kept: T): T => (take(column) ? fromFile : kept);
  const byName = new Map(current.packs.map((pack) => [pack.name.toLowerCase(), pack]));
  const named = new Set(file.packs.map((pack) => pack.name.toLowerCase()));
  const packs = file.packs.map((pack): PackInput => {
    const old = byName.get(pack.name.toLowerCase());
    if (!old) return pack;
    return {
      id: old.id,
      name: pick('pack', pack.name, old.name),
      unit: pick('unit', pack.unit, old.unit),
      pricePaise: pick('price_inr', pack.pricePaise, old.pricePaise),
      discountPercentage: pick('discount_percent', pack.discountPercentage, old.discountPercentage),
      stockQuantity: old.stockQuantity,
      sortOrder: pick('sort_order', pack.sortOrder, old.sortOrder),
      isActive: pick('active', pack.isActive, old.isActive),
    };
  });
  const textsIn = (language: Language) => {
    const kept = current.texts[language];
    const given = file.texts[language] ?? EMPTY_TRANSLATION;
    const column = (field: string) => `${field}_${language}` as CsvColumn;
    return {
      name: pick(column('name'), given.name, kept.name),
      description: pick(column('description'), given.description, kept.description),
      benefits: pick(column('benefits'), given.benefits, kept.benefits),
      ingredients: pick(column('ingredients'), given.ingredients, kept.ingredients),
    };
  };
  const nutritionalInfo: NutritionInput = {};
  const per = pick('nutrition_per', file.nutritionalInfo.per, current.nutritionalInfo.per);
  if (per !== undefined) nutritionalInfo.per = per;
  for (const key of NUTRIENT_KEYS) {
    const value = pick(NUTRIENT_COLUMNS[key], file.nutritionalInfo[key], current.nutritionalInfo[key]);
    if (value !== undefined) nutritionalInfo[key] = value;
  }
  return {
    categoryId: pick('category', file.categoryId, current.categoryId),
    type: pick('type', file.type, current.type),
    pricePaise: pick('price_inr', file.pricePaise, current.pricePaise),
    discountPercentage: pick('discount_percent', file.discountPercentage, current.discountPercentage),
    unit: pick('unit', file.unit, current.unit),
    stockQuantity: current.stockQuantity,
    gstRate: pick('gst_rate', file.gstRate, current.gstRate),
    hsnCode: pick('hsn_code', file.hsnCode, current.hsnCode),
    isActive: pick('active', file.isActive, current.isActive),
    searchTerms: pick('search_terms', file.searchTerms, current.searchTerms),
    nutritionalInfo,
    texts: { en: textsIn('en'), hi: textsIn('hi'), te: textsIn('te') },
    packs: [
      ...packs,
      ...current.packs.filter((pack) => !named.has(pack.name.toLowerCase())).map(packInputOf),
    ],
  };
}

/**
 * The stock a row of the file asks for, as a move from what is there now: the difference between the file's
 * `stock` and the `stock_at_export` the export saw, so what was sold since the export stays sold. No change when
 * they agree; a row without `stock_at_export` may only repeat the current count; never below zero.
 */
export type StockMove =
  | { kind: 'none' }
  | { kind: 'move'; delta: number; after: number }
  | { kind: 'seen-missing' }
  | { kind: 'below-zero'; taken: number; left: number };

export function stockMove(current: number, fileStock: number, seen: number | null): StockMove {
  if (seen === null) return fileStock === current ? { kind: 'none' } : { kind: 'seen-missing' };
  const delta = fileStock - seen;
  if (delta === 0) return { kind: 'none' };
  const after = current + delta;
  if (after < 0) return { kind: 'below-zero', taken: -delta, left: current };
  return { kind: 'move', delta, after };
}

/** The product as it will read after the import: the merged input, with the stock counts it will have. */
export function productAfter(
  current: AdminProduct,
  merged: ProductInput,
  stock: { product: number; packs: ReadonlyMap<string, number> },
): AdminProduct {
  return {
    ...current,
    ...merged,
    stockQuantity: stock.product,
    hsnCode: merged.hsnCode ?? null,
    texts: {
      en: merged.texts.en,
      hi: merged.texts.hi ?? EMPTY_TRANSLATION,
      te: merged.texts.te ?? EMPTY_TRANSLATION,
    },
    packs: merged.packs.map((pack, index) => ({
      ...pack,
      id: pack.id ?? '',
      // As syncPacks stores it: an unset order is the pack's place in the list.
      sortOrder: pack.sortOrder || index + 1,
      stockQuantity: pack.id ? (stock.packs.get(pack.id) ?? pack.stockQuantity) : pack.stockQuantity,
    })),
  };
}

const COMPARED: readonly CsvColumn[] = CSV_COLUMNS.filter(
  (column) => column !== 'slug' && column !== 'stock_at_export',
);

/** The cells of one exported row that differ, in the export's column order. */
export function changedCells(before: CsvRow, after: CsvRow): ProductImportFieldChange[] {
  return COMPARED.flatMap((column) => {
    const old = before[column] ?? '';
    const next = after[column] ?? '';
    return old === next ? [] : [{ column, before: old, after: next }];
  });
}

/** Each row of the product that changes (the product itself, then each pack), with its changed cells. */
export function productChanges(
  before: AdminProduct,
  beforeCategory: string,
  after: AdminProduct,
  afterCategory: string,
): { pack: string | null; created: boolean; fields: ProductImportFieldChange[] }[] {
  const [oldMain, ...oldPacks] = productRows(before, beforeCategory);
  const [newMain, ...newPacks] = productRows(after, afterCategory);
  const oldById = new Map(before.packs.map((pack, index) => [pack.id, oldPacks[index]!]));
  const changes: { pack: string | null; created: boolean; fields: ProductImportFieldChange[] }[] = [];
  const main = changedCells(oldMain!, newMain!);
  if (main.length > 0) changes.push({ pack: null, created: false, fields: main });
  after.packs.forEach((pack, index) => {
    const old = pack.id ? oldById.get(pack.id) : undefined;
    if (!old) {
      changes.push({ pack: pack.name, created: true, fields: [] });
      return;
    }
    const fields = changedCells(old, newPacks[index]!);
    if (fields.length > 0) changes.push({ pack: pack.name, created: false, fields });
  });
  return changes;
}
