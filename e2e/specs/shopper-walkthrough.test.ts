import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../apps/web/src/i18n/en.js';
import { hi } from '../../apps/web/src/i18n/hi.js';
import { te } from '../../apps/web/src/i18n/te.js';
import { type AppServer, startAppServer } from '../support/app-server.js';
import { launchChromium } from '../support/chromium.js';
import { screenshot } from '../support/screenshots.js';
import {
  apiCall,
  DEMO_CUSTOMER,
  type PlacedOrder,
  phoneContext,
  placeCashOrder,
  signIn,
} from '../support/shopper.js';

/**
 * Issue 10, items 7, 8 and 10: what a new shopper saw on a 360×740 phone, checked where it went wrong.
 * Home rows line up and never repeat; one order number; a cancelled cash order is "Not charged"; phone numbers
 * read "+91 98765 43210"; toasts stay off the page title; the header's location fits; the map says when its
 * tiles cannot load.
 */
let server: AppServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const INDIRANAGAR = { latitude: 12.9719, longitude: 77.6412 };
const SECTION_KEYS = Object.keys(en.home.sections);

interface HomeBody {
  [row: string]: { id: string; name: string }[];
}

/** The product ids drawn in each home row, read from the page (the links of the cards). */
async function renderedRows(target: Page): Promise<Record<string, string[]>> {
  return target.evaluate((keys) => {
    const rows: Record<string, string[]> = {};
    for (const key of keys) {
      const section = document.querySelector(`[data-testid="section-${key}"]`);
      if (!section) continue;
      rows[key] = Array.from(section.querySelectorAll('[data-testid="product-card"] h3 a')).map(
        (link) => link.getAttribute('href') ?? '',
      );
    }
    return rows;
  }, SECTION_KEYS);
}

const repeated = (rows: Record<string, string[]>) => {
  const all = Object.values(rows).flat();
  return all.filter((href, index) => all.indexOf(href) !== index);
};

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchChromium()]);
  context = await phoneContext(browser, 'en');
  page = await context.newPage();
  await signIn(page, server.url, DEMO_CUSTOMER);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('home at 360 px', () => {
  it("when the home page shows, then every carousel's first card starts where its heading starts", async () => {
    await page.getByTestId('section-bestDeals').getByTestId('product-card').first().waitFor();
    const sections = page.locator('section[data-testid^="section-"]');
    expect(await sections.count()).toBeGreaterThanOrEqual(3);
    for (let index = 0; index < (await sections.count()); index += 1) {
      const section = sections.nth(index);
      const heading = await section.getByRole('heading', { level: 2 }).boundingBox();
      // Scroll-snap settles after layout: poll until the first card stops moving.
      await expect
        .poll(async () => (await section.locator('li').first().boundingBox())?.x)
        .toBeCloseTo(heading?.x ?? -1, 0);
      expect(heading?.x).toBe(16);
    }
    await screenshot(page, 'walkthrough-01-home-aligned');
  });

  it("when the rows are drawn, then no product is in two rows and rows of the customer's orders are hidden until they have enough", async () => {
    const rows = await renderedRows(page);
    expect(repeated(rows)).toEqual([]);
    expect(Object.keys(rows)).not.toContain('frequentlyBought');
    expect(Object.keys(rows)).not.toContain('previouslyBought');
    for (const [key, hrefs] of Object.entries(rows)) expect(hrefs.length, key).toBeGreaterThanOrEqual(3);
  });

  it('when special offers are shown, then each card says which pack is how much off and its price', async () => {
    const offers = page.getByTestId('section-specialOffers').getByTestId('product-card');
    expect(await offers.count()).toBeGreaterThanOrEqual(3);
    const first = (await offers.first().getByTestId('offer').textContent()) ?? '';
    expect(first).toMatch(/^\d+% off on .+ for ₹[\d,]+(\.\d\d)?$/);
    await page.getByTestId('section-specialOffers').scrollIntoViewIfNeeded();
    await screenshot(page, 'walkthrough-02-special-offers');
  });

  it('when the customer has placed one order, then it shows once, under "Previously bought", and no row repeats another', async () => {
    const home = await apiCall<HomeBody>(page, '/api/home');
    const picks = home.bestDeals!.slice(0, 3);
    await placeCashOrder(
      page,
      picks.map((product) => ({ productId: product.id, quantity: 3 })),
    );
    await page.goto(`${server.url}/home`);
    await page.getByTestId('section-previouslyBought').getByTestId('product-card').nth(2).waitFor();
    const rows = await renderedRows(page);
    expect(repeated(rows)).toEqual([]);
    expect(rows.previouslyBought?.sort()).toEqual(picks.map((product) => `/product/${product.id}`).sort());
    expect(Object.keys(rows)).not.toContain('frequentlyBought');
  });
});

