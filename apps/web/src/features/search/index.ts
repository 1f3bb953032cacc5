/** What other features may use from search. */
export { DeferredSearchBox } from './components/deferred-search-box.js';
export { SearchBox } from './components/search-box.js';
export { SearchResults } from './components/search-results.js';
