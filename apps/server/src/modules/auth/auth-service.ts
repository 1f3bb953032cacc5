import {
  type AuthUser,
  type Identifier,
  isDeliveryPartnerEmail,
  parseIdentifier,
  type Session,
  type SignInRequest,
  type SignUpRequest,
} from '@tokri/core';
import type { Database, Queryable } from '../../db/database.js';
import { AppError, unauthorized } from '../../http/app-error.js';
import type { MailProvider } from '../../providers/mail/mail-provider.js';
import { findAuthUserById, findAuthUserBySession, findCredentials } from './auth-user-repository.js';
import { decoyPasswordHash, hashPassword, verifyPassword } from './password-hashing.js';
import type { SignInRateLimit } from './sign-in-rate-limit.js';
import { type AccessTokenSigner, hashOpaqueToken, newOpaqueToken } from './tokens.js';

export interface AuthServiceDeps {
  db: Database;
  signer: AccessTokenSigner;
  rateLimit: SignInRateLimit;
  mail: MailProvider;
  refreshTokenTtlDays: number;
  passwordResetTtlMinutes: number;
  deliveryDomain: string;
  publicUrl: string;
}

export interface ClientInfo {
  ip: string;
  userAgent: string | null;
}

function identifierOf(input: string): Identifier {
  const identifier = parseIdentifier(input);
  if (!identifier) throw new AppError('AUTH_INVALID_IDENTIFIER', 400);
  return identifier;
}

