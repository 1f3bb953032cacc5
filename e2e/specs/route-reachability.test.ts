import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleChromeTexts } from '../../apps/web/src/app/role-chrome/texts.js';
import { type AppServer, startAppServer } from '../support/app-server.js';
import { axeViolations } from '../support/axe.js';
import { launchChromium } from '../support/chromium.js';
import {
  apiCall,
  DEMO_ADMIN,
  DEMO_CUSTOMER,
  DEMO_PASSWORD,
  DEMO_RIDER,
  phoneContext,
  placeCashOrder,
} from '../support/shopper.js';

/**
 * Issue 32 item 1 and its acceptance: every route of the router is reached by a link from its role's landing page
 * (an installed app has no address bar). For each role this signs in through the real form, checks where it lands
 * (ADR 0074), then walks the app breadth-first: on each page it opens the disclosures (the console's menu, the
 * notification bell) and follows every in-app link (`a[href]`, which is how the app navigates; notification actions
 * are links in the bell). Each URL is mapped to its router pattern; a route reached by no link fails the test,
 * unless it is listed below with why it is entered from outside.
 */

const ROUTER_SOURCE = readFileSync(new URL('../../apps/web/src/app/router.tsx', import.meta.url), 'utf8');
/** Every `path:` of the route table, as the router has it (the source of truth; a new route is checked at once). */
const ROUTER_PATTERNS = [...ROUTER_SOURCE.matchAll(/\bpath: '([^']+)'/g)].map((match) => match[1] as string);

/** Routes no link has to lead to, each with why. */
const ENTERED_FROM_OUTSIDE: Record<string, string> = {
  '/': 'the app start: it redirects to the landing page, which is what is checked',
  '*': 'the not-found page: no link should lead to it',
  '/splash': 'signed out only: the first screen before sign-in (the journeys start there)',
  '/auth': 'signed out only: the sign-in screen (signing out leads to it)',
  '/auth/callback': 'opened from the emailed sign-up, reset and rider-invite links',
  '/checkout/payment': 'the payment gateway sends the customer back here with the signed result',
  '/confirmation':
    'shown after the Place order button succeeds (a form, not a link; the checkout journeys place orders)',
};

type Role = 'customer' | 'admin' | 'rider';
const ACCOUNTS: Record<Role, { email: string; landing: string }> = {
  customer: { email: DEMO_CUSTOMER, landing: '/home' },
  admin: { email: DEMO_ADMIN, landing: '/admin' },
  rider: { email: DEMO_RIDER, landing: '/delivery' },
};

/** Pages every role has (their profile, settings, help, notifications, privacy rights and the policies). */
const SHARED = [
  /^\/(profile|settings|notifications|push-notifications)$/,
  /^\/support(\/|$)/,
  /^\/privacy\//,
  /^\/(privacy-policy|terms-conditions|shipping-policy|refund-policy|about)$/,
];
const isShared = (pattern: string) => SHARED.some((page) => page.test(pattern));
const roleOf = (pattern: string): Role | 'shared' =>
  pattern.startsWith('/admin')
    ? 'admin'
    : pattern === '/delivery'
      ? 'rider'
      : isShared(pattern)
        ? 'shared'
        : 'customer';

/** What an admin or a rider needs besides their own part: their profile, language, help and notifications. */
const WORK_SHARED = ['/profile', '/settings', '/notifications', '/support'];

/** Which routes each role must reach; the admin and rider crawls stay in their own part and the shared pages. */
const expectedFor = (role: Role) =>
  ROUTER_PATTERNS.filter((pattern) => !(pattern in ENTERED_FROM_OUTSIDE)).filter((pattern) => {
    const owner = roleOf(pattern);
    if (role === 'customer') return owner === 'customer' || owner === 'shared';
    return owner === role || WORK_SHARED.includes(pattern);
  });
const walksInto = (role: Role, pattern: string) => {
  const owner = roleOf(pattern);
  return owner === 'shared' || owner === role;
};

