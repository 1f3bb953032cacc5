import type { Language } from '../languages.js';
import type {
  NutritionInput,
  PackInput,
  ProductImportGroup,
  ProductTexts,
  ProductTranslation,
  StockReason,
} from './admin-catalog-schemas.js';
import type { ProductSummary } from './catalog-schemas.js';

/** GET /api/admin/products: one page of the admin table. */
export interface AdminProductPage {
  items: ProductSummary[];
  total: number;
  page: number;
  pageSize: number;
}

/** A pack as the edit form shows it (its stock is read-only there: stock changes through an adjustment). */
export interface AdminPack extends Required<Omit<PackInput, 'id'>> {
  id: string;
}

/** GET /api/admin/products/:id: the whole product in every language, for the edit form. */
export interface AdminProduct {
  id: string;
  slug: string;
  categoryId: string;
  type: string;
  pricePaise: number;
  discountPercentage: number;
  finalPricePaise: number;
  unit: string;
  stockQuantity: number;
  gstRate: number;
  /** HSN code on the tax invoice (ADR 0047), null when not set. */
  hsnCode: string | null;
  isActive: boolean;
  searchTerms: string[];
  nutritionalInfo: NutritionInput;
  texts: { en: ProductTexts; hi: ProductTranslation; te: ProductTranslation };
  packs: AdminPack[];
  imageUrl: string | null;
  /** True when order lines or subscriptions name it: it can be archived, never deleted. */
  hasOrders: boolean;
  createdAt: string;
  updatedAt: string;
}

/** One recorded stock change (who, when, why, before and after). */
export interface StockAdjustment {
  id: string;
  productId: string;
  variantId: string | null;
  reason: StockReason;
  note: string;
  quantityBefore: number;
  quantityAfter: number;
  actorUserId: string | null;
  actorName: string | null;
  createdAt: string;
}

/** A category as the admin edits it: every language, its order and how many products it holds. */
export interface AdminCategory {
  id: string;
  slug: string;
  sortOrder: number;
  imageUrl: string | null;
  productCount: number;
  texts: Record<Language, { name: string; description: string }>;
  /** The minimum remaining shelf life at sale (ADR 0046): the lesser of percent of the life and days. */
  minShelfLife: { percent: number; days: number };
}

/** One problem in an imported CSV file: 1-based data row (the header is row 0), the column, the message. */
export interface CsvRowError {
  row: number;
  column: string;
  message: string;
}

/** One cell an import changes: the CSV column, as exported before and as it will be after. */
export interface ProductImportFieldChange {
  column: string;
  before: string;
  after: string;
}

/** A product or pack an import creates or changes, with each changed cell (none listed for a new one). */
export interface ProductImportChange {
  /** The file's data row (1-based). */
  row: number;
  slug: string;
  /** The pack's name, null for the product itself. */
  pack: string | null;
  kind: 'created' | 'updated';
  fields: ProductImportFieldChange[];
}

/**
 * POST /api/admin/products/import: what was (or, on a dry run, would be) created and changed, product by product
 * and field by field; products the file names but does not change are only counted.
 */
export interface ProductImportResult {
  dryRun: boolean;
  applied: ProductImportGroup[];
  created: number;
  updated: number;
  unchanged: number;
  packs: number;
  changes: ProductImportChange[];
}
