import {
  type AuthUser,
  type Identifier,
  isDeliveryPartnerEmail,
  parseIdentifier,
  type Session,
  type SignInRequest,
  type SignUpRequest,
  type UpdatePasswordRequest,
} from '@tokri/core';
import type { Database, Queryable } from '../../db/database.js';
import { AppError, unauthorized } from '../../http/app-error.js';
import type { MailProvider } from '../../providers/mail/mail-provider.js';
import { findAuthUserById, findAuthUserBySession, findCredentials } from './auth-user-repository.js';
import type { DeviceCookies } from './device-cookie.js';
import { createFixedWindowLimit, ipBucket, type RateLimitRule } from './fixed-window-limit.js';
import { decoyPasswordHash, hashPassword, verifyPassword } from './password-hashing.js';
import { assertAcceptablePassword } from './password-policy.js';
import { rotateRefreshToken } from './refresh-rotation.js';
import { revokeSessions } from './session-revocation.js';
import type { SignInRateLimit } from './sign-in-rate-limit.js';
import { type AccessTokenSigner, hashOpaqueToken, newOpaqueToken } from './tokens.js';

export interface AuthServiceDeps {
  db: Database;
  signer: AccessTokenSigner;
  rateLimit: SignInRateLimit;
  devices: DeviceCookies;
  mail: MailProvider;
  /** A spent refresh token presented again within this many seconds gets another successor, not a revocation. */
  refreshReuseGraceSeconds: number;
  passwordResetLimits: { perAccount: RateLimitRule; perIp: RateLimitRule };
  refreshTokenTtlDays: number;
  passwordResetTtlMinutes: number;
  deliveryDomain: string;
  publicUrl: string;
}

export interface ClientInfo {
  ip: string;
  userAgent: string | null;
  /** The device cookie the browser sent, if any (see device-cookie.ts). */
  deviceCookie?: string | null;
}

export interface SignInResult {
  session: Session;
  /** A fresh device cookie for this account, to be set on the browser. */
  deviceCookie: string;
}

function identifierOf(input: string): Identifier {
  const identifier = parseIdentifier(input);
  if (!identifier) throw new AppError('AUTH_INVALID_IDENTIFIER', 400);
  return identifier;
}

