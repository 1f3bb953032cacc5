import type { AdminCategory, categoryInputSchema, ShelfLifeRule } from '@tokri/core';
import type { z } from 'zod';
import type { Database, Queryable } from '../../db/database.js';
import { DomainError, notFound } from '../../errors/domain-error.js';
import { recordAdminChange } from '../admin/admin-audit.js';
import { recomputeSellBy } from '../inventory/stock-lots.js';
import { asFieldErrors } from './admin-field-errors.js';
import { freeSlug } from './admin-product-writes.js';

type CategoryInput = z.output<typeof categoryInputSchema>;

interface CategoryRow {
  id: string;
  slug: string;
  name: string;
  description: string;
  translations: Record<string, { name?: string; description?: string }> | null;
  image_url: string | null;
  sort_order: number;
  product_count: number;
  min_shelf_life_percent: number;
  min_shelf_life_days: number;
}

const COLUMNS = `c.id, c.slug, c.name, c.description, c.translations, c.image_url, c.sort_order,
  c.min_shelf_life_percent, c.min_shelf_life_days,
  (select count(*)::int from products p where p.category_id = c.id) as product_count`;

function toAdminCategory(row: CategoryRow): AdminCategory {
  const translated = (language: 'hi' | 'te') => ({
    name: row.translations?.[language]?.name ?? '',
    description: row.translations?.[language]?.description ?? '',
  });
  return {
    id: row.id,
    slug: row.slug,
    sortOrder: row.sort_order,
    imageUrl: row.image_url,
    productCount: row.product_count,
    texts: {
      en: { name: row.name, description: row.description },
      hi: translated('hi'),
      te: translated('te'),
    },
    minShelfLife: { percent: Number(row.min_shelf_life_percent), days: Number(row.min_shelf_life_days) },
  };
}

/** Hindi and Telugu as the shop reads them (`localised`): only the fields that have text. */
function storedTranslations(input: CategoryInput) {
  const out: Record<string, Record<string, string>> = {};
  for (const language of ['hi', 'te'] as const) {
    const texts = input.texts[language];
    const stored: Record<string, string> = {};
    if (texts?.name) stored.name = texts.name;
    if (texts?.description) stored.description = texts.description;
    if (Object.keys(stored).length > 0) out[language] = stored;
  }
  return out;
}

async function readCategory(db: Queryable, id: string): Promise<AdminCategory> {
  const { rows } = await db.query<CategoryRow>(`select ${COLUMNS} from categories c where c.id = $1`, [id]);
  if (!rows[0]) throw notFound();
  return toAdminCategory(rows[0]);
}

async function listCategories(db: Queryable): Promise<AdminCategory[]> {
  const { rows } = await db.query<CategoryRow>(
    `select ${COLUMNS} from categories c order by c.sort_order, c.name`,
  );
  return rows.map(toAdminCategory);
}

/** Categories for the admin (issue 13 item 4): create, rename in three languages, reorder, delete when empty. */
export function createAdminCategoriesService(db: Database) {
  return {
    list: () => listCategories(db),

    async create(actorUserId: string, input: CategoryInput): Promise<AdminCategory> {
      return db.transaction(async (tx) => {
        const slug = await freeSlug(tx, 'categories', input.texts.en.name, 'category');
        const { rows } = await tx.query<{ id: string }>(
          `insert into categories (slug, name, description, translations, sort_order)
           values ($1, $2, $3, $4, (select coalesce(max(sort_order), 0) + 1 from categories)) returning id`,
          [slug, input.texts.en.name, input.texts.en.description, JSON.stringify(storedTranslations(input))],
        );
        const created = await readCategory(tx, rows[0]!.id);
        await recordAdminChange(tx, {
          actorUserId,
          entity: 'category',
          entityId: created.id,
          action: 'create',
          after: created,
        });
        return created;
      });
    },

    async update(actorUserId: string, id: string, input: CategoryInput): Promise<AdminCategory> {
      return db.transaction(async (tx) => {
        const locked = await tx.query('select 1 from categories where id = $1 for update', [id]);
        if (locked.rows.length === 0) throw notFound();
        const before = await readCategory(tx, id);
        await tx.query('update categories set name = $2, description = $3, translations = $4 where id = $1', [
          id,
          input.texts.en.name,
          input.texts.en.description,
          JSON.stringify(storedTranslations(input)),
        ]);
        const after = await readCategory(tx, id);
        await recordAdminChange(tx, {
          actorUserId,
          entity: 'category',
          entityId: id,
          action: 'update',
          before,
          after,
        });
        return after;
      });
    },

    /** The listed categories take places 1…n in that order; any left out follow in their old order. */
    async reorder(actorUserId: string, ids: string[]): Promise<AdminCategory[]> {
      return db.transaction(async (tx) => {
        const { rows } = await tx.query<{ id: string }>(
          'select id from categories order by sort_order, name, id for update',
        );
        const known = new Set(rows.map((row) => row.id));
        const unknown: Record<string, 'NOT_FOUND'> = {};
        ids.forEach((id, index) => {
          if (!known.has(id)) unknown[`ids.${index}`] = 'NOT_FOUND';
        });
        if (Object.keys(unknown).length > 0) throw asFieldErrors(unknown);
        const before = rows.map((row) => row.id);
        const listed = new Set(ids);
        const order = [...ids, ...before.filter((id) => !listed.has(id))];
        await tx.query(
          `update categories c set sort_order = x.position
             from unnest($1::uuid[]) with ordinality as x(id, position) where c.id = x.id`,
          [order],
        );
        await recordAdminChange(tx, {
          actorUserId,
          entity: 'category',
          entityId: null,
          action: 'reorder',
          before,
          after: order,
        });
        return listCategories(tx);
      });
    },

    /**
     * Sets the category's FSSAI shelf-life rule (ADR 0046); the sell-by of its lots on sale follows at once, so a
     * stricter rule withdraws lots at the next round and a looser one puts none back that were withdrawn.
     */
    async setShelfLife(actorUserId: string, id: string, rule: ShelfLifeRule): Promise<AdminCategory> {
      return db.transaction(async (tx) => {
        const locked = await tx.query('select 1 from categories where id = $1 for update', [id]);
        if (locked.rows.length === 0) throw notFound();
        const before = await readCategory(tx, id);
        await tx.query(
          'update categories set min_shelf_life_percent = $2, min_shelf_life_days = $3 where id = $1',
          [id, rule.percent, rule.days],
        );
        await recomputeSellBy(tx, id);
        const after = await readCategory(tx, id);
        await recordAdminChange(tx, {
          actorUserId,
          entity: 'category',
          entityId: id,
          action: 'update',
          before,
          after,
          note: 'shelf life rule',
        });
        return after;
      });
    },

    /** Deletes an empty category; one that still has products is refused. */
    async remove(actorUserId: string, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const locked = await tx.query('select 1 from categories where id = $1 for update', [id]);
        if (locked.rows.length === 0) throw notFound();
        const before = await readCategory(tx, id);
        if (before.productCount > 0) throw new DomainError('CATEGORY_HAS_PRODUCTS');
        await tx.query('delete from categories where id = $1', [id]);
        await recordAdminChange(tx, {
          actorUserId,
          entity: 'category',
          entityId: id,
          action: 'delete',
          before,
        });
      });
    },
  };
}
export type AdminCategoriesService = ReturnType<typeof createAdminCategoriesService>;
