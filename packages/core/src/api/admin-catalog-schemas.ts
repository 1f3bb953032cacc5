import { z } from 'zod';
import { GST_RATES, HSN_PATTERN } from '../gst-invoice.js';
import { isPlainText } from '../patterns.js';

/**
 * The admin catalogue's contracts (issue 13 items 3 and 4, spec §3 products and categories): one schema for the
 * product form, the JSON API and every CSV row, so the three cannot disagree. English texts are required; Hindi
 * and Telugu are optional, and when given they are checked exactly like English (length, no control characters).
 */

/** Text a person typed: trimmed, at most `max` characters, no control characters. */
const text = (max: number) =>
  z
    .string({ error: 'INVALID_FIELD' })
    .trim()
    .max(max, 'FIELD_TOO_LONG')
    .refine(isPlainText, { message: 'INVALID_CHARACTERS' });
const required = (max: number) => text(max).pipe(z.string().min(1, 'FIELD_REQUIRED'));

const MAX_LIST_ITEMS = 30;
/** The nutrients the shop's table shows (spec §3 nutritional_info; labels and units are translated there). */
export const NUTRIENT_KEYS = [
  'energyKcal',
  'proteinG',
  'carbohydrateG',
  'sugarG',
  'fatG',
  'fibreG',
  'sodiumMg',
] as const;
export type NutrientKey = (typeof NUTRIENT_KEYS)[number];

/** Each number refused with a message that says how to write it (issue 32: never a bare "check this field"). */
const amount = z.number({ error: 'NUMBER_INVALID' }).min(0, 'NUMBER_INVALID').max(100_000, 'NUMBER_INVALID');

/**
 * Nutritional info as the shop reads it (`NutritionalInfo`): numbers per `per` ("100 g"). Labels and units are
 * translated by the shop itself, so the numbers are entered once, not per language.
 */
export const nutritionSchema = z.strictObject({
  per: text(40).optional(),
  energyKcal: amount.optional(),
  proteinG: amount.optional(),
  carbohydrateG: amount.optional(),
  sugarG: amount.optional(),
  fatG: amount.optional(),
  fibreG: amount.optional(),
  sodiumMg: amount.optional(),
});
export type NutritionInput = z.infer<typeof nutritionSchema>;

/** A product's texts in English: name, description, benefits and ingredients; the name required. */
export const productTextsSchema = z.object({
  name: required(120),
  description: text(4000).default(''),
  benefits: z.array(required(200)).max(MAX_LIST_ITEMS).default([]),
  ingredients: z.array(required(200)).max(MAX_LIST_ITEMS).default([]),
});
export type ProductTexts = z.infer<typeof productTextsSchema>;

/** The same texts in Hindi or Telugu: each optional (the shop falls back to English), each checked when given. */
export const productTranslationSchema = z.object({
  name: text(120).default(''),
  description: text(4000).default(''),
  benefits: z.array(required(200)).max(MAX_LIST_ITEMS).default([]),
  ingredients: z.array(required(200)).max(MAX_LIST_ITEMS).default([]),
});
export type ProductTranslation = z.infer<typeof productTranslationSchema>;

/** A whole number from `min` to `max`, every way of missing it answered with the one `code`. */
const whole = (min: number, max: number, code: string) =>
  z.number({ error: code }).int(code).min(min, code).max(max, code);
const paise = whole(0, 100_000_000, 'PRICE_INVALID');
const percent = whole(0, 100, 'PERCENT_INVALID');
const stock = whole(0, 10_000_000, 'STOCK_COUNT_INVALID');

/** A further pack size of a product (spec §3 product_variants). A null discount means the product's applies. */
export const packInputSchema = z.object({
  /** An existing pack of this product (edit); absent for a new one. */
  id: z.uuid().optional(),
  name: required(40),
  unit: required(40),
  pricePaise: paise,
  discountPercentage: percent.nullable().default(null),
  /** Stock of a new pack; an existing pack's stock changes only through a stock adjustment. */
  stockQuantity: stock.default(0),
  sortOrder: whole(0, 1000, 'WHOLE_NUMBER_INVALID').default(0),
  isActive: z.boolean().default(true),
});
export type PackInput = z.infer<typeof packInputSchema>;

/** POST /api/admin/products and PUT /api/admin/products/:id: the whole product, every §3 field. */
export const productInputSchema = z
  .object({
    categoryId: z.uuid({ error: 'CATEGORY_REQUIRED' }),
    type: text(60).default(''),
    pricePaise: paise,
    discountPercentage: percent.default(0),
    unit: required(40),
    /** Stock of a new product; an existing product's stock changes only through a stock adjustment. */
    stockQuantity: stock.default(0),
    gstRate: z
      .number({ error: 'GST_RATE_INVALID' })
      .refine((rate) => (GST_RATES as readonly number[]).includes(rate), { message: 'GST_RATE_INVALID' })
      .default(5),
    /** HSN code for the tax invoice (ADR 0047): 4, 6 or 8 digits; empty or null for none yet. */
    hsnCode: z
      .string()
      .trim()
      .transform((code) => code.replace(/\s+/g, ''))
      .refine((code) => code === '' || HSN_PATTERN.test(code), { message: 'HSN_INVALID' })
      .transform((code) => (code === '' ? null : code))
      .nullable()
      .default(null),
    isActive: z.boolean().default(true),
    searchTerms: z.array(required(60)).max(MAX_LIST_ITEMS).default([]),
    nutritionalInfo: nutritionSchema.default({}),
    texts: z.object({
      en: productTextsSchema,
      hi: productTranslationSchema.optional(),
      te: productTranslationSchema.optional(),
    }),
    packs: z.array(packInputSchema).max(20).default([]),
  })
  .superRefine((product, context) => {
    // Pack names are unique within a product (the database's product_variants_name_key), said per field.
    const seen = new Set<string>();
    product.packs.forEach((pack, index) => {
      const key = pack.name.toLowerCase();
      if (seen.has(key))
        context.addIssue({ code: 'custom', path: ['packs', index, 'name'], message: 'ALREADY_EXISTS' });
      seen.add(key);
    });
  });
