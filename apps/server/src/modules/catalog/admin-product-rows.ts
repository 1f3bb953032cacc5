import {
  type AdminPack,
  type AdminProduct,
  type NutritionInput,
  nutritionSchema,
  type ProductInput,
  type ProductTranslation,
} from '@tokri/core';
import type { SqlParam } from '../../db/database.js';

/**
 * The admin's product in and out of the tables, in the shape the shop already reads (product-rows.ts,
 * localise.ts): English in the columns, Hindi and Telugu in `translations` as
 * `{ "hi": { name, description, benefits, ingredients }, "te": {...} }`. Empty translated fields are left out,
 * so the shop falls back to English for them. Nutritional info is numbers the shop labels in each language.
 */

export const ADMIN_PRODUCT_COLUMNS = `
  p.id, p.slug, p.category_id, p.type, p.price_paise, p.discount_percentage, p.final_price_paise, p.unit,
  p.stock_quantity, p.gst_rate, p.hsn_code, p.is_active, p.search_terms, p.name, p.description, p.benefits, p.ingredients,
  p.nutritional_info, p.translations, p.image_url, p.created_at, p.updated_at,
  (exists (select 1 from order_items oi where oi.product_id = p.id)
    or exists (select 1 from subscriptions s where s.product_id = p.id)) as has_orders`;

export interface AdminProductRow {
  id: string;
  slug: string;
  category_id: string;
  type: string;
  price_paise: number;
  discount_percentage: number;
  final_price_paise: number;
  unit: string;
  stock_quantity: number;
  gst_rate: number;
  hsn_code: string | null;
  is_active: boolean;
  search_terms: string[];
  name: string;
  description: string;
  benefits: string[];
  ingredients: string[];
  nutritional_info: unknown;
  translations: Record<string, Partial<ProductTranslation>> | null;
  image_url: string | null;
  created_at: Date;
  updated_at: Date;
  has_orders: boolean;
}

export interface PackRow {
  id: string;
  name: string;
  unit: string;
  price_paise: number;
  discount_percentage: number | null;
  stock_quantity: number;
  sort_order: number;
  is_active: boolean;
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** The stored nutrition, keeping only what the form can show and save again. */
function nutrition(value: unknown): NutritionInput {
  if (typeof value !== 'object' || value === null) return {};
  const parsed = nutritionSchema
    .partial()
    .safeParse(Object.fromEntries(Object.entries(value).filter(([key]) => key in nutritionSchema.shape)));
  return parsed.success ? parsed.data : {};
}

function translationOf(row: AdminProductRow, language: 'hi' | 'te'): ProductTranslation {
  const stored = row.translations?.[language] ?? {};
  return {
    name: typeof stored.name === 'string' ? stored.name : '',
    description: typeof stored.description === 'string' ? stored.description : '',
    benefits: strings(stored.benefits),
    ingredients: strings(stored.ingredients),
  };
}

export function toAdminPack(row: PackRow): AdminPack {
  return {
    id: row.id,
    name: row.name,
    unit: row.unit,
    pricePaise: row.price_paise,
    discountPercentage: row.discount_percentage,
    stockQuantity: row.stock_quantity,
    sortOrder: row.sort_order,
    isActive: row.is_active,
  };
}

export function toAdminProduct(row: AdminProductRow, packs: PackRow[]): AdminProduct {
  return {
    id: row.id,
    slug: row.slug,
    categoryId: row.category_id,
    type: row.type,
    pricePaise: row.price_paise,
    discountPercentage: row.discount_percentage,
    finalPricePaise: row.final_price_paise,
    unit: row.unit,
    stockQuantity: row.stock_quantity,
    gstRate: row.gst_rate,
    hsnCode: row.hsn_code,
    isActive: row.is_active,
    searchTerms: row.search_terms,
    nutritionalInfo: nutrition(row.nutritional_info),
    texts: {
      en: {
        name: row.name,
        description: row.description,
        benefits: strings(row.benefits),
        ingredients: strings(row.ingredients),
      },
      hi: translationOf(row, 'hi'),
      te: translationOf(row, 'te'),
    },
    packs: packs.map(toAdminPack),
    imageUrl: row.image_url,
    hasOrders: row.has_orders,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/** A translation as stored: only the fields that have something, so the shop falls back to English for the rest. */
function storedTranslation(translation: ProductTranslation | undefined): Record<string, unknown> | null {
  if (!translation) return null;
  const stored: Record<string, unknown> = {};
  if (translation.name) stored.name = translation.name;
  if (translation.description) stored.description = translation.description;
  if (translation.benefits.length > 0) stored.benefits = translation.benefits;
  if (translation.ingredients.length > 0) stored.ingredients = translation.ingredients;
  return Object.keys(stored).length > 0 ? stored : null;
}

export function storedTranslations(input: ProductInput): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const language of ['hi', 'te'] as const) {
    const stored = storedTranslation(input.texts[language]);
    if (stored) out[language] = stored;
  }
  return out;
}

/** The product's columns (not stock, not images) in insert/update parameter order $1…$14. */
export function productColumnValues(input: ProductInput): SqlParam[] {
  const en = input.texts.en;
  return [
    input.categoryId,
    en.name,
    input.type,
    input.pricePaise,
    input.unit,
    input.discountPercentage,
    en.description,
    JSON.stringify(en.benefits),
    JSON.stringify(en.ingredients),
    JSON.stringify(input.nutritionalInfo),
    JSON.stringify(storedTranslations(input)),
    input.searchTerms,
    input.isActive,
    input.gstRate,
    input.hsnCode,
  ];
}
