import { type Language, NOTIFICATION_PAGE_SIZE, type NotificationView } from '@tokri/core';
import type { Database, Queryable } from '../../db/database.js';
import { notFound } from '../../errors/domain-error.js';
import { publishEvent } from '../realtime/realtime-events.js';
import { renderStoredNotification } from './render-stored-notification.js';

export type { NotificationView };

interface Row extends Omit<NotificationView, 'created_at'> {
  created_at: Date;
  template_params: unknown;
  /** The reader's language now (their profile's), and the order's store's phone for the "call" button. */
  reader_language: Language;
  store_phone: string | null;
}

/**
 * A user's notifications with what rendering them needs: the reader's current language and, for an order, its
 * store's phone. `where` is ANDed with the user's rows; parameters from $2 on are the caller's.
 */
const selectRows = (where: string) =>
  `select n.id, n.user_id, n.role, n.type, n.title, n.message, n.is_read, n.created_at, n.order_id, n.metadata,
          n.template_params, coalesce(p.preferred_language, 'en') as reader_language,
          nullif(s.phone, '') as store_phone
     from notifications n
     left join profiles p on p.user_id = n.user_id
     left join orders o on o.id = n.order_id
     left join seller_locations s on s.id = o.seller_location_id
    where n.user_id = $1 and ${where}`;

/**
 * Issue 32 item 6 (ADR 0075): each row in its reader's language now, made again from its template and
 * parameters; a row stored before that (no parameters) reads as it was written.
 */
export function toView(row: Row): NotificationView {
  const { template_params, reader_language, store_phone, created_at, ...view } = row;
  const rendered = renderStoredNotification(
    view.metadata?.template,
    template_params,
    reader_language,
    store_phone,
  );
  return {
    ...view,
    ...(rendered
      ? {
          title: rendered.title,
          message: rendered.message,
          metadata: { ...view.metadata, icon: rendered.icon, actions: rendered.actions },
        }
      : {}),
    created_at: new Date(created_at).toISOString(),
  };
}

/** One of a user's notifications as its reader sees it now (null when it is not theirs). */
export async function readNotification(db: Queryable, userId: string, id: string) {
  const { rows } = await db.query<Row>(selectRows('n.id = $2'), [userId, id]);
  return rows[0] ? toView(rows[0]) : null;
}

export function createNotificationsService(db: Database) {
  return {
    /** Newest first, 50 at a time; `before` pages back through the history (spec §7, §9). */
    async list(
      userId: string,
      before: { createdAt: string; id: string } | null,
      limit = NOTIFICATION_PAGE_SIZE,
    ) {
      const { rows } = await db.query<Row>(
        `${selectRows(`(n.role is null or n.role in ('user', 'admin'))
            and ($2::timestamptz is null or (n.created_at, n.id) < ($2::timestamptz, $3::uuid))`)}
          order by n.created_at desc, n.id desc limit $4`,
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
        const { rows } = await tx.query<{ id: string }>(
          'update notifications set is_read = true where id = $1 and user_id = $2 returning id',
          [id, userId],
        );
        if (!rows[0]) throw notFound();
        const view = await readNotification(tx, userId, id);
        await publishEvent(tx, {
          topic: 'notifications',
          userId,
          kind: 'UPDATE',
          payload: view as never,
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
