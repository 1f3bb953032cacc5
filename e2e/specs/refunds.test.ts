import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminTexts } from '../../apps/web/src/features/admin/console/admin-texts.js';
import { refundTexts as adminRefundTexts } from '../../apps/web/src/features/admin/refunds/refund-texts.js';
import { refundTexts } from '../../apps/web/src/features/orders/refunds/refund-texts.js';
import { walletTexts } from '../../apps/web/src/features/wallet/i18n/texts.js';
import { en } from '../../apps/web/src/i18n/en.js';
import { type AppServer, startAppServer } from '../support/app-server.js';
import { axeViolations } from '../support/axe.js';
import { launchChromium } from '../support/chromium.js';
import { PHONE, screenshot } from '../support/screenshots.js';

/**
 * Issue 15 item 1 (ADR 0044): a customer pays online on the sandbox's hosted page, the admin cancels the order in
 * the admin console, the refund round runs (the dev-only route, so the test does not wait for its 30 s timer),
 * and the refund shows on the order page with its state and reference, in the notifications, and on /admin/refunds.
 */

let server: AppServer;
let browser: Browser;
let customerContext: BrowserContext;
let adminContext: BrowserContext;
let customer: Page;
let admin: Page;
const PASSWORD = 'tokri-demo-123';
const SLICES = 'Cheese Slices';
let orderId = '';
let shortId = '';

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_whole, name: string) => String(values[name]));
const newContext = (colorScheme: 'light' | 'dark') =>
  // bypassCSP: axe is injected as a script, which the app's CSP would refuse.
  browser.newContext({
    viewport: PHONE,
    colorScheme,
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    bypassCSP: true,
  });

async function signIn(page: Page, path: string, email: string) {
  await page.goto(`${server.url}${path}`);
  await page.waitForURL(/\/auth\?redirectTo=/);
  await page.getByLabel('Email or mobile number').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === path);
}

