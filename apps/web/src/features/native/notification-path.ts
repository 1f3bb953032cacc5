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
