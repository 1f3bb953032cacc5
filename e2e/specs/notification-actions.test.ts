import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppServer, startAppServer } from '../support/app-server.js';
import { axeViolations } from '../support/axe.js';
import { launchChromium } from '../support/chromium.js';
import { screenshot } from '../support/screenshots.js';
import { apiCall, DEMO_CUSTOMER, phoneContext, placeCashOrder, signIn } from '../support/shopper.js';

/**
 * Issue 32 items 2 and 6 (ADR 0075) in Chromium at 360 px: a notification's buttons in the bell and on
 * /notifications, reached by tapping, at least 44 px and axe clean; and the same list read again after the account
 * switches to Telugu, wholly in Telugu.
 */

let server: AppServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let orderId = '';

const serious = async (target: Page) =>
  (await axeViolations(target)).filter((v) => v.impact === 'serious' || v.impact === 'critical');

async function expectTappable(target: ReturnType<Page['locator']>) {
  const box = await target.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(44);
  expect(box?.height).toBeGreaterThanOrEqual(44);
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchChromium()]);
  context = await phoneContext(browser, 'en', { bypassCSP: true });
  page = await context.newPage();
  await signIn(page, server.url, DEMO_CUSTOMER);
  const { items } = await apiCall<{ items: { id: string }[] }>(
    page,
    '/api/products?category=grains-cereals&inStock=true&limit=1',
  );
  orderId = (await placeCashOrder(page, [{ productId: items[0]!.id, quantity: 2 }])).id;
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('notification buttons in Chromium', () => {
  it('when the bell is opened, then the order notice shows Track and View, and Track opens the order', async () => {
    await page.reload();
    const bell = page.getByTestId('notification-bell');
    await expect.poll(() => bell.getAttribute('aria-label')).toBe('Notifications, 1 unread');
    await bell.click();
    const menu = page.getByRole('menu', { name: 'Notifications' });
    const buttons = menu.getByRole('group', { name: 'Order placed: actions' });
    await buttons.waitFor();
    const track = buttons.getByRole('menuitem', { name: 'Track' });
    await expectTappable(track);
    await expectTappable(buttons.getByRole('menuitem', { name: 'View' }));
    await screenshot(page, 'i32-bell-buttons');
    expect(await serious(page)).toEqual([]);
    await track.click();
    await page.waitForURL((url) => url.pathname === `/orders/${orderId}`);
    await expect.poll(() => bell.getAttribute('aria-label')).toBe('Notifications');
  });

  it('when the account switches to Telugu, then /notifications reads the same notice in Telugu, buttons too', async () => {
    await apiCall(page, '/api/profile', { method: 'PATCH', body: { preferredLanguage: 'te' } });
    await page.evaluate(() => localStorage.setItem('preferred_language', 'te'));
    await page.goto(`${server.url}/notifications`);
    const item = page.getByTestId('notification-history').getByTestId('notification-item').first();
    await item.getByText('ఆర్డర్ ప్లేస్ అయింది', { exact: true }).waitFor();
    expect(await item.textContent()).not.toMatch(/Order placed|has been placed/);
    const track = page.getByRole('link', { name: 'ట్రాక్ చేయండి' });
    expect(await track.getAttribute('href')).toBe(`/orders/${orderId}`);
    await expectTappable(track);
    await screenshot(page, 'i32-notifications-te');
    expect(await serious(page)).toEqual([]);
  });
});
