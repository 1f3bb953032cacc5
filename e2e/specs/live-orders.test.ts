import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminTexts } from '../../apps/web/src/features/admin/console/admin-texts.js';
import { en } from '../../apps/web/src/i18n/en.js';
import { type AppServer, startAppServer } from '../support/app-server.js';
import { launchChromium } from '../support/chromium.js';
import { PHONE, screenshot } from '../support/screenshots.js';

let server: AppServer;
let browser: Browser;
let customerContext: BrowserContext;
let adminContext: BrowserContext;
let customer: Page;
let admin: Page;

const PASSWORD = 'tokri-demo-123';
const CHEESE = 'Mozzarella Cheese (Shredded)';
const SLICES = 'Cheese Slices';

interface OrderBody {
  id: string;
  shortId: string;
  status: string;
}

let order: OrderBody;

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_whole, name: string) => String(values[name]));

const newContext = (colorScheme: 'light' | 'dark') =>
  browser.newContext({ viewport: PHONE, colorScheme, locale: 'en-IN', timezoneId: 'Asia/Kolkata' });

async function signIn(page: Page, path: string, email: string) {
  await page.goto(`${server.url}${path}`);
  await page.waitForURL(/\/auth\?redirectTo=/);
  await page.getByLabel('Email or mobile number').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === path);
}

/** A call from inside the customer's page, with the session the app itself uses. */
function customerApi<T>(path: string, body?: unknown): Promise<T> {
  return customer.evaluate(
    async ({ url, json }) => {
      const stored = JSON.parse(localStorage.getItem('tokri-auth-token') ?? '{}') as { accessToken?: string };
      const response = await fetch(url, {
        method: json === undefined ? 'GET' : 'POST',
        headers: { authorization: `Bearer ${stored.accessToken}`, 'content-type': 'application/json' },
        ...(json === undefined ? {} : { body: JSON.stringify(json) }),
      });
      if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
      return response.json();
    },
    { url: path, json: body },
  ) as Promise<T>;
}

/** Adds a product from the dairy shelf and checks out with cash on delivery; returns the new order. */
async function placeCashOrder(product: string, newAddress: boolean): Promise<OrderBody> {
  await customer.goto(`${server.url}/category/dairy`);
  await customer.getByRole('button', { name: fill(en.cart.addNamed, { name: product }) }).click();
  await customer.getByRole('group', { name: fill(en.cart.quantityOf, { name: product }) }).waitFor();
  await customer.getByTestId('cart-link').click();
  await customer.waitForURL((url) => url.pathname === '/cart');
  await customer.getByRole('link', { name: en.cart.proceed }).click();
  await customer.waitForURL((url) => url.pathname === '/checkout');
  if (newAddress) {
    const form = customer.getByTestId('new-address-form');
    await form.getByLabel(en.checkout.address.fullName, { exact: true }).fill('Priya Sharma');
    await form.getByLabel(en.checkout.address.phone, { exact: true }).fill('9876543210');
    await form.getByLabel(en.checkout.address.line1, { exact: true }).fill('Flat 402, Lakeview Apartments');
    await form.getByLabel(en.checkout.address.city, { exact: true }).fill('Bengaluru');
    await form.getByLabel(en.checkout.address.state, { exact: true }).fill('Karnataka');
    await form.getByLabel(en.checkout.address.pincode, { exact: true }).fill('560038');
  } else {
    await customer.getByTestId('saved-address').getByRole('radio').first().waitFor();
  }
  await customer.getByRole('radio', { name: en.checkout.methods.cod }).check();
  await customer.getByRole('button', { name: /^Place order/ }).click();
  // A clean-clone run once stayed on /checkout here (and it passed on every run since): if it happens again, the
  // failure says what the page said instead of only that no navigation came.
  await customer
    .waitForURL((url) => url.pathname === '/confirmation')
    .catch(async (error: Error) => {
      const said = await customer
        .locator('[role="alert"], [data-sonner-toast], [aria-invalid="true"]')
        .allTextContents();
      throw new Error(`${error.message}\nStill on ${customer.url()}; the page said: ${JSON.stringify(said)}`);
    });
  await customer.getByTestId('confirmation').waitFor();
  const [placed] = (await customerApi<{ items: OrderBody[] }>('/api/orders')).items;
  if (!placed) throw new Error('no order was placed');
  return placed;
}

