import { z } from 'zod';
import type { ProductRatingSummary } from './rating-schemas.js';

/** The catalogue API shared by server and web: query schemas (validated at the server's edge) and responses. */

export const PRODUCT_SORTS = ['newest', 'price_asc', 'price_desc', 'discount', 'popularity'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

const booleanParam = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** GET /api/products query: filters and sort live in the URL so links can be shared. */
export const productListQuerySchema = z.object({
  category: z
    .string()
    .regex(/^[a-z0-9-]{1,60}$/)
    .optional(),
  minPrice: z.coerce.number().int().min(0).max(100_000_000).optional(),
  maxPrice: z.coerce.number().int().min(0).max(100_000_000).optional(),
  inStock: booleanParam.optional(),
  discounted: booleanParam.optional(),
  sort: z.enum(PRODUCT_SORTS).default('newest'),
  cursor: z.string().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(24),
});
export type ProductListQuery = z.input<typeof productListQuerySchema>;

export const searchQuerySchema = z.object({
  q: z.string().trim().min(1).max(80),
  limit: z.coerce.number().int().min(1).max(50).default(8),
});

export interface CategoryRef {
  id: string;
  slug: string;
  name: string;
  description: string;
}

export interface Category extends CategoryRef {
  imageUrl: string | null;
  sortOrder: number;
}

/** A product as lists show it: its default pack's price, discount and stock. Prices in paise. */
export interface ProductSummary {
  id: string;
  slug: string;
  name: string;
  type: string;
  unit: string;
  /** Price of the default pack before discount (MRP). */
  pricePaise: number;
  discountPercentage: number;
  /** What the customer pays for the default pack: pricePaise less the discount, whole paise. */
  finalPricePaise: number;
  stockQuantity: number;
  /** The main image: for an uploaded photo its 640 px WebP, so readers that know only one URL keep working. */
  imageUrl: string | null;
  /** `srcset` of the main image's WebP sizes ("/media/…/160.webp 160w, …"); null for an image without sizes. */
  imageSrcSet: string | null;
  /** The same sizes in AVIF, for a `<picture>` source; null when there are none. */
  imageAvifSrcSet: string | null;
  isActive: boolean;
  createdAt: string;
  /** True when more pack sizes than the default exist. */
  hasVariants: boolean;
  category: CategoryRef;
}

export interface ProductVariant {
  id: string;
  name: string;
  unit: string;
  pricePaise: number;
  /** The variant's own discount, or null when the product's discount applies. */
  discountPercentage: number | null;
  /** The discount that applies (variant's if present, else the product's). */
  effectiveDiscountPercentage: number;
  finalPricePaise: number;
  stockQuantity: number;
}

export interface NutritionalInfo {
  per?: string;
  energyKcal?: number;
  proteinG?: number;
  carbohydrateG?: number;
  sugarG?: number;
  fatG?: number;
  fibreG?: number;
  sodiumMg?: number;
}

export interface ProductDetail extends ProductSummary {
  images: string[];
  description: string;
  benefits: string[];
  ingredients: string[];
  nutritionalInfo: NutritionalInfo;
  /** The default pack first (id null: it is the product itself), then the other packs. */
  packs: (Omit<ProductVariant, 'id'> & { id: string | null })[];
  isFavorite: boolean;
  /** Thumbs from rated orders (ADR 0050): the share that liked it and how many rated it; null before any. */
  rating: ProductRatingSummary | null;
}

export interface ProductListResponse {
  items: ProductSummary[];
  /** Pass back as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
}

/** A pack that sells for less than its price: what a "Special offers" card shows. Prices in paise. */
export interface PackOffer {
  packName: string;
  unit: string;
  pricePaise: number;
  discountPercentage: number;
  finalPricePaise: number;
}

export interface SpecialOffer extends ProductSummary {
  offer: PackOffer;
}

/**
 * The home rows. No product is in two rows, and a row with too few distinct products is empty (the page hides
 * it): see ADR 0011.
 */
export interface HomeSections {
  bestDeals: ProductSummary[];
  trending: ProductSummary[];
  freshArrivals: ProductSummary[];
  frequentlyBought: ProductSummary[];
  previouslyBought: ProductSummary[];
  specialOffers: SpecialOffer[];
}

export interface SearchSuggestion {
  id: string;
  name: string;
  unit: string;
  imageUrl: string | null;
  finalPricePaise: number;
  /** MRP and stock, so a result can offer Add (and a stepper) like a product card. */
  pricePaise: number;
  stockQuantity: number;
  category: CategoryRef;
}

export interface SearchResponse {
  items: SearchSuggestion[];
  /** When nothing matched: the closest products by spelling, so a typo still finds something. */
  closeMatches: SearchSuggestion[];
}
