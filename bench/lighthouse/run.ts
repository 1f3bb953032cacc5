/**
 * The web bench (issue 18 target 4; `BENCH=web` or `BENCH=lighthouse`). First the exact bytes: what a phone downloads
 * to show /splash, /auth and a signed-in /home (JavaScript gzipped, fonts), from a Playwright run, the same
 * measurement as the e2e budget test (e2e/support/page-weight.ts). Then Lighthouse on the built app (issue 17):
 * mobile form factor with simulated throttling (Lighthouse's default "slow 4G, 4x CPU" model), on /splash and /auth
 * signed out and /home signed in. Lighthouse 12 has no PWA category any
 * more, so the checks it used to make (installable manifest, service worker, theme colour, maskable and Apple
 * icons, viewport) are made here directly, with Chromium's own installability check (CDP).
 *
 * Needs the built app (`npm run build`). Results: results/lighthouse.json and results/lighthouse.md.
 * Exit code 1 when a best-practices audit or a PWA check fails; scores and LCP are reported, not judged.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { type BrowserContext, chromium } from 'playwright-core';
import { freePort } from '../../apps/server/src/test-support/server-process.js';
import { startAppServer } from '../../e2e/support/app-server.js';
import { findChromium, launchChromium } from '../../e2e/support/chromium.js';
import { BUDGETED_PAGES, measurePageWeight } from '../../e2e/support/page-weight.js';
import { DEMO_CUSTOMER, DEMO_PASSWORD } from '../../e2e/support/shopper.js';
import { type PageBytes, type PageRun, pwaChecks, summarise, toMarkdown } from './report.js';

const RUNS = Number(process.env.LH_RUNS ?? 3);
const resultsDir = new URL('../results/', import.meta.url);

async function signIn(context: BrowserContext, baseUrl: string) {
  const page = await context.newPage();
  await page.goto(`${baseUrl}/auth`);
  await page.evaluate(() => localStorage.setItem('preferred_language', 'en'));
  await page.reload();
  await page.locator('input[name="identifier"]').fill(DEMO_CUSTOMER);
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.locator('form button[type="submit"]').first().click();
  await page.waitForURL((url) => url.pathname === '/home');
  await page.close();
}

/** A cold visit each time: no HTTP cache, service worker, Cache Storage or IndexedDB; the session (localStorage) stays. */
async function clearAllButSession(context: BrowserContext, origin: string) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Storage.clearDataForOrigin', {
    origin,
    storageTypes: 'service_workers,cache_storage,indexeddb',
  });
  await cdp.detach();
  await page.close();
}

/** Exact bytes, one cold visit per page: they do not vary from run to run. */
async function measureBytes(baseUrl: string): Promise<PageBytes[]> {
  const browser = await launchChromium();
  try {
    const bytes: PageBytes[] = [];
    for (const [name, visit] of Object.entries(BUDGETED_PAGES)) {
      const signedIn = name === 'home';
      const weight = await measurePageWeight(
        browser,
        baseUrl,
        signedIn ? { ...visit, signedInAs: DEMO_CUSTOMER } : visit,
      );
      bytes.push({
        path: visit.path,
        signedIn,
        scriptGzipBytes: weight.totalGzipBytes,
        scriptBytes: weight.totalBytes,
        scripts: weight.scripts.length,
        fonts: weight.fonts.map((font) => ({ path: font.path, bytes: font.bytes })),
      });
    }
    return bytes;
  } finally {
    await browser.close();
  }
}

async function main() {
  const load: { before: number[]; after?: number[] } = { before: loadavg() };
  const server = await startAppServer();
  const bytes = await measureBytes(server.url);
  const port = await freePort();
  const profile = await mkdtemp(join(tmpdir(), 'tokri-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: findChromium(),
    headless: true,
    args: [
      `--remote-debugging-port=${port}`,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const pages: PageRun[] = [];
    for (const target of [
      { path: '/splash', signedIn: false },
      { path: '/auth', signedIn: false },
      { path: '/home', signedIn: true },
    ]) {
      if (target.signedIn) await signIn(context, server.url);
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        await clearAllButSession(context, server.url);
        const result = await lighthouse(`${server.url}${target.path}`, {
          port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'best-practices', 'accessibility', 'seo'],
          disableStorageReset: true,
        });
        if (!result) throw new Error('Lighthouse returned nothing');
        runs.push(result.lhr);
        console.log(
          `[lighthouse] ${target.path} run ${i + 1}: performance ${Math.round((result.lhr.categories.performance?.score ?? 0) * 100)}, LCP ${Math.round(result.lhr.audits['largest-contentful-paint']?.numericValue ?? 0)} ms`,
        );
      }
      pages.push(summarise(target.path, target.signedIn, runs));
    }
    const pwa = await pwaChecks(context, server.url);
    load.after = loadavg();
    const report = { when: new Date().toISOString(), runsPerPage: RUNS, load, bytes, pages, pwa };
    await writeFile(new URL('lighthouse.json', resultsDir), `${JSON.stringify(report, null, 2)}\n`);
    await writeFile(new URL('lighthouse.md', resultsDir), toMarkdown(report));
    console.log(toMarkdown(report));
    const failed =
      pages.some((page) => page.bestPracticesFailures.length > 0) || pwa.some((check) => !check.passed);
    process.exitCode = failed ? 1 : 0;
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
    await server.stop();
  }
}

await main();
