import type { Language } from '@tokri/core';
import type { Queryable } from '../../db/database.js';
import { localised } from './localise.js';

export interface CategoryDto {
  id: string;
  slug: string;
  name: string;
  description: string;
  imageUrl: string | null;
  sortOrder: number;
}

export interface ProductSummaryDto {
  id: string;
  slug: string;
  name: string;
  type: string;
  pricePaise: number;
  unit: string;
  discountPercentage: number;
  stockQuantity: number;
  imageUrl: string | null;
  isActive: boolean;
  createdAt: string;
  category: { id: string; name: string; description: string; slug: string };
}

interface CategoryRow {
  id: string;
  slug: string;
  name: string;
  description: string;
  translations: unknown;
  image_url: string | null;
  sort_order: number;
}

interface ProductRow {
  id: string;
  slug: string;
  name: string;
  type: string;
  price_paise: number;
  unit: string;
  discount_percentage: number;
  stock_quantity: number;
  image_url: string | null;
  is_active: boolean;
  created_at: Date;
  translations: unknown;
  category_id: string;
  category_slug: string;
  category_name: string;
  category_description: string;
  category_translations: unknown;
}

export function toCategoryDto(row: CategoryRow, language: Language): CategoryDto {
  return {
    id: row.id,
    slug: row.slug,
    name: localised(row.translations, language, 'name', row.name),
    description: localised(row.translations, language, 'description', row.description),
    imageUrl: row.image_url,
    sortOrder: row.sort_order,
  };
}

function toProductSummary(row: ProductRow, language: Language): ProductSummaryDto {
  return {
    id: row.id,
    slug: row.slug,
    name: localised(row.translations, language, 'name', row.name),
    type: row.type,
    pricePaise: row.price_paise,
    unit: row.unit,
    discountPercentage: row.discount_percentage,
    stockQuantity: row.stock_quantity,
    imageUrl: row.image_url,
    isActive: row.is_active,
    createdAt: new Date(row.created_at).toISOString(),
    category: {
      id: row.category_id,
      slug: row.category_slug,
      name: localised(row.category_translations, language, 'name', row.category_name),
      description: localised(row.category_translations, language, 'description', row.category_description),
    },
  };
}

export interface ProductListOptions {
  includeInactive: boolean;
  limit: number;
  offset: number;
}

export function createCatalogService(db: Queryable) {
  return {
    async categories(language: Language): Promise<CategoryDto[]> {
      const { rows } = await db.query<CategoryRow>(
        'select id, slug, name, description, translations, image_url, sort_order from categories order by sort_order asc, name asc',
      );
      return rows.map((row) => toCategoryDto(row, language));
    },

    /** Products with their category, newest first. Customers never see inactive products. */
    async products(language: Language, options: ProductListOptions) {
      const where = options.includeInactive ? '' : 'where p.is_active';
      const { rows } = await db.query<ProductRow>(
        `select p.id, p.slug, p.name, p.type, p.price_paise, p.unit, p.discount_percentage, p.stock_quantity,
                p.image_url, p.is_active, p.created_at, p.translations,
                c.id as category_id, c.slug as category_slug, c.name as category_name,
                c.description as category_description, c.translations as category_translations
           from products p join categories c on c.id = p.category_id
           ${where}
          order by p.created_at desc, p.id desc
          limit $1 offset $2`,
        [options.limit, options.offset],
      );
      const total = await db.query<{ count: number }>(
        `select count(*)::int as count from products p ${where}`,
      );
      return { items: rows.map((row) => toProductSummary(row, language)), total: total.rows[0]?.count ?? 0 };
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
