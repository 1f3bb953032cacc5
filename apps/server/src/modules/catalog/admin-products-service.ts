import type {
  AdminProduct,
  AdminProductPage,
  Language,
  ProductInput,
  StockAdjustment,
  StockReason,
} from '@tokri/core';
import type { Database, Queryable, SqlParam } from '../../db/database.js';
import { DomainError, notFound } from '../../errors/domain-error.js';
import { recordAdminChange } from '../admin/admin-audit.js';
import { recordStockChange, setStockCount, stockHistory } from '../inventory/stock-adjustments.js';
import {
  ADMIN_PRODUCT_COLUMNS,
  type AdminProductRow,
  type PackRow,
  toAdminProduct,
} from './admin-product-rows.js';
import { assertCategory, freeSlug, insertProduct, syncPacks, updateProduct } from './admin-product-writes.js';
import {
  PRODUCT_FROM,
  PRODUCT_SUMMARY_COLUMNS,
  type ProductSummaryRow,
  toProductSummary,
} from './product-rows.js';

export interface ProductListFilter {
  page: number;
  pageSize: number;
  q?: string | undefined;
  categoryId?: string | undefined;
  active?: boolean | undefined;
}

export interface StockRequest {
  variantId?: string | undefined;
  delta?: number | undefined;
  set?: number | undefined;
  reason: StockReason;
  note: string;
}

/** `like` pattern text: the user's % and _ are literal. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Reads one product in its admin shape (every language, every pack, withdrawn ones too). */
export async function readAdminProduct(db: Queryable, id: string): Promise<AdminProduct> {
  const { rows } = await db.query<AdminProductRow>(
    `select ${ADMIN_PRODUCT_COLUMNS} from products p where p.id = $1`,
    [id],
  );
  if (!rows[0]) throw notFound();
  const packs = await db.query<PackRow>(
    `select id, name, unit, price_paise, discount_percentage, stock_quantity, sort_order, is_active
       from product_variants where product_id = $1 order by sort_order, name`,
    [id],
  );
  return toAdminProduct(rows[0], packs.rows);
}

/** A product's price facts, for the audit's separate "price changed" row. */
const priceOf = (product: AdminProduct) => ({
  pricePaise: product.pricePaise,
  discountPercentage: product.discountPercentage,
  packs: product.packs.map((pack) => ({
    id: pack.id,
    pricePaise: pack.pricePaise,
    discountPercentage: pack.discountPercentage,
  })),
});

