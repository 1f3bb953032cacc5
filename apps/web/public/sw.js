/*
 * Tokri's service worker: Web Push only. It caches nothing, so a new build is never hidden behind an old
 * one. The server sends JSON { title, body, url, tag }.
 */
const FALLBACK_URL = '/notifications';

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

function sameOriginPath(url) {
  try {
    const target = new URL(typeof url === 'string' ? url : FALLBACK_URL, self.location.origin);
    return target.origin === self.location.origin
      ? target.href
      : new URL(FALLBACK_URL, self.location.origin).href;
  } catch {
    return new URL(FALLBACK_URL, self.location.origin).href;
  }
}

self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  const options = {
    body: typeof data.body === 'string' ? data.body : '',
    icon: '/favicon.svg',
    badge: '/favicon.svg',
    data: { url: sameOriginPath(data.url) },
  };
  if (typeof data.tag === 'string' && data.tag) options.tag = data.tag;
  event.waitUntil(
    self.registration.showNotification(typeof data.title === 'string' ? data.title : 'Tokri', options),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = sameOriginPath(event.notification.data?.url);
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === url);
      if (open) return open.focus();
      return self.clients.openWindow(url);
    }),
  );
});
