import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogTexts } from '../../apps/web/src/features/admin/catalog/catalog-texts.js';
import { adminTexts } from '../../apps/web/src/features/admin/console/admin-texts.js';
import { couponTexts } from '../../apps/web/src/features/admin/coupons/coupon-texts.js';
import { mediaTexts } from '../../apps/web/src/features/admin/media/media-texts.js';
import { storeTexts } from '../../apps/web/src/features/admin/stores/store-texts.js';
import { en } from '../../apps/web/src/i18n/en.js';
import { errorMessage, formatRupees } from '../../packages/core/src/index.js';
import { type AppServer, startAppServer } from '../support/app-server.js';
import { axeViolations } from '../support/axe.js';
import { launchChromium } from '../support/chromium.js';
import { PHONE, screenshot } from '../support/screenshots.js';
import { apiCall, DEMO_ADMIN, DEMO_CUSTOMER, PRIYA_ADDRESS, signIn } from '../support/shopper.js';

/**
 * Issue 13's acceptance in Chromium against the built app: every admin page is clean for axe at 360×740 and
 * 1280×800 (menu button on the phone, side rail on the wide screen), then the admin's changes reach the shop.
 */

const WIDE = { width: 1280, height: 800 };
const admin = adminTexts.texts.en;
const catalog = catalogTexts.texts.en;
const media = mediaTexts.texts.en;
const coupons = couponTexts.texts.en;
const stores = storeTexts.texts.en;

const PRODUCT = { en: 'Kesar Mango Pulp', hi: 'केसर आम का गूदा', te: 'కేసర్ మామిడి గుజ్జు' } as const;
const PRICE_RUPEES = 250;
const COUPON = 'ADMIN50';
const RIDER = 'Ravi Kumar';

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_whole, name: string) => String(values[name]));

const ADMIN_PAGES = [
  '/admin',
  '/admin/orders',
  '/admin/products',
  '/admin/products/new',
  '/admin/expiring',
  '/admin/categories',
  '/admin/seller-locations',
  '/admin/coupons',
  '/admin/refunds',
  '/admin/riders',
  '/admin/customers',
  '/admin/distance-tracking',
  '/admin/broadcast',
  '/admin/audit',
  '/admin/subscription-fixer',
] as const;

let server: AppServer;
let browser: Browser;
let adminContext: BrowserContext;
let adminPage: Page;
let customerContext: BrowserContext;
let customerPage: Page;
let productId = '';
let placed: { id: string; shortId: string } = { id: '', shortId: '' };
/** The admin's figures just before the customer's order: total orders, and today's in the orders chart. */
let before = { totalOrders: 0, today: 0 };

const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text }).first();

/** An admin page, shown and settled: its h1 is there and nothing is loading. */
async function openAdmin(page: Page, path: string) {
  await page.goto(`${server.url}${path}`);
  const admin = page.getByTestId('admin-page');
  await admin.locator('h1').waitFor();
  // Settled: no loading spinner left in the page (each query has answered).
  await expect.poll(() => admin.locator('.animate-spin').count(), { timeout: 10_000 }).toBe(0);
  await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => undefined);
}

/** Serious or critical axe findings on a page (axe's minor and moderate ones are not this bar). */
async function seriousViolations(page: Page) {
  return (await axeViolations(page)).filter((v) => ['serious', 'critical'].includes(v.impact ?? ''));
}

/** Every admin page at 1280 px: axe's serious findings per page, and the side rail shown instead of the Menu button. */
async function sweepWide(page: Page): Promise<Record<string, unknown>> {
  const found: Record<string, unknown> = {};
  for (const path of ADMIN_PAGES) {
    await openAdmin(page, path);
    const serious = await seriousViolations(page);
    const nav = page.getByRole('navigation', { name: admin.menu });
    const menu = page.getByRole('button', { name: admin.openMenu, exact: true });
    if (serious.length > 0) found[path] = serious;
    expect(await nav.isVisible()).toBe(true);
    expect(await nav.getByRole('link').count()).toBe(16);
    expect(await menu.isVisible()).toBe(false);
  }
  return found;
}

