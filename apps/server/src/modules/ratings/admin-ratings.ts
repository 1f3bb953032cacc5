import type { AdminAppRating, AdminOrderRating } from '@tokri/core';
import type { Queryable } from '../../db/database.js';

/** The admin's ratings page (issue 16 item 5): the lowest first, so the unhappy customers are seen first. */
export function createAdminRatings(db: Queryable) {
  return {
    async orders(limit = 200): Promise<AdminOrderRating[]> {
      const { rows } = await db.query<{
        order_id: string;
        tracking_id: string;
        full_name: string | null;
        stars: number;
        comment: string | null;
        thumbs_up: number;
        thumbs_down: number;
        created_at: Date;
      }>(
        `select r.order_id, o.tracking_id, p.full_name, r.stars, r.comment, r.created_at,
                (select count(*)::int from order_item_ratings i where i.order_id = r.order_id and i.thumbs_up)
                  as thumbs_up,
                (select count(*)::int from order_item_ratings i where i.order_id = r.order_id and not i.thumbs_up)
                  as thumbs_down
           from order_ratings r
           join orders o on o.id = r.order_id
           left join profiles p on p.user_id = r.user_id
          order by r.stars asc, r.created_at desc, r.order_id
          limit $1`,
        [limit],
      );
      return rows.map((row) => ({
        orderId: row.order_id,
        trackingId: row.tracking_id,
        customerName: row.full_name,
        stars: row.stars,
        comment: row.comment,
        thumbsUp: row.thumbs_up,
        thumbsDown: row.thumbs_down,
        createdAt: new Date(row.created_at).toISOString(),
      }));
    },

    async app(limit = 200): Promise<AdminAppRating[]> {
      const { rows } = await db.query<{
        user_id: string;
        full_name: string | null;
        stars: number;
        comment: string | null;
        updated_at: Date;
      }>(
        `select a.user_id, p.full_name, a.stars, a.comment, a.updated_at
           from app_ratings a left join profiles p on p.user_id = a.user_id
          order by a.stars asc, a.updated_at desc, a.user_id
          limit $1`,
        [limit],
      );
      return rows.map((row) => ({
        userId: row.user_id,
        customerName: row.full_name,
        stars: row.stars,
        comment: row.comment,
        updatedAt: new Date(row.updated_at).toISOString(),
      }));
    },
  };
}

export type AdminRatings = ReturnType<typeof createAdminRatings>;
