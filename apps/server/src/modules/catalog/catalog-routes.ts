import { productListQuerySchema, searchQuerySchema } from '@tokri/core';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.js';
import { parseWith } from '../../http/read-json.js';
import { requestLanguage } from '../../http/request-language.js';
import { uuidParam } from '../../http/uuid-param.js';
import type { Guards } from '../auth/auth-middleware.js';
import type { CatalogService } from './catalog-service.js';
import type { HomeService } from './home-service.js';
import { USER_LIST_SIZE } from './home-service.js';
import type { createSearchService } from './search-service.js';

export function catalogRoutes(
  catalog: CatalogService,
  home: HomeService,
  search: ReturnType<typeof createSearchService>,
  guards: Guards,
) {
  return new Hono<AppEnv>()
    .get('/categories', guards.requireUser, async (c) =>
      c.json({ items: await catalog.categories(requestLanguage(c)) }),
    )
    .get('/categories/:slug', guards.requireUser, async (c) =>
      c.json({ category: await catalog.category(c.req.param('slug'), requestLanguage(c)) }),
    )
    .get('/products', guards.requireUser, async (c) =>
      c.json(await catalog.list(requestLanguage(c), parseWith(productListQuerySchema, c.req.query()))),
    )
    .get('/products/:id', guards.requireUser, async (c) =>
      c.json({ product: await catalog.detail(uuidParam(c, 'id'), c.get('user').id, requestLanguage(c)) }),
    )
    .get('/home', guards.requireUser, async (c) =>
      c.json(await home.sections(requestLanguage(c), c.get('user').id)),
    )
    .get('/me/frequently-bought', guards.requireUser, async (c) =>
      c.json({ items: await home.frequentlyBought(requestLanguage(c), c.get('user').id, USER_LIST_SIZE) }),
    )
    .get('/me/previously-bought', guards.requireUser, async (c) =>
      c.json({ items: await home.previouslyBought(requestLanguage(c), c.get('user').id, USER_LIST_SIZE) }),
    )
    .get('/search/suggestions', guards.requireUser, async (c) => {
      const { q, limit } = parseWith(searchQuerySchema, c.req.query());
      return c.json(await search.suggest(q, requestLanguage(c), limit));
    });
}
