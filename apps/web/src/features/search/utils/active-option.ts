/** Keyboard movement through a combobox's options: wraps at both ends; -1 means none is active. */
export function moveActive(current: number, count: number, direction: 'next' | 'previous'): number {
  if (count <= 0) return -1;
  if (direction === 'next') return current < 0 || current >= count - 1 ? 0 : current + 1;
  return current <= 0 ? count - 1 : current - 1;
}

/** Where "see all results" goes for a query. */
export function searchResultsPath(query: string): string {
  return `/all-products?${new URLSearchParams({ q: query.trim() })}`;
}
