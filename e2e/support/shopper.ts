import type { Browser, BrowserContext, Page } from 'playwright-core';
import { PHONE } from './screenshots.js';

/** The demo accounts (apps/server/src/db/seed/demo-accounts.ts). */
export const DEMO_CUSTOMER = 'customer@tokri.in';
export const DEMO_ADMIN = 'admin@tokri.in';
/** The demo delivery partner (a delivery-domain email with a delivery_agents row). */
export const DEMO_RIDER = 'rider@delivery.tokri.in';
export const DEMO_PASSWORD = 'tokri-demo-123';

export type Language = 'en' | 'hi' | 'te';

/** A 360×740 phone in IST with the app's language already chosen (so the language dialog stays shut). */
export async function phoneContext(
  browser: Browser,
  language: Language,
  options: {
    geolocation?: { latitude: number; longitude: number };
    /** For specs that inject axe (e2e/support/axe.ts), which the app's strict CSP would block. */
    bypassCSP?: boolean;
  } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: PHONE,
    colorScheme: 'light',
    locale: language === 'en' ? 'en-IN' : `${language}-IN`,
    timezoneId: 'Asia/Kolkata',
    ...(options.geolocation ? { geolocation: options.geolocation, permissions: ['geolocation'] } : {}),
    ...(options.bypassCSP ? { bypassCSP: true } : {}),
  });
  // Only the first page load: a test may switch the language later and reload.
  await context.addInitScript((value) => {
    if (!localStorage.getItem('preferred_language')) localStorage.setItem('preferred_language', value);
  }, language);
  return context;
}

/** Where each demo account lands after signing in (ADR 0074: the console, the rider app, the shop). */
export function landingOf(email: string): string {
  if (email === DEMO_ADMIN) return '/admin';
  return email === DEMO_RIDER ? '/delivery' : '/home';
}

/**
 * Signs in through the real form (the labels are the same in every language's test: English first visit), waits
 * for the account's own landing page, then opens `landOn`.
 */
export async function signIn(page: Page, baseUrl: string, email: string, landOn = '/home') {
  await page.goto(`${baseUrl}/auth`);
  await page.locator('input[name="identifier"]').fill(email);
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.locator('form button[type="submit"]').first().click();
  await page.waitForURL((url) => url.pathname === landingOf(email));
  if (landOn !== landingOf(email)) await page.goto(`${baseUrl}${landOn}`);
}

/** A call from inside the signed-in page, with the session the app itself uses. */
export async function apiCall<T>(
  page: Page,
  path: string,
  options: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<T> {
  return page.evaluate(
    async ({ url, method, body, extra }) => {
      const stored = JSON.parse(localStorage.getItem('tokri-auth-token') ?? '{}') as { accessToken?: string };
      const headers: Record<string, string> = { authorization: `Bearer ${stored.accessToken}`, ...extra };
      if (body !== undefined) headers['content-type'] = 'application/json';
      const response = await fetch(url, {
        method,
        headers,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
      return response.json();
    },
    { url: path, method: options.method ?? 'GET', body: options.body, extra: options.headers ?? {} },
  ) as Promise<T>;
}

export interface PlacedOrder {
  id: string;
  shortId: string;
  trackingId: string | null;
  status: string;
  paymentStatus: string;
}

export const PRIYA_ADDRESS = {
  contactName: 'Priya Sharma',
  contactPhone: '9876543210',
  house: 'Flat 402, Lakeview Apartments',
  street: '12th Main Road',
  area: 'Indiranagar',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560038',
};

/** Fills the cart through the API and places a cash-on-delivery order to Priya's address (or the one given). */
export async function placeCashOrder(
  page: Page,
  lines: { productId: string; quantity: number }[],
  address: typeof PRIYA_ADDRESS & { landmark?: string; lat?: number; lng?: number } = PRIYA_ADDRESS,
): Promise<PlacedOrder> {
  for (const line of lines) {
    await apiCall(page, '/api/cart/items', { method: 'POST', body: { ...line, variantId: null } });
  }
  const { order } = await apiCall<{ order: PlacedOrder }>(page, '/api/checkout', {
    method: 'POST',
    headers: { 'idempotency-key': `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}` },
    body: { address, paymentMethod: 'cod' },
  });
  return order;
}
