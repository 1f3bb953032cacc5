/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, type Strategy } from 'workbox-strategies';
import { type CacheRouteKind, cacheRouteFor, USER_CACHE_PREFIX, userCacheName } from './cache-routes.js';
import { listenForPush } from './push-handlers.js';
import { CACHE_URLS, CLEAR_PERSONAL_CACHES, SKIP_WAITING } from './worker-messages.js';

/*
 * Tokri's service worker (ADR 0053): the precached app shell, images cache-first, signed-in reads network-first
 * in a cache of the user's own, Web Push. A new version waits until the page says "reload" (the update prompt).
 */
declare const self: ServiceWorkerGlobalScope;

// The first install takes over the open page at once, so the first visit already works offline; later versions
// wait for the shopper's "Reload" (SKIP_WAITING below), so a page never runs against a worker of another build.
clientsClaim();

/** Responses to requests that started before the last sign-out are not cached (they carry the old user's data). */
let personalCachesClearedAt = 0;

const onlyFreshUsers = {
  requestWillFetch: async ({ request, state }: { request: Request; state?: Record<string, unknown> }) => {
    if (state) state.startedAt = Date.now();
    return request;
  },
  cacheWillUpdate: async ({ response, state }: { response: Response; state?: Record<string, unknown> }) =>
    typeof state?.startedAt === 'number' && state.startedAt <= personalCachesClearedAt ? null : response,
};

const okOnly = new CacheableResponsePlugin({ statuses: [200] });

function userStrategy(kind: 'catalogue' | 'personal', cacheName: string): Strategy {
  return new NetworkFirst({
    cacheName,
    // Catalogue reads on a crawling network show what was seen last after 4 s; a cart or an order waits for
    // the truth while there is a network at all.
    ...(kind === 'catalogue' ? { networkTimeoutSeconds: 4 } : {}),
    plugins: [okOnly, onlyFreshUsers],
  });
}

const staticFiles = new CacheFirst({
  cacheName: 'tokri-static',
  plugins: [okOnly, new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 60 * 60 * 24 * 365 })],
});
const images = new CacheFirst({
  cacheName: 'tokri-images',
  plugins: [
    new CacheableResponsePlugin({ statuses: [0, 200] }),
    new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 60 * 60 * 24 * 30, purgeOnQuotaError: true }),
  ],
});
const kindOf = ({ request, url }: { request: Request; url: URL }): CacheRouteKind =>
  cacheRouteFor({ method: request.method, mode: request.mode, url, origin: self.location.origin });

/** The precache and the routes of cache-routes.ts, each kind to its Workbox strategy. */
function cacheForOffline() {
  precacheAndRoute(self.__WB_MANIFEST);
  const appShell = createHandlerBoundToURL('index.html');
  registerRoute((options) => kindOf(options) === 'app-shell', appShell);
  registerRoute((options) => kindOf(options) === 'static', staticFiles);
  registerRoute((options) => kindOf(options) === 'images', images);
  registerRoute(
    (options) => {
      const kind = kindOf(options);
      return kind === 'catalogue' || kind === 'personal';
    },
    async (options) => {
      const kind = kindOf(options) as 'catalogue' | 'personal';
      const cacheName = userCacheName(options.request.headers.get('authorization'));
      // Not signed in: nothing of it is kept.
      if (!cacheName) return fetch(options.request);
      return userStrategy(kind, cacheName).handle(options);
    },
  );
}

async function clearPersonalCaches() {
  personalCachesClearedAt = Date.now();
  const names = await caches.keys();
  await Promise.all(
    names.filter((name) => name.startsWith(USER_CACHE_PREFIX)).map((name) => caches.delete(name)),
  );
}

/** The first visit's own files (its page chunks, images) arrived before this worker controlled the page. */
async function cacheLoadedFiles(urls: unknown) {
  if (!Array.isArray(urls)) return;
  const byCache: Record<string, string[]> = { 'tokri-static': [], 'tokri-images': [] };
  for (const href of urls) {
    if (typeof href !== 'string') continue;
    const url = new URL(href, self.location.origin);
    const kind = cacheRouteFor({ method: 'GET', mode: 'no-cors', url, origin: self.location.origin });
    if (kind === 'static') byCache['tokri-static']?.push(url.href);
    if (kind === 'images') byCache['tokri-images']?.push(url.href);
  }
  await Promise.all(
    Object.entries(byCache).map(async ([name, list]) => {
      const cache = await caches.open(name);
      await Promise.all(list.map((url) => cache.add(url).catch(() => undefined)));
    }),
  );
}

self.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown; urls?: unknown } | null;
  if (data?.type === SKIP_WAITING) void self.skipWaiting();
  if (data?.type === CLEAR_PERSONAL_CACHES) event.waitUntil(clearPersonalCaches());
  if (data?.type === CACHE_URLS) event.waitUntil(cacheLoadedFiles(data.urls));
});

listenForPush(self);
// The development server's worker (vite dev) only shows pushes: caching there would hide every code change.
if (import.meta.env.PROD) cacheForOffline();
