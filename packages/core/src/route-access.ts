/**
 * The spec's route table (§2) and who may open what. The web router renders from this table;
 * the decision function is pure so the rules are unit-tested without a browser.
 */
/** `rider`: delivery partners (and admins, who may look; the rider API itself answers only a real rider). */
export type RouteAccess = 'public' | 'signedOut' | 'signedIn' | 'admin' | 'rider';

export interface RouteRule {
  pattern: string;
  access: RouteAccess;
}

export const ROUTE_RULES: readonly RouteRule[] = [
  { pattern: '/splash', access: 'signedOut' },
  { pattern: '/auth', access: 'signedOut' },
  { pattern: '/auth/callback', access: 'public' },
  { pattern: '/home', access: 'signedIn' },
  { pattern: '/product/:id', access: 'signedIn' },
  { pattern: '/cart', access: 'signedIn' },
  { pattern: '/checkout', access: 'signedIn' },
  // Not in the spec's table: where the payment gateway sends the customer back with the signed result.
  { pattern: '/checkout/payment', access: 'signedIn' },
  // Not in the spec's table: an order's detail and its printable invoice.
  { pattern: '/orders/:orderId', access: 'signedIn' },
  { pattern: '/orders/:orderId/invoice', access: 'signedIn' },
  // Issue 16 items 4 and 5: rate a delivered order, refer and earn, rate the app.
  { pattern: '/orders/:orderId/rate', access: 'signedIn' },
  { pattern: '/refer', access: 'signedIn' },
  { pattern: '/rate-app', access: 'signedIn' },
  { pattern: '/confirmation', access: 'signedIn' },
  { pattern: '/orders', access: 'signedIn' },
  { pattern: '/profile', access: 'signedIn' },
  { pattern: '/settings', access: 'signedIn' },
  { pattern: '/support', access: 'signedIn' },
  // Not in the spec's table: help with an order, a bug report, and the customer's requests (issue 16 item 3).
  { pattern: '/support/order/:orderId', access: 'signedIn' },
  { pattern: '/support/bug', access: 'signedIn' },
  { pattern: '/support/tickets', access: 'signedIn' },
  { pattern: '/support/tickets/:ticketId', access: 'signedIn' },
  { pattern: '/delivery', access: 'rider' },
  { pattern: '/favorites', access: 'signedIn' },
  { pattern: '/subscriptions', access: 'signedIn' },
  { pattern: '/create-subscription', access: 'signedIn' },
  { pattern: '/create-subscription/:productId', access: 'signedIn' },
  { pattern: '/saved-addresses', access: 'signedIn' },
  { pattern: '/payment-methods', access: 'signedIn' },
  { pattern: '/wallet', access: 'signedIn' },
  { pattern: '/notifications', access: 'signedIn' },
  { pattern: '/frequently-bought', access: 'signedIn' },
  { pattern: '/previously-bought', access: 'signedIn' },
  { pattern: '/all-products', access: 'signedIn' },
  { pattern: '/category/:category', access: 'signedIn' },
  { pattern: '/todays-best-deals', access: 'signedIn' },
  { pattern: '/track-order/:orderId', access: 'signedIn' },
  { pattern: '/push-notifications', access: 'signedIn' },
  { pattern: '/recently-viewed', access: 'signedIn' },
  { pattern: '/admin', access: 'admin' },
  { pattern: '/admin/audit', access: 'admin' },
  { pattern: '/admin/broadcast', access: 'admin' },
  { pattern: '/admin/products', access: 'admin' },
  { pattern: '/admin/products/:id', access: 'admin' },
  { pattern: '/admin/categories', access: 'admin' },
  { pattern: '/admin/orders', access: 'admin' },
  { pattern: '/admin/coupons', access: 'admin' },
  { pattern: '/admin/ratings', access: 'admin' },
  { pattern: '/admin/refunds', access: 'admin' },
  { pattern: '/admin/support', access: 'admin' },
  { pattern: '/admin/support/:ticketId', access: 'admin' },
  { pattern: '/admin/expiring', access: 'admin' },
  { pattern: '/admin/distance-tracking', access: 'admin' },
  { pattern: '/admin/seller-locations', access: 'admin' },
  { pattern: '/admin/subscription-fixer', access: 'admin' },
  { pattern: '/admin/riders', access: 'admin' },
  { pattern: '/admin/customers', access: 'admin' },
  { pattern: '/admin/customers/:id', access: 'admin' },
  // DPDP rights (issue 16 point 7, ADR 0051), reached from the settings and profile pages.
  { pattern: '/privacy/data', access: 'signedIn' },
  { pattern: '/privacy/delete-account', access: 'signedIn' },
  { pattern: '/privacy-policy', access: 'public' },
  { pattern: '/terms-conditions', access: 'public' },
  { pattern: '/shipping-policy', access: 'public' },
  { pattern: '/refund-policy', access: 'public' },
  { pattern: '/about', access: 'public' },
];

export interface Viewer {
  signedIn: boolean;
  isAdmin: boolean;
  isDeliveryPartner: boolean;
}

export type RouteDecision =
  | { type: 'render'; rule: RouteRule }
  | { type: 'redirect'; to: string }
  | { type: 'forbidden' }
  | { type: 'notFound' };

function matches(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  if (want.length !== have.length) return false;
  return want.every((segment, i) => segment.startsWith(':') || segment === have[i]);
}

export function findRouteRule(pathname: string): RouteRule | undefined {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return ROUTE_RULES.find((rule) => matches(rule.pattern, clean));
}

/** Where a visitor sent to /auth returns after signing in. */
export function authRedirect(pathname: string, search: string): string {
  const back = `${pathname}${search}`;
  return `/auth?redirectTo=${encodeURIComponent(back)}`;
}

export function decideRouteAccess(pathname: string, search: string, viewer: Viewer): RouteDecision {
  if (pathname === '/' || pathname === '') return { type: 'redirect', to: '/splash' };
  const rule = findRouteRule(pathname);
  if (!rule) return { type: 'notFound' };
  switch (rule.access) {
    case 'public':
      return { type: 'render', rule };
    case 'signedOut': {
      const updatingPassword = /(?:^\?|&)action=update-password(?:&|$)/.test(search);
      if (viewer.signedIn && !(rule.pattern === '/auth' && updatingPassword)) {
        return { type: 'redirect', to: safeRedirectTarget(searchParam(search, 'redirectTo')) };
      }
      return { type: 'render', rule };
    }
    case 'signedIn':
      return viewer.signedIn
        ? { type: 'render', rule }
        : { type: 'redirect', to: authRedirect(pathname, search) };
    case 'admin':
    case 'rider':
      if (!viewer.signedIn) return { type: 'redirect', to: authRedirect(pathname, search) };
      return viewer.isAdmin || (rule.access === 'rider' && viewer.isDeliveryPartner)
        ? { type: 'render', rule }
        : { type: 'forbidden' };
  }
}

function searchParam(search: string, name: string): string | null {
  for (const pair of search.replace(/^\?/, '').split('&')) {
    const [key, value = ''] = pair.split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(value.replace(/\+/g, ' '));
    } catch {
      return null;
    }
  }
  return null;
}

/** Only same-site paths are followed after sign-in, never another origin. */
export function safeRedirectTarget(target: string | null | undefined): string {
  if (!target?.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return '/home';
  return target;
}