const bell = () => customer.getByTestId('notification-bell');
const badgeText = async () => {
  const badge = customer.getByTestId('notification-badge');
  return (await badge.count()) > 0 ? badge.textContent() : null;
};
const adminOrder = (id: string) => admin.locator(`[data-testid="admin-order"][data-order-id="${id}"]`);
const toastsWith = (page: Page, ...texts: string[]): Locator =>
  texts.reduce((locator, text) => locator.filter({ hasText: text }), page.locator('[data-sonner-toast]'));
const step = (status: string) => customer.locator(`[data-testid="track-step"][data-status="${status}"]`);

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

describe('live orders: a customer and the store in two browsers', () => {
  it('when both sign in, then the customer has a bell with no badge and the admin sees the orders page', async () => {
    await Promise.all([
      signIn(customer, '/home', 'customer@tokri.in'),
      signIn(admin, '/admin/orders', 'admin@tokri.in'),
    ]);
    await bell().waitFor();
    expect(await bell().getAttribute('aria-label')).toBe(en.notifications.bell);
    expect(await customer.getByTestId('notification-badge').count()).toBe(0);
    await admin.getByTestId('admin-page').waitFor();
    // On a phone the filters are folded under one summary line (issue 32): opening it shows the status filter.
    await admin.getByTestId('order-filters-panel').locator('summary').click();
    await admin.getByLabel(en.adminOrders.filter).waitFor();
  });

  it('when the customer places a cash order, then its toast and bell badge appear and the admin list gains it live', async () => {
    order = await placeCashOrder(CHEESE, true);
    expect(order.status).toBe('placed');
    await toastsWith(customer, en.orderEvents.placed, `#${order.shortId}`).first().waitFor();
    await expect.poll(badgeText).toBe('1');
    // Aggressive monitoring ends as soon as the order is known to be placed.
    await customer.getByTestId('monitoring-badge').waitFor({ state: 'hidden' });
    await screenshot(customer, 'live-01-order-placed');

    const row = adminOrder(order.id);
    await row.waitFor();
    expect(await row.getAttribute('data-status')).toBe('placed');
    expect(await row.getByText(en.adminOrders.new).count()).toBe(1);
    await screenshot(admin, 'live-02-admin-new-order');
  });

  it('when the admin confirms it, then the customer sees the confirmed toast, the badge goes up and the bell lists it', async () => {
    const url = customer.url();
    await adminOrder(order.id)
      .getByRole('button', { name: en.adminOrders.actions.confirmed, exact: true })
      .click();
    await expect.poll(() => adminOrder(order.id).getAttribute('data-status')).toBe('confirmed');

    await toastsWith(customer, en.orderEvents.confirmed, order.shortId).first().waitFor();
    // The order event and the notification about it share one toast.
    expect(await toastsWith(customer, en.orderEvents.confirmed, order.shortId).count()).toBe(1);
    await expect.poll(badgeText).toBe('2');
    expect(customer.url()).toBe(url);
    expect(await bell().getAttribute('aria-label')).toBe(
      fill(en.notifications.bellUnread_other, { count: 2 }),
    );
    await screenshot(customer, 'live-03-confirmed-toast');

    await bell().click();
    expect(await bell().getAttribute('aria-expanded')).toBe('true');
    const menu = customer.getByRole('menu', { name: en.notifications.title });
    const items = menu.getByTestId('notification-item');
    await expect.poll(() => items.count()).toBe(2);
    expect(await items.first().textContent()).toContain('Order confirmed');
    expect(await items.first().getAttribute('data-unread')).toBe('true');
    await customer.getByRole('button', { name: en.notifications.markAllRead }).waitFor();
    expect(await menu.getByRole('menuitem', { name: en.notifications.viewAll }).count()).toBe(0);
    await screenshot(customer, 'live-04-bell-dropdown');
    await customer.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    expect(await bell().evaluate((element) => element === document.activeElement)).toBe(true);
  });

  it('when the admin moves it on, then /track-order advances live: preparing, then out for delivery', async () => {
    await customer.getByRole('link', { name: en.confirmation.track }).click();
    await customer.waitForURL((url) => url.pathname === `/track-order/${order.id}`);
    await step('confirmed').waitFor();
    expect(await step('confirmed').getAttribute('data-state')).toBe('current');
    expect(await step('placed').getAttribute('data-state')).toBe('done');
    expect(await step('placed').getByTestId('track-step-time').textContent()).toMatch(
      /\d{1,2}:\d{2}\s?(am|pm)/i,
    );

    await adminOrder(order.id)
      .getByRole('button', { name: en.adminOrders.actions.preparing, exact: true })
      .click();
    await expect.poll(() => step('preparing').getAttribute('data-state')).toBe('current');
    expect(await step('confirmed').getAttribute('data-state')).toBe('done');
    await toastsWith(customer, en.orderEvents.preparing, order.shortId).first().waitFor();
    await screenshot(customer, 'live-05-track-preparing');

    await adminOrder(order.id)
      .getByRole('button', { name: en.adminOrders.actions.out_for_delivery, exact: true })
      .click();
    await expect.poll(() => step('out_for_delivery').getAttribute('data-state')).toBe('current');
    expect(await step('out_for_delivery').getAttribute('aria-current')).toBe('step');
    // The one estimate (ADR 0081): on the road it is the ride's minutes, never the old fixed 'ETA: 30-45 mins'.
    await customer
      .getByTestId('track-eta')
      .getByText(/^Arrives in (about )?\d+(–\d+)? min$/)
      .waitFor();
    await expect.poll(badgeText).toBe('3');
    expect(new URL(customer.url()).pathname).toBe(`/track-order/${order.id}`);
    await screenshot(customer, 'live-06-track-out-for-delivery');
    await screenshot(admin, 'live-07-admin-moved');
  });

  it('when "Mark all read" is pressed, then the badge clears', async () => {
    await bell().click();
    await customer.getByRole('button', { name: en.notifications.markAllRead }).click();
    await expect.poll(badgeText).toBeNull();
    expect(
      await customer.getByRole('menu').getByTestId('notification-item').first().getAttribute('data-unread'),
    ).toBe('false');
    await customer.keyboard.press('Escape');
    expect(await bell().getAttribute('aria-label')).toBe(en.notifications.bell);
  });

  it('when the admin cancels another order after confirming, then the customer gets a red "Order cancelled" toast', async () => {
    const second = await placeCashOrder(SLICES, false);
    await customer.getByTestId('monitoring-badge').waitFor({ state: 'hidden' });
    const row = adminOrder(second.id);
    await row.waitFor();
    await row.getByRole('button', { name: en.adminOrders.actions.cancelled }).click();
    const dialog = admin.getByRole('dialog', {
      name: fill(en.adminOrders.cancelTitle, { id: second.shortId }),
    });
    await dialog.waitFor();
    await screenshot(admin, 'live-08-admin-cancel-confirm');
    // A reason is required: the customer sees it on the order.
    await dialog.getByRole('button', { name: en.adminOrders.cancelConfirm }).click();
    await dialog.getByText(adminTexts.texts.en.orders.cancelReasonRequired).waitFor();
    await dialog.getByLabel(adminTexts.texts.en.orders.cancelReason).fill('Bread sold out');
    await dialog.getByRole('button', { name: en.adminOrders.cancelConfirm }).click();
    await expect.poll(() => row.getAttribute('data-status')).toBe('cancelled');
    const toast = toastsWith(customer, en.orderEvents.cancelled, second.shortId).first();
    await toast.waitFor();
    expect(await toast.getAttribute('data-type')).toBe('error');
  });

  it('when more than 10 notifications exist, then the bell offers "View all notifications", which opens /notifications', async () => {
    for (let i = 0; i < 11; i++) {
      await customerApi('/functions/v1/send-order-notifications', { orderId: order.id, status: 'confirmed' });
    }
    await expect.poll(badgeText, { timeout: 15_000 }).toBe('9+');
    await bell().click();
    const menu = customer.getByRole('menu', { name: en.notifications.title });
    expect(await menu.getByTestId('notification-item').count()).toBe(10);
    const viewAll = menu.getByRole('menuitem', { name: en.notifications.viewAll });
    expect(await viewAll.getAttribute('href')).toBe('/notifications');
    await screenshot(customer, 'live-09-bell-view-all');
    await viewAll.click();
    await customer.waitForURL((url) => url.pathname === '/notifications');
    const history = customer.getByTestId('notification-history').getByTestId('notification-item');
    await expect.poll(() => history.count()).toBeGreaterThan(10);
    await customer.getByRole('button', { name: en.notifications.markAllRead }).click();
    await expect.poll(badgeText).toBeNull();
    await screenshot(customer, 'live-10-notifications-page');
  });
});