export function createAuthService(deps: AuthServiceDeps) {
  const { db, signer } = deps;

  async function issueTokens(tx: Queryable, user: AuthUser, sessionId: string): Promise<Session> {
    const refreshToken = newOpaqueToken();
    await tx.query('insert into refresh_tokens (token_hash, session_id) values ($1, $2)', [
      hashOpaqueToken(refreshToken),
      sessionId,
    ]);
    const access = await signer.sign({ userId: user.id, sessionId });
    return { accessToken: access.token, expiresAt: access.expiresAt, refreshToken, user };
  }

  async function startSession(tx: Queryable, user: AuthUser, client: ClientInfo): Promise<Session> {
    const { rows } = await tx.query<{ id: string }>(
      `insert into sessions (user_id, ip, user_agent, expires_at)
       values ($1, $2, $3, now() + make_interval(days => $4)) returning id`,
      [user.id, client.ip, client.userAgent?.slice(0, 300) ?? null, deps.refreshTokenTtlDays],
    );
    return issueTokens(tx, user, rows[0]!.id);
  }

  async function loadUser(tx: Queryable, userId: string): Promise<AuthUser> {
    const user = await findAuthUserById(tx, userId, deps.deliveryDomain);
    if (!user) throw unauthorized('AUTH_SESSION_EXPIRED');
    return user;
  }

  return {
    async signUp(input: SignUpRequest, client: ClientInfo): Promise<Session> {
      const identifier = identifierOf(input.identifier);
      if (await findCredentials(db, identifier.kind, identifier.value)) {
        throw new AppError('AUTH_ACCOUNT_EXISTS', 409);
      }
      const passwordHash = await hashPassword(input.password);
      try {
        return await db.transaction(async (tx) => {
          const { rows } = await tx.query<{ id: string }>(
            `insert into users (email, phone, password_hash) values ($1, $2, $3) returning id`,
            [
              identifier.kind === 'email' ? identifier.value : null,
              identifier.kind === 'phone' ? identifier.value : null,
              passwordHash,
            ],
          );
          const userId = rows[0]!.id;
          const fullName = input.fullName?.trim() || null;
          await tx.query('insert into profiles (user_id, full_name, phone) values ($1, $2, $3)', [
            userId,
            fullName,
            identifier.kind === 'phone' ? identifier.value : null,
          ]);
          if (identifier.kind === 'email' && isDeliveryPartnerEmail(identifier.value, deps.deliveryDomain)) {
            await tx.query('insert into delivery_agents (user_id, full_name) values ($1, $2)', [
              userId,
              fullName ?? identifier.value.split('@')[0]!,
            ]);
          }
          return startSession(tx, await loadUser(tx, userId), client);
        });
      } catch (error) {
        // Two sign-ups racing for one address: the unique index decides, the loser hears "account exists".
        if ((error as { code?: string }).code === '23505') throw new AppError('AUTH_ACCOUNT_EXISTS', 409);
        throw error;
      }
    },

    async signIn(input: SignInRequest, client: ClientInfo): Promise<Session> {
      const identifier = identifierOf(input.identifier);
      await deps.rateLimit.assertAllowed(identifier.value, client.ip);
      const credentials = await findCredentials(db, identifier.kind, identifier.value);
      const passwordOk = await verifyPassword(
        credentials?.password_hash ?? (await decoyPasswordHash()),
        input.password,
      );
      if (!credentials || !passwordOk) {
        await deps.rateLimit.recordFailure(identifier.value, client.ip);
        throw new AppError(credentials ? 'AUTH_WRONG_PASSWORD' : 'AUTH_UNKNOWN_ACCOUNT', 401);
      }
      await deps.rateLimit.clearAccount(identifier.value);
      return db.transaction(async (tx) => startSession(tx, await loadUser(tx, credentials.id), client));
    },

    /**
     * Rotates a refresh token: the presented token is spent and a new one issued. Presenting a spent
     * token again means it leaked (or was replayed), so the whole session is revoked.
     */
    async refresh(refreshToken: string): Promise<Session> {
      const outcome = await db.transaction(async (tx) => {
        const { rows } = await tx.query<{
          session_id: string;
          user_id: string;
          rotated_at: Date | null;
          live: boolean;
        }>(
          `select t.session_id, s.user_id, t.rotated_at,
                  (s.revoked_at is null and s.expires_at > now()) as live
             from refresh_tokens t join sessions s on s.id = t.session_id
            where t.token_hash = $1
            for update of t, s`,
          [hashOpaqueToken(refreshToken)],
        );
        const row = rows[0];
        if (!row?.live) return { kind: 'expired' as const };
        if (row.rotated_at) {
          await tx.query(
            `update sessions set revoked_at = now(), revoked_reason = 'refresh_reuse'
              where id = $1 and revoked_at is null`,
            [row.session_id],
          );
          return { kind: 'reused' as const };
        }
        await tx.query('update refresh_tokens set rotated_at = now() where token_hash = $1', [
          hashOpaqueToken(refreshToken),
        ]);
        await tx.query('update sessions set last_refreshed_at = now() where id = $1', [row.session_id]);
        return {
          kind: 'ok' as const,
          session: await issueTokens(tx, await loadUser(tx, row.user_id), row.session_id),
        };
      });
      if (outcome.kind !== 'ok') throw unauthorized('AUTH_SESSION_EXPIRED');
      return outcome.session;
    },

    async signOut(sessionId: string): Promise<void> {
      await db.query(
        `update sessions set revoked_at = now(), revoked_reason = 'sign_out' where id = $1 and revoked_at is null`,
        [sessionId],
      );
    },

    async authenticate(accessToken: string): Promise<{ user: AuthUser; sessionId: string } | null> {
      const claims = await signer.verify(accessToken);
      if (!claims) return null;
      const user = await findAuthUserBySession(db, claims.userId, claims.sessionId, deps.deliveryDomain);
      return user ? { user, sessionId: claims.sessionId } : null;
    },

    /** Always answers the same way, whether or not the account exists, so it cannot be used to probe. */
    async requestPasswordReset(input: string): Promise<void> {
      const identifier = identifierOf(input);
      const account = await findCredentials(db, identifier.kind, identifier.value);
      if (!account) return;
      const token = newOpaqueToken();
      await db.query(
        `insert into password_reset_tokens (token_hash, user_id, expires_at)
         values ($1, $2, now() + make_interval(mins => $3))`,
        [hashOpaqueToken(token), account.id, deps.passwordResetTtlMinutes],
      );
      const link = `${deps.publicUrl}/auth/callback?type=recovery&token=${token}`;
      const minutes = deps.passwordResetTtlMinutes;
      await deps.mail.send({
        channel: identifier.kind === 'email' ? 'email' : 'sms',
        to: identifier.value,
        template: 'password_reset',
        subject: 'Reset your Tokri password',
        text:
          identifier.kind === 'email'
            ? `Someone asked to reset the password of your Tokri account.\n\nOpen this link within ${minutes} minutes to choose a new password:\n${link}\n\nIf it was not you, ignore this email: your password stays as it is.`
            : `Tokri: reset your password within ${minutes} min: ${link}`,
      });
    },

    /** Spends a reset token and signs its user in, so the app can ask for the new password. */
    async verifyPasswordReset(token: string, client: ClientInfo): Promise<Session> {
      const session = await db.transaction(async (tx) => {
        const { rows } = await tx.query<{ user_id: string }>(
          `update password_reset_tokens set used_at = now()
            where token_hash = $1 and used_at is null and expires_at > now()
            returning user_id`,
          [hashOpaqueToken(token)],
        );
        const row = rows[0];
        if (!row) return null;
        return startSession(tx, await loadUser(tx, row.user_id), client);
      });
      if (!session) throw new AppError('AUTH_RESET_LINK_INVALID', 400);
      return session;
    },

    /** Sets a new password and signs out every other device. */
    async updatePassword(userId: string, currentSessionId: string, password: string): Promise<void> {
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        await tx.query('update users set password_hash = $2, updated_at = now() where id = $1', [
          userId,
          passwordHash,
        ]);
        await tx.query(
          `update sessions set revoked_at = now(), revoked_reason = 'password_changed'
            where user_id = $1 and id <> $2 and revoked_at is null`,
          [userId, currentSessionId],
        );
      });
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
