import { type AdminProduct, NUTRIENT_KEYS, type NutrientKey } from '@tokri/core';

/**
 * The catalogue CSV's columns (ADR 0034). One row per product (`pack` empty) followed by one row per further
 * pack (`pack` = the pack's name; only slug, pack, unit, price_inr, discount_percent, stock, active and
 * sort_order are read on a pack row). Lists are separated by " | "; nutrition is one column per nutrient, a
 * number per `nutrition_per` ("100 g"). Prices are rupees with up to two decimals, as a shop keeps them.
 * `stock_at_export` is the count the export saw: an import that applies stock moves it by `stock` minus that, so
 * sales since the export are never put back (issue 32 item 4, ADR 0078).
 */
export const CSV_COLUMNS = [
  'slug',
  'pack',
  'category',
  'type',
  'unit',
  'price_inr',
  'discount_percent',
  'stock',
  'stock_at_export',
  'active',
  'sort_order',
  'gst_rate',
  'hsn_code',
  'name_en',
  'name_hi',
  'name_te',
  'description_en',
  'description_hi',
  'description_te',
  'benefits_en',
  'benefits_hi',
  'benefits_te',
  'ingredients_en',
  'ingredients_hi',
  'ingredients_te',
  'nutrition_per',
  'energy_kcal',
  'protein_g',
  'carbohydrate_g',
  'sugar_g',
  'fat_g',
  'fibre_g',
  'sodium_mg',
  'search_terms',
] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];
export type CsvRow = Partial<Record<CsvColumn, string>>;

export const REQUIRED_COLUMNS: readonly CsvColumn[] = [
  'slug',
  'pack',
  'category',
  'unit',
  'price_inr',
  'name_en',
];

const LIST_SEPARATOR = ' | ';

export const joinList = (items: readonly string[]) => items.join(LIST_SEPARATOR);
export const splitList = (cell: string | undefined) =>
  (cell ?? '')
    .split('|')
    .map((item) => item.trim())
    .filter((item) => item !== '');

/** Nutrient -> CSV column. */
export const NUTRIENT_COLUMNS: Record<NutrientKey, CsvColumn> = {
  energyKcal: 'energy_kcal',
  proteinG: 'protein_g',
  carbohydrateG: 'carbohydrate_g',
  sugarG: 'sugar_g',
  fatG: 'fat_g',
  fibreG: 'fibre_g',
  sodiumMg: 'sodium_mg',
};

/** A decimal cell ("38.9"); empty gives undefined, anything else NaN (refused by the schema). */
export function decimal(cell: string | undefined): number | undefined {
  const text = (cell ?? '').trim();
  if (text === '') return undefined;
  return /^\d{1,6}(\.\d{1,3})?$/.test(text) ? Number(text) : Number.NaN;
}

export const rupees = (paise: number) => (paise / 100).toFixed(2);

/** "45", "45.5", "45.50" -> paise; null for anything else (no thousands separators, no ₹, no minus). */
export function paiseFromRupees(cell: string | undefined): number | null {
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec((cell ?? '').trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** A whole number cell; empty gives `empty`, anything not a whole number null. */
export function wholeNumber(cell: string | undefined, empty: number | null): number | null | 'bad' {
  const text = (cell ?? '').trim();
  if (text === '') return empty;
  return /^\d{1,9}$/.test(text) ? Number(text) : 'bad';
}

/** "true"/"false" (also yes/no, 1/0); empty is true. */
export function yesNo(cell: string | undefined): boolean | null {
  const text = (cell ?? '').trim().toLowerCase();
  if (['', 'true', 'yes', '1'].includes(text)) return true;
  if (['false', 'no', '0'].includes(text)) return false;
  return null;
}

/**
 * Spreadsheet formula injection (CWE-1236): a cell starting with = + - @ (or a tab or carriage return) is
 * written with a leading apostrophe, so a spreadsheet shows it as text; the import takes the apostrophe off.
 */
export const defuse = (cell: string) => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell);
export const restore = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

/** A product and its packs as CSV rows. */
export function productRows(product: AdminProduct, categorySlug: string): CsvRow[] {
  const { en, hi, te } = product.texts;
  const main: CsvRow = {
    slug: product.slug,
    pack: '',
    category: categorySlug,
    type: product.type,
    unit: product.unit,
    price_inr: rupees(product.pricePaise),
    discount_percent: String(product.discountPercentage),
    stock: String(product.stockQuantity),
    stock_at_export: String(product.stockQuantity),
    active: String(product.isActive),
    sort_order: '',
    gst_rate: String(product.gstRate),
    hsn_code: product.hsnCode ?? '',
    name_en: en.name,
    name_hi: hi.name,
    name_te: te.name,
    description_en: en.description,
    description_hi: hi.description,
    description_te: te.description,
    benefits_en: joinList(en.benefits),
    benefits_hi: joinList(hi.benefits),
    benefits_te: joinList(te.benefits),
    ingredients_en: joinList(en.ingredients),
    ingredients_hi: joinList(hi.ingredients),
    ingredients_te: joinList(te.ingredients),
    nutrition_per: product.nutritionalInfo.per ?? '',
    search_terms: joinList(product.searchTerms),
  };
  for (const key of NUTRIENT_KEYS) {
    const value = product.nutritionalInfo[key];
    main[NUTRIENT_COLUMNS[key]] = value === undefined ? '' : String(value);
  }
  const packs = product.packs.map(
    (pack): CsvRow => ({
      slug: product.slug,
      pack: pack.name,
      unit: pack.unit,
      price_inr: rupees(pack.pricePaise),
      discount_percent: pack.discountPercentage === null ? '' : String(pack.discountPercentage),
      stock: String(pack.stockQuantity),
      stock_at_export: String(pack.stockQuantity),
      active: String(pack.isActive),
      sort_order: String(pack.sortOrder),
    }),
  );
  return [main, ...packs];
}

/** Where a schema path of ProductInput sits in the CSV. */
export function columnOfPath(path: readonly PropertyKey[]): CsvColumn | string {
  const [head, second, third] = path.map(String);
  const simple: Record<string, CsvColumn> = {
    categoryId: 'category',
    type: 'type',
    unit: 'unit',
    pricePaise: 'price_inr',
    discountPercentage: 'discount_percent',
    stockQuantity: 'stock',
    isActive: 'active',
    gstRate: 'gst_rate',
    hsnCode: 'hsn_code',
    searchTerms: 'search_terms',
  };
  if (head && simple[head]) return simple[head];
  if (head === 'nutritionalInfo' && second)
    return second === 'per' ? 'nutrition_per' : (NUTRIENT_COLUMNS[second as NutrientKey] ?? 'nutrition_per');
  if (head === 'texts' && second && third) {
    const field: Record<string, string> = {
      name: 'name',
      description: 'description',
      benefits: 'benefits',
      ingredients: 'ingredients',
    };
    return `${field[third] ?? third}_${second}`;
  }
  if (head === 'packs' && third) {
    const field: Record<string, CsvColumn> = {
      name: 'pack',
      unit: 'unit',
      pricePaise: 'price_inr',
      discountPercentage: 'discount_percent',
      stockQuantity: 'stock',
      isActive: 'active',
      sortOrder: 'sort_order',
    };
    return field[third] ?? third;
  }
  return path.join('.');
}
