import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { checkoutSubstitutionTexts } from '../../apps/web/src/features/checkout/substitution-texts.js';
import { deliveryTexts } from '../../apps/web/src/features/delivery/delivery-texts.js';
import { substituteTexts } from '../../apps/web/src/features/orders/substitution/substitute-texts.js';
import { en } from '../../apps/web/src/i18n/en.js';
import { type AppServer, startAppServer } from '../support/app-server.js';
import { axeViolations } from '../support/axe.js';
import { launchChromium } from '../support/chromium.js';
import { PHONE, screenshot } from '../support/screenshots.js';
import { apiCall, DEMO_ADMIN, DEMO_CUSTOMER, DEMO_RIDER, PRIYA_ADDRESS, signIn } from '../support/shopper.js';

/**
 * Issue 15 item 2's acceptance in Chromium against the built app (ADR 0045): the customer pays online having
 * picked "refund me" for one item and "best match" for another at checkout; the rider marks both unavailable;
 * the customer's order page shows the substitute live (no reload) and one refund; the customer rejects the
 * substitute within the window and it is refunded (a second refund on the order).
 */

const subs = checkoutSubstitutionTexts.texts.en;
const orderTexts = substituteTexts.texts.en;
const rider = deliveryTexts.texts.en;
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_whole, name: string) => String(values[name]));

interface Product {
  id: string;
  name: string;
  finalPricePaise: number;
  stockQuantity: number;
}

let server: AppServer;
let browser: Browser;
let customerContext: BrowserContext;
let riderContext: BrowserContext;
let customer: Page;
let riderPage: Page;
let adminPage: Page;
let refundMe: Product;
let bestMatch: Product;
let orderId = '';

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchChromium()]);
  const phone = { viewport: PHONE, locale: 'en-IN', timezoneId: 'Asia/Kolkata' };
  // axe is injected as a script: the app's CSP would refuse it.
  customerContext = await browser.newContext({ ...phone, colorScheme: 'light', bypassCSP: true });
  riderContext = await browser.newContext({ ...phone, colorScheme: 'dark' });
  const adminContext = await browser.newContext({ locale: 'en-IN', timezoneId: 'Asia/Kolkata' });
  for (const context of [customerContext, riderContext, adminContext]) {
    await context.addInitScript(() => {
      if (!localStorage.getItem('preferred_language')) localStorage.setItem('preferred_language', 'en');
    });
  }
  [customer, riderPage, adminPage] = await Promise.all([
    customerContext.newPage(),
    riderContext.newPage(),
    adminContext.newPage(),
  ]);
  for (const page of [customer, riderPage, adminPage]) page.setDefaultTimeout(15_000);
  await Promise.all([
    signIn(customer, server.url, DEMO_CUSTOMER),
    signIn(riderPage, server.url, DEMO_RIDER, '/delivery'),
    signIn(adminPage, server.url, DEMO_ADMIN),
  ]);
  // "Best match" for the cheapest grain in stock: whatever replaces it costs at least as much, so it is charged
  // the original's price and owes nothing; "refund me" for a dairy item.
  const cheapest = await apiCall<{ items: Product[] }>(
    customer,
    '/api/products?category=grains-cereals&inStock=true&sort=price_asc&limit=5',
  );
  bestMatch = cheapest.items[0]!;
  const dairy = await apiCall<{ items: Product[] }>(
    customer,
    '/api/products?category=dairy&inStock=true&sort=price_desc&limit=5',
  );
  refundMe = dairy.items[0]!;
  for (const product of [refundMe, bestMatch]) {
    await apiCall(customer, '/api/cart/items', {
      method: 'POST',
      body: { productId: product.id, variantId: null, quantity: 2 },
    });
  }
  await apiCall(customer, '/api/addresses', { method: 'POST', body: { ...PRIYA_ADDRESS, isDefault: true } });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const lineSelect = (name: string) =>
  customer
    .getByTestId('substitution-section')
    .getByRole('combobox', { name: new RegExp(`^${literal(name)}`) });

