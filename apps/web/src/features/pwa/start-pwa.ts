import { CACHE_URLS, SKIP_WAITING } from '../../service-worker/worker-messages.js';
import { registerServiceWorker } from '../../shared/service-worker/service-worker.js';
import { manifestFileName } from './manifest-file.js';

/** A long-open tab still hears about a new version (the browser itself checks only on page loads). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Points <link rel="manifest"> at the interface language's manifest, so an install names the app in it. It
 * follows <html lang>, which the app sets on every language change (i18n/index.ts), so the shell need not
 * carry this code.
 */
function followLanguageWithManifest() {
  const html = document.documentElement;
  const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  const follow = () => {
    const language = html.lang === 'hi' || html.lang === 'te' ? html.lang : 'en';
    if (link) link.href = `/${manifestFileName(language)}`;
  };
  follow();
  new MutationObserver(follow).observe(html, { attributes: true, attributeFilter: ['lang'] });
}

/** Hands the worker what this page loaded before it took control, so the first visit also opens offline. */
function keepWhatWasLoaded() {
  void navigator.serviceWorker.ready.then((registration) => {
    const urls = performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((url) => url.startsWith(`${window.location.origin}/`));
    registration.active?.postMessage({ type: CACHE_URLS, urls });
  });
}

/**
 * Registers the service worker (after the first screen; App calls this) and offers "Update available" when a
 * new version has installed and waits: the shopper's Reload lets it take over, and the page reloads under it.
 * The prompt's own chunk is loaded by the caller's `loadUpdatePrompt` (the shell already lists the chunks it
 * shares, so naming them there costs a few bytes instead of a list in this chunk).
 */
export function startPwa(loadUpdatePrompt: () => Promise<typeof import('./update-prompt.js')>) {
  followLanguageWithManifest();
  if (!('serviceWorker' in navigator)) return;
  let reloadRequested = false;
  const offer = (worker: ServiceWorker) => {
    void loadUpdatePrompt().then(({ showUpdatePrompt }) =>
      showUpdatePrompt(() => {
        reloadRequested = true;
        worker.postMessage({ type: SKIP_WAITING });
      }),
    );
  };
  // The first install also takes control (clientsClaim): that is no reason to reload.
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (reloadRequested) window.location.reload();
  });
  if (!navigator.serviceWorker.controller) keepWhatWasLoaded();
  void registerServiceWorker()
    .then((registration) => {
      if (registration.waiting && navigator.serviceWorker.controller) offer(registration.waiting);
      registration.addEventListener('updatefound', () => {
        const worker = registration.installing;
        worker?.addEventListener('statechange', () => {
          if (worker.state === 'installed' && navigator.serviceWorker.controller) offer(worker);
        });
      });
      setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
    })
    .catch((error: unknown) => console.warn('[pwa] The service worker did not register.', error));
}
