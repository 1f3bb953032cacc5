import type { Database } from '../../db/database.js';
import { translator } from '../../i18n/server-i18n.js';
import type { MailProvider } from '../../providers/mail/mail-provider.js';
import { preferredLanguage } from './auth-user-repository.js';
import { hashOpaqueToken, newOpaqueToken } from './tokens.js';

/** How long a new rider's set-password link lasts: long enough to open it after a shift. */
export const RIDER_INVITE_TTL_HOURS = 72;

export interface RiderInviteDeps {
  db: Database;
  mail: MailProvider;
  publicUrl: string;
}

/**
 * Mails a new rider a link to choose their own password: the password-reset link and flow (the link signs them
 * in for a while, and the app asks for the new password), so the admin never knows the rider's password.
 */
export async function sendRiderInvite(
  deps: RiderInviteDeps,
  rider: { userId: string; email: string; fullName: string },
): Promise<void> {
  const token = newOpaqueToken();
  await deps.db.query(
    `insert into password_reset_tokens (token_hash, user_id, expires_at)
     values ($1, $2, tokri_now() + make_interval(hours => $3))`,
    [hashOpaqueToken(token), rider.userId, RIDER_INVITE_TTL_HOURS],
  );
  const link = `${deps.publicUrl}/auth/callback?type=recovery&token=${token}`;
  // The account's language (English while the rider has chosen none): mail follows the account (ADR 0076).
  const t = translator(await preferredLanguage(deps.db, rider.userId), 'mail');
  await deps.mail.send({
    channel: 'email',
    to: rider.email,
    template: 'rider_invite',
    subject: t('rider_invite.subject'),
    text: t('rider_invite.email', { name: rider.fullName, hours: RIDER_INVITE_TTL_HOURS, link }),
  });
}
