import type { AppRatingView } from '@tokri/core';
import type { Queryable } from '../../db/database.js';

interface AppRatingRow {
  stars: number;
  comment: string | null;
  updated_at: Date;
}

const toView = (row: AppRatingRow): AppRatingView => ({
  stars: row.stars,
  comment: row.comment,
  updatedAt: new Date(row.updated_at).toISOString(),
});

/** "Rate app" (issue 16 item 5): one rating per user, which they may change. */
export function createAppRatings(db: Queryable) {
  return {
    async get(userId: string): Promise<AppRatingView | null> {
      const { rows } = await db.query<AppRatingRow>(
        'select stars, comment, updated_at from app_ratings where user_id = $1',
        [userId],
      );
      return rows[0] ? toView(rows[0]) : null;
    },

    async save(userId: string, input: { stars: number; comment?: string | null | undefined }) {
      const { rows } = await db.query<AppRatingRow>(
        `insert into app_ratings (user_id, stars, comment) values ($1, $2, $3)
         on conflict (user_id) do update set stars = excluded.stars, comment = excluded.comment, updated_at = tokri_now()
         returning stars, comment, updated_at`,
        [userId, input.stars, input.comment ?? null],
      );
      return toView(rows[0]!);
    },
  };
}

export type AppRatings = ReturnType<typeof createAppRatings>;
