import type { OrderRatingView } from '@tokri/core';
import type { Database, Queryable } from '../../db/database.js';
import { DomainError, notFound } from '../../errors/domain-error.js';

export interface OrderRatingInput {
  stars: number;
  comment?: string | null | undefined;
  items?: { productId: string; thumbsUp: boolean }[] | undefined;
}

interface RatingRow {
  order_id: string;
  stars: number;
  comment: string | null;
  items: { productId: string; thumbsUp: boolean }[];
  created_at: Date;
}

const READ = `
  select r.order_id, r.stars, r.comment, r.created_at,
         coalesce((select jsonb_agg(jsonb_build_object('productId', i.product_id, 'thumbsUp', i.thumbs_up)
                                    order by i.product_id)
                     from order_item_ratings i where i.order_id = r.order_id), '[]'::jsonb) as items
    from order_ratings r where r.order_id = $1`;

async function readRating(db: Queryable, orderId: string): Promise<OrderRatingView | null> {
  const { rows } = await db.query<RatingRow>(READ, [orderId]);
  const row = rows[0];
  if (!row) return null;
  return {
    orderId: row.order_id,
    stars: row.stars,
    comment: row.comment,
    items: row.items,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** The order if it is this customer's; anyone else's order does not exist for them (404, not 403). */
async function ownOrder(db: Queryable, userId: string, orderId: string, lock = false) {
  const { rows } = await db.query<{ status: string }>(
    `select status from orders where id = $1 and user_id = $2 ${lock ? 'for update' : ''}`,
    [orderId, userId],
  );
  if (!rows[0]) throw notFound();
  return rows[0];
}

/** Only once per product; the last thumb given for a product wins. */
function thumbsByProduct(items: OrderRatingInput['items']): Map<string, boolean> {
  return new Map((items ?? []).map((item) => [item.productId, item.thumbsUp]));
}

/**
 * Rating a delivered order (issue 16 item 5): only its customer, only after delivery, once (409 after that),
 * with optional thumbs for products that were in the order.
 */
export function createOrderRatings(db: Database) {
  return {
    async get(userId: string, orderId: string): Promise<OrderRatingView | null> {
      await ownOrder(db, userId, orderId);
      return readRating(db, orderId);
    },

    async rate(userId: string, orderId: string, input: OrderRatingInput): Promise<OrderRatingView> {
      return db.transaction(async (tx) => {
        const order = await ownOrder(tx, userId, orderId, true);
        if (order.status !== 'delivered') throw new DomainError('RATING_NOT_DELIVERED');
        const thumbs = thumbsByProduct(input.items);
        const productIds = [...thumbs.keys()];
        if (productIds.length > 0) {
          const { rows } = await tx.query<{ count: number }>(
            `select count(distinct product_id)::int as count from order_items
              where order_id = $1 and product_id = any($2::uuid[])`,
            [orderId, productIds],
          );
          if (rows[0]!.count !== productIds.length)
            throw new DomainError('SUPPORT_ORDER_LINE_NOT_IN_ORDER', {
              fields: { items: 'SUPPORT_ORDER_LINE_NOT_IN_ORDER' },
            });
        }
        const { rows: inserted } = await tx.query(
          `insert into order_ratings (order_id, user_id, stars, comment) values ($1, $2, $3, $4)
           on conflict (order_id) do nothing returning order_id`,
          [orderId, userId, input.stars, input.comment ?? null],
        );
        if (inserted.length === 0) throw new DomainError('RATING_ALREADY_GIVEN');
        if (productIds.length > 0) {
          await tx.query(
            `insert into order_item_ratings (order_id, product_id, thumbs_up)
             select $1, product_id, thumbs_up from unnest($2::uuid[], $3::boolean[]) as t(product_id, thumbs_up)`,
            [orderId, productIds, productIds.map((id) => thumbs.get(id)!)],
          );
        }
        return (await readRating(tx, orderId))!;
      });
    },
  };
}

export type OrderRatings = ReturnType<typeof createOrderRatings>;