function patternOf(pathname: string): string | null {
  const have = pathname.split('/').filter(Boolean);
  // Literal segments win over parameters (/admin/products/new before /admin/products/:id).
  const candidates = ROUTER_PATTERNS.filter((pattern) => {
    const want = pattern.split('/').filter(Boolean);
    return (
      pattern !== '*' &&
      want.length === have.length &&
      want.every((segment, i) => segment.startsWith(':') || segment === have[i])
    );
  });
  candidates.sort((a, b) => (a.match(/:/g)?.length ?? 0) - (b.match(/:/g)?.length ?? 0));
  return candidates[0] ?? null;
}

let server: AppServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchChromium()]);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function signInByForm(page: Page, email: string) {
  await page.goto(`${server.url}/auth`);
  await page.locator('input[name="identifier"]').fill(email);
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.locator('form button[type="submit"]').first().click();
  await page.waitForURL((url) => url.pathname !== '/auth');
  // Where the app went on its own: the landing by role.
  await page.waitForLoadState('load');
}

/** The console's and the rider app's header: axe finds nothing serious, and every target is at least 44 px. */
async function expectRoleChromeUsable(page: Page, role: 'admin' | 'rider') {
  const chrome = `[data-testid="${role}-chrome"]`;
  await page.locator(chrome).waitFor();
  const serious = (await axeViolations(page, chrome)).filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(serious).toEqual([]);
  const targets = page.locator(`${chrome} a, ${chrome} button`);
  for (let i = 0; i < (await targets.count()); i += 1) {
    const box = await targets.nth(i).boundingBox();
    expect(
      Math.min(box?.width ?? 0, box?.height ?? 0),
      (await targets.nth(i).getAttribute('aria-label')) ?? (await targets.nth(i).textContent()) ?? '',
    ).toBeGreaterThanOrEqual(44);
  }
  // No shop header with its cart, and no shop bottom navigation.
  expect(await page.getByTestId('cart-link').count()).toBe(0);
  expect(await page.locator('nav.fixed.bottom-0').count()).toBe(0);
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
}

/** Opens what a person would open to see more links: menus and the bell (buttons that expand something). */
async function linksBehindDisclosures(page: Page): Promise<string[]> {
  const found: string[] = [];
  const buttons = (await page.locator('button[aria-expanded="false"]').elementHandles()).slice(0, 6);
  for (const button of buttons) {
    const opened = await button
      .click({ timeout: 1_000 })
      .then(() => true)
      .catch(() => false);
    if (!opened) continue;
    await settle(page);
    found.push(...(await linksOn(page)));
  }
  return found;
}

async function linksOn(page: Page): Promise<string[]> {
  return page.$$eval('a[href]', (anchors) =>
    anchors
      .filter((anchor) => !anchor.hasAttribute('download'))
      .map((anchor) => (anchor as HTMLAnchorElement).href),
  );
}

/** Breadth-first from the landing page: which router patterns a link reaches, and from where. */
async function crawl(page: Page, role: Role, landing: string): Promise<Map<string, string>> {
  const origin = new URL(server.url).origin;
  const reachedFrom = new Map<string, string>([[patternOf(landing) ?? landing, '(landing)']]);
  const queue = [landing];
  const visitedPatterns = new Set<string>();
  while (queue.length > 0) {
    const path = queue.shift() as string;
    const pattern = patternOf(new URL(path, origin).pathname);
    if (!pattern || visitedPatterns.has(pattern)) continue;
    visitedPatterns.add(pattern);
    await page.goto(`${origin}${path}`);
    await settle(page);
    const found = new Set(await linksOn(page));
    for (const href of await linksBehindDisclosures(page)) found.add(href);
    for (const href of found) {
      const url = new URL(href);
      if (url.origin !== origin || url.pathname.startsWith('/api/')) continue;
      const target = patternOf(url.pathname);
      if (!target) continue;
      if (!reachedFrom.has(target)) reachedFrom.set(target, path);
      if (walksInto(role, target) && !visitedPatterns.has(target)) queue.push(`${url.pathname}${url.search}`);
    }
  }
  return reachedFrom;
}

