import type { Queryable } from '../../db/database.js';

/**
 * The embedded default for native push on a developer's machine (DEV_OUTBOX=true without FCM credentials): each
 * push is written to the outbox, shown on /dev/outbox with mail and SMS. The recipient is the platform and the
 * token's last characters, never the whole token (it lets anyone with the project's key reach the device).
 */
export function createOutboxNativePush(db: Queryable) {
  return {
    name: 'outbox',
    async send(
      device: { platform: string; token: string },
      message: { title: string; body: string; url: string },
    ): Promise<'sent'> {
      await db.query(
        `insert into outbox_messages (channel, recipient, subject, body_text, template, provider)
         values ('push', $1, $2, $3, 'native_push', 'outbox')`,
        [`${device.platform} …${device.token.slice(-6)}`, message.title, `${message.body}\n${message.url}`],
      );
      return 'sent';
    },
  };
}
