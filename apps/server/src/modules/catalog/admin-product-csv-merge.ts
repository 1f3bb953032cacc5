import type {
  AdminPack,
  AdminProduct,
  PackInput,
  ProductImportFieldChange,
  ProductImportGroup,
  ProductInput,
} from '@tokri/core';
import { CSV_COLUMNS, type CsvColumn, type CsvRow, productRows } from './admin-product-csv-columns.js';

/**
 * What a catalogue CSV import does to a product that already exists (issue 32 item 4, ADR 0078): only the chosen
 * column groups are taken from the file, everything else stays as it is, and the check lists each cell that
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

/**
 * The product after the import: the current product with the chosen groups from the file. Packs are matched by
 * name (any case); a pack the file adds comes whole (its stock is its opening stock); packs the file leaves out are
 * kept. Stock is never taken from here: it moves only by the difference since the export (see `stockMove`).
 */
export function mergeForImport(
  current: AdminProduct,
  file: ProductInput,
  groups: ReadonlySet<ProductImportGroup>,
): ProductInput {
  const prices = groups.has('prices');
  const texts = groups.has('texts');
  const details = groups.has('details');
  const byName = new Map(current.packs.map((pack) => [pack.name.toLowerCase(), pack]));
  const named = new Set(file.packs.map((pack) => pack.name.toLowerCase()));
  const packs = file.packs.map((pack): PackInput => {
    const old = byName.get(pack.name.toLowerCase());
    if (!old) return pack;
    return {
      id: old.id,
      name: texts ? pack.name : old.name,
      unit: details ? pack.unit : old.unit,
      pricePaise: prices ? pack.pricePaise : old.pricePaise,
      discountPercentage: prices ? pack.discountPercentage : old.discountPercentage,
      stockQuantity: old.stockQuantity,
      sortOrder: details ? pack.sortOrder : old.sortOrder,
      isActive: details ? pack.isActive : old.isActive,
    };
  });
  return {
    ...inputOf(current),
    ...(prices ? { pricePaise: file.pricePaise, discountPercentage: file.discountPercentage } : {}),
    ...(texts ? { texts: file.texts, searchTerms: file.searchTerms } : {}),
    ...(details
      ? {
          categoryId: file.categoryId,
          type: file.type,
          unit: file.unit,
          gstRate: file.gstRate,
          hsnCode: file.hsnCode,
          isActive: file.isActive,
          nutritionalInfo: file.nutritionalInfo,
        }
      : {}),
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
