import {
  adminProductListQuerySchema,
  categoryInputSchema,
  categoryReorderSchema,
  productImportQuerySchema,
  productInputSchema,
  shelfLifeRuleInputSchema,
  stockAdjustmentInputSchema,
} from '@tokri/core';
import { type Context, Hono } from 'hono';
import type { z } from 'zod';
import { DomainError } from '../../errors/domain-error.js';
import type { AppEnv } from '../../http/app-env.js';
import { parseWith, readJson } from '../../http/read-json.js';
import { requestLanguage } from '../../http/request-language.js';
import { uuidParam } from '../../http/uuid-param.js';
import type { Guards } from '../auth/auth-middleware.js';
import type { AdminCategoriesService } from './admin-categories-service.js';
import { asFieldErrors } from './admin-field-errors.js';
import type { ProductCsv } from './admin-product-csv.js';
import type { AdminProductsService } from './admin-products-service.js';

const admin = (c: Context<AppEnv>) => c.get('user').id;

/**
 * Reads an admin form's JSON body: a body that fails its schema (or holds control characters) is 422
 * FORM_FIELDS_INVALID with a code per field path (`texts.hi.name`, `packs.1.pricePaise`), for the form to show next
 * to each field. Malformed JSON and an oversized body keep their own answers.
 */
async function readForm<S extends z.core.$ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  try {
    return await readJson(c, schema);
  } catch (error) {
    if (error instanceof DomainError && error.fields) throw asFieldErrors(error.fields);
    throw error;
  }
}

/**
 * /api/admin/products and /api/admin/categories (issue 13 items 3 and 4): admins only, checked on the server
 * for every call. Forms that fail validation get 422 with a message per field path (`texts.en.name`).
 */
export function adminProductRoutes(products: AdminProductsService, csv: ProductCsv, guards: Guards) {
  return new Hono<AppEnv>()
    .use(guards.requireAdmin)
    .get('/', async (c) => {
      const query = parseWith(adminProductListQuerySchema, c.req.query());
      return c.json(await products.list(requestLanguage(c), query));
    })
    .get('/export.csv', async (c) => {
      c.header('content-type', 'text/csv; charset=utf-8');
      c.header('content-disposition', 'attachment; filename="tokri-products.csv"');
      return c.body(await csv.exportAll());
    })
    .post('/import', async (c) => {
      const options = parseWith(productImportQuerySchema, c.req.query());
      return c.json(await csv.importText(admin(c), await c.req.text(), options, requestLanguage(c)));
    })
    .post('/', async (c) => {
      const input = await readForm(c, productInputSchema);
      return c.json({ product: await products.create(admin(c), input) }, 201);
    })
    .get('/:id', async (c) => c.json({ product: await products.read(uuidParam(c, 'id')) }))
    .put('/:id', async (c) => {
      const id = uuidParam(c, 'id');
      const input = await readForm(c, productInputSchema);
      return c.json({ product: await products.update(admin(c), id, input) });
    })
    .post('/:id/archive', async (c) =>
      c.json({ product: await products.setActive(admin(c), uuidParam(c, 'id'), false) }),
    )
    .post('/:id/unarchive', async (c) =>
      c.json({ product: await products.setActive(admin(c), uuidParam(c, 'id'), true) }),
    )
    .delete('/:id', async (c) => {
      await products.remove(admin(c), uuidParam(c, 'id'));
      return c.body(null, 204);
    })
    .post('/:id/stock', async (c) => {
      const id = uuidParam(c, 'id');
      const input = await readForm(c, stockAdjustmentInputSchema);
      return c.json({ adjustment: await products.adjustStock(admin(c), id, input) });
    })
    .get('/:id/stock-adjustments', async (c) =>
      c.json({ items: await products.history(uuidParam(c, 'id')) }),
    );
}

export function adminCategoryRoutes(categories: AdminCategoriesService, guards: Guards) {
  return new Hono<AppEnv>()
    .use(guards.requireAdmin)
    .get('/', async (c) => c.json({ items: await categories.list() }))
    .post('/', async (c) => {
      const input = await readForm(c, categoryInputSchema);
      return c.json({ category: await categories.create(admin(c), input) }, 201);
    })
    .post('/reorder', async (c) => {
      const { ids } = await readForm(c, categoryReorderSchema);
      return c.json({ items: await categories.reorder(admin(c), ids) });
    })
    .put('/:id', async (c) => {
      const id = uuidParam(c, 'id');
      const input = await readForm(c, categoryInputSchema);
      return c.json({ category: await categories.update(admin(c), id, input) });
    })
    .put('/:id/shelf-life', async (c) => {
      const id = uuidParam(c, 'id');
      const rule = await readForm(c, shelfLifeRuleInputSchema);
      return c.json({ category: await categories.setShelfLife(admin(c), id, rule) });
    })
    .delete('/:id', async (c) => {
      await categories.remove(admin(c), uuidParam(c, 'id'));
      return c.body(null, 204);
    });
}
