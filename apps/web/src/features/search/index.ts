/** What other features may use from search. */
export { SearchBox } from './components/search-box.js';
export { SearchResults } from './components/search-results.js';
