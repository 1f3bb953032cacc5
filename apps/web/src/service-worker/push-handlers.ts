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

/** A button's link: a page of ours, or a phone number to dial ("call" dials the order's store). */
export function actionTarget(url: unknown, origin: string): string {
  if (typeof url === 'string' && /^tel:\+?[0-9]{6,15}$/.test(url)) return url;
  return sameOriginPath(url, origin);
}

interface PushPayload {
  title?: unknown;
  body?: unknown;
  url?: unknown;
  tag?: unknown;
  actions?: unknown;
}

/** What the shown notification keeps for its taps: the default link and each button's. */
export interface TapData {
  url: string;
  actions: Record<string, string>;
}

/**
 * The notification a push shows (issue 32 item 2): its title, text and buttons (Web Push `actions`, as many as
 * the browser shows), each button's link kept in `data` for the tap.
 */
export function notificationFromPush(
  data: PushPayload,
  origin: string,
  maxActions: number,
): { title: string; options: NotificationOptions & { actions?: { action: string; title: string }[] } } {
  const buttons = (Array.isArray(data.actions) ? data.actions : [])
    .filter(
      (item): item is { action: string; title: string; url: unknown } =>
        typeof item?.action === 'string' && item.action !== '' && typeof item?.title === 'string',
    )
    .slice(0, Math.max(0, maxActions));
  const tap: TapData = {
    url: sameOriginPath(data.url, origin),
    actions: Object.fromEntries(buttons.map((button) => [button.action, actionTarget(button.url, origin)])),
  };
  const options: NotificationOptions & { actions?: { action: string; title: string }[] } = {
    body: typeof data.body === 'string' ? data.body : '',
    icon: '/pwa-192x192.png',
    badge: '/favicon.svg',
    data: tap,
  };
  if (buttons.length > 0)
    options.actions = buttons.map((button) => ({ action: button.action, title: button.title }));
  if (typeof data.tag === 'string' && data.tag) options.tag = data.tag;
  return { title: typeof data.title === 'string' ? data.title : 'Tokri', options };
}

/** Where a tap leads: the tapped button's link, or the notification's own for a tap on its body. */
export function tapTarget(data: unknown, action: string, origin: string): string {
  const tap = (data ?? {}) as Partial<TapData>;
  const forAction = action ? tap.actions?.[action] : undefined;
  return forAction ? actionTarget(forAction, origin) : sameOriginPath(tap.url, origin);
}

/** How many buttons the browser shows (Notification.maxActions; 2 where it is not told). */
function browserMaxActions(): number {
  const max = (globalThis as { Notification?: { maxActions?: number } }).Notification?.maxActions;
  return typeof max === 'number' ? max : 2;
}

/**
 * Web Push: the server sends JSON `{ title, body, url, tag, actions: [{action, title, url}] }`; the notification
 * shows the buttons, and a tap focuses or opens the tapped button's page (or the notification's own), or dials.
 */
export function listenForPush(worker: ServiceWorkerGlobalScope) {
  const origin = worker.location.origin;
  worker.addEventListener('push', (event) => {
    let data: PushPayload = {};
    try {
      data = (event.data ? event.data.json() : {}) as PushPayload;
    } catch {
      data = { body: event.data ? event.data.text() : '' };
    }
    const { title, options } = notificationFromPush(data, origin, browserMaxActions());
    event.waitUntil(worker.registration.showNotification(title, options));
  });

  worker.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const url = tapTarget(event.notification.data, event.action, origin);
    event.waitUntil(
      worker.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
        const open = windows.find((client) => client.url === url);
        if (open) return open.focus();
        return worker.clients.openWindow(url);
      }),
    );
  });
}
