import { isOrderSmsStatus, orderSmsText } from '@tokri/core';
import type { Queryable } from '../../db/database.js';
import { enqueueJobs } from '../../jobs/queue/enqueue-job.js';
import type { MailProvider } from '../../providers/mail/mail-provider.js';
import { readChannelConsent } from '../profile/channel-consent.js';

/**
 * Queues the order's SMS for a status worth one (placed, out for delivery, delivered, cancelled), in the
 * transaction that changes the status; once per order and status however often the change is replayed.
 */
export async function queueOrderSms(tx: Queryable, orderId: string, status: string): Promise<void> {
  if (!isOrderSmsStatus(status)) return;
  await enqueueJobs(tx, 'order_sms', [{ dedupeKey: `${orderId}:${status}`, payload: { orderId, status } }]);
}

/**
 * Sends the order SMS to the customer's phone in their language, only if they keep "SMS updates" on and have a
 * phone (asked now, not when it was queued). Transactional: it goes through the mail provider's SMS channel.
 */
export async function sendOrderSms(
  db: Queryable,
  mail: MailProvider,
  orderId: string,
  status: string,
): Promise<void> {
  if (!isOrderSmsStatus(status)) return;
  const { rows } = await db.query<{ user_id: string; total_paise: number }>(
    'select user_id, total_paise from orders where id = $1',
    [orderId],
  );
  const order = rows[0];
  if (!order) return;
  const consent = await readChannelConsent(db, order.user_id);
  if (!consent?.sms || !consent.phone) return;
  const text = orderSmsText(status, consent.language, { id: orderId, totalPaise: Number(order.total_paise) });
  await mail.send({ channel: 'sms', to: consent.phone, subject: 'Tokri', text, template: `order_${status}` });
}