/** One refund round now, through the dev-only route (loopback only). */
async function runRefundRound() {
  const response = await fetch(`${server.url}/api/dev/refunds/run`, { method: 'POST' });
  expect(response.status).toBe(200);
  return (await response.json()) as { sent: number; owed: number; refundedOrders: number };
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchChromium()]);
  customerContext = await newContext('light');
  adminContext = await newContext('dark');
  customer = await customerContext.newPage();
  admin = await adminContext.newPage();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('refunds in Chromium: pay online, the admin cancels, the money goes back', () => {
  it('when the customer pays online on the sandbox page, then the order is paid', async () => {
    await Promise.all([
      signIn(customer, '/home', 'customer@tokri.in'),
      signIn(admin, '/admin/orders', 'admin@tokri.in'),
    ]);
    await customer.goto(`${server.url}/category/dairy`);
    await customer.getByRole('button', { name: fill(en.cart.addNamed, { name: SLICES }) }).click();
    await customer.getByRole('group', { name: fill(en.cart.quantityOf, { name: SLICES }) }).waitFor();
    await customer.getByTestId('cart-link').click();
    await customer.waitForURL((url) => url.pathname === '/cart');
    await customer.getByRole('link', { name: en.cart.proceed }).click();
    await customer.waitForURL((url) => url.pathname === '/checkout');
    const form = customer.getByTestId('new-address-form');
    if ((await customer.getByTestId('saved-address').count()) === 0) {
      await form.getByLabel(en.checkout.address.fullName, { exact: true }).fill('Priya Sharma');
      await form.getByLabel(en.checkout.address.phone, { exact: true }).fill('9876543210');
      await form.getByLabel(en.checkout.address.line1, { exact: true }).fill('Flat 402, Lakeview Apartments');
      await form.getByLabel(en.checkout.address.city, { exact: true }).fill('Bengaluru');
      await form.getByLabel(en.checkout.address.state, { exact: true }).fill('Karnataka');
      await form.getByLabel(en.checkout.address.pincode, { exact: true }).fill('560038');
    }
    await customer.getByRole('radio', { name: en.checkout.methods.online }).check();
    await customer.getByRole('button', { name: /^Place order/ }).click();
    await customer.waitForURL(/\/sandbox-gateway\/checkout\//);
    await customer.getByRole('button', { name: 'Approve payment' }).click();
    await customer.waitForURL((url) => url.pathname === '/confirmation');
    await expect
      .poll(() => customer.getByTestId('confirmation-payment').textContent())
      .toBe(en.confirmation.paidOnline);
    await customer.getByRole('link', { name: en.confirmation.viewOrder }).click();
    await customer.waitForURL(/\/orders\/[0-9a-f-]{36}$/);
    orderId = new URL(customer.url()).pathname.split('/').pop() ?? '';
    shortId = orderId.slice(-8);
    await expect
      .poll(() => customer.getByTestId('payment-status').textContent())
      .toBe(en.orders.paymentStatuses.paid_online);
  });

  it('when the admin cancels it in the console and the refund round runs, then the order page shows the refund with its reference', async () => {
    await admin.goto(`${server.url}/admin/orders`);
    const row = admin.locator(`[data-testid="admin-order"][data-order-id="${orderId}"]`);
    await row.waitFor();
    await row.getByRole('button', { name: en.adminOrders.actions.cancelled }).click();
    const dialog = admin.getByRole('dialog', { name: fill(en.adminOrders.cancelTitle, { id: shortId }) });
    await dialog.waitFor();
    await dialog.getByLabel(adminTexts.texts.en.orders.cancelReason).fill('Cheese slices sold out');
    await dialog.getByRole('button', { name: en.adminOrders.cancelConfirm }).click();
    await expect.poll(() => row.getAttribute('data-status')).toBe('cancelled');

    expect((await runRefundRound()).sent).toBe(1);
    // The sandbox's refund.processed webhook arrives over HTTP; the next round settles the order.
    await expect
      .poll(
        async () => {
          await runRefundRound();
          await customer.reload();
          return customer.getByTestId('order-refund').first().getAttribute('data-status');
        },
        { timeout: 20_000, interval: 500 },
      )
      .toBe('processed');
    const refund = customer.getByTestId('order-refund');
    expect(await refund.count()).toBe(1);
    const shown = (await refund.textContent()) ?? '';
    expect(shown).toContain(refundTexts.texts.en.processed);
    expect(shown).toMatch(/Reference rfnd_/);
    await expect
      .poll(() => customer.getByTestId('payment-status').textContent())
      .toBe(en.orders.paymentStatuses.refunded);
    await screenshot(customer, 'refunds-01-order-refunded');
  });

  it('when the customer opens the notifications, then "Refund processed" is listed', async () => {
    await customer.goto(`${server.url}/notifications`);
    const item = customer.getByTestId('notification-item').filter({ hasText: 'Refund processed' });
    await item.first().waitFor();
    expect(await item.count()).toBe(1);
  });

  it('when the admin opens /admin/refunds, then the refund is listed as done, the reconciliation is clean, and the page is axe clean', async () => {
    const texts = adminRefundTexts.texts.en;
    await admin.goto(`${server.url}/admin/refunds`);
    // On a phone the admin menu is behind its button; the page's own title is its h1.
    await admin.getByRole('heading', { level: 1, name: texts.title }).waitFor();
    const card = admin.getByTestId('admin-refund').filter({ hasText: shortId });
    await card.first().waitFor();
    const text = (await card.first().textContent()) ?? '';
    expect(text).toContain(texts.states.processed);
    expect(text).toContain(texts.causes.order_cancelled);
    expect(text).toContain(texts.destinations.gateway);
    await admin.getByLabel(texts.filter).selectOption('failed');
    await admin.getByText(texts.empty).waitFor();
    await admin.getByRole('button', { name: texts.reconciliation.run }).click();
    const result = admin.getByTestId('reconciliation-result');
    await result.waitFor();
    expect(await result.textContent()).toMatch(/orders with money taken reconcile/);
    await screenshot(admin, 'refunds-02-admin');
    expect(await axeViolations(admin)).toEqual([]);
  });

  it('when the customer switches on refunds to the wallet, then it stays on after a reload, and the wallet page is axe clean', async () => {
    const label = walletTexts.texts.en.refundPreference.label;
    await customer.goto(`${server.url}/wallet`);
    const toggle = customer.getByRole('checkbox', { name: label });
    await toggle.waitFor();
    expect(await toggle.isChecked()).toBe(false);
    await toggle.check();
    await customer.getByText(walletTexts.texts.en.refundPreference.saved).first().waitFor();
    await customer.reload();
    await expect.poll(() => customer.getByRole('checkbox', { name: label }).isChecked()).toBe(true);
    expect(await axeViolations(customer)).toEqual([]);
  });
});