export function createAdminProductsService(db: Database) {
  async function list(language: Language, filter: ProductListFilter): Promise<AdminProductPage> {
    const where: string[] = [];
    const params: SqlParam[] = [];
    if (filter.q) {
      params.push(`%${likeEscaped(filter.q.toLowerCase())}%`);
      where.push(`(p.search_text like $${params.length} or p.slug like $${params.length})`);
    }
    if (filter.categoryId) {
      params.push(filter.categoryId);
      where.push(`p.category_id = $${params.length}`);
    }
    if (filter.active !== undefined) {
      params.push(filter.active);
      where.push(`p.is_active = $${params.length}`);
    }
    const clause = where.length > 0 ? `where ${where.join(' and ')}` : '';
    const { rows } = await db.query<ProductSummaryRow>(
      `select ${PRODUCT_SUMMARY_COLUMNS} from ${PRODUCT_FROM} ${clause}
        order by p.created_at desc, p.id desc limit $${params.length + 1} offset $${params.length + 2}`,
      [...params, filter.pageSize, (filter.page - 1) * filter.pageSize],
    );
    const total = await db.query<{ n: number }>(
      `select count(*)::int as n from products p ${clause}`,
      params,
    );
    return {
      items: rows.map((row) => toProductSummary(row, language)),
      total: total.rows[0]?.n ?? 0,
      page: filter.page,
      pageSize: filter.pageSize,
    };
  }

  async function create(actorUserId: string, input: ProductInput): Promise<AdminProduct> {
    return db.transaction(async (tx) => {
      await assertCategory(tx, input.categoryId);
      const slug = await freeSlug(tx, 'products', input.texts.en.name, 'product');
      const id = await insertProduct(tx, input, slug);
      if (input.stockQuantity > 0) {
        await setStockCount(tx, { productId: id, variantId: null }, input.stockQuantity, {
          actorUserId,
          reason: 'received',
          note: 'opening stock',
        });
      }
      await syncPacks(tx, id, input, actorUserId);
      const created = await readAdminProduct(tx, id);
      await recordAdminChange(tx, {
        actorUserId,
        entity: 'product',
        entityId: id,
        action: 'create',
        after: created,
      });
      return created;
    });
  }

  async function update(actorUserId: string, id: string, input: ProductInput): Promise<AdminProduct> {
    return db.transaction(async (tx) => {
      const locked = await tx.query('select 1 from products where id = $1 for update', [id]);
      if (locked.rows.length === 0) throw notFound();
      const before = await readAdminProduct(tx, id);
      await assertCategory(tx, input.categoryId);
      await updateProduct(tx, id, input);
      await syncPacks(tx, id, input, actorUserId);
      const after = await readAdminProduct(tx, id);
      await recordAdminChange(tx, {
        actorUserId,
        entity: 'product',
        entityId: id,
        action: 'update',
        before,
        after,
      });
      if (JSON.stringify(priceOf(before)) !== JSON.stringify(priceOf(after))) {
        await recordAdminChange(tx, {
          actorUserId,
          entity: 'product',
          entityId: id,
          action: 'change_price',
          before: priceOf(before),
          after: priceOf(after),
        });
      }
      return after;
    });
  }

  async function setActive(actorUserId: string, id: string, active: boolean): Promise<AdminProduct> {
    return db.transaction(async (tx) => {
      const { rows } = await tx.query<{ is_active: boolean }>(
        'select is_active from products where id = $1 for update',
        [id],
      );
      if (!rows[0]) throw notFound();
      await tx.query('update products set is_active = $2, updated_at = tokri_now() where id = $1', [
        id,
        active,
      ]);
      await recordAdminChange(tx, {
        actorUserId,
        entity: 'product',
        entityId: id,
        action: active ? 'unarchive' : 'archive',
        before: { isActive: rows[0].is_active },
        after: { isActive: active },
      });
      return readAdminProduct(tx, id);
    });
  }

  /** Deletes a product nobody ordered or subscribed to; one that was is refused (archive it instead). */
  async function remove(actorUserId: string, id: string): Promise<void> {
    await db.transaction(async (tx) => {
      const locked = await tx.query('select 1 from products where id = $1 for update', [id]);
      if (locked.rows.length === 0) throw notFound();
      const before = await readAdminProduct(tx, id);
      if (before.hasOrders) throw new DomainError('PRODUCT_HAS_ORDERS');
      await tx.query('delete from products where id = $1', [id]);
      await recordAdminChange(tx, { actorUserId, entity: 'product', entityId: id, action: 'delete', before });
    });
  }

  async function adjustStock(actorUserId: string, id: string, request: StockRequest) {
    return db.transaction(async (tx) => {
      const result = await recordStockChange(tx, {
        productId: id,
        variantId: request.variantId ?? null,
        delta: request.delta,
        set: request.set,
        reason: request.reason,
        note: request.note,
        actorUserId,
      });
      await recordAdminChange(tx, {
        actorUserId,
        entity: 'product',
        entityId: id,
        action: 'adjust_stock',
        before: { variantId: request.variantId ?? null, stockQuantity: result.quantityBefore },
        after: { variantId: request.variantId ?? null, stockQuantity: result.quantityAfter },
        note: request.note ? `${request.reason}: ${request.note}` : request.reason,
      });
      return result;
    });
  }

  async function history(id: string): Promise<StockAdjustment[]> {
    const { rows } = await db.query('select 1 from products where id = $1', [id]);
    if (rows.length === 0) throw notFound();
    return stockHistory(db, id);
  }

  return {
    list,
    read: (id: string) => readAdminProduct(db, id),
    create,
    update,
    setActive,
    remove,
    adjustStock,
    history,
  };
}
export type AdminProductsService = ReturnType<typeof createAdminProductsService>;
