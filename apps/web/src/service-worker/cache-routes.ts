/**
 * Which of the worker's caching strategies a request gets (ADR 0053). Pure, so the table is unit-tested
 * without a browser; sw.ts only maps each kind to a Workbox strategy.
 *
 * - `app-shell`: a page navigation, answered with the precached index.html (the SPA's router draws the page).
 * - `static`: a hashed build file not in the precache (a font subset), cache-first: its name changes with it.
 * - `images`: product and category art, cache-first with a size and age cap.
 * - `catalogue`: signed-in catalogue reads, network first with a short timeout, in the user's own cache.
 * - `personal`: the user's cart, orders and account reads, network first, in the user's own cache.
 * - `network`: everything else goes to the network untouched (writes, auth, admin, rider, downloads).
 */
export type CacheRouteKind = 'app-shell' | 'static' | 'images' | 'catalogue' | 'personal' | 'network';

export interface RequestFacts {
  method: string;
  /** `navigate` for a page load (Request.mode). */
  mode: string;
  url: URL;
  /** The worker's own origin: other origins (maps, payment) are never touched. */
  origin: string;
}

/** Server paths that are not pages of the app, so a navigation there must reach the server. */
const NOT_APP_PAGES = /^\/(api|functions|media|realtime|dev|sandbox-gateway)(\/|$)/;

const CATALOGUE_READS = [
  /^\/api\/home$/,
  /^\/api\/categories(\/[^/]+)?$/,
  /^\/api\/products(\/[^/]+)?$/,
  /^\/api\/search\/suggestions$/,
  /^\/api\/best-before$/,
];

const PERSONAL_READS = [
  /^\/api\/cart$/,
  /^\/api\/orders$/,
  // An order and its live parts; the invoice PDF and credit notes are downloads, not screens.
  /^\/api\/orders\/[^/]+$/,
  /^\/api\/orders\/[^/]+\/rating$/,
  /^\/api\/badges$/,
  /^\/api\/profile$/,
  /^\/api\/notifications$/,
  /^\/api\/favorites(\/ids)?$/,
  /^\/api\/me\/(recently-viewed|frequently-bought|previously-bought)$/,
  /^\/api\/subscriptions$/,
  /^\/api\/addresses$/,
  /^\/api\/wallet$/,
];

export function cacheRouteFor(request: RequestFacts): CacheRouteKind {
  const { url } = request;
  if (request.method !== 'GET' || url.origin !== request.origin) return 'network';
  const path = url.pathname;
  if (request.mode === 'navigate') return NOT_APP_PAGES.test(path) ? 'network' : 'app-shell';
  if (path.startsWith('/assets/')) return 'static';
  if (path.startsWith('/images/') || path.startsWith('/media/')) return 'images';
  if (CATALOGUE_READS.some((pattern) => pattern.test(path))) return 'catalogue';
  if (PERSONAL_READS.some((pattern) => pattern.test(path))) return 'personal';
  return 'network';
}

/** The prefix of every cache that holds one user's responses; sign-out deletes them all. */
export const USER_CACHE_PREFIX = 'tokri-user-';

/**
 * The cache a signed-in request's response goes to: named after the user id in its access token (the JWT's
 * `sub`), so one user's cached reads are never an answer to another's. No token, or one that cannot be read:
 * null, and nothing is cached. The signature is not checked: the name only separates users on this device,
 * and the server still checks every token it is sent.
 */
export function userCacheName(authorization: string | null): string | null {
  const token = /^Bearer ([\w-]+)\.([\w-]+)\.[\w-]+$/.exec(authorization ?? '');
  if (!token?.[2]) return null;
  try {
    const payload: unknown = JSON.parse(atob(token[2].replace(/-/g, '+').replace(/_/g, '/')));
    const sub = (payload as { sub?: unknown } | null)?.sub;
    return typeof sub === 'string' && /^[\w-]{1,64}$/.test(sub) ? `${USER_CACHE_PREFIX}${sub}` : null;
  } catch {
    return null;
  }
}
