import type { Queryable } from '../../db/database.js';

export interface OutboxRow {
  id: string;
  channel: string;
  recipient: string;
  subject: string;
  body_text: string;
  template: string;
  created_at: Date;
}

/** The 50 newest messages the embedded mail provider kept, for everyone or for one recipient. */
export async function latestOutboxMessages(
  db: Queryable,
  recipient: string | undefined,
): Promise<OutboxRow[]> {
  const { rows } = await db.query<OutboxRow>(
    `select id, channel, recipient, subject, body_text, template, created_at from outbox_messages
      where ($1::text is null or recipient = $1) order by created_at desc limit 50`,
    [recipient ?? null],
  );
  return rows;
}
