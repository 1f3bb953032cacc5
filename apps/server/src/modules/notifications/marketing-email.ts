import { LANGUAGES, type Language, marketingEmailText } from '@tokri/core';
import type { Queryable } from '../../db/database.js';
import { enqueueJobs } from '../../jobs/queue/enqueue-job.js';
import type { MailProvider } from '../../providers/mail/mail-provider.js';
import { readChannelConsent } from '../profile/channel-consent.js';

/**
 * Queues the broadcast's email to each recipient who has an email address and said yes to email offers, in the
 * broadcast's transaction; one job per person, so a failed address retries alone.
 */
export async function queueMarketingEmails(
  tx: Queryable,
  broadcastId: string,
  userIds: readonly string[],
): Promise<number> {
  if (userIds.length === 0) return 0;
  const { rows } = await tx.query<{ user_id: string }>(
    `select u.id as user_id from users u join profiles p on p.user_id = u.id
      where u.id = any($1::uuid[]) and u.email is not null and p.email_marketing`,
    [userIds],
  );
  return enqueueJobs(
    tx,
    'marketing_email',
    rows.map((row) => ({
      dedupeKey: `${broadcastId}:${row.user_id}`,
      payload: { broadcastId, userId: row.user_id },
    })),
  );
}

function inLanguage(texts: Record<string, string>, language: Language): string {
  return texts[language] ?? texts.en ?? Object.values(texts)[0] ?? '';
}

/**
 * Sends one recipient the broadcast by email (template 'marketing_broadcast') in their language, with the line
 * that says how to stop them, only if "email offers" is still on now. Transactional mail never comes here.
 */
export async function sendMarketingEmail(
  db: Queryable,
  mail: MailProvider,
  publicUrl: string,
  broadcastId: string,
  userId: string,
): Promise<void> {
  const consent = await readChannelConsent(db, userId);
  if (!consent?.marketingEmail || !consent.email) return;
  const { rows } = await db.query<{ title: Record<string, string>; message: Record<string, string> }>(
    'select title, message from admin_broadcasts where id = $1',
    [broadcastId],
  );
  const broadcast = rows[0];
  if (!broadcast) return;
  const language = LANGUAGES.includes(consent.language) ? consent.language : 'en';
  await mail.send({
    channel: 'email',
    to: consent.email,
    subject: inLanguage(broadcast.title, language),
    text: marketingEmailText(inLanguage(broadcast.message, language), language, `${publicUrl}/settings`),
    template: 'marketing_broadcast',
  });
}