export type ProductInput = z.infer<typeof productInputSchema>;
export type ProductInputDraft = z.input<typeof productInputSchema>;

const booleanParam = z.enum(['true', 'false']).transform((value) => value === 'true');

/** GET /api/admin/products: one page, searched by name (any script) or slug, filtered by category and state. */
export const adminProductListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
  q: z.string().trim().max(80).optional(),
  categoryId: z.uuid().optional(),
  active: booleanParam.optional(),
});
export type AdminProductListQuery = z.input<typeof adminProductListQuerySchema>;

/** Why stock changed (ADR 0034): goods came in, were damaged or expired, a count was corrected, or another reason. */
export const STOCK_REASONS = ['received', 'damaged', 'expired', 'count_correction', 'other'] as const;
export type StockReason = (typeof STOCK_REASONS)[number];

/** POST /api/admin/products/:id/stock: change by `delta` or `set` the count (exactly one), with a reason. */
export const stockAdjustmentInputSchema = z
  .object({
    variantId: z.uuid().optional(),
    delta: z
      .number({ error: 'STOCK_DELTA_INVALID' })
      .int('STOCK_DELTA_INVALID')
      .min(-10_000_000, 'STOCK_DELTA_INVALID')
      .max(10_000_000, 'STOCK_DELTA_INVALID')
      .optional(),
    set: stock.optional(),
    reason: z.enum(STOCK_REASONS),
    note: text(500).default(''),
  })
  .superRefine((input, context) => {
    if ((input.delta === undefined) === (input.set === undefined))
      context.addIssue({ code: 'custom', path: ['delta'], message: 'STOCK_CHANGE_ONE' });
    if (input.delta === 0)
      context.addIssue({ code: 'custom', path: ['delta'], message: 'NOTHING_TO_UPDATE' });
    if (input.reason === 'other' && input.note === '')
      context.addIssue({ code: 'custom', path: ['note'], message: 'STOCK_NOTE_REQUIRED' });
  });
export type StockAdjustmentInput = z.input<typeof stockAdjustmentInputSchema>;

/** A category's texts: English name required, Hindi and Telugu optional. */
const categoryTextsSchema = z.object({ name: required(80), description: text(500).default('') });
const categoryTranslationSchema = z.object({
  name: text(80).default(''),
  description: text(500).default(''),
});

/** POST /api/admin/categories and PUT /api/admin/categories/:id. The image is set by the media work. */
export const categoryInputSchema = z.object({
  texts: z.object({
    en: categoryTextsSchema,
    hi: categoryTranslationSchema.optional(),
    te: categoryTranslationSchema.optional(),
  }),
});
export type CategoryInput = z.input<typeof categoryInputSchema>;

/** POST /api/admin/categories/reorder: the categories in their new order (any left out follow, as they were). */
export const categoryReorderSchema = z.object({
  ids: z
    .array(z.uuid())
    .min(1)
    .max(500)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'INVALID_FIELD' }),
});

/**
 * Which of a catalogue CSV's columns an import applies to products that already exist (issue 32 item 4, ADR 0078):
 * prices (price_inr, discount_percent), texts (names, descriptions, benefits, ingredients, search terms, pack
 * names), details (category, type, unit, active, sort order, GST, HSN, nutrition) and stock. Stock is never
 * applied unless chosen, and then as the difference from the `stock_at_export` the export wrote.
 */
export const PRODUCT_IMPORT_GROUPS = ['prices', 'texts', 'details', 'stock'] as const;
export type ProductImportGroup = (typeof PRODUCT_IMPORT_GROUPS)[number];
/** What an import applies when it is not told: everything but stock. */
export const DEFAULT_IMPORT_GROUPS: readonly ProductImportGroup[] = ['prices', 'texts', 'details'];

/** POST /api/admin/products/import?dryRun=true&apply=prices,stock: check the file and report, change nothing. */
export const productImportQuerySchema = z.object({
  dryRun: booleanParam.default(false),
  apply: z
    .string()
    .max(100)
    .default(DEFAULT_IMPORT_GROUPS.join(','))
    .transform((list) => [...new Set(list.split(',').map((group) => group.trim()))])
    .pipe(z.array(z.enum(PRODUCT_IMPORT_GROUPS)).min(1)),
});
export type ProductImportQuery = z.input<typeof productImportQuerySchema>;
