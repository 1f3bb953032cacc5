import type { Language } from '@tokri/core';

/** Query keys for orders, shared by checkout, payments and the orders pages (names carry the language). */
export const ordersKeys = {
  all: ['orders'] as const,
  list: (language: Language) => ['orders', 'list', language] as const,
  detail: (language: Language, id: string) => ['orders', 'detail', id, language] as const,
  invoice: (language: Language, id: string) => ['orders', 'invoice', id, language] as const,
};
