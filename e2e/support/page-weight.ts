import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { PHONE } from './screenshots.js';
import { phoneContext, signIn } from './shopper.js';

export interface FileWeight {
  path: string;
  bytes: number;
  gzipBytes: number;
}

export interface PageWeight {
  /** Every same-origin .js file, largest (gzipped) first. */
  scripts: FileWeight[];
  totalBytes: number;
  totalGzipBytes: number;
  /** Every font file the page downloaded (woff2 is compressed already: bytes as they travel). */
  fonts: FileWeight[];
}

export interface PageVisit {
  /** The path opened, e.g. '/splash'. */
  path: string;
  /** Sign this account in first (through the real form), then open the page in a fresh context with its session. */
  signedInAs?: string;
  /** Resolves once the page has drawn what it is for (e.g. the first product card). */
  ready: (page: Page) => Promise<unknown>;
}

/**
 * What a phone downloads to show one page before anyone touches it: every JavaScript file, weighed as it would
 * travel gzipped (level 9, as Vite reports it), and every font file. Measured in the browser with an empty HTTP
 * cache and no service worker yet (a new phone), after the network is idle, so the lazy chunks the page pulls in
 * count too.
 */
export async function measurePageWeight(
  browser: Browser,
  baseUrl: string,
  visit: PageVisit,
): Promise<PageWeight> {
  let storageState: Awaited<ReturnType<BrowserContext['storageState']>> | undefined;
  if (visit.signedInAs) {
    const signInContext = await phoneContext(browser, 'en');
    const signInPage = await signInContext.newPage();
    await signIn(signInPage, baseUrl, visit.signedInAs);
    storageState = await signInContext.storageState();
    await signInContext.close();
  }
  const context = await browser.newContext({
    viewport: PHONE,
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    ...(storageState ? { storageState } : {}),
  });
  // English chosen (as after a first visit), so the language dialog stays shut.
  await context.addInitScript(() => {
    if (!localStorage.getItem('preferred_language')) localStorage.setItem('preferred_language', 'en');
  });
  const page = await context.newPage();
  const scripts = new Map<string, FileWeight>();
  const fonts = new Map<string, FileWeight>();
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin !== new URL(baseUrl).origin) return;
    const isScript = url.pathname.endsWith('.js');
    if (!isScript && !url.pathname.endsWith('.woff2')) return;
    pending.push(
      response.body().then((body) => {
        const weight = {
          path: url.pathname,
          bytes: body.length,
          gzipBytes: isScript ? gzipSync(body, { level: 9 }).length : body.length,
        };
        (isScript ? scripts : fonts).set(url.pathname, weight);
      }),
    );
  });
  await page.goto(`${baseUrl}${visit.path}`);
  await visit.ready(page);
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  await context.close();
  const list = [...scripts.values()].sort((a, b) => b.gzipBytes - a.gzipBytes);
  return {
    scripts: list,
    totalBytes: list.reduce((sum, script) => sum + script.bytes, 0),
    totalGzipBytes: list.reduce((sum, script) => sum + script.gzipBytes, 0),
    fonts: [...fonts.values()],
  };
}

/** The three pages the web budget covers (issue 18 target 4), as the budget test and the web bench open them. */
export const BUDGETED_PAGES = {
  splash: { path: '/splash', ready: (page: Page) => page.getByRole('heading', { level: 1 }).waitFor() },
  auth: { path: '/auth', ready: (page: Page) => page.locator('input[name="identifier"]').waitFor() },
  home: { path: '/home', ready: (page: Page) => page.getByTestId('product-card').first().waitFor() },
} satisfies Record<string, Omit<PageVisit, 'signedInAs'>>;
