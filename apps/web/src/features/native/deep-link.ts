/** The shop's domain for https app links (Android app links, iOS universal links); a build setting. */
export const APP_LINK_HOST: string = import.meta.env.VITE_APP_LINK_HOST || 'tokri.in';

const ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The in-app path a path of a deep link opens, or null when it is not one the app opens from outside. */
function routeFor(segments: string[], search: string): string | null {
  const [first, id, extra, ...rest] = segments;
  if (rest.length > 0) return null;
  if (first === 'orders' && id === undefined) return '/orders';
  if ((first === 'orders' || first === 'track-order') && id !== undefined && ID.test(id)) {
    if (first === 'orders' && extra === undefined) return `/orders/${id}`;
    if ((first === 'orders' && extra === 'track') || (first === 'track-order' && extra === undefined)) {
      return `/track-order/${id}`;
    }
  }
  // The payment gateway's return: the page checks the signed result itself.
  if (first === 'checkout' && id === 'payment' && extra === undefined) return `/checkout/payment${search}`;
  if (first === 'home' && id === undefined) return '/home';
  return null;
}

/**
 * Issue 17: where a link that opened the shell leads: `tokri://orders/123`, `https://tokri.in/orders/123/track`,
 * the payment return `https://tokri.in/checkout/payment?...`. Only the app's own scheme and domain and only
 * these routes: anything else (another host, plain http, javascript:, an unknown path) gives null.
 */
export function deepLinkToPath(link: string, appLinkHost: string = APP_LINK_HOST): string | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  let path: string;
  if (url.protocol === 'tokri:') {
    // tokri://orders/123 parses "orders" as the host; tokri:///orders/123 has it in the path.
    path = `/${url.host}${url.pathname}`;
  } else if (url.protocol === 'https:' && url.hostname === appLinkHost && !url.port && !url.username) {
    path = url.pathname;
  } else {
    return null;
  }
  const segments = path.split('/').filter(Boolean);
  if (segments.some((segment) => segment.startsWith('.') || segment.includes('%'))) return null;
  return routeFor(segments, url.search);
}
