import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';

/** Written by the web build (apps/web/route-preloads.ts): per path, the page chunks to preload with the entry. */
const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/**
 * index.html for each path the build listed, with `<link rel="modulepreload">` for that page's chunks in its head,
 * so the browser fetches them alongside the entry instead of after the router asks (ADR 0060). Other paths get the
 * plain file. A build without the list (the native shell's, an older one) changes nothing.
 */
async function pagesWithPreloads(distDir: string, html: string): Promise<Map<string, string>> {
  const pages = new Map<string, string>();
  const listed = await readFile(join(distDir, ROUTE_PRELOADS_FILE), 'utf8').catch(() => null);
  if (!listed) return pages;
  const preloads = JSON.parse(listed) as Record<string, string[]>;
  for (const [path, files] of Object.entries(preloads)) {
    const links = files.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`).join('');
    pages.set(path, html.replace('</head>', `${links}</head>`));
  }
  return pages;
}

export const IMAGE_CACHE_CONTROL = 'public, max-age=604800, stale-while-revalidate=86400';

/**
 * Serves the built web app: hashed assets cached for a year, other files revalidated,
 * and index.html for any other GET (the SPA's router decides what to show).
 */
export function serveWebApp(app: Hono, distDir: string) {
  if (!existsSync(join(distDir, 'index.html'))) {
    app.get('/', (c) =>
      c.text('The web app is not built yet. Run `npm run build` (or `npm start`, which builds first).', 503),
    );
    return;
  }
  let indexHtml: Promise<string> | undefined;
  let pages: Promise<Map<string, string>> | undefined;
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('cache-control', 'public, max-age=31536000, immutable');
  });
  // Product and category art is not content-hashed but changes rarely: a week, revalidated in the background.
  app.use('/images/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('cache-control', IMAGE_CACHE_CONTROL);
  });
  app.use(
    '*',
    serveStatic({
      root: distDir,
      onFound: (path, c) => {
        if (!path.includes('/assets/') && !path.includes('/images/')) c.header('cache-control', 'no-cache');
      },
    }),
  );
  app.get('*', async (c) => {
    indexHtml ??= readFile(join(distDir, 'index.html'), 'utf8');
    const html = await indexHtml;
    pages ??= pagesWithPreloads(distDir, html);
    c.header('cache-control', 'no-cache');
    return c.html((await pages).get(c.req.path) ?? html);
  });
}