describe('every route is reached by tapping from its role’s landing page (issue 32)', () => {
  it('lists the routes of the router, each with a role or a reason it is entered from outside', () => {
    expect(ROUTER_PATTERNS.length).toBeGreaterThan(60);
    for (const pattern of Object.keys(ENTERED_FROM_OUTSIDE))
      expect(ROUTER_PATTERNS, pattern).toContain(pattern);
    expect(expectedFor('admin')).toContain('/admin/subscription-fixer');
    expect(expectedFor('rider')).toEqual(expect.arrayContaining(['/delivery', '/profile', '/support']));
    expect(expectedFor('customer')).toContain('/support/bug');
  });

  it.each(['customer', 'admin', 'rider'] as const)(
    'when the demo %s signs in, then they land on their own page and every route of theirs is linked',
    async (role) => {
      const { email, landing } = ACCOUNTS[role];
      const context = await phoneContext(browser, 'en', { bypassCSP: true });
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      try {
        await signInByForm(page, email);
        expect(new URL(page.url()).pathname).toBe(landing);
        if (role !== 'customer') await expectRoleChromeUsable(page, role);
        if (role === 'customer') {
          // Data the pages with an id need: an order (detail, tracking, invoice, rating, order help) delivered by
          // the store, and a request of the customer's (a bug report) for the tickets.
          const home = await apiCall<Record<string, { id: string }[]>>(page, '/api/home');
          const products = [...(home.bestDeals ?? []), ...(home.trending ?? [])].slice(0, 3);
          const order = await placeCashOrder(
            page,
            products.map((product) => ({ productId: product.id, quantity: 3 })),
          );
          await apiCall(page, '/api/support/bugs', {
            method: 'POST',
            body: {
              title: 'The map is slow',
              priority: 'low',
              description: 'The delivery map takes a while to draw on my phone.',
              device: { appVersion: '1.0.0', userAgent: 'e2e', viewport: '360x740', language: 'en' },
            },
          });
          const admin = await (await phoneContext(browser, 'en')).newPage();
          await signInByForm(admin, DEMO_ADMIN);
          for (const status of ['confirmed', 'preparing', 'out_for_delivery']) {
            await apiCall(admin, `/api/admin/orders/${order.id}/status`, {
              method: 'PATCH',
              body: { status },
            });
          }
          const { order: placed } = await apiCall<{ order: { totalPaise: number } }>(
            page,
            `/api/orders/${order.id}`,
          );
          await apiCall(admin, `/api/admin/orders/${order.id}/deliver`, {
            method: 'POST',
            body: { reason: 'e2e: the store delivered it', cashCollectedPaise: placed.totalPaise },
          });
          await admin.context().close();
          // A cart above the minimum order, as when a customer goes to the checkout (the cart links it only then).
          for (const product of products) {
            await apiCall(page, '/api/cart/items', {
              method: 'POST',
              body: { productId: product.id, quantity: 3, variantId: null },
            });
          }
        }
        const reached = await crawl(page, role, landing);
        const missing = expectedFor(role).filter((pattern) => !reached.has(pattern));
        expect(missing, `routes no link reaches from ${landing}`).toEqual([]);
        if (role === 'customer') {
          // A customer who finds the rider app is told whom it is for, not "only for administrators".
          await page.goto(`${server.url}/delivery`);
          const refused = page.getByTestId('forbidden');
          await refused.getByText(roleChromeTexts.texts.en.forbidden.riderBody).waitFor();
          await refused.getByRole('link', { name: roleChromeTexts.texts.en.goTo.customer }).waitFor();
        }
      } finally {
        await context.close();
      }
    },
    600_000,
  );
});
