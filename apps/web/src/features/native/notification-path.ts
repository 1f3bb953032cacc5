/**
 * The in-app path a tapped notification opens (its data's `url`, e.g. `/orders/123`), only on this app's own
 * origin: a push can carry any text, and a tap must not take the shopper to another site or run a
 * `javascript:` address (as the web's service worker does).
 */
export function notificationPath(data: unknown, origin: string): string | null {
  const url = (data as { url?: unknown } | null | undefined)?.url;
  if (typeof url !== 'string' || url.length === 0) return null;
  let target: URL;
  try {
    target = new URL(url, origin);
  } catch {
    return null;
  }
  if (target.origin !== origin) return null;
  return `${target.pathname}${target.search}${target.hash}`;
}

/** A tap's destination: a page of the app, or a number the phone dials ("call" dials the order's store). */
export type NotificationTarget = { path: string } | { dial: string };

function actionsOf(data: unknown): { action?: unknown; url?: unknown }[] {
  const raw = (data as { actions?: unknown } | null | undefined)?.actions;
  try {
    // FCM data values are strings: the server sends the buttons as JSON.
    const list = typeof raw === 'string' ? JSON.parse(raw) : raw;
    return Array.isArray(list) ? list : [];
  } catch {
    return [];
  }
}

/**
 * Where a tap on a native notification leads (issue 32 item 2): the tapped button's page or number (its
 * `actionId`, from the `actions` in the FCM data), or for a tap on the notification itself ('tap') its `url`.
 * A button the data does not name, or one leading off the app, falls back to the notification's own page.
 */
export function notificationTarget(
  data: unknown,
  actionId: string,
  origin: string,
): NotificationTarget | null {
  if (actionId && actionId !== 'tap') {
    const url = actionsOf(data).find((action) => action?.action === actionId)?.url;
    if (typeof url === 'string' && /^tel:\+?[0-9]{6,15}$/.test(url)) return { dial: url };
    const path = notificationPath({ url }, origin);
    if (path) return { path };
  }
  const path = notificationPath(data, origin);
  return path ? { path } : null;
}
