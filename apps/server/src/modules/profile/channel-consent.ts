import type { Language } from '@tokri/core';
import type { Queryable } from '../../db/database.js';

/**
 * What a user said yes to on each channel (the profile's three toggles, issue 16) and where to reach them.
 * Every sender asks here at send time, not when the message was queued, so turning a toggle off stops what is
 * already waiting. Without a profile row the table's defaults apply (push and SMS on, marketing email off).
 */
export interface ChannelConsent {
  push: boolean;
  sms: boolean;
  marketingEmail: boolean;
  phone: string | null;
  email: string | null;
  language: Language;
}

export async function readChannelConsent(db: Queryable, userId: string): Promise<ChannelConsent | null> {
  const { rows } = await db.query<{
    push: boolean;
    sms: boolean;
    marketing_email: boolean;
    phone: string | null;
    email: string | null;
    language: Language;
  }>(
    `select coalesce(p.push_notifications, true) as push, coalesce(p.sms_updates, true) as sms,
            coalesce(p.email_marketing, false) as marketing_email, p.phone, u.email,
            coalesce(p.preferred_language, 'en') as language
       from users u left join profiles p on p.user_id = u.id
      where u.id = $1`,
    [userId],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    push: row.push,
    sms: row.sms,
    marketingEmail: row.marketing_email,
    phone: row.phone,
    email: row.email,
    language: row.language,
  };
}

/** "May we push this user?": the one check for Web Push and, when it comes, native push. */
export async function mayPushTo(db: Queryable, userId: string): Promise<boolean> {
  return (await readChannelConsent(db, userId))?.push ?? false;
}
