import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshnessTexts } from '../../apps/web/src/shared/freshness/freshness-texts.js';
import { type AppServer, startAppServer } from '../support/app-server.js';
import { launchChromium } from '../support/chromium.js';
import { PHONE, screenshot } from '../support/screenshots.js';

/**
 * Issue 15 item 3: a perishable shows the best-before date of the lot first-expiry-first-out sells next, in Hindi,
 * as an IST date. The seed stocks toned milk (3-day life) in an older lot packed the day before seeding and a
 * fresher one packed that day, so the date shown is the seeding day + 2 (IST). The expected text is computed here,
 * in the browser, with Intl and the IST time zone, not with the app's own formatter.
 */
let server: AppServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let milkId: string;
let expected: string;

async function apiCall<T>(path: string, method = 'GET', body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ url, method, body }) => {
      const stored = JSON.parse(localStorage.getItem('tokri-auth-token') ?? '{}') as { accessToken?: string };
      const response = await fetch(url, {
        method,
        headers: { authorization: `Bearer ${stored.accessToken}`, 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
      return response.status === 204 ? null : response.json();
    },
    { url: path, method, body },
  ) as Promise<T>;
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchChromium()]);
  context = await browser.newContext({
    viewport: PHONE,
    colorScheme: 'light',
    locale: 'hi-IN',
    timezoneId: 'Asia/Kolkata',
  });
  page = await context.newPage();
  // Sign in (in English, the default), then switch the customer to Hindi as the language picker does.
  await page.goto(`${server.url}/cart`);
  await page.waitForURL(/\/auth\?redirectTo=%2Fcart$/);
  await page.getByLabel('Email or mobile number').fill('customer@tokri.in');
  await page.getByLabel('Password', { exact: true }).fill('tokri-demo-123');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/cart');
  await apiCall('/api/profile', 'PATCH', { preferredLanguage: 'hi' });
  await page.evaluate(() => localStorage.setItem('preferred_language', 'hi'));
  const products = await apiCall<{ items: { id: string; slug: string }[] }>(
    '/api/products?category=dairy&limit=100',
  );
  milkId = products.items.find((item) => item.slug === 'toned-milk')!.id;
  const seededAt = await page.evaluate(() => new Date().toISOString());
  expected = await page.evaluate((instant) => {
    // The IST calendar day of the seeding (en-CA formats as YYYY-MM-DD), plus two days, shown at IST noon.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(instant));
    const noon = new Date(`${today}T12:00:00+05:30`);
    const bestBefore = new Date(noon.getTime() + 2 * 24 * 60 * 60 * 1000);
    return new Intl.DateTimeFormat('hi-IN', {
      timeZone: 'Asia/Kolkata',
      dateStyle: 'medium',
      numberingSystem: 'latn',
    }).format(bestBefore);
  }, seededAt);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const label = () => freshnessTexts.texts.hi.bestBefore.replace('{{date}}', expected);

describe('freshness dates in Hindi', () => {
  it('when a perishable’s page opens in Hindi, then it shows the best-before date of the FEFO lot, in Hindi, IST', async () => {
    await page.goto(`${server.url}/product/${milkId}`);
    const note = page.getByTestId('best-before');
    await note.waitFor();
    expect(expected).toMatch(/[\u0900-\u097F]/);
    expect((await note.textContent())?.trim()).toBe(label());
    await screenshot(page, 'freshness-product-hi');
  });

  it('when the product is in the cart, then the cart line shows the same date', async () => {
    await apiCall('/api/cart/items', 'POST', { productId: milkId, variantId: null, quantity: 1 });
    await page.goto(`${server.url}/cart`);
    const line = page.getByTestId('cart-line').filter({ has: page.getByTestId('best-before') });
    await line.first().waitFor();
    expect((await line.first().getByTestId('best-before').textContent())?.trim()).toBe(label());
    await screenshot(page, 'freshness-cart-hi');
  });
});
