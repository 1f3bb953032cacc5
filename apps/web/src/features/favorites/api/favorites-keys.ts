import type { Language } from '@tokri/core';

/** Ids do not depend on the language; the list (with product names) does. */
export const favoritesKeys = {
  all: ['favorites'] as const,
  ids: ['favorites', 'ids'] as const,
  lists: ['favorites', 'list'] as const,
  list: (language: Language) => ['favorites', 'list', language] as const,
};
