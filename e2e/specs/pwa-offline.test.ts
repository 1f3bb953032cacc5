import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { signUpThroughLink } from '../../apps/server/src/test-support/sign-up-link.js';
import { pwaEn } from '../../apps/web/src/features/pwa/i18n/en.js';
import { en } from '../../apps/web/src/i18n/en.js';
import { type AppServer, startAppServer } from '../support/app-server.js';
import { findChromium, launchChromium } from '../support/chromium.js';
import { PHONE, screenshot } from '../support/screenshots.js';
import { apiCall, DEMO_CUSTOMER, phoneContext, placeCashOrder, signIn } from '../support/shopper.js';

/** Issue 17 part 1 (ADR 0053): installable, offline after one visit, personal caches gone at sign-out, updates. */
let server: AppServer;
let browser: Browser;
/** The server serves a copy of the built web app, so the last test can deploy a "new build" into it. */
let dist: string;

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'tokri-pwa-dist-'));
  await cp(fileURLToPath(new URL('../../apps/web/dist/', import.meta.url)), dist, { recursive: true });
  [server, browser] = await Promise.all([startAppServer({ env: { WEB_DIST_DIR: dist } }), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (dist) await rm(dist, { recursive: true, force: true });
});

/** Waits until the service worker controls the page (the first visit's worker claims it once installed). */
async function controlled(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 20_000,
  });
}

/** Every request URL held in Cache Storage, per cache. */
function cachedUrls(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const out: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      out[name] = (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname);
    }
    return out;
  });
}

