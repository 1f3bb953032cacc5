/** Where "see all results" goes for a query. */
export function searchResultsPath(query: string): string {
  return `/all-products?${new URLSearchParams({ q: query.trim() })}`;
}
