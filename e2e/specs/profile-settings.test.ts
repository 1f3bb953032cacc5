import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type LocalPushService,
  startLocalPushService,
} from '../../apps/server/src/test-support/local-push-service.js';
import { signUpThroughLink } from '../../apps/server/src/test-support/sign-up-link.js';
import { profileEn } from '../../apps/web/src/features/profile/i18n/en.js';
import { profileHi } from '../../apps/web/src/features/profile/i18n/hi.js';
import { profileTe } from '../../apps/web/src/features/profile/i18n/te.js';
import { en } from '../../apps/web/src/i18n/en.js';
import { hi } from '../../apps/web/src/i18n/hi.js';
import { te } from '../../apps/web/src/i18n/te.js';
import { shareTexts } from '../../apps/web/src/shared/share/share-texts.js';
import { errorMessage } from '../../packages/core/src/index.js';
import { type AppServer, startAppServer } from '../support/app-server.js';
import { axeViolations } from '../support/axe.js';
import { launchChromium } from '../support/chromium.js';
import { latinLeftovers } from '../support/screen-language.js';
import { screenshot } from '../support/screenshots.js';
import { apiCall, DEMO_ADMIN, DEMO_PASSWORD, phoneContext, placeCashOrder } from '../support/shopper.js';

/** Issue 16 items 1, 2 and 6: the profile's rules, the settings page, toggles that are obeyed, sharing. */

let pushService: LocalPushService;
let server: AppServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

const EMAIL = `asha${Date.now()}@example.in`;
const PASSWORD = 'Monsoon-Tamarind-Kite-42';
const PUSH_PATH = '/push/asha-phone';
/** Latin words a Hindi or Telugu profile may show: the brand, and the name (and its initial) she typed herself. */
const ALLOWED = new Set(['Tokri', 'Asha', 'Rao', 'A', 'alt', 'T']);

beforeAll(async () => {
  pushService = await startLocalPushService();
  server = await startAppServer({
    env: {
      // The push service on this machine is allowed explicitly; its certificate is self-signed (test only).
      PUSH_ALLOWED_HOSTS: pushService.allowedHost,
      NODE_TLS_REJECT_UNAUTHORIZED: '0',
    },
  });
  const signedUp = await signUpThroughLink(server.url, {
    identifier: EMAIL,
    password: PASSWORD,
    fullName: 'Asha Rao',
  });
  expect(signedUp.status).toBe(200);
  // Her language is chosen already, so the first-visit language dialog stays shut.
  const { accessToken } = signedUp.body as { accessToken: string };
  const chosen = await fetch(`${server.url}/api/profile`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
    body: JSON.stringify({ preferredLanguage: 'en' }),
  });
  expect(chosen.status).toBe(200);
  browser = await launchChromium();
  context = await phoneContext(browser, 'en', { bypassCSP: true });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  // A browser without the Web Share API (most desktop browsers): sharing falls back to the clipboard.
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
  });
  page = await context.newPage();
  await page.goto(`${server.url}/auth`);
  await page.locator('input[name="identifier"]').fill(EMAIL);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('form button[type="submit"]').first().click();
  await page.waitForURL((url) => url.pathname === '/home');
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await pushService?.close();
});

/** A call as the demo admin (the console's own API). */
async function asAdmin(path: string, method: string, body: unknown) {
  const signIn = await fetch(`${server.url}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: DEMO_ADMIN, password: DEMO_PASSWORD }),
  });
  const { accessToken } = (await signIn.json()) as { accessToken: string };
  return fetch(`${server.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
    body: JSON.stringify(body),
  });
}

async function broadcast(title: string) {
  const sent = await asAdmin('/api/admin/broadcasts', 'POST', {
    title: { en: title },
    message: { en: `${title}: fresh today.` },
  });
  expect(sent.status).toBe(201);
}

const pushedTitles = () =>
  pushService.received
    .filter((delivery) => delivery.path === PUSH_PATH)
    .map((delivery) => (delivery.payload as { title: string }).title);