describe('substitution choice per item, from checkout to the door', () => {
  it('when the customer picks refund me and best match and pays online, then the order keeps both choices', async () => {
    await customer.goto(`${server.url}/checkout`);
    const section = customer.getByTestId('substitution-section');
    await section.getByRole('heading', { name: subs.title }).waitFor();
    await section.getByText(subs.perItem).click();
    await lineSelect(refundMe.name).selectOption('refund');
    await lineSelect(bestMatch.name).selectOption('best_match');
    await screenshot(customer, 'substitution-01-checkout');
    const serious = (await axeViolations(customer, '[data-testid="substitution-section"]')).filter((v) =>
      ['serious', 'critical'].includes(v.impact ?? ''),
    );
    expect(serious).toEqual([]);
    await customer.getByRole('radio', { name: en.checkout.methods.online }).check();
    await customer.getByTestId('checkout-bar').getByRole('button').click();
    await customer.waitForURL(/\/sandbox-gateway\/checkout\//);
    await customer.getByRole('button', { name: 'Approve payment' }).click();
    await customer.waitForURL((url) => url.pathname === '/confirmation');
    // The purchase monitoring ends once the payment is seen; until then it would bring the page back here.
    await expect
      .poll(() => customer.getByTestId('confirmation-payment').textContent())
      .toBe(en.confirmation.paidOnline);
    const orders = await apiCall<{
      items: { id: string; items: { productId: string; substitutionChoice: string }[] }[];
    }>(customer, '/api/orders');
    const order = orders.items[0]!;
    orderId = order.id;
    expect(Object.fromEntries(order.items.map((item) => [item.productId, item.substitutionChoice]))).toEqual({
      [refundMe.id]: 'refund',
      [bestMatch.id]: 'best_match',
    });
  });

  it('when the rider marks both unavailable, then the customer’s page shows the substitute live and one refund', async () => {
    // The shop confirms and prepares; the admin hands the order to the demo rider.
    for (const status of ['confirmed', 'preparing']) {
      await apiCall(adminPage, `/api/admin/orders/${orderId}/status`, { method: 'PATCH', body: { status } });
    }
    const { riders } = await apiCall<{ riders: { id: string; email: string | null }[] }>(
      adminPage,
      '/api/admin/riders',
    );
    const demo = riders.find((one) => one.email === DEMO_RIDER)!;
    await apiCall(adminPage, `/api/admin/orders/${orderId}/rider`, {
      method: 'POST',
      body: { riderId: demo.id },
    });

    // The confirmation page re-renders as the shop's three changes arrive live; a click on a link that is being
    // replaced can land on the old node and go nowhere, so it is clicked again until the order page opens.
    await vi.waitFor(
      async () => {
        if (new URL(customer.url()).pathname !== `/orders/${orderId}`)
          await customer.getByRole('link', { name: en.confirmation.viewOrder }).click({ timeout: 3_000 });
        await customer.waitForURL((url) => url.pathname === `/orders/${orderId}`, { timeout: 3_000 });
      },
      { timeout: 20_000, interval: 500 },
    );
    await customer.getByTestId('order-items').waitFor();
    await riderPage.goto(`${server.url}/delivery`);
    const card = riderPage.getByTestId('rider-assignment');
    await card.waitFor();
    for (const product of [refundMe, bestMatch]) {
      await card
        .getByRole('button', { name: fill(rider.substitution.unavailableLabel, { item: product.name }) })
        .click();
      const dialog = riderPage.getByTestId('unavailable-dialog');
      await dialog.waitFor();
      await dialog.getByRole('button', { name: rider.line.confirm }).click();
      await dialog.waitFor({ state: 'detached' });
    }
    await expect.poll(() => card.getByTestId('rider-line').count()).toBe(3);
    await screenshot(riderPage, 'substitution-02-rider');

    // No reload: the order's live change brings the substitute and the refund.
    const substitute = customer.locator('[data-testid="order-item"][data-substitute="true"]');
    await substitute.waitFor();
    expect(await substitute.textContent()).toContain(fill(orderTexts.replaces, { item: bestMatch.name }));
    await expect.poll(() => customer.getByTestId('order-refund').count()).toBe(1);
    await screenshot(customer, 'substitution-03-live');
    const serious = (await axeViolations(customer, '[data-testid="order-items"]')).filter((v) =>
      ['serious', 'critical'].includes(v.impact ?? ''),
    );
    expect(serious).toEqual([]);
  });

  it('when the customer rejects the substitute within the window, then it is removed and refunded', async () => {
    const substitute = customer.locator('[data-testid="order-item"][data-substitute="true"]');
    // The live notifications' toasts may lie over the button for a few seconds: the keyboard reaches it anyway.
    await substitute.getByRole('button', { name: orderTexts.reject }).press('Enter');
    await substitute.getByTestId('substitute-rejected').waitFor();
    await expect.poll(() => customer.getByTestId('order-refund').count()).toBe(2);
    await screenshot(customer, 'substitution-04-rejected');
    // The rider sees it rejected.
    await riderPage.reload();
    await riderPage.locator('[data-testid="rider-line"][data-status="rejected"]').waitFor();
  });
});
