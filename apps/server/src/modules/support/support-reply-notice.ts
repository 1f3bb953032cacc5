import type { Queryable } from '../../db/database.js';
import { renderSupportReply } from '../../i18n/render-support-reply.js';
import { notifyRecipients } from '../notifications/notification-fan-out.js';

/** Tells the customer support answered, in the answer's own transaction (both commit or neither). */
export async function notifySupportReply(
  tx: Queryable,
  ticket: { id: string; user_id: string; title: string | null; order_id: string | null },
) {
  await notifyRecipients(tx, {
    recipients: { userId: ticket.user_id },
    role: 'user',
    orderId: ticket.order_id,
    render: (language) => renderSupportReply(language, ticket),
  });
}