export function createAuthService(deps: AuthServiceDeps) {
  const { db, signer } = deps;
  const windows = createFixedWindowLimit(db);

  async function issueTokens(
    tx: Queryable,
    user: AuthUser,
    sessionId: string,
    parentHash: string | null = null,
  ): Promise<Session> {
    const refreshToken = newOpaqueToken();
    await tx.query('insert into refresh_tokens (token_hash, session_id, parent_hash) values ($1, $2, $3)', [
      hashOpaqueToken(refreshToken),
      sessionId,
      parentHash,
    ]);
    const access = await signer.sign({ userId: user.id, sessionId });
    return { accessToken: access.token, expiresAt: access.expiresAt, refreshToken, user };
  }

  async function startSession(
    tx: Queryable,
    user: AuthUser,
    client: ClientInfo,
    recoveryMinutes: number | null = null,
  ): Promise<Session> {
    const { rows } = await tx.query<{ id: string }>(
      `insert into sessions (user_id, ip, user_agent, expires_at, recovery_until)
       values ($1, $2, $3, now() + make_interval(days => $4),
               case when $5::int is null then null else now() + make_interval(mins => $5::int) end)
       returning id`,
      [
        user.id,
        client.ip,
        client.userAgent?.slice(0, 300) ?? null,
        deps.refreshTokenTtlDays,
        recoveryMinutes,
      ],
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
      await assertAcceptablePassword(input.password, {
        email: identifier.kind === 'email' ? identifier.value : null,
        phone: identifier.kind === 'phone' ? identifier.value : null,
      });
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

    /**
     * One answer (AUTH_INVALID_CREDENTIALS) for an unknown account and a wrong password, at the same cost
     * (a decoy hash), so sign-in cannot be used to find out who has an account.
     */
    async signIn(input: SignInRequest, client: ClientInfo): Promise<SignInResult> {
      const identifier = identifierOf(input.identifier);
      const attempt = {
        account: identifier.value,
        ip: client.ip,
        deviceId: deps.devices.deviceIdFor(identifier.value, client.deviceCookie),
      };
      const { ipOverLimit } = await deps.rateLimit.assertAllowed(attempt);
      const credentials = await findCredentials(db, identifier.kind, identifier.value);
      const passwordOk = await verifyPassword(
        credentials?.password_hash ?? (await decoyPasswordHash()),
        input.password,
      );
      if (!credentials || !passwordOk) {
        await deps.rateLimit.recordFailure(attempt);
        if (ipOverLimit) throw await deps.rateLimit.refuseFailureOverIpLimit(attempt);
        throw new AppError('AUTH_INVALID_CREDENTIALS', 401);
      }
      await deps.rateLimit.recordSuccess(attempt);
      const session = await db.transaction(async (tx) =>
        startSession(tx, await loadUser(tx, credentials.id), client),
      );
      return { session, deviceCookie: deps.devices.issue(identifier.value) };
    },

    /**
     * Rotates a refresh token: the presented token is spent and a new one issued. Presenting a spent
     * token again means it leaked (or was replayed), so the whole session is revoked.
     */
    async refresh(refreshToken: string): Promise<Session> {
      const session = await db.transaction(async (tx) => {
        const outcome = await rotateRefreshToken(tx, refreshToken, deps.refreshReuseGraceSeconds);
        if (outcome.kind !== 'rotate') return null;
        return issueTokens(tx, await loadUser(tx, outcome.userId), outcome.sessionId, outcome.parentHash);
      });
      if (!session) throw unauthorized('AUTH_SESSION_EXPIRED');
      return session;
    },

    async signOut(sessionId: string): Promise<void> {
      await db.transaction((tx) => revokeSessions(tx, 'sign_out', { sessionId }));
    },

    /** Of these sessions, the ones still live (not revoked, not expired): open sockets re-check with it. */
    async liveSessions(sessionIds: string[]): Promise<Set<string>> {
      if (sessionIds.length === 0) return new Set();
      const { rows } = await db.query<{ id: string }>(
        `select id from sessions where id = any($1::uuid[]) and revoked_at is null and expires_at > now()`,
        [sessionIds],
      );
      return new Set(rows.map((row) => row.id));
    },

    async authenticate(
      accessToken: string,
    ): Promise<{ user: AuthUser; sessionId: string; expiresAt: number } | null> {
      const claims = await signer.verify(accessToken);
      if (!claims) return null;
      const user = await findAuthUserBySession(db, claims.userId, claims.sessionId, deps.deliveryDomain);
      return user ? { user, sessionId: claims.sessionId, expiresAt: claims.expiresAt } : null;
    },

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
          throw new AppError(
            'AUTH_RESET_TOO_MANY',
            429,
            { minutes: Math.ceil(count.retryAfter / 60) },
            undefined,
            { 'retry-after': String(count.retryAfter) },
          );
        }
      }
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
        // The link proved who this is: this session may set a new password without the current one, for a while.
        return startSession(tx, await loadUser(tx, row.user_id), client, deps.passwordResetTtlMinutes);
      });
      if (!session) throw new AppError('AUTH_RESET_LINK_INVALID', 400);
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
        `select u.password_hash, coalesce(s.recovery_until > now(), false) as in_recovery
           from users u join sessions s on s.user_id = u.id
          where u.id = $1 and s.id = $2`,
        [userId, sessionId],
      );
      const row = rows[0];
      if (!row) throw unauthorized('AUTH_SESSION_EXPIRED');
      if (request.currentPassword === undefined) {
        if (!row.in_recovery) {
          throw new AppError(
            'AUTH_CURRENT_PASSWORD_REQUIRED',
            400,
            {},
            {
              currentPassword: 'AUTH_CURRENT_PASSWORD_REQUIRED',
            },
          );
        }
      } else {
        const attempt = { account: `user:${userId}`, ip: client.ip, deviceId: null };
        await deps.rateLimit.assertAllowed(attempt);
        if (!(await verifyPassword(row.password_hash, request.currentPassword))) {
          await deps.rateLimit.recordFailure(attempt);
          throw new AppError(
            'AUTH_CURRENT_PASSWORD_WRONG',
            400,
            {},
            {
              currentPassword: 'AUTH_CURRENT_PASSWORD_WRONG',
            },
          );
        }
        await deps.rateLimit.recordSuccess(attempt);
      }
      const user = await loadUser(db, userId);
      await assertAcceptablePassword(request.password, { email: user.email, phone: user.phone });
      const passwordHash = await hashPassword(request.password);
      await db.transaction(async (tx) => {
        await tx.query('update users set password_hash = $2, updated_at = now() where id = $1', [
          userId,
          passwordHash,
        ]);
        await tx.query('update sessions set recovery_until = null where id = $1', [sessionId]);
        await revokeSessions(tx, 'password_changed', { userId, exceptSessionId: sessionId });
      });
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
