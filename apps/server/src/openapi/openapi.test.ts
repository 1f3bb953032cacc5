import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listRoutes, routeKey } from '../reliability/route-table.js';
import { startTestServer, type TestServer } from '../test-support/test-server.js';
import { NOT_DOCUMENTED, openApiPath } from './openapi-document.js';
import { REQUEST_SCHEMAS } from './request-schemas.js';

const SERVER_SRC = fileURLToPath(new URL('..', import.meta.url));

let server: TestServer;
// biome-ignore lint/suspicious/noExplicitAny: the document is JSON read back from the server
let document: any;
beforeAll(async () => {
  server = await startTestServer();
  const response = await server.api('/api/openapi.json');
  expect(response.status).toBe(200);
  document = response.body;
});
afterAll(async () => server?.stop());

/** Every `*-routes.ts` file under the server's source. */
function routeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return routeFiles(path);
    return name.endsWith('-routes.ts') ? [path] : [];
  });
}

describe('the OpenAPI document at /api/openapi.json', () => {
  it('when a real validator reads it, then it is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe('3.1.0');
  });

  it('when the app’s own route table is read, then every route it serves is an operation of the document, and nothing else', () => {
    const served = listRoutes(server.app).filter((route) => !NOT_DOCUMENTED.has(routeKey(route)));
    expect(served.length).toBeGreaterThan(190);
    const missing = served.filter((route) => {
      const { path } = openApiPath(route.path);
      return document.paths[path]?.[route.method.toLowerCase()] === undefined;
    });
    expect(missing.map(routeKey)).toEqual([]);
    const operations = Object.values(document.paths).flatMap((item) => Object.keys(item as object));
    // The served routes plus the two WebSocket endpoints, which live on the HTTP server's upgrade event.
    expect(operations.length).toBe(served.length + 2);
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/realtime', '/api/openapi.json']));
  });

  it('when a route validates its input with a shared contract, then the document carries that schema', () => {
    const signIn = document.paths['/api/auth/sign-in'].post;
    expect(signIn.security).toEqual([]);
    expect(Object.keys(signIn.requestBody.content['application/json'].schema.properties).sort()).toEqual([
      'identifier',
      'language',
      'password',
    ]);
    const removeFromCart = document.paths['/api/cart/items'].delete;
    expect(removeFromCart.security).toEqual([{ bearer: [] }]);
    expect(removeFromCart.parameters.map((p: { name: string; in: string }) => `${p.in}:${p.name}`)).toEqual(
      expect.arrayContaining(['query:productId', 'query:variantId']),
    );
    const order = document.paths['/api/orders/{id}'].get;
    expect(order.parameters).toEqual([
      { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
    ]);
    expect(document.paths['/api/admin/products/{id}/images'].post.requestBody.content).toEqual({
      'image/*': { schema: { type: 'string', format: 'binary' } },
    });
  });

  it('when an operation can fail, then its error responses name the error kinds with their codes', () => {
    const checkout = document.paths['/api/checkout'].post.responses;
    expect(checkout['429']).toEqual({ $ref: '#/components/responses/E429' });
    expect(checkout['401']).toEqual({ $ref: '#/components/responses/E401' });
    const tooMany = document.components.responses.E429;
    expect(tooMany.description).toContain('RATE_LIMITED');
    expect(tooMany.description).toContain('AUTH_SIGN_IN_DELAYED');
    expect(
      tooMany.content['application/json'].schema.allOf[1].properties.error.properties.code.enum,
    ).toContain('RATE_LIMITED');
    expect(document.components.responses.E404.description).toContain('ROUTE_NOT_FOUND');
    // A public route cannot answer "sign in first".
    expect(document.paths['/api/push/vapid-public-key'].get.responses['401']).toBeUndefined();
  });

  it('when a route file validates with a schema, then the request-schema table names it and every key is a route', () => {
    const tableSource = readFileSync(join(SERVER_SRC, 'openapi/request-schemas.ts'), 'utf8');
    const used = new Set<string>();
    for (const file of routeFiles(SERVER_SRC)) {
      const source = readFileSync(file, 'utf8');
      for (const match of source.matchAll(
        /(?:readJson|readForm)\(c, (\w+)\)|parseWith\((\w+), c\.req\.query\(\)\)/g,
      )) {
        const name = match[1] ?? match[2]!;
        // admin-catalog-routes.ts reads every form through one helper, `readForm(c, schema)`.
        if (name !== 'schema') used.add(name);
      }
    }
    expect(used.size).toBeGreaterThan(60);
    expect([...used].filter((name) => !new RegExp(`\\b${name}\\b`).test(tableSource))).toEqual([]);
    const served = new Set(listRoutes(server.app).map(routeKey));
    expect(Object.keys(REQUEST_SCHEMAS).filter((key) => !served.has(key))).toEqual([]);
  });
});

describe('the reference page at /api/docs', () => {
  it('when opened, then it loads Swagger UI and its start script from this origin only', async () => {
    const page = await fetch(`${server.url}/api/docs`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect([...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1])).toEqual([
      '/api/docs/swagger-ui.css',
      '/api/docs/swagger-ui-bundle.js',
      '/api/docs/start.js',
    ]);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const bundle = await fetch(`${server.url}/api/docs/swagger-ui-bundle.js`);
    expect(bundle.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect((await bundle.text()).length).toBeGreaterThan(500_000);
    const start = await (await fetch(`${server.url}/api/docs/start.js`)).text();
    expect(start).toContain("url: '/api/openapi.json'");
    expect((await fetch(`${server.url}/api/docs/package.json`)).status).toBe(404);
  });
});
