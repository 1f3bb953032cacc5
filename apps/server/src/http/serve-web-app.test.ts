import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer } from '../test-support/shop-fixtures.js';
import { startTestServer, type TestServer } from '../test-support/test-server.js';

let server: TestServer;
const bigScript = `console.log(${JSON.stringify('tokri '.repeat(2000))});`;

beforeAll(async () => {
  const dist = await mkdtemp(join(tmpdir(), 'tokri-dist-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(
    join(dist, 'index.html'),
    '<!doctype html><head><title>Tokri</title></head><div id="root"></div>',
  );
  await writeFile(
    join(dist, 'route-preloads.json'),
    JSON.stringify({ '/home': ['/assets/home-page-Xy12.js', '/assets/product-card-Zz34.js'] }),
  );
  await writeFile(join(dist, 'assets', 'index-AbC123.js'), bigScript);
  await writeFile(join(dist, 'theme-init.js'), '/* theme */');
  await mkdir(join(dist, 'images', 'products'), { recursive: true });
  await writeFile(
    join(dist, 'images', 'products', 'tomato.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg"/>',
  );
  server = await startTestServer({ env: { WEB_DIST_DIR: dist } });
});
afterAll(async () => server?.stop());

describe('serving the web app', () => {
  it('when a hashed asset is fetched, then it is cached for a year and compressed', async () => {
    const response = await fetch(`${server.url}/assets/index-AbC123.js`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.text()).toBe(bigScript);
  });

  it('when a product image is fetched, then it is cached for a week and revalidated in the background', async () => {
    const response = await fetch(`${server.url}/images/products/tomato.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
    expect(response.headers.get('cache-control')).toBe(
      'public, max-age=604800, stale-while-revalidate=86400',
    );
  });

  it('when an unhashed file is fetched, then the browser must revalidate it', async () => {
    const response = await fetch(`${server.url}/theme-init.js`);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('when any app route is opened, then index.html answers (the SPA routes it)', async () => {
    for (const path of ['/home', '/product/123', '/admin/products', '/no-such-page']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(200);
      expect(await response.text()).toContain('<div id="root">');
    }
  });

  it("when /home is opened, then its page chunks are preloaded in its head; other pages' HTML is the plain file", async () => {
    expect(await (await fetch(`${server.url}/home`)).text()).toBe(
      '<!doctype html><head><title>Tokri</title>' +
        '<link rel="modulepreload" crossorigin href="/assets/home-page-Xy12.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/product-card-Zz34.js">' +
        '</head><div id="root"></div>',
    );
    for (const path of ['/splash', '/auth', '/home/extra']) {
      expect(await (await fetch(`${server.url}${path}`)).text(), path).toBe(
        '<!doctype html><head><title>Tokri</title></head><div id="root"></div>',
      );
    }
  });

  it('then every response carries security headers', async () => {
    const response = await fetch(`${server.url}/home`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self';");
    expect(response.headers.get('strict-transport-security')).toBeTruthy();
  });

  it('when an unknown API path is asked for, then it is a JSON 404, not the SPA', async () => {
    const response = await server.api('/api/unknown/thing');
    expect(response.status).toBe(404);
    expect(response.body.error.code).toBe('ROUTE_NOT_FOUND');
  });

  it('when a signed-in person asks for an unknown server function, then it is the JSON 404 in their language, not text or the SPA', async () => {
    const { token } = await newCustomer(server);
    for (const method of ['GET', 'POST']) {
      const response = await fetch(`${server.url}/functions/v1/no-such-function`, {
        method,
        headers: { 'x-language': 'hi', authorization: `Bearer ${token}` },
      });
      expect(response.status, method).toBe(404);
      expect(response.headers.get('content-type'), method).toContain('application/json');
      const { error } = (await response.json()) as { error: { code: string; message: string } };
      expect(error.code).toBe('ROUTE_NOT_FOUND');
      expect(error.message).toMatch(/[\u0900-\u097F]/);
    }
  });
});
