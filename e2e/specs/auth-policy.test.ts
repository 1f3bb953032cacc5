import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpThroughLink } from '../../apps/server/src/test-support/sign-up-link.js';
import { en } from '../../apps/web/src/i18n/en.js';
import { errorMessage } from '../../packages/core/src/index.js';
import { type AppServer, startAppServer } from '../support/app-server.js';
import { launchChromium } from '../support/chromium.js';
import { phoneContext } from '../support/shopper.js';

/** Issue 9 item 11 in the browser: the neutral sign-in message and the password change that needs the current one. */

let server: AppServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const email = `kavya.${Date.now()}@example.in`;
const firstPassword = 'filter-coffee-at-six';

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchChromium()]);
  const signUp = await signUpThroughLink(server.url, {
    identifier: email,
    password: firstPassword,
    fullName: 'Kavya',
  });
  expect(signUp.status).toBe(200);
  // A language on the profile keeps the first-visit language dialog shut over the forms under test.
  const { accessToken } = signUp.body as { accessToken: string };
  const profile = await fetch(`${server.url}/api/profile`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
    body: JSON.stringify({ preferredLanguage: 'en' }),
  });
  expect(profile.status).toBe(200);
  context = await phoneContext(browser, 'en');
  page = await context.newPage();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function submitSignIn(identifier: string, password: string) {
  await page.goto(`${server.url}/auth`);
  await page.getByLabel(en.auth.identifier).fill(identifier);
  await page.getByLabel(en.auth.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: en.auth.signIn, exact: true }).click();
}

describe('auth policy in Chromium', () => {
  it('when the password is wrong or the account unknown, then the page shows the same neutral message', async () => {
    const neutral = errorMessage('AUTH_INVALID_CREDENTIALS', 'en');
    await submitSignIn(email, 'not-the-right-one');
    await page.getByRole('alert').filter({ hasText: neutral }).waitFor();
    await submitSignIn(`nobody.${Date.now()}@example.in`, firstPassword);
    await page.getByRole('alert').filter({ hasText: neutral }).waitFor();
  });

  it('when a signed-in shopper changes the password, then the form asks for the current one and checks it', async () => {
    await submitSignIn(email, firstPassword);
    await page.waitForURL((url) => url.pathname === '/home');
    await page.goto(`${server.url}/auth?action=update-password`);
    const current = page.getByLabel(en.auth.currentPassword, { exact: true });
    const next = page.getByLabel(en.auth.newPassword, { exact: true });
    const save = page.getByRole('button', { name: en.auth.savePassword });

    await current.fill('a-wrong-guess-here');
    await next.fill('monsoon-on-the-terrace');
    await save.click();
    await page.getByText(errorMessage('AUTH_CURRENT_PASSWORD_WRONG', 'en')).waitFor();

    await current.fill(firstPassword);
    await next.fill('password123');
    await save.click();
    await page.getByText(errorMessage('AUTH_PASSWORD_TOO_COMMON', 'en')).waitFor();

    await next.fill('monsoon-on-the-terrace');
    await save.click();
    await page.waitForURL((url) => url.pathname === '/home');
    const signIn = await fetch(`${server.url}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: email, password: 'monsoon-on-the-terrace' }),
    });
    expect(signIn.status).toBe(200);
  });

  it('when a reset link opens the page, then it sets a new password without the current one', async () => {
    const fresh = await phoneContext(browser, 'en');
    const resetPage = await fresh.newPage();
    const request = await fetch(`${server.url}/api/auth/password-reset`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: email }),
    });
    expect(request.status).toBe(202);
    const outbox = (await (
      await fetch(`${server.url}/api/dev/outbox?recipient=${encodeURIComponent(email)}`)
    ).json()) as { items: { body_text: string }[] };
    const link = /https?:\/\/\S+/.exec(outbox.items[0]!.body_text)![0];

    await resetPage.goto(link);
    await resetPage.waitForURL(/action=update-password/);
    const next = resetPage.getByLabel(en.auth.newPassword, { exact: true });
    await next.waitFor();
    expect(await resetPage.getByLabel(en.auth.currentPassword, { exact: true }).count()).toBe(0);
    await next.fill('rangoli-by-the-door');
    await resetPage.getByRole('button', { name: en.auth.savePassword }).click();
    await resetPage.waitForURL((url) => url.pathname === '/home');
    await fresh.close();
  });
});
