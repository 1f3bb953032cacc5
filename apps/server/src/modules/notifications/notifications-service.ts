import { NOTIFICATION_PAGE_SIZE, type NotificationView } from '@tokri/core';
import type { Database } from '../../db/database.js';
import { notFound } from '../../errors/domain-error.js';
import { publishEvent } from '../realtime/realtime-events.js';

export type { NotificationView };

interface Row extends Omit<NotificationView, 'created_at'> {
  created_at: Date;
}

const COLUMNS = 'id, user_id, role, type, title, message, is_read, created_at, order_id, metadata';
const toView = (row: Row): NotificationView => ({
  ...row,
  created_at: new Date(row.created_at).toISOString(),
});

export function createNotificationsService(db: Database) {
  return {
    /** Newest first, 50 at a time; `before` pages back through the history (spec §7, §9). */
    async list(
      userId: string,
      before: { createdAt: string; id: string } | null,
      limit = NOTIFICATION_PAGE_SIZE,
    ) {
      const { rows } = await db.query<Row>(
        `select ${COLUMNS} from notifications
          where user_id = $1 and (role is null or role in ('user', 'admin'))
            and ($2::timestamptz is null or (created_at, id) < ($2::timestamptz, $3::uuid))
          order by created_at desc, id desc limit $4`,
        [userId, before?.createdAt ?? null, before?.id ?? null, limit],
      );
      const unread = await db.query<{ n: number }>(
        'select count(*)::int as n from notifications where user_id = $1 and not is_read',
        [userId],
      );
      const items = rows.map(toView);
      const last = items.at(-1);
      return {
        items,
        unreadCount: unread.rows[0]!.n,
        nextBefore: items.length === limit && last ? { createdAt: last.created_at, id: last.id } : null,
      };
    },

    async markRead(userId: string, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const { rows } = await tx.query<Row>(
          `update notifications set is_read = true where id = $1 and user_id = $2 returning ${COLUMNS}`,
          [id, userId],
        );
        if (!rows[0]) throw notFound();
        await publishEvent(tx, {
          topic: 'notifications',
          userId,
          kind: 'UPDATE',
          payload: toView(rows[0]) as never,
        });
      });
    },

    async markAllRead(userId: string): Promise<number> {
      return db.transaction(async (tx) => {
        const { rows } = await tx.query<{ id: string }>(
          'update notifications set is_read = true where user_id = $1 and not is_read returning id',
          [userId],
        );
        if (rows.length > 0) {
          await publishEvent(tx, {
            topic: 'notifications',
            userId,
            kind: 'UPDATE',
            payload: { all_read: true, ids: rows.map((row) => row.id) },
          });
        }
        return rows.length;
      });
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