/** A 360×740 phone in IST, in English, with the CSP bypassed so axe can be injected. */
async function axeContext(): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: PHONE,
    colorScheme: 'light',
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    bypassCSP: true,
  });
  await context.addInitScript(() => {
    if (!localStorage.getItem('preferred_language')) localStorage.setItem('preferred_language', 'en');
  });
  return context;
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchChromium()]);
  adminContext = await axeContext();
  adminPage = await adminContext.newPage();
  adminPage.setDefaultTimeout(15_000);
  await signIn(adminPage, server.url, DEMO_ADMIN);
  customerContext = await axeContext();
  customerPage = await customerContext.newPage();
  customerPage.setDefaultTimeout(15_000);
  await signIn(customerPage, server.url, DEMO_CUSTOMER);
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the admin console', () => {
  // At 360 px every admin page is reached through the Menu button and checked with axe, in three languages, by the
  // admin journey (journey-admin.test.ts); its sideways scroll by phone-layout.test.ts. Here: the wide screen.
  it('when every admin page opens at 1280×800, then axe finds nothing serious and the side rail is shown', async () => {
    await adminPage.setViewportSize(WIDE);
    expect(await sweepWide(adminPage)).toEqual({});
    await adminPage.setViewportSize(PHONE);
  }, 120_000);

  it('when the admin adds a product in three languages with a pack and a photo from a file at 360 px, then a customer finds it by search with the photo', async () => {
    await adminPage.setViewportSize(PHONE);
    await openAdmin(adminPage, '/admin/products/new');
    const form = adminPage.locator('form').filter({ has: adminPage.getByRole('tablist') });
    for (const language of ['en', 'hi', 'te'] as const) {
      await form.getByRole('tab', { name: catalog.form[`lang_${language}`], exact: true }).click();
      await form.getByLabel(catalog.form.name, { exact: true }).fill(PRODUCT[language]);
    }
    await form.getByLabel(catalog.form.type, { exact: true }).fill('Pulp');
    await form.getByLabel(catalog.form.unit, { exact: true }).fill('850 g');
    await form.getByLabel(catalog.form.price, { exact: true }).fill(String(PRICE_RUPEES));
    await form.getByLabel(catalog.form.stock, { exact: true }).fill('40');
    await form.getByRole('button', { name: catalog.form.addPack, exact: true }).click();
    await form.getByLabel(catalog.form.packName, { exact: true }).fill('Family tin');
    await form.getByLabel(catalog.form.packUnit, { exact: true }).fill('3 kg');
    await form.getByLabel(catalog.form.packPrice, { exact: true }).fill('799');
    await form.getByLabel(catalog.form.packStock, { exact: true }).fill('5');
    await screenshot(adminPage, 'admin-10-product-form');
    await form.getByRole('button', { name: catalog.form.save, exact: true }).click();
    await adminPage.waitForURL(/\/admin\/products\/[0-9a-f-]{36}$/);
    productId = new URL(adminPage.url()).pathname.split('/').pop() ?? '';

    // The photo, as a phone hands over a JPEG.
    const jpeg = await sharp({
      create: { width: 400, height: 300, channels: 3, background: '#e33' },
    })
      .jpeg()
      .toBuffer();
    await adminPage.getByText(media.empty).waitFor();
    await adminPage
      .getByLabel(media.chooseFile, { exact: true })
      .setInputFiles({ name: 'mango.jpg', mimeType: 'image/jpeg', buffer: jpeg });
    await toast(adminPage, media.uploaded).waitFor();
    await adminPage.getByTestId('product-image').first().waitFor();
    await screenshot(adminPage, 'admin-11-product-photo');
    // The edit page with its photo is as clean for axe as the empty form was.
    expect(await seriousViolations(adminPage)).toEqual([]);

    // The saved product: three names, one pack.
    const saved = await apiCall<{
      product: {
        texts: Record<string, { name: string }>;
        pricePaise: number;
        packs: { name: string; unit: string; pricePaise: number; stockQuantity: number }[];
      };
    }>(adminPage, `/api/admin/products/${productId}`);
    expect(saved.product.pricePaise).toBe(PRICE_RUPEES * 100);
    expect(saved.product.packs).toMatchObject([
      { name: 'Family tin', unit: '3 kg', pricePaise: 799_00, stockQuantity: 5 },
    ]);
    expect(Object.fromEntries(['en', 'hi', 'te'].map((l) => [l, saved.product.texts[l]?.name]))).toEqual(
      PRODUCT,
    );

    // The customer types the name in the shop's search and opens the results.
    await customerPage.goto(`${server.url}/home`);
    const search = customerPage.getByRole('combobox', { name: en.search.label });
    await search.fill(PRODUCT.en);
    await search.press('Enter');
    await customerPage.waitForURL((url) => url.pathname === '/all-products');
    // The results page's row (not a card that /home may still show while the route changes).
    await customerPage.getByRole('heading', { level: 1, name: new RegExp(PRODUCT.en) }).waitFor();
    const card = customerPage.getByTestId('search-result-row').filter({ hasText: PRODUCT.en });
    await card.first().waitFor();
    const img = card.first().locator('img').first();
    // The uploaded photo's sizes (served from /media/), not the placeholder.
    await expect
      .poll(() =>
        img.evaluate((node: HTMLImageElement) => ({
          shown: node.currentSrc.includes('/media/'),
          src: node.getAttribute('src') ?? '',
          srcset: node.getAttribute('srcset') ?? '',
        })),
      )
      .toMatchObject({ shown: true, src: expect.stringContaining('/media/') });
    await screenshot(customerPage, 'admin-12-customer-search');
  }, 60_000);

  it('when the admin moves a category up at 1280 px, then the shop lists the categories in the new order', async () => {
    await adminPage.setViewportSize(WIDE);
    await openAdmin(adminPage, '/admin/categories');
    const before = await apiCall<{ items: { name: string; slug: string }[] }>(
      customerPage,
      '/api/categories',
    );
    expect(before.items.length).toBeGreaterThan(2);
    const second = before.items[1];
    const first = before.items[0];
    if (!first || !second) throw new Error('fewer than two categories');
    const rows = adminPage.getByTestId('admin-category-row');
    expect(await rows.nth(1).textContent()).toContain(second.name);
    await adminPage
      .getByRole('button', { name: fill(catalog.categories.moveUp, { name: second.name }), exact: true })
      .click();
    await expect.poll(() => rows.first().textContent()).toContain(second.name);
    await screenshot(adminPage, 'admin-20-categories-moved');

    const after = await apiCall<{ items: { name: string; slug: string }[] }>(customerPage, '/api/categories');
    expect(after.items.map((item) => item.slug)).toEqual([
      second.slug,
      first.slug,
      ...before.items.slice(2).map((item) => item.slug),
    ]);
    // The shop's own screen follows: the home page's category grid shows the moved one first.
    await customerPage.goto(`${server.url}/home`);
    const links = customerPage.getByTestId('category-grid').locator('a[href^="/category/"]');
    await links.first().waitFor();
    expect(await links.first().getAttribute('href')).toBe(`/category/${second.slug}`);
    await adminPage.setViewportSize(PHONE);
  }, 60_000);

  it('when the admin creates a flat ₹50 coupon for orders from ₹199, then a customer applies it at checkout and the order is ₹50 less', async () => {
    await openAdmin(adminPage, '/admin/coupons');
    await adminPage.getByRole('button', { name: coupons.newCoupon, exact: true }).click();
    await adminPage.getByLabel(coupons.form.code, { exact: true }).fill(COUPON);
    await adminPage.getByRole('radio', { name: coupons.form.flat, exact: true }).check();
    await adminPage.getByLabel(coupons.form.valueFlat, { exact: true }).fill('50');
    await adminPage.getByLabel(coupons.form.minOrder, { exact: true }).fill('199');
    await screenshot(adminPage, 'admin-30-coupon-form');
    await adminPage.getByRole('button', { name: coupons.form.save, exact: true }).click();
    await toast(adminPage, fill(coupons.saved, { code: COUPON })).waitFor();
    await adminPage
      .getByText(fill(coupons.flatOff, { amount: formatRupees(50_00) }))
      .first()
      .waitFor();

    // The customer's cart: one tin of the new product (₹250, over the minimum).
    await apiCall(customerPage, '/api/cart/items', {
      method: 'POST',
      body: { productId, variantId: null, quantity: 1 },
    });
    await customerPage.goto(`${server.url}/checkout`);
    await customerPage.getByLabel(en.checkout.couponCode).fill(COUPON);
    await customerPage.getByRole('button', { name: en.checkout.couponApply, exact: true }).click();
    await customerPage.getByTestId('coupon-applied').waitFor();
    const quote = await apiCall<{
      summary: { subtotalPaise: number; couponDiscountPaise: number; totalPaise: number };
    }>(customerPage, `/api/checkout/quote?coupon=${COUPON}`);
    expect(quote.summary.couponDiscountPaise).toBe(50_00);
    expect(await customerPage.getByTestId('summary-discount').textContent()).toBe(`−${formatRupees(50_00)}`);
    expect(await customerPage.getByTestId('summary-total').textContent()).toBe(
      formatRupees(quote.summary.totalPaise),
    );
    await screenshot(customerPage, 'admin-31-coupon-applied');

    const statsBefore = await apiCall<{ totalOrders: number }>(adminPage, '/api/admin/stats');
    const chartsBefore = await apiCall<{ days: { orders: number }[] }>(
      adminPage,
      '/api/admin/stats/charts?days=30',
    );
    before = { totalOrders: statsBefore.totalOrders, today: chartsBefore.days.at(-1)?.orders ?? 0 };
    const { order } = await apiCall<{
      order: { id: string; shortId: string; totalPaise: number; discountPaise: number };
    }>(customerPage, '/api/checkout', {
      method: 'POST',
      headers: { 'idempotency-key': `e2e-admin-${Date.now()}` },
      body: { address: PRIYA_ADDRESS, paymentMethod: 'cod', couponCode: COUPON },
    });
    expect(order.discountPaise).toBe(50_00);
    expect(order.totalPaise).toBe(quote.summary.totalPaise);
    placed = order;
  }, 60_000);

  it('when the admin confirms and prepares that order and assigns Ravi Kumar, then the card shows him and the dashboard counts the order today', async () => {
    await openAdmin(adminPage, '/admin/orders');
    const card = adminPage.locator(`[data-testid="admin-order"][data-order-id="${placed.id}"]`);
    await card.waitFor();
    expect(await card.getAttribute('data-status')).toBe('placed');
    await card.getByRole('button', { name: en.adminOrders.actions.confirmed, exact: true }).click();
    await expect.poll(() => card.getAttribute('data-status')).toBe('confirmed');
    await card.getByRole('button', { name: en.adminOrders.actions.preparing, exact: true }).click();
    await expect.poll(() => card.getAttribute('data-status')).toBe('preparing');
    const select = card.getByLabel(admin.orders.chooseRider, { exact: true });
    const option = select.locator('option', { hasText: RIDER });
    await select.selectOption((await option.first().getAttribute('value')) ?? '');
    await card.getByRole('button', { name: admin.orders.assign, exact: true }).click();
    await toast(adminPage, fill(admin.orders.assigned, { name: RIDER, id: placed.shortId })).waitFor();
    await expect.poll(() => card.getByTestId('order-rider').textContent()).toContain(RIDER);
    await screenshot(adminPage, 'admin-40-order-rider');
    expect(await seriousViolations(adminPage)).toEqual([]);

    const stats = await apiCall<{ totalOrders: number }>(adminPage, '/api/admin/stats');
    expect(stats.totalOrders).toBe(before.totalOrders + 1);
    await openAdmin(adminPage, '/admin');
    await expect
      .poll(() => adminPage.getByTestId('stat-totalOrders').locator('dd').textContent())
      .toBe(String(stats.totalOrders));
    expect(await adminPage.getByTestId('stat-totalOrders').locator('dt').textContent()).toBe(
      admin.stats.totalOrders,
    );
    // The orders-per-day chart's table: today (the last row) counts this order.
    const lastRow = adminPage.getByTestId('chart-orders').locator('tbody tr').last();
    await lastRow.waitFor({ state: 'attached' });
    const charts = await apiCall<{ days: { date: string; orders: number }[] }>(
      adminPage,
      '/api/admin/stats/charts?days=30',
    );
    const today = charts.days.at(-1);
    expect(today?.orders).toBe(before.today + 1);
    expect(await lastRow.locator('td').first().textContent()).toBe(String(today?.orders));
    await screenshot(adminPage, 'admin-41-dashboard');
  }, 60_000);

  it('when the admin draws a store’s area around the store, then an address outside it is refused at checkout', async () => {
    // A Vijayawada address 3 km north of Tokri Vijayawada (16.5062, 80.6480), the only store near it.
    const address = {
      ...PRIYA_ADDRESS,
      house: '14 Eluru Road',
      street: 'Governorpet',
      area: 'Governorpet',
      city: 'Vijayawada',
      state: 'Andhra Pradesh',
      pincode: '520002',
      lat: 16.5332,
      lng: 80.648,
    };
    const served = () =>
      apiCall<{ serviceable: boolean }>(
        customerPage,
        `/api/locations/serviceability?lat=${address.lat}&lng=${address.lng}`,
      );
    expect((await served()).serviceable).toBe(true);

    const STORE = 'Tokri Vijayawada';
    // About a kilometre each way around the store: the address lies 2 km beyond the northern edge.
    const corners = [
      ['16.4960', '80.6380'],
      ['16.4960', '80.6580'],
      ['16.5160', '80.6580'],
      ['16.5160', '80.6380'],
    ] as const;
    await openAdmin(adminPage, '/admin/seller-locations');
    const editStore = () =>
      adminPage.getByRole('button', { name: fill(stores.edit, { name: STORE }), exact: true }).click();
    const save = async () => {
      await adminPage.getByRole('button', { name: stores.form.save, exact: true }).click();
      await toast(adminPage, fill(stores.saved, { name: STORE })).waitFor();
    };
    await editStore();
    await adminPage.getByRole('radio', { name: stores.form.polygon, exact: true }).check();
    // The corners as numbers: the same area the map takes taps for, and what works when its tiles cannot load.
    for (const [index, [lat, lng]] of corners.entries()) {
      await adminPage.getByRole('button', { name: stores.form.addVertex, exact: true }).click();
      await adminPage
        .getByRole('textbox', { name: fill(stores.form.vertexLat, { number: index + 1 }), exact: true })
        .fill(lat);
      await adminPage
        .getByRole('textbox', { name: fill(stores.form.vertexLng, { number: index + 1 }), exact: true })
        .fill(lng);
    }
    await screenshot(adminPage, 'admin-50-store-area-drawn');
    await save();
    await adminPage
      .getByText(fill(stores.polygonArea, { count: corners.length }))
      .first()
      .waitFor();
    try {
      expect((await served()).serviceable).toBe(false);
      const { address: saved } = await apiCall<{ address: { id: string } }>(customerPage, '/api/addresses', {
        method: 'POST',
        body: { ...address, label: 'other' },
      });
      await apiCall(customerPage, '/api/cart/items', {
        method: 'POST',
        body: { productId, variantId: null, quantity: 1 },
      });
      await customerPage.goto(`${server.url}/checkout`);
      const entry = customerPage.getByTestId('saved-address').filter({ hasText: address.house });
      await entry.getByRole('radio').check();
      await entry.getByText(en.checkout.notServiceable).waitFor();
      await customerPage.getByRole('radio', { name: en.checkout.methods.cod }).check();
      await screenshot(customerPage, 'admin-51-checkout-outside-area');
      await customerPage.getByTestId('checkout-bar').getByRole('button').click();
      await customerPage
        .getByText(errorMessage('NOT_SERVICEABLE', 'en', { pincode: address.pincode }))
        .first()
        .waitFor();
      expect(new URL(customerPage.url()).pathname).toBe('/checkout');
      const orders = await apiCall<{ items: { deliveryAddress: { pincode: string } }[] }>(
        customerPage,
        '/api/orders?limit=100',
      );
      expect(orders.items.filter((order) => order.deliveryAddress.pincode === address.pincode)).toEqual([]);
      await apiCall(customerPage, `/api/addresses/${saved.id}`, { method: 'DELETE' }).catch(() => undefined);
    } finally {
      await editStore();
      await adminPage.getByRole('radio', { name: stores.form.radius, exact: true }).check();
      await adminPage.getByRole('textbox', { name: stores.form.radiusKm, exact: true }).fill('8');
      await save();
      await adminPage
        .getByText(fill(stores.radiusArea, { km: '8' }))
        .first()
        .waitFor();
    }
    expect((await served()).serviceable).toBe(true);
  }, 90_000);
});
