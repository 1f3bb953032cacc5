import { readFile } from 'node:fs/promises';
import { errorMessage } from '@tokri/core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpThroughLink } from '../../apps/server/src/test-support/sign-up-link.js';
import { privacyPolicyTexts } from '../../apps/web/src/features/legal/i18n/privacy-policy-texts.js';
import { privacyTexts } from '../../apps/web/src/features/privacy/i18n/texts.js';
import { type AppServer, startAppServer } from '../support/app-server.js';
import { axeViolations } from '../support/axe.js';
import { launchChromium } from '../support/chromium.js';
import { latinWords, screenTexts } from '../support/screen-language.js';
import { PHONE, screenshot } from '../support/screenshots.js';

/**
 * Issue 16 point 7 (DPDP Act 2023, ADR 0051) in Chromium at 360 px: a new customer downloads their data, reads the
 * pages in Hindi and Telugu, deletes the account with the password, is signed out, signs in during the grace
 * period to find "scheduled for deletion" and cancels, deletes again, and after the erasure round (the dev-only
 * route; the server runs with ACCOUNT_DELETION_GRACE_DAYS=0) cannot sign in.
 */

let server: AppServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const EMAIL = `asha.privacy.${Date.now()}@example.in`;
const PASSWORD = 'Saffron-Lotus-Kettle-58';
const texts = privacyTexts.texts;
/** Latin words a Hindi or Telugu privacy screen may show: the brand and the customer's own name (her data). */
const LATIN_ALLOWED = new Set(['Tokri', 'Asha', 'alt', 'T', 'IP']);

async function signIn() {
  await page.goto(`${server.url}/auth`);
  await page.locator('input[name="identifier"]').fill(EMAIL);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('form button[type="submit"]').first().click();
}

async function expectAccessible(name: string) {
  expect(await axeViolations(page), name).toEqual([]);
  await screenshot(page, `privacy-${name}`);
}

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startAppServer({ env: { ACCOUNT_DELETION_GRACE_DAYS: '0' } }),
    launchChromium(),
  ]);
  // bypassCSP: axe is injected as a script, which the app's CSP would refuse.
  context = await browser.newContext({
    viewport: PHONE,
    colorScheme: 'dark',
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    bypassCSP: true,
    acceptDownloads: true,
  });
  await context.addInitScript(() => {
    if (!localStorage.getItem('preferred_language')) localStorage.setItem('preferred_language', 'en');
  });
  page = await context.newPage();
  const signUp = await signUpThroughLink(server.url, {
    identifier: EMAIL,
    password: PASSWORD,
    fullName: 'Asha Privacywali',
  });
  expect(signUp.status).toBe(200);
  // A chosen language, so the first-visit language dialog stays shut.
  const { accessToken } = signUp.body as { accessToken: string };
  const chosen = await fetch(`${server.url}/api/profile`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
    body: JSON.stringify({ preferredLanguage: 'en' }),
  });
  expect(chosen.status).toBe(200);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('DPDP rights in Chromium at 360 px', () => {
  it('when the customer downloads their data, then one JSON file with their email arrives', async () => {
    await signIn();
    await page.waitForURL((url) => url.pathname === '/home');
    await page.goto(`${server.url}/privacy/data`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: texts.en.data.download }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^tokri-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const file = JSON.parse(await readFile((await download.path())!, 'utf8'));
    expect(file.tables.users[0].email).toBe(EMAIL);
    expect(file.tables.profiles[0].full_name).toBe('Asha Privacywali');
    await page.getByText(texts.en.data.done).first().waitFor();
    await expectAccessible('my-data-en');
  });

  for (const language of ['hi', 'te'] as const) {
    it(`when the privacy pages are shown in ${language}, then no English is left and axe finds nothing`, async () => {
      await page.evaluate((value) => localStorage.setItem('preferred_language', value), language);
      const leaks: string[] = [];
      const screens = [
        ['my-data', '/privacy/data', texts[language].data.download],
        ['delete-account', '/privacy/delete-account', texts[language].delete.submit],
        ['policy', '/privacy-policy', privacyPolicyTexts.texts[language].sections.rights.heading],
      ] as const;
      for (const [name, path, ready] of screens) {
        await page.goto(`${server.url}${path}`);
        await page.getByText(ready, { exact: true }).first().waitFor();
        await page.waitForLoadState('networkidle').catch(() => undefined);
        leaks.push(
          ...latinWords(await screenTexts(page), LATIN_ALLOWED, { skipPaths: true }).map(
            (leak) => `${name}: ${leak}`,
          ),
        );
        await expectAccessible(`${name}-${language}`);
      }
      expect(leaks).toEqual([]);
    });
  }

  it('when the customer deletes the account with the password, then they are signed out, and signing in offers "Cancel deletion"', async () => {
    await page.evaluate(() => localStorage.setItem('preferred_language', 'en'));
    await page.goto(`${server.url}/privacy/delete-account`);
    await page.getByLabel(texts.en.delete.password).fill('not-my-password');
    await page.getByRole('button', { name: texts.en.delete.submit }).click();
    await page.getByText(errorMessage('AUTH_CURRENT_PASSWORD_WRONG', 'en')).waitFor();
    await expectAccessible('delete-account-wrong-password');
    await page.getByLabel(texts.en.delete.password).fill(PASSWORD);
    await page.getByRole('button', { name: texts.en.delete.submit }).click();
    await page.waitForURL((url) => url.pathname === '/auth');

    // In the grace period: signing in leads to the scheduled deletion and its Cancel.
    await signIn();
    await page.waitForURL((url) => url.pathname === '/privacy/delete-account');
    await page.getByRole('heading', { name: texts.en.delete.scheduledTitle }).waitFor();
    await expectAccessible('delete-account-scheduled');
    await page.getByRole('button', { name: texts.en.delete.cancel }).click();
    await page.getByRole('button', { name: texts.en.delete.submit }).waitFor();
  });

  it('when the account is deleted again and the erasure round runs, then signing in fails like a wrong password', async () => {
    await page.getByLabel(texts.en.delete.password).fill(PASSWORD);
    await page.getByRole('button', { name: texts.en.delete.submit }).click();
    await page.waitForURL((url) => url.pathname === '/auth');
    const round = await fetch(`${server.url}/api/dev/privacy/run`, { method: 'POST' });
    expect(await round.json()).toEqual({ erased: 1, deferred: 0 });
    await signIn();
    const alert = page.getByRole('alert').filter({ hasText: errorMessage('AUTH_INVALID_CREDENTIALS', 'en') });
    await alert.waitFor();
    expect(page.url()).toContain('/auth');
  });
});
