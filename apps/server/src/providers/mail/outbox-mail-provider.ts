import type { Queryable } from '../../db/database.js';
import type { MailProvider, OutgoingMessage } from './mail-provider.js';

/** Embedded default: every message is stored in outbox_messages and shown on the development outbox page. */
export function createOutboxMailProvider(db: Queryable): MailProvider {
  return {
    name: 'outbox',
    async send(message: OutgoingMessage) {
      await db.query(
        `insert into outbox_messages (channel, recipient, subject, body_text, template, provider)
         values ($1, $2, $3, $4, $5, 'outbox')`,
        [message.channel, message.to, message.subject, message.text, message.template],
      );
    },
  };
}
