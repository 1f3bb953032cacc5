/// <reference lib="webworker" />

/** Where a notification without a usable link opens. */
const FALLBACK_URL = '/notifications';

/** A link from a push message, only if it stays on our own origin (anything else opens the fallback). */
export function sameOriginPath(url: unknown, origin: string): string {
  try {
    const target = new URL(typeof url === 'string' ? url : FALLBACK_URL, origin);
    return target.origin === origin ? target.href : new URL(FALLBACK_URL, origin).href;
  } catch {
    return new URL(FALLBACK_URL, origin).href;
  }
}

interface PushPayload {
  title?: unknown;
  body?: unknown;
  url?: unknown;
  tag?: unknown;
}

/** Web Push: the server sends JSON `{ title, body, url, tag }`; a tap focuses or opens that page. */
export function listenForPush(worker: ServiceWorkerGlobalScope) {
  const origin = worker.location.origin;
  worker.addEventListener('push', (event) => {
    let data: PushPayload = {};
    try {
      data = (event.data ? event.data.json() : {}) as PushPayload;
    } catch {
      data = { body: event.data ? event.data.text() : '' };
    }
    const options: NotificationOptions = {
      body: typeof data.body === 'string' ? data.body : '',
      icon: '/pwa-192x192.png',
      badge: '/favicon.svg',
      data: { url: sameOriginPath(data.url, origin) },
    };
    if (typeof data.tag === 'string' && data.tag) options.tag = data.tag;
    event.waitUntil(
      worker.registration.showNotification(typeof data.title === 'string' ? data.title : 'Tokri', options),
    );
  });

  worker.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const url = sameOriginPath((event.notification.data as { url?: unknown } | null)?.url, origin);
    event.waitUntil(
      worker.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
        const open = windows.find((client) => client.url === url);
        if (open) return open.focus();
        return worker.clients.openWindow(url);
      }),
    );
  });
}