describe('orders at 360 px', () => {
  let cancelled: PlacedOrder;

  it('when a cash order is cancelled from its page, then the toast stays clear of the title and order number', async () => {
    const home = await apiCall<HomeBody>(page, '/api/home');
    cancelled = await placeCashOrder(
      page,
      home.bestDeals!.slice(0, 3).map((product) => ({ productId: product.id, quantity: 2 })),
    );
    await page.goto(`${server.url}/orders/${cancelled.id}`);
    const title = page.getByRole('heading', { level: 1, name: `#${cancelled.shortId}` });
    await title.waitFor();
    await page.getByRole('button', { name: en.orders.cancel }).click();
    await page.getByRole('dialog').getByRole('button', { name: en.orders.cancelConfirm }).click();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: cancelled.shortId });
    await toast.first().waitFor();
    await expect.poll(() => toast.first().getAttribute('data-mounted')).toBe('true');
    // The title and order number are at the top of the page: look at them while the toast is up.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(450); // the toast's slide-in
    expect(await title.isVisible()).toBe(true);
    const [toastBox, titleBox, headerBox] = await Promise.all([
      toast.first().boundingBox(),
      title.boundingBox(),
      page.locator('header').first().boundingBox(),
    ]);
    const overlaps = (a: typeof toastBox, b: typeof toastBox) =>
      !!a &&
      !!b &&
      a.x < b.x + b.width &&
      b.x < a.x + a.width &&
      a.y < b.y + b.height &&
      b.y < a.y + a.height;
    expect(toastBox).not.toBeNull();
    expect(overlaps(toastBox, titleBox), 'toast over the title').toBe(false);
    expect(overlaps(toastBox, headerBox), 'toast over the header').toBe(false);
    // Above the bottom navigation, inside the screen.
    const navBox = await page.getByRole('navigation', { name: en.nav.main }).boundingBox();
    expect(overlaps(toastBox, navBox), 'toast over the bottom navigation').toBe(false);
    expect((toastBox?.x ?? -1) >= 0 && (toastBox?.x ?? 0) + (toastBox?.width ?? 0) <= 360).toBe(true);
    await screenshot(page, 'walkthrough-03-cancel-toast');
  });

  it('when a product is added from its sticky buy bar, then the toast floats above the bar, clear of the title', async () => {
    const home = await apiCall<HomeBody>(page, '/api/home');
    const product = home.freshArrivals!.find((item) => item.name)!;
    await page.goto(`${server.url}/product/${product.id}`);
    const bar = page.getByTestId('product-buy-bar');
    await bar.getByRole('button', { name: en.product.addToCart }).click();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: product.name });
    await toast.first().waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(450);
    const [toastBox, barBox, titleBox] = await Promise.all([
      toast.first().boundingBox(),
      bar.boundingBox(),
      page.getByRole('heading', { level: 1 }).boundingBox(),
    ]);
    expect(toastBox && barBox && toastBox.y + toastBox.height <= barBox.y).toBe(true);
    expect(toastBox && titleBox && toastBox.y >= titleBox.y + titleBox.height).toBe(true);
    await screenshot(page, 'walkthrough-03b-toast-above-buy-bar');
  });

  it('when checkout shows its taller bar, then toasts are placed above it, and drop back once it is gone', async () => {
    const home = await apiCall<HomeBody>(page, '/api/home');
    await apiCall(page, '/api/cart/items', {
      method: 'POST',
      body: { productId: home.bestDeals![5]!.id, variantId: null, quantity: 2 },
    });
    await page.goto(`${server.url}/checkout`);
    await page.locator('[data-sticky-action-bar]').waitFor();
    const clearance = () =>
      page.evaluate(() => {
        const bar = document.querySelector('[data-sticky-action-bar]')?.getBoundingClientRect();
        const offset = getComputedStyle(document.documentElement).getPropertyValue('--toast-bottom');
        return bar ? Number.parseFloat(offset) - (window.innerHeight - bar.top) : Number.NaN;
      });
    await expect.poll(clearance).toBeGreaterThan(0);

    await screenshot(page, 'walkthrough-03c-checkout-bar');
    // A page without a bar: toasts drop back to just above the navigation.
    await page
      .getByRole('navigation', { name: en.nav.main })
      .getByRole('link', { name: en.nav.orders })
      .click();
    await page.waitForURL((url) => url.pathname === '/orders');
    await expect
      .poll(() => page.evaluate(() => document.documentElement.style.getPropertyValue('--toast-bottom')))
      .toBe('');
  });

  it('when a cancelled cash order is opened, then its payment reads "Not charged" in English, Hindi and Telugu', async () => {
    await page.goto(`${server.url}/orders/${cancelled.id}`);
    await expect
      .poll(() => page.getByTestId('payment-status').textContent())
      .toBe(en.orders.paymentStatuses.notCharged);
    for (const [language, strings] of [
      ['hi', hi],
      ['te', te],
    ] as const) {
      await page.evaluate((value) => localStorage.setItem('preferred_language', value), language);
      await page.reload();
      await expect
        .poll(() => page.getByTestId('payment-status').textContent())
        .toBe(strings.orders.paymentStatuses.notCharged);
      expect(strings.orders.paymentStatuses.notCharged).not.toBe(strings.orders.paymentStatuses.pending);
      await screenshot(page, `walkthrough-04-not-charged-${language}`);
    }
    await page.evaluate(() => localStorage.setItem('preferred_language', 'en'));
    await page.reload();
    await page.getByTestId('payment-status').waitFor();
  });

  it('when orders are listed and opened, then only the "#" order number shows, never the tracking id', async () => {
    expect(cancelled.trackingId).toMatch(/^TK/);
    const detail = (await page.locator('main').textContent()) ?? '';
    expect(detail).toContain(`#${cancelled.shortId}`);
    expect(detail).not.toContain(cancelled.trackingId);
    expect(detail).not.toMatch(/Tracking ID/i);
    await page.goto(`${server.url}/orders`);
    const row = page.getByTestId('order-row').filter({ hasText: cancelled.shortId });
    await row.waitFor();
    const list = (await page.locator('main').textContent()) ?? '';
    expect(list).not.toContain(cancelled.trackingId);
    expect(await row.getByTestId('order-short-id').textContent()).toBe(`#${cancelled.shortId}`);
  });

  it('when a phone number is shown (order address, saved address, profile), then it reads "+91 98765 43210"', async () => {
    await page.goto(`${server.url}/orders/${cancelled.id}`);
    const address = page.locator('main address');
    await address.waitFor();
    expect(await address.textContent()).toContain('+91 98765 43210');

    await apiCall(page, '/api/addresses', {
      method: 'POST',
      body: {
        label: 'home',
        contactName: 'Priya Sharma',
        contactPhone: '09876543210',
        house: 'Flat 402, Lakeview Apartments',
        city: 'Bengaluru',
        state: 'Karnataka',
        pincode: '560038',
      },
    });
    await page.goto(`${server.url}/saved-addresses`);
    const card = page.getByTestId('address-card').first();
    await card.waitFor();
    expect(await card.textContent()).toContain('Priya Sharma · +91 98765 43210');

    await page.goto(`${server.url}/profile`);
    const phone = page.locator('input[name="phone"]');
    await phone.waitFor();
    expect(await phone.inputValue()).toBe('+91 98765 43210');
    await screenshot(page, 'walkthrough-05-profile-phone');
  });
});

