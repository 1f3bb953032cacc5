import { USER_CACHE_PREFIX } from '../../service-worker/cache-routes.js';
import { CLEAR_PERSONAL_CACHES } from '../../service-worker/worker-messages.js';

/**
 * The one service worker (src/service-worker/sw.ts, built by vite-plugin-pwa): offline, updates and Web Push.
 * The development server serves it, unbundled, as a module under vite-plugin-pwa's own name.
 */
export const SERVICE_WORKER_URL = import.meta.env.DEV ? '/dev-sw.js?dev-sw' : '/sw.js';

let registration: Promise<ServiceWorkerRegistration> | undefined;

/** Registers the worker once per page load; Web Push and the update prompt share this registration. */
export function registerServiceWorker(): Promise<ServiceWorkerRegistration> {
  registration ??= navigator.serviceWorker.register(SERVICE_WORKER_URL, {
    scope: '/',
    type: import.meta.env.DEV ? 'module' : 'classic',
  });
  return registration;
}

/**
 * Forgets every response cached for a signed-in user (cart, orders, profile, the catalogue they saw), on
 * this device. Called on every sign-out; the worker also stops caching replies to requests already on the way.
 */
export async function clearPersonalCaches(): Promise<void> {
  if (typeof navigator !== 'undefined' && navigator.serviceWorker?.controller) {
    navigator.serviceWorker.controller.postMessage({ type: CLEAR_PERSONAL_CACHES });
  }
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(
    names.filter((name) => name.startsWith(USER_CACHE_PREFIX)).map((name) => caches.delete(name)),
  );
}
