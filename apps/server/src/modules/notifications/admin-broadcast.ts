import type { AdminBroadcastRequest, Language, RenderedNotification } from '@tokri/core';
import type { Queryable } from '../../db/database.js';
import { queueMarketingEmails } from './marketing-email.js';
import { notifyRecipients } from './notification-fan-out.js';

/**
 * The admin's broadcast: a notification per recipient in their own language (the admin's English where they
 * left Hindi or Telugu blank), so it is in the bell, toasted live and pushed, like any other; kept with its
 * texts and how many it reached (the admin module writes the audit row in the same transaction). Customers who
 * turned email offers on get it by email too.
 */
export async function sendBroadcast(
  tx: Queryable,
  input: AdminBroadcastRequest & { actorUserId: string; userIds: readonly string[] },
): Promise<{ id: string; recipients: number }> {
  const render = (language: Language): RenderedNotification => ({
    template: 'admin_broadcast',
    type: 'general',
    title: input.title[language] ?? input.title.en,
    message: input.message[language] ?? input.message.en,
    icon: 'megaphone',
    priority: 'high',
    actions: [],
    params: {
      title: input.title[language] ?? input.title.en,
      message: input.message[language] ?? input.message.en,
    },
  });
  const sent =
    input.userIds.length === 0
      ? []
      : await notifyRecipients(tx, {
          recipients: { userIds: input.userIds },
          role: 'user',
          orderId: null,
          render,
        });
  const { rows } = await tx.query<{ id: string }>(
    `insert into admin_broadcasts (actor_user_id, seller_location_id, title, message, recipients)
     values ($1, $2, $3, $4, $5) returning id`,
    [input.actorUserId, input.storeId, input.title, input.message, sent.length],
  );
  const id = rows[0]!.id;
  // Also by email to those who said yes to email offers (issue 16), from jobs after this commits.
  await queueMarketingEmails(tx, id, input.userIds);
  return { id, recipients: sent.length };
}

/** The latest broadcasts, newest first. */
export async function recentBroadcasts(db: Queryable, limit = 20) {
  const { rows } = await db.query<{
    id: string;
    title: Record<string, string>;
    message: Record<string, string>;
    store_name: string | null;
    recipients: number;
    created_at: Date;
  }>(
    `select b.id, b.title, b.message, s.name as store_name, b.recipients, b.created_at
       from admin_broadcasts b left join seller_locations s on s.id = b.seller_location_id
      order by b.created_at desc, b.id desc limit $1`,
    [limit],
  );
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    message: row.message,
    storeName: row.store_name,
    recipients: row.recipients,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}
