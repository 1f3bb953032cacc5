/** What the page tells the service worker (postMessage `{ type }`); shared by both sides so they cannot drift. */
export const SKIP_WAITING = 'SKIP_WAITING';
export const CLEAR_PERSONAL_CACHES = 'CLEAR_PERSONAL_CACHES';
/** `{ type, urls }`: files the page loaded before the worker controlled it, to keep for offline use. */
export const CACHE_URLS = 'CACHE_URLS';
