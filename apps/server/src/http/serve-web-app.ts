import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';

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
    c.header('cache-control', 'no-cache');
    return c.html(await indexHtml);
  });
}
