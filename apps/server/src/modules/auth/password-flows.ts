import type { Language, Session, UpdatePasswordRequest } from '@tokri/core';
import type { Database, Queryable } from '../../db/database.js';
import { authRequired, DomainError } from '../../errors/domain-error.js';
import { invalidInput } from '../../errors/invalid-input.js';
import { translator } from '../../i18n/server-i18n.js';
import type { MailProvider } from '../../providers/mail/mail-provider.js';
import { findCredentials, preferredLanguage } from './auth-user-repository.js';
import { createFixedWindowLimit, ipBucket, type RateLimitRule } from './fixed-window-limit.js';
import { identifierOf } from './identifier-of.js';
import { hashPassword, verifyPassword } from './password-hashing.js';
import { assertAcceptablePassword } from './password-policy.js';
import type { ClientInfo, SessionIssuer } from './session-issuer.js';
import { revokeSessions } from './session-revocation.js';
import type { SignInRateLimit } from './sign-in-rate-limit.js';
import { hashOpaqueToken, newOpaqueToken } from './tokens.js';

export interface PasswordFlowDeps {
  db: Database;
  mail: MailProvider;
  rateLimit: SignInRateLimit;
  passwordResetLimits: { perAccount: RateLimitRule; perIp: RateLimitRule };
  passwordResetTtlMinutes: number;
  publicUrl: string;
  /**
   * Saves the language chosen on the device to the account, in the sign-in's transaction (ADR 0076): the profile
   * module's, handed in because the profile module depends on this one.
   */
  saveChosenLanguage: (tx: Queryable, userId: string, language: Language) => Promise<void>;
}

const currentPasswordError = (code: 'AUTH_CURRENT_PASSWORD_REQUIRED' | 'AUTH_CURRENT_PASSWORD_WRONG') =>
  invalidInput({ currentPassword: code });

/** Password reset by link, and changing a password. */
export function createPasswordFlows(deps: PasswordFlowDeps, sessions: SessionIssuer) {
  const { db } = deps;
  const windows = createFixedWindowLimit(db);

  return {
    /**
     * Always answers the same way, whether or not the account exists, so it cannot be used to probe.
     * Limited per IP and per address asked about (counted whether or not it has an account), so it can be
     * used neither to flood someone's inbox nor to send SMS at our cost.
     */
    async requestPasswordReset(input: string, client: ClientInfo): Promise<void> {
      const identifier = identifierOf(input);
      for (const [key, rule] of [
        [`reset:ip:${ipBucket(client.ip)}`, deps.passwordResetLimits.perIp],
        [`reset:account:${identifier.value}`, deps.passwordResetLimits.perAccount],
      ] as const) {
        const count = await windows.hit(key, rule);
        if (count.hits > rule.limit) {
          throw new DomainError('AUTH_RESET_TOO_MANY', {
            params: { minutes: Math.ceil(count.retryAfter / 60) },
            retryAfterSeconds: count.retryAfter,
          });
        }
      }
      const account = await findCredentials(db, identifier.kind, identifier.value);
      if (!account) return;
      const token = newOpaqueToken();
      await db.query(
        `insert into password_reset_tokens (token_hash, user_id, expires_at)
         values ($1, $2, tokri_now() + make_interval(mins => $3))`,
        [hashOpaqueToken(token), account.id, deps.passwordResetTtlMinutes],
      );
      const link = `${deps.publicUrl}/auth/callback?type=recovery&token=${token}`;
      const minutes = deps.passwordResetTtlMinutes;
      const t = translator(await preferredLanguage(db, account.id), 'mail');
      await deps.mail.send({
        channel: identifier.kind === 'email' ? 'email' : 'sms',
        to: identifier.value,
        template: 'password_reset',
        subject: t('password_reset.subject'),
        text: t(identifier.kind === 'email' ? 'password_reset.email' : 'password_reset.sms', {
          minutes,
          link,
        }),
      });
    },

    /**
     * Spends a reset token and signs its user in, so the app can ask for the new password; a language chosen on
     * the device (a new rider's invite opened in Telugu) becomes the account's.
     */
    async verifyPasswordReset(token: string, client: ClientInfo, language?: Language): Promise<Session> {
      const session = await db.transaction(async (tx) => {
        const { rows } = await tx.query<{ user_id: string }>(
          `update password_reset_tokens t set used_at = tokri_now()
            where t.token_hash = $1 and t.used_at is null and t.expires_at > tokri_now()
              and not exists (select 1 from users u where u.id = t.user_id and u.blocked_at is not null)
            returning t.user_id`,
          [hashOpaqueToken(token)],
        );
        const row = rows[0];
        if (!row) return null;
        if (language) await deps.saveChosenLanguage(tx, row.user_id, language);
        // The link proved who this is: this session may set a new password without the current one, for a while.
        return sessions.startSession(
          tx,
          await sessions.loadUser(tx, row.user_id),
          client,
          deps.passwordResetTtlMinutes,
        );
      });
      if (!session) throw new DomainError('AUTH_RESET_LINK_INVALID');
      return session;
    },

    /**
     * Sets a new password and signs out every other device. Needs the current password (ASVS 6.2.3), except
     * in a session a reset link opened; a wrong current password counts against the sign-in throttle, so a
     * stolen access token cannot be used to guess it.
     */
    async updatePassword(
      userId: string,
      sessionId: string,
      request: UpdatePasswordRequest,
      client: ClientInfo,
    ): Promise<void> {
      const { rows } = await db.query<{ password_hash: string; in_recovery: boolean }>(
        `select u.password_hash, coalesce(s.recovery_until > tokri_now(), false) as in_recovery
           from users u join sessions s on s.user_id = u.id
          where u.id = $1 and s.id = $2`,
        [userId, sessionId],
      );
      const row = rows[0];
      if (!row) throw authRequired('AUTH_SESSION_EXPIRED');
      if (request.currentPassword === undefined) {
        if (!row.in_recovery) throw currentPasswordError('AUTH_CURRENT_PASSWORD_REQUIRED');
      } else {
        const attempt = { account: `user:${userId}`, ip: client.ip, deviceId: null };
        await deps.rateLimit.assertAllowed(attempt);
        if (!(await verifyPassword(row.password_hash, request.currentPassword))) {
          await deps.rateLimit.recordFailure(attempt);
          throw currentPasswordError('AUTH_CURRENT_PASSWORD_WRONG');
        }
        await deps.rateLimit.recordSuccess(attempt);
      }
      const user = await sessions.loadUser(db, userId);
      await assertAcceptablePassword(request.password, { email: user.email, phone: user.phone });
      const passwordHash = await hashPassword(request.password);
      await db.transaction(async (tx) => {
        await tx.query('update users set password_hash = $2, updated_at = tokri_now() where id = $1', [
          userId,
          passwordHash,
        ]);
        // The reset link's allowance is spent here, once: a second change in that session needs the new password.
        const spent = await tx.query(
          'update sessions set recovery_until = null where id = $1 and recovery_until > tokri_now()',
          [sessionId],
        );
        if (request.currentPassword === undefined && spent.rowCount !== 1) {
          throw currentPasswordError('AUTH_CURRENT_PASSWORD_REQUIRED');
        }
        await revokeSessions(tx, 'password_changed', { userId, exceptSessionId: sessionId });
      });
    },
  };
}
