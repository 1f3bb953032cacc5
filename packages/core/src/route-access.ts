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
  /** `area`: whose part of the app refused, so the page can say who it is for (the console or the rider app). */
  | { type: 'forbidden'; area: 'admin' | 'rider' }
  | { type: 'notFound' };

/** The three parts of the app (issue 32 item 1, ADR 0074): the shop, the admin console, the rider app. */
export type AppArea = 'customer' | 'admin' | 'rider';

export const AREA_LANDING: Readonly<Record<AppArea, string>> = {
  customer: '/home',
  admin: '/admin',
  rider: '/delivery',
};

/** The part of the app a signed-in person works in first: an admin runs the shop, a rider delivers, others shop. */
export function primaryArea(viewer: Pick<Viewer, 'isAdmin' | 'isDeliveryPartner'>): AppArea {
  if (viewer.isAdmin) return 'admin';
  return viewer.isDeliveryPartner ? 'rider' : 'customer';
}

/** Where a signed-in person lands after sign-in, after setting a password and at app start. */
export function landingPathFor(viewer: Pick<Viewer, 'isAdmin' | 'isDeliveryPartner'>): string {
  return AREA_LANDING[primaryArea(viewer)];
}

/** Pages of every part of the app: they keep the chrome of the part the person came from. */
const SHARED_PAGES = [
  /^\/(profile|settings|notifications|push-notifications)$/,
  /^\/support(\/|$)/,
  /^\/privacy\//,
  /^\/(privacy-policy|terms-conditions|shipping-policy|refund-policy|about)$/,
];

/** The part of the app a page belongs to; `null` for a page of every part (profile, settings, help, policies). */
export function areaOfPath(pathname: string): AppArea | 'signIn' | null {
  const rule = findRouteRule(pathname);
  if (!rule) return null;
  if (rule.access === 'signedOut' || rule.pattern === '/auth/callback') return 'signIn';
  if (rule.access === 'admin') return 'admin';
  if (rule.access === 'rider') return 'rider';
  return SHARED_PAGES.some((page) => page.test(rule.pattern)) ? null : 'customer';
}

function mayWorkIn(area: AppArea, viewer: Viewer): boolean {
  if (area === 'admin') return viewer.isAdmin;
  if (area === 'rider') return viewer.isAdmin || viewer.isDeliveryPartner;
  return true;
}

/**
 * Which chrome (header and navigation) a page is drawn in (ADR 0074): none on the sign-in pages; the console's on
 * admin pages and the rider app's on /delivery, never the shop's header with its cart; a shared page keeps the
 * chrome of the part the person last worked in (`lastArea`), else their own; a visitor sees the shop's.
 */
export function chromeFor(pathname: string, viewer: Viewer, lastArea: AppArea | null): AppArea | 'none' {
  const area = areaOfPath(pathname);
  if (area === 'signIn') return 'none';
  if (!viewer.signedIn) return 'customer';
  if (area !== null) return mayWorkIn(area, viewer) ? area : primaryArea(viewer);
  return lastArea && mayWorkIn(lastArea, viewer) ? lastArea : primaryArea(viewer);
}

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

function mayOpen(rule: RouteRule, viewer: Viewer): boolean {
  switch (rule.access) {
    case 'public':
      return true;
    case 'signedOut':
      return !viewer.signedIn;
    case 'signedIn':
      return viewer.signedIn;
    case 'admin':
      return viewer.signedIn && viewer.isAdmin;
    case 'rider':
      return viewer.signedIn && (viewer.isAdmin || viewer.isDeliveryPartner);
  }
}

/**
 * Where a person who has just signed in goes: back to `redirectTo` when it is a same-site page their role may
 * open (a customer sent from /admin/orders is not sent back to a "not allowed" page), else their role's landing.
 */
export function afterSignInPath(redirectTo: string | null | undefined, viewer: Viewer): string {
  const landing = landingPathFor(viewer);
  if (!redirectTo || safeRedirectTarget(redirectTo) !== redirectTo) return landing;
  const [pathname = ''] = redirectTo.split(/[?#]/, 1);
  const rule = findRouteRule(pathname);
  return rule && rule.access !== 'signedOut' && mayOpen(rule, viewer) ? redirectTo : landing;
}

export function decideRouteAccess(pathname: string, search: string, viewer: Viewer): RouteDecision {
  if (pathname === '/' || pathname === '') {
    // App start (the installed app opens "/"): a signed-in person goes straight to their own part of the app.
    return { type: 'redirect', to: viewer.signedIn ? landingPathFor(viewer) : '/splash' };
  }
  const rule = findRouteRule(pathname);
  if (!rule) return { type: 'notFound' };
  switch (rule.access) {
    case 'public':
      return { type: 'render', rule };
    case 'signedOut': {
      const updatingPassword = /(?:^\?|&)action=update-password(?:&|$)/.test(search);
      if (viewer.signedIn && !(rule.pattern === '/auth' && updatingPassword)) {
        return { type: 'redirect', to: afterSignInPath(searchParam(search, 'redirectTo'), viewer) };
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
      return mayOpen(rule, viewer) ? { type: 'render', rule } : { type: 'forbidden', area: rule.access };
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
