/** What other features may use from search. */

export { useSearch } from './api/get-suggestions.js';
export { SearchBox } from './components/search-box.js';
export { SearchResults } from './components/search-results.js';