describe('location at 360 px', () => {
  const lineFits = (target: Page) =>
    target.getByTestId('location-line').evaluate((line) => {
      const texts = [line, ...Array.from(line.querySelectorAll('*'))].filter(
        (element) => !(element as HTMLElement).classList.contains('sr-only'),
      );
      const header = line.closest('header')?.getBoundingClientRect();
      return {
        overflowing: texts.filter((element) => element.scrollWidth > element.clientWidth).length,
        right: line.getBoundingClientRect().right,
        headerRight: header?.right ?? 0,
      };
    });

  it('when no position is known, then the header\'s short location fits and "Use Current Location" explains itself', async () => {
    for (const [language, strings] of [
      ['en', en],
      ['hi', hi],
      ['te', te],
    ] as const) {
      const phone = await phoneContext(browser, language);
      const target = await phone.newPage();
      await signIn(target, server.url, DEMO_CUSTOMER);
      await expect
        .poll(() => target.getByTestId('location-area').textContent())
        .toBe(strings.header.allAreas);
      const fit = await lineFits(target);
      expect(fit.overflowing, language).toBe(0);
      expect(fit.right).toBeLessThanOrEqual(fit.headerRight);
      await target.getByTestId('location-line').click();
      const current = target
        .getByRole('dialog', { name: strings.location.title })
        .getByRole('button', { name: new RegExp(`^${strings.location.useCurrent}`) });
      await current.waitFor();
      const text = (await current.textContent()) ?? '';
      expect(text).not.toContain(strings.header.allAreas);
      expect(text).toContain(strings.location.standalone.currentHint);
      await screenshot(target, `walkthrough-06-location-unknown-${language}`);
      await phone.close();
    }
  });

  it('when the position is detected, then the header shows the area alone, whole, and the full address to screen readers', async () => {
    const phone = await phoneContext(browser, 'te', { geolocation: INDIRANAGAR });
    const target = await phone.newPage();
    await signIn(target, server.url, DEMO_CUSTOMER);
    await expect
      .poll(() => target.getByTestId('location-area').textContent(), { timeout: 10_000 })
      .toBe('Indiranagar');
    const fit = await lineFits(target);
    expect(fit.overflowing).toBe(0);
    expect(await target.getByTestId('location-line').textContent()).toContain('Indiranagar, Bengaluru');
    await phone.close();
  });

  it('when map tiles cannot load, then the map says so and offers "Use Current Location", which sets the place', async () => {
    const phone = await phoneContext(browser, 'en', { geolocation: INDIRANAGAR });
    const target = await phone.newPage();
    await signIn(target, server.url, DEMO_CUSTOMER);
    // The tile server is a setting (MAP_TILE_URL, served by get-google-maps-token): block exactly that host.
    const token = await apiCall<{ tileUrl: string }>(target, '/functions/v1/get-google-maps-token', {
      method: 'POST',
    });
    const tileOrigin = new URL(token.tileUrl.replace(/\{[a-z]\}/g, '0')).origin;
    let tileRequests = 0;
    await phone.route(`${tileOrigin}/**`, (route) => {
      tileRequests += 1;
      return route.abort('failed');
    });
    await target.getByTestId('location-line').click();
    await target
      .getByRole('dialog', { name: en.location.title })
      .getByRole('button', { name: new RegExp(`^${en.location.selectOnMap}`) })
      .click();
    const picker = target.getByRole('dialog', { name: en.location.map.title }).last();
    const notice = picker.getByTestId('map-tiles-failed');
    await notice.waitFor();
    expect(await notice.textContent()).toContain(en.location.map.tilesFailed);
    expect(tileRequests).toBeGreaterThan(0);
    await screenshot(target, 'walkthrough-07-map-tiles-failed');
    // The notice leaves the middle of the map free: a tap there still picks a point.
    const region = picker.getByRole('region', { name: en.location.map.label });
    const box = await region.boundingBox();
    if (!box) throw new Error('the map has no size');
    await target.mouse.click(box.x + box.width / 2, box.y + box.height / 2 + 30);
    await picker.getByTestId('selected-area').waitFor();
    await notice.getByRole('button', { name: en.location.useCurrent }).click();
    await picker.waitFor({ state: 'hidden' });
    await expect.poll(() => target.getByTestId('location-area').textContent()).toBe('Indiranagar');
    await phone.close();
  });
});
