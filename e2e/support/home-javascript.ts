import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { PHONE } from './screenshots.js';
import { phoneContext, signIn } from './shopper.js';

export interface ScriptWeight {
  path: string;
  bytes: number;
  gzipBytes: number;
}

export interface HomeJavaScript {
  scripts: ScriptWeight[];
  totalBytes: number;
  totalGzipBytes: number;
}

/**
 * Every JavaScript file a signed-in shopper's phone downloads to show /home, weighed as it would travel
 * gzipped (level 9, as Vite reports it). Measured in the browser, so lazy chunks the page pulls in count too.
 */
export async function measureHomeJavaScript(
  browser: Browser,
  baseUrl: string,
  email: string,
): Promise<HomeJavaScript> {
  const signInContext = await phoneContext(browser, 'en');
  const signInPage = await signInContext.newPage();
  await signIn(signInPage, baseUrl, email);
  const storage = await signInContext.storageState();
  await signInContext.close();

  // A fresh context with the session but an empty HTTP cache: a returning shopper on a new phone.
  const context = await browser.newContext({
    viewport: PHONE,
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    storageState: storage,
  });
  const page = await context.newPage();
  const scripts = new Map<string, ScriptWeight>();
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin !== new URL(baseUrl).origin || !url.pathname.endsWith('.js')) return;
    pending.push(
      response.body().then((body) => {
        scripts.set(url.pathname, {
          path: url.pathname,
          bytes: body.length,
          gzipBytes: gzipSync(body, { level: 9 }).length,
        });
      }),
    );
  });
  await page.goto(`${baseUrl}/home`);
  await page.getByTestId('product-card').first().waitFor();
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  await context.close();
  const list = [...scripts.values()].sort((a, b) => b.gzipBytes - a.gzipBytes);
  return {
    scripts: list,
    totalBytes: list.reduce((sum, script) => sum + script.bytes, 0),
    totalGzipBytes: list.reduce((sum, script) => sum + script.gzipBytes, 0),
  };
}
