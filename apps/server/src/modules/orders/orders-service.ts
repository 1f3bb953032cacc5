import type { AdminOrderListQuery, Language, OrderStatus } from '@tokri/core';
import type { Database, Queryable } from '../../db/database.js';
import { DomainError, notFound } from '../../errors/domain-error.js';
import { recordAdminChange } from '../admin/admin-audit.js';
import type { CartService } from '../cart/cart-service.js';
import { adminOrderCondition } from './admin-order-filters.js';
import { assignRider } from './order-rider.js';
import { applyTransition, lockOrder, type TransitionActor } from './order-transitions.js';
import { loadOrderViews, type OrderView } from './order-views.js';

export interface ReorderResult {
  added: { productId: string; variantId: string | null; name: string; quantity: number }[];
  unavailable: { productId: string; variantId: string | null; name: string }[];
}

/**
 * An order a rider carries is handed over with the customer's code, or by an admin with a reason (the audited
 * "deliver without code", ADR 0039), never by the board's plain status move; the store's own deliveries are.
 */
async function refuseBareDeliveryOfRiderOrder(tx: Queryable, orderId: string) {
  const { rows } = await tx.query<{ rider_id: string | null }>('select rider_id from orders where id = $1', [
    orderId,
  ]);
  if (rows[0]?.rider_id) throw new DomainError('ORDER_DELIVER_NEEDS_REASON');
}

/**
 * What happens to an order's rider offers after an admin or customer changes the order, in the same transaction:
 * modules/delivery's (wired in app.ts, so this module never imports it). A confirmed order is offered to a rider;
 * an order a rider can no longer take (cancelled, assigned by hand) has its open offer withdrawn.
 */
export interface OrderChangeHooks {
  afterOrderChange(
    tx: Queryable,
    orderId: string,
    change: { previousRiderId?: string | null },
  ): Promise<void>;
}

const NO_HOOKS: OrderChangeHooks = { afterOrderChange: async () => undefined };

export function createOrdersService(db: Database, cart: CartService, hooks: OrderChangeHooks = NO_HOOKS) {
  async function ownOrder(orderId: string, userId: string, language: Language): Promise<OrderView> {
    const [order] = await loadOrderViews(
      db,
      language,
      'o.id = $1 and o.user_id = $2',
      [orderId, userId],
      1,
      0,
      {
        forCustomer: true,
      },
    );
    if (!order) throw notFound();
    return order;
  }

  async function transition(orderId: string, to: OrderStatus, actor: TransitionActor, ownerId?: string) {
    await db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      // Someone else's order answers like a missing one: its existence is not revealed.
      if (!order || (ownerId && order.user_id !== ownerId)) throw notFound();
      const from = order.status;
      if (to === 'delivered' && actor.role === 'admin') await refuseBareDeliveryOfRiderOrder(tx, orderId);
      await applyTransition(tx, order, to, actor);
      await hooks.afterOrderChange(tx, orderId, {});
      if (actor.role === 'admin' && actor.userId)
        await recordAdminChange(tx, {
          actorUserId: actor.userId,
          entity: 'order',
          entityId: orderId,
          action: 'change_status',
          before: { status: from },
          after: { status: to },
          note: actor.note ?? null,
        });
    });
  }

  return {
    async list(userId: string, language: Language, limit = 50, offset = 0, sinceMinutes?: number) {
      return sinceMinutes
        ? loadOrderViews(
            db,
            language,
            `o.user_id = $1 and o.created_at > tokri_now() - make_interval(mins => $2)`,
            [userId, sinceMinutes],
            limit,
            offset,
            { forCustomer: true },
          )
        : loadOrderViews(db, language, 'o.user_id = $1', [userId], limit, offset, { forCustomer: true });
    },

    detail: ownOrder,

    /** Customers may cancel while the order is placed or confirmed (or still unpaid). */
    async cancel(orderId: string, userId: string, language: Language) {
      await transition(
        orderId,
        'cancelled',
        { role: 'customer', userId, note: 'cancelled_by_customer' },
        userId,
      );
      return ownOrder(orderId, userId, language);
    },

    transition,

    /** Puts what is still available back in the cart (capped at stock) and says what is not. */
    async reorder(orderId: string, userId: string, language: Language): Promise<ReorderResult> {
      const order = await ownOrder(orderId, userId, language);
      const result: ReorderResult = { added: [], unavailable: [] };
      for (const item of order.items) {
        const { rows } = await db.query<{ stock: number }>(
          item.variantId
            ? `select v.stock_quantity as stock from product_variants v join products p on p.id = v.product_id
                where v.id = $2 and v.product_id = $1 and v.is_active and p.is_active`
            : 'select stock_quantity as stock from products where id = $1 and is_active',
          item.variantId ? [item.productId, item.variantId] : [item.productId],
        );
        const stock = rows[0]?.stock ?? 0;
        const quantity = Math.min(item.quantity, stock);
        const key = { productId: item.productId, variantId: item.variantId, name: item.name };
        if (quantity <= 0) {
          result.unavailable.push(key);
          continue;
        }
        try {
          await cart.add(userId, item.productId, item.variantId, quantity);
          result.added.push({ ...key, quantity });
        } catch {
          // Already in the cart up to the stock limit, or withdrawn meanwhile.
          result.unavailable.push(key);
        }
      }
      return result;
    },

    /** All orders except unpaid online ones (spec §6), newest first, filtered as the admin board asks. */
    async adminList(language: Language, query: AdminOrderListQuery) {
      const { where, params } = adminOrderCondition(query);
      const [items, total] = await Promise.all([
        loadOrderViews(db, language, where, params, query.limit, query.offset),
        db.query<{ n: number }>(`select count(*)::int as n from orders o where ${where}`, params as never[]),
      ]);
      return { items, total: total.rows[0]?.n ?? 0 };
    },

    async assignRider(orderId: string, riderId: string, adminUserId: string) {
      await db.transaction(async (tx) => {
        const { previousRiderId } = await assignRider(tx, orderId, riderId, adminUserId);
        await hooks.afterOrderChange(tx, orderId, { previousRiderId });
      });
    },

    async adminDetail(orderId: string, language: Language) {
      const [order] = await loadOrderViews(db, language, 'o.id = $1', [orderId], 1, 0, { withRefunds: true });
      if (!order) throw notFound();
      return order;
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
