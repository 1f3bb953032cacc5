import type { Language } from '@tokri/core';

/** The cart carries product names in the interface language, so the language is part of the key. */
export const cartKeys = {
  all: ['cart'] as const,
  view: (language: Language) => ['cart', 'view', language] as const,
  /** Every add, change or removal; the badge and cart refetch once the last one settles. */
  change: ['cart', 'change'] as const,
};
