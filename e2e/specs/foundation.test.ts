import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpLinkToken } from '../../apps/server/src/test-support/sign-up-link.js';
import { hi } from '../../apps/web/src/i18n/hi.js';
import { type AppServer, startAppServer } from '../support/app-server.js';
import { launchChromium } from '../support/chromium.js';
import { PHONE, screenshot } from '../support/screenshots.js';

let server: AppServer;
let browser: Browser;
let customer: BrowserContext;
let page: Page;
const email = `asha.${Date.now()}@example.in`;

const newContext = () =>
  browser.newContext({ viewport: PHONE, colorScheme: 'dark', locale: 'en-IN', timezoneId: 'Asia/Kolkata' });

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchChromium()]);
  customer = await newContext();
  page = await customer.newPage();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the app shell in Chromium', () => {
  it('when a visitor opens /home, then they land on /auth', async () => {
    await page.goto(`${server.url}/home`);
    await page.waitForURL(/\/auth\?redirectTo=%2Fhome$/);
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).count()).toBe(0);
    await screenshot(page, '01-auth');
  });

  it('when they sign up, then they land on /home and are asked for a language', async () => {
    await page.getByRole('button', { name: 'Create an account' }).click();
    await page.getByLabel('Full name').fill('Asha Reddy');
    await page.getByLabel('Email or mobile number').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Password must be at least 8 characters.').last().waitFor();

    await page.getByLabel('Password', { exact: true }).fill('asha-password-1');
    await page.getByRole('button', { name: 'Create account' }).click();
    // No account yet: the screen says to check the inbox, and the emailed link finishes sign-up (ADR 0072).
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    const token = await signUpLinkToken(server.url, email);
    await page.goto(`${server.url}/auth/callback?type=signup&token=${token}`);
    await page.waitForURL(/\/home$/);
    const dialog = page.getByRole('dialog', { name: 'Choose your language' });
    await dialog.waitFor();
    await screenshot(page, '02-language-dialog');
  });

  it('when Hindi is chosen, then the dialog closes and the interface is in Hindi, also after a reload', async () => {
    await page.getByRole('button', { name: 'हिन्दी' }).click();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    const nav = page.getByRole('navigation', { name: hi.nav.main });
    await nav.getByRole('link', { name: hi.nav.home }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('hi');
    await page.getByTestId('greeting').waitFor();
    await screenshot(page, '03-home-hindi');

    await page.reload();
    await nav.getByRole('link', { name: hi.nav.orders }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('when the theme is switched, then the page turns light and dark and remembers it', async () => {
    await page.goto(`${server.url}/settings`);
    const html = page.locator('html');
    const htmlClass = async () => (await html.getAttribute('class')) ?? '';
    // The system (emulated) prefers dark and no choice is stored: dark.
    expect(await htmlClass()).toContain('dark');
    await page.getByText(hi.theme.light, { exact: true }).click();
    expect(await htmlClass()).not.toContain('dark');
    await screenshot(page, '04-settings-light');
    await page.reload({ waitUntil: 'domcontentloaded' });
    expect(await htmlClass()).not.toContain('dark');
    await page.getByText(hi.theme.dark, { exact: true }).click();
    expect(await htmlClass()).toContain('dark');
  });

  it('when the bottom navigation is used, then it reaches all four tabs', async () => {
    const nav = page.getByRole('navigation', { name: hi.nav.main });
    for (const [label, path] of [
      [hi.nav.subscriptions, '/subscriptions'],
      [hi.nav.orders, '/orders'],
      [hi.nav.profile, '/profile'],
      [hi.nav.home, '/home'],
    ] as const) {
      await nav.getByRole('link', { name: label }).click();
      await page.waitForURL((url) => url.pathname === path);
    }
  });

  it('when a path does not exist, then the not-found page shows', async () => {
    await page.goto(`${server.url}/no-such-page`);
    await page.getByTestId('not-found').waitFor();
    await page.getByRole('heading', { name: hi.notFound.title }).waitFor();
  });

  it('when a customer opens /admin/products, then they see "not allowed"', async () => {
    await page.goto(`${server.url}/admin/products`);
    await page.getByTestId('forbidden').waitFor();
    expect(await page.getByTestId('admin-page').count()).toBe(0);
    await screenshot(page, '05-admin-forbidden');
  });

  it('when the customer signs out, then they are back on /auth', async () => {
    await page.goto(`${server.url}/profile`);
    await page.getByRole('button', { name: hi.auth.signOut }).click();
    await page.waitForURL(/\/auth$/);
    await page.goto(`${server.url}/home`);
    await page.waitForURL(/\/auth\?redirectTo=/);
  });

  it('when a visitor opens /privacy-policy, then it opens without signing in', async () => {
    const visitor = await newContext();
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(`${server.url}/privacy-policy`);
    await visitorPage.getByRole('heading', { name: 'Privacy Policy' }).waitFor();
    expect(new URL(visitorPage.url()).pathname).toBe('/privacy-policy');
    await screenshot(visitorPage, '06-privacy-policy');
    await visitor.close();
  });

  it('when the demo admin signs in, then the admin page lists the catalogue', async () => {
    const admin = await newContext();
    const adminPage = await admin.newPage();
    await adminPage.goto(`${server.url}/admin/products`);
    await adminPage.waitForURL(/\/auth\?redirectTo=%2Fadmin%2Fproducts$/);
    await adminPage.getByLabel('Email or mobile number').fill('admin@tokri.in');
    await adminPage.getByLabel('Password', { exact: true }).fill('tokri-demo-123');
    await adminPage.getByRole('button', { name: 'Sign in' }).click();
    await adminPage.waitForURL(/\/admin\/products$/);
    await adminPage.getByTestId('admin-page').waitFor();
    await adminPage.getByTestId('admin-product-row').first().waitFor();
    expect(await adminPage.getByTestId('admin-product-row').count()).toBe(25);
    await screenshot(adminPage, '07-admin-products');
    await admin.close();
  });
});