describe('profile and settings', () => {
  it('when a date of birth in the future is saved, then its error shows under the field; a real one is kept', async () => {
    await page.goto(`${server.url}/profile`);
    const dateOfBirth = page.getByLabel(en.profile.dateOfBirth);
    await dateOfBirth.fill('01/01/2099');
    await page.getByRole('button', { name: en.profile.save }).click();
    await page.getByText(errorMessage('DATE_OF_BIRTH_IN_FUTURE', 'en'), { exact: true }).waitFor();
    expect(await dateOfBirth.getAttribute('aria-invalid')).toBe('true');

    await dateOfBirth.fill('15/08/1990');
    await page.getByRole('button', { name: en.profile.save }).click();
    await page.getByText(en.profile.saved).waitFor();
    await page.reload();
    await expect.poll(() => page.getByLabel(en.profile.dateOfBirth).inputValue()).toBe('15/08/1990');
    // A new customer with no order and no plan is no "Active Member" yet.
    expect(await page.getByTestId('active-member').count()).toBe(0);
  });

  it('when push is turned off in settings, then a status change and a broadcast reach the bell but not the push service', async () => {
    await apiCall(page, '/api/push/subscriptions', {
      method: 'POST',
      body: pushService.subscription(PUSH_PATH),
    });
    await broadcast('Mango week');
    await expect.poll(pushedTitles, { timeout: 20_000 }).toContain('Mango week');

    await page.goto(`${server.url}/settings`);
    const pushSwitch = page.getByRole('switch', { name: profileEn.settings.pushNotifications });
    await pushSwitch.click();
    await page.getByText(profileEn.settings.channelSaved, { exact: true }).waitFor();
    expect(await pushSwitch.isChecked()).toBe(false);
    const saved = await apiCall<{ profile: { pushNotifications: boolean } }>(page, '/api/profile');
    expect(saved.profile.pushNotifications).toBe(false);

    const pushedBefore = pushedTitles().length;
    // Her order is confirmed by the shop: the status notice is in the bell, and nothing is pushed.
    const { items: products } = await apiCall<{ items: { id: string }[] }>(
      page,
      '/api/products?category=grains-cereals&inStock=true&limit=1',
    );
    const order = await placeCashOrder(page, [{ productId: products[0]!.id, quantity: 2 }]);
    expect(
      (await asAdmin(`/api/admin/orders/${order.id}/status`, 'PATCH', { status: 'confirmed' })).status,
    ).toBe(200);
    await expect
      .poll(async () => {
        const { items } = await apiCall<{
          items: { order_id: string | null; metadata: { status?: string | null } }[];
        }>(page, '/api/notifications');
        return items.some((item) => item.order_id === order.id && item.metadata.status === 'confirmed');
      })
      .toBe(true);
    await broadcast('Litchi week');
    await page.goto(`${server.url}/notifications`);
    await page.getByText('Litchi week', { exact: true }).first().waitFor();
    // The push job runs every second; give it several rounds to (wrongly) push.
    await page.waitForTimeout(5_000);
    expect(pushedTitles().slice(pushedBefore)).toEqual([]);
  });

  it('when the app is shared without a share sheet, then the link is copied and the user is told', async () => {
    await page.goto(`${server.url}/profile`);
    await page.getByRole('button', { name: en.profile.shareApp }).click();
    await page.getByText(shareTexts.texts.en.copied, { exact: true }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain(en.profile.shareText);
    expect(copied).toContain(`${server.url}/`);
  });

  it('when the settings page is shown on a phone, then it has every setting and no accessibility violation', async () => {
    await page.goto(`${server.url}/settings`);
    for (const name of [
      profileEn.settings.savedAddresses,
      profileEn.settings.paymentMethods,
      profileEn.settings.wallet,
      profileEn.settings.downloadData,
      profileEn.settings.deleteAccount,
    ])
      await page.getByRole('link', { name }).waitFor();
    expect(await page.getByRole('link', { name: profileEn.settings.downloadData }).getAttribute('href')).toBe(
      '/privacy/data',
    );
    await page.getByRole('button', { name: profileEn.settings.signOutEverywhere }).waitFor();
    await page.getByRole('slider', { name: profileEn.settings.volume }).waitFor();
    await screenshot(page, 'i16-settings');
    expect(await axeViolations(page)).toEqual([]);
    await page.goto(`${server.url}/profile`);
    await page.getByRole('button', { name: en.profile.save }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  for (const [language, dictionary, texts] of [
    ['hi', hi, profileHi],
    ['te', te, profileTe],
  ] as const) {
    it(`when the profile and settings are shown in ${language}, then no English word is left`, async () => {
      await page.goto(`${server.url}/settings`);
      const current = language === 'hi' ? en : hi;
      await page.getByRole('combobox', { name: current.language.label }).selectOption(language);
      await expect.poll(() => page.getAttribute('html', 'lang')).toBe(language);
      await page.getByRole('heading', { name: texts.settings.channels }).waitFor();
      const leaks = (await latinLeftovers(page, ALLOWED)).map((leak) => `settings: ${leak}`);
      await screenshot(page, `i16-settings-${language}`);
      await page.goto(`${server.url}/profile`);
      await page.getByRole('button', { name: dictionary.profile.save }).waitFor();
      leaks.push(...(await latinLeftovers(page, ALLOWED)).map((leak) => `profile: ${leak}`));
      expect(leaks).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  it('when the customer signs out of every device, then this device is signed out and the session is dead', async () => {
    const before = await page.evaluate(() => localStorage.getItem('tokri-auth-token'));
    await page.goto(`${server.url}/settings`);
    await page.getByRole('combobox', { name: te.language.label }).selectOption('en');
    await page.getByRole('button', { name: profileEn.settings.signOutEverywhere }).click();
    await page.getByRole('button', { name: profileEn.settings.signOutEverywhereConfirm }).click();
    await page.waitForURL((url) => url.pathname === '/auth' || url.pathname === '/home');
    const token = (JSON.parse(before ?? '{}') as { accessToken?: string }).accessToken;
    const profile = await fetch(`${server.url}/api/profile`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(profile.status).toBe(401);
  });
});
