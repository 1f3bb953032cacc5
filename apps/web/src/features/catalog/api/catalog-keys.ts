import type { Language } from '@tokri/core';
import type { ProductFilters } from '../utils/product-filters.js';

/** Query keys for catalogue data. Every key carries the language, so switching it refetches the texts. */
export const catalogKeys = {
  categories: (language: Language) => ['categories', language] as const,
  category: (language: Language, slug: string) => ['categories', language, slug] as const,
  products: (language: Language, filters: ProductFilters) => ['products', language, filters] as const,
  product: (language: Language, id: string) => ['product', language, id] as const,
  myProducts: (language: Language, list: MyProductList) => ['me', list, language] as const,
};

/** The signed-in customer's own product lists, by their API path under /api/me. */
export type MyProductList = 'frequently-bought' | 'previously-bought' | 'recently-viewed';
