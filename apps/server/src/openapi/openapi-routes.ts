import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Hono } from 'hono';
import { notFound } from '../errors/domain-error.js';
import { listRoutes } from '../reliability/route-table.js';
import { buildOpenApiDocument, type OpenApiDocument } from './openapi-document.js';

/** Swagger UI's prebuilt files, served from our own origin: the page works under the app's CSP, offline too. */
const SWAGGER_UI_DIR = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

/** The page's own script (CSP allows no inline script): points Swagger UI at the document. */
const START_SCRIPT = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#reference', deepLinking: true });
});
`;

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Tokri API reference</title>
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head>
<body>
<div id="reference"></div>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/start.js"></script>
</body>
</html>
`;

/**
 * /api/openapi.json (the document, built once from the running app's routes) and /api/docs (an interactive
 * reference page on it), issue 19 item 6.
 */
export function openApiRoutes(app: () => Hono, serverUrl: string) {
  let document: OpenApiDocument | undefined;
  const assets = new Map<string, Buffer>();
  return new Hono()
    .get('/openapi.json', (c) => {
      document ??= buildOpenApiDocument(listRoutes(app()), serverUrl);
      return c.json(document);
    })
    .get('/docs', (c) => c.html(PAGE))
    .get('/docs/:file', async (c) => {
      const file = c.req.param('file');
      c.header('cache-control', 'public, max-age=86400');
      if (file === 'start.js')
        return c.body(START_SCRIPT, 200, { 'content-type': 'text/javascript; charset=utf-8' });
      const type = Object.hasOwn(ASSETS, file) ? ASSETS[file] : undefined;
      if (!type) throw notFound();
      let bytes = assets.get(file);
      if (!bytes) {
        bytes = await readFile(join(SWAGGER_UI_DIR, file));
        assets.set(file, bytes);
      }
      return c.body(new Uint8Array(bytes), 200, { 'content-type': type });
    });
}
