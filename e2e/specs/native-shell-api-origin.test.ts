/**
 * The bundled native app reaches the API (ADR 0055, "The shell reaches the API"): the web app built with
 * VITE_API_ORIGIN, served from the Android web view's origin (https://localhost, here through Playwright's
 * routing), signs in, shows /home and opens the realtime socket, every call going to the API's own origin
 * across origins (CORS). The same build on a foreign origin is refused by the browser.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppServer, startAppServer } from '../support/app-server.js';
import { launchChromium } from '../support/chromium.js';
import { DEMO_CUSTOMER, phoneContext, signIn } from '../support/shopper.js';

const web = fileURLToPath(new URL('../../apps/web/', import.meta.url));
const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
};

let server: AppServer;
let browser: Browser;
let shellBuild: string;

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchChromium()]);
  shellBuild = await mkdtemp(join(tmpdir(), 'tokri-shell-build-'));
  // The shell's build, as `npm run mobile:sync` makes it, pointed at this test's server.
  execFileSync('npx', ['vite', 'build', '--outDir', shellBuild, '--emptyOutDir', '--logLevel', 'error'], {
    cwd: web,
    env: { ...process.env, NODE_ENV: 'production', VITE_API_ORIGIN: server.url, VITE_NATIVE_SHELL: 'true' },
    stdio: 'inherit',
  });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (shellBuild) await rm(shellBuild, { recursive: true, force: true });
});

/** A phone page whose `origin` serves the shell's build, as the web view serves the bundled files. */
async function shellPage(origin: string): Promise<Page> {
  const context = await phoneContext(browser, 'en');
  // The test's API is on loopback, which Chromium's Local Network Access keeps from a "public" page unless
  // allowed; on a phone the API is public. Allowed for both origins, so only CORS tells them apart.
  await context.grantPermissions(['local-network-access'], { origin });
  await context.route(`${origin}/**`, async (route) => {
    const path = normalize(new URL(route.request().url()).pathname).replace(/^(\.\.[/\\])+/, '');
    const file = extname(path) ? join(shellBuild, path) : join(shellBuild, 'index.html');
    try {
      const body = await readFile(file);
      await route.fulfill({ body, contentType: TYPES[extname(file)] ?? 'application/octet-stream' });
    } catch {
      await route.fulfill({ status: 404, body: '' });
    }
  });
  return context.newPage();
}

describe('the bundled native app and the API', () => {
  it('when the shell at https://localhost signs in, then /home loads from the API and the realtime socket opens there', async () => {
    const page = await shellPage('https://localhost');
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (/^\/(api|functions|media)\//.test(url.pathname)) apiCalls.push(url.origin);
    });
    const socket = page.waitForEvent('websocket', (ws) => ws.url().endsWith('/realtime'));
    await signIn(page, 'https://localhost', DEMO_CUSTOMER);
    await expect.poll(() => page.getByTestId('product-card').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect((await socket).url()).toBe(`${server.url.replace(/^http/, 'ws')}/realtime`);
    expect(apiCalls.length).toBeGreaterThan(0);
    expect(new Set(apiCalls)).toEqual(new Set([server.url]));
    await page.context().close();
  });

  it('when the same build runs on a foreign origin, then the browser refuses the API and sign-in fails', async () => {
    const page = await shellPage('https://evil.example');
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') blocked.push(message.text());
    });
    const refused = page.waitForEvent('requestfailed', (request) =>
      request.url().includes('/api/auth/sign-in'),
    );
    await page.goto('https://evil.example/auth');
    await page.locator('input[name="identifier"]').fill(DEMO_CUSTOMER);
    await page.locator('input[name="password"]').fill('tokri-demo-123');
    await page.locator('form button[type="submit"]').first().click();
    expect((await refused).url()).toBe(`${server.url}/api/auth/sign-in`);
    expect(new URL(page.url()).pathname).toBe('/auth');
    // Refused by CORS (no Access-Control-Allow-Origin for this origin), not by anything else.
    expect(blocked.join('\n')).toMatch(/blocked by CORS policy: No 'Access-Control-Allow-Origin'/);
    await page.context().close();
  });
});