/** A PNG's width and height, from its header. */
function pngSize(bytes: Buffer) {
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('the installable app', () => {
  it('when Chromium checks the app, then it is installable, with PNG icons, a maskable icon, shortcuts and screenshots', async () => {
    // Chromium never offers to install from an incognito-like context, so this check gets a real profile.
    const profile = await mkdtemp(join(tmpdir(), 'tokri-pwa-profile-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: findChromium(),
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
      viewport: PHONE,
    });
    onTestFinished(async () => {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    });
    const page = await context.newPage();
    await page.goto(`${server.url}/auth`);
    await controlled(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: unknown[];
    };
    expect(installabilityErrors).toEqual([]);

    const manifestResponse = await fetch(`${server.url}/manifest.webmanifest`);
    expect(manifestResponse.headers.get('content-type')).toContain('application/manifest+json');
    const manifest = (await manifestResponse.json()) as {
      name: string;
      start_url: string;
      display: string;
      icons: { src: string; sizes: string; type: string; purpose?: string }[];
      shortcuts: { url: string }[];
      screenshots: { src: string; sizes: string; form_factor: string }[];
    };
    expect(manifest).toMatchObject({ start_url: '/', display: 'standalone', short_name: 'Tokri' });
    const png = manifest.icons.filter((icon) => icon.type === 'image/png');
    expect(png.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(png.some((icon) => icon.purpose === 'maskable')).toBe(true);
    expect(manifest.shortcuts.map((shortcut) => shortcut.url)).toEqual([
      '/orders',
      '/subscriptions',
      '/all-products',
    ]);
    expect(manifest.screenshots.map((shot) => shot.form_factor).sort()).toEqual(['narrow', 'wide']);
    // Every icon and screenshot is really there, at the size the manifest says.
    for (const image of [...png, ...manifest.screenshots]) {
      const response = await fetch(`${server.url}${image.src}`);
      expect(response.headers.get('content-type'), image.src).toBe('image/png');
      const { width, height } = pngSize(Buffer.from(await response.arrayBuffer()));
      expect(`${width}x${height}`, image.src).toBe(image.sizes);
    }

    // Hindi and Telugu installs name the app in their script; the page follows the interface language.
    const hindi = (await (await fetch(`${server.url}/manifest-hi.webmanifest`)).json()) as {
      short_name: string;
    };
    expect(hindi.short_name).toBe('टोकरी');
    await page.evaluate(() => {
      document.documentElement.lang = 'te';
    });
    await expect
      .poll(() => page.evaluate(() => document.querySelector('link[rel="manifest"]')?.getAttribute('href')))
      .toBe('/manifest-te.webmanifest');

    // The worker is never cached by the browser, so a new version is seen on the next visit.
    const worker = await fetch(`${server.url}/sw.js`);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    expect(worker.headers.get('content-type')).toContain('javascript');
  });
});

describe('offline after one visit', () => {
  let context: BrowserContext;
  let page: Page;
  let productUrl: string;
  let orderShortId: string;

  beforeAll(async () => {
    context = await phoneContext(browser, 'en');
    page = await context.newPage();
    await signIn(page, server.url, DEMO_CUSTOMER);
    await controlled(page);
    const order = await placeCashOrder(page, [
      { productId: await productId(page, 'grains-cereals'), quantity: 1 },
    ]);
    orderShortId = order.shortId;
    await apiCall(page, '/api/cart/items', {
      method: 'POST',
      body: { productId: await productId(page, 'dairy'), quantity: 2, variantId: null },
    });
  });

  afterAll(async () => {
    await context?.close();
  });

  it('when home, a category, a product, the cart and orders were seen and the phone goes offline (its session expiring meanwhile), then each reloads with its content and the offline banner', async () => {
    await page.goto(`${server.url}/home`);
    await page.getByTestId('product-card').first().waitFor();
    await page.goto(`${server.url}/category/dairy`);
    await page.getByTestId('product-card').first().waitFor();
    await page.getByTestId('product-card').first().getByRole('link').first().click();
    await page.waitForURL(/\/product\//);
    await page.getByTestId('product-buy-bar').waitFor();
    productUrl = page.url();
    await page.goto(`${server.url}/cart`);
    await page.getByTestId('cart-line').first().waitFor();
    await page.goto(`${server.url}/orders`);
    await page.getByTestId('order-short-id').first().waitFor();
    expect(await page.getByTestId('offline-banner').count()).toBe(0);

    await context.setOffline(true);
    // The worker's own requests are offline too: a read it never cached fails (so what shows below is its cache).
    const uncached = await page.evaluate(async () => {
      const { accessToken } = JSON.parse(localStorage.getItem('tokri-auth-token') ?? '{}') as {
        accessToken?: string;
      };
      return fetch('/api/categories/no-such-shelf', {
        headers: { authorization: `Bearer ${accessToken}` },
      }).then(
        (response) => response.status,
        () => 'failed',
      );
    });
    expect(uncached).toBe('failed');
    // An hour later: the access token has expired and cannot be refreshed offline; the screens still open.
    await page.evaluate(() => {
      const session = JSON.parse(localStorage.getItem('tokri-auth-token') ?? '{}') as { expiresAt: number };
      session.expiresAt = Math.floor(Date.now() / 1000) - 3600;
      localStorage.setItem('tokri-auth-token', JSON.stringify(session));
    });
    const screens: [string, string][] = [
      [`${server.url}/home`, 'product-card'],
      [`${server.url}/category/dairy`, 'product-card'],
      [productUrl, 'product-buy-bar'],
      [`${server.url}/cart`, 'cart-line'],
      [`${server.url}/orders`, 'order-short-id'],
    ];
    for (const [url, content] of screens) {
      const response = await page.goto(url);
      expect(response?.fromServiceWorker(), url).toBe(true);
      await page.getByTestId(content).first().waitFor({ timeout: 10_000 });
      const banner = page.getByTestId('offline-banner');
      expect(await banner.getAttribute('role'), url).toBe('status');
      expect(await banner.textContent(), url).toContain(en.offline.title);
    }
    expect(await page.getByTestId('order-short-id').first().textContent()).toContain(orderShortId);
    await screenshot(page, 'pwa-offline-orders');
    await context.setOffline(false);
    await page.getByTestId('offline-banner').waitFor({ state: 'detached' });
  });

  it('when the shopper signs out, then no cache holds their cart or orders, and the next user offline never sees them', async () => {
    const before = await cachedUrls(page);
    expect(Object.values(before).flat()).toEqual(expect.arrayContaining(['/api/cart', '/api/orders']));

    await page.goto(`${server.url}/profile`);
    await page.getByRole('button', { name: en.auth.signOut }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/auth'));
    await expect
      .poll(async () =>
        Object.values(await cachedUrls(page))
          .flat()
          .filter((path) => path.startsWith('/api/')),
      )
      .toEqual([]);
    expect(Object.keys(await cachedUrls(page)).filter((name) => name.startsWith('tokri-user-'))).toEqual([]);

    // Someone else signs in on the same phone, opens their (empty) cart, and goes offline.
    const signUp = await signUpThroughLink(server.url, {
      identifier: 'meena.pwa@example.in',
      password: 'Saffron-Lotus-Kettle-58',
      fullName: 'Meena Iyer',
    });
    expect(signUp.status).toBe(200);
    const session = signUp.body;
    await page.evaluate((value) => localStorage.setItem('tokri-auth-token', JSON.stringify(value)), session);
    await page.goto(`${server.url}/cart`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    await context.setOffline(true);
    await page.reload();
    await page.getByTestId('offline-banner').waitFor();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.getByTestId('cart-line').count()).toBe(0);
    await page.goto(`${server.url}/orders`);
    await page.getByTestId('offline-banner').waitFor();
    expect(await page.getByText(orderShortId).count()).toBe(0);
    await context.setOffline(false);
  });
});

/** An in-stock product of a shelf worth at least the minimum order (₹99) on its own. */
async function productId(page: Page, category: string): Promise<string> {
  const { items } = await apiCall<{ items: { id: string }[] }>(
    page,
    `/api/products?category=${category}&inStock=true&minPrice=10000&limit=1`,
  );
  if (!items[0]) throw new Error(`No product in stock on ${category}`);
  return items[0].id;
}

describe('a new version', () => {
  it('when a new build is deployed while the app is open, then "Update available" shows, and Reload puts the new version in charge', async () => {
    const context = await phoneContext(browser, 'en');
    const page = await context.newPage();
    await page.goto(`${server.url}/auth`);
    await controlled(page);
    expect(await page.getByTestId('update-prompt').count()).toBe(0);

    // The deploy: a worker with other bytes (as a new precache list would give it).
    const worker = join(dist, 'sw.js');
    await writeFile(worker, `${await readFile(worker, 'utf8')}\n// the next build\n`);
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    const prompt = page.getByTestId('update-prompt');
    await prompt.waitFor({ timeout: 20_000 });
    expect(await prompt.textContent()).toContain(pwaEn.updateReady);
    expect(
      await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting)),
    ).toBe(true);
    const reload = prompt.getByRole('button', { name: pwaEn.updateReload });
    const box = await reload.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    await screenshot(page, 'pwa-update-available');

    await page.evaluate(() => {
      (window as unknown as { beforeUpdate: boolean }).beforeUpdate = true;
    });
    await Promise.all([page.waitForEvent('load'), reload.click()]);
    await controlled(page);
    const after = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return {
        reloaded: !(window as unknown as { beforeUpdate?: boolean }).beforeUpdate,
        waiting: Boolean(registration?.waiting),
        active: registration?.active?.state,
      };
    });
    expect(after).toEqual({ reloaded: true, waiting: false, active: 'activated' });
    expect(await page.getByTestId('update-prompt').count()).toBe(0);
    await context.close();
  });
});
