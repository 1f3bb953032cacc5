import type { AuthUser, Session, SignInRequest } from '@tokri/core';
import type { Queryable } from '../../db/database.js';
import { authRequired, DomainError } from '../../errors/domain-error.js';
import { invalidInput } from '../../errors/invalid-input.js';
import { passwordMatches } from './account-erasure.js';
import { findAuthUserBySession, findCredentials } from './auth-user-repository.js';
import type { DeviceCookies } from './device-cookie.js';
import { identifierOf } from './identifier-of.js';
import { createPasswordFlows, type PasswordFlowDeps } from './password-flows.js';
import { decoyPasswordHash, verifyPassword } from './password-hashing.js';
import { rotateRefreshToken } from './refresh-rotation.js';
import { type ClientInfo, createSessionIssuer } from './session-issuer.js';
import { revokeSessions } from './session-revocation.js';
import { createSignUpFlow } from './sign-up-flow.js';
import type { AccessTokenSigner } from './tokens.js';

export type { ClientInfo } from './session-issuer.js';

/** Everything sign-up, sign-in, refresh and the password flows need. */
export interface AuthServiceDeps extends PasswordFlowDeps {
  signer: AccessTokenSigner;
  devices: DeviceCookies;
  /** A spent refresh token presented again within this many seconds gets another successor, not a revocation. */
  refreshReuseGraceSeconds: number;
  refreshTokenTtlDays: number;
  deliveryDomain: string;
  /** A sign-up with a referral code records the referral in the sign-up's transaction (issue 16 item 4). */
  recordReferral?: (tx: Queryable, refereeUserId: string, code: string) => Promise<void>;
  /** An unknown referral code refuses the sign-up before its link is sent. */
  checkReferralCode?: (db: Queryable, code: string) => Promise<void>;
}

export interface SignInResult {
  session: Session;
  /** A fresh device cookie for this account, to be set on the browser. */
  deviceCookie: string;
}

export function createAuthService(deps: AuthServiceDeps) {
  const { db, signer } = deps;
  const sessions = createSessionIssuer(deps);
  const { issueTokens, startSession, loadUser } = sessions;

  return {
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
        challengeResponse: client.challengeResponse ?? null,
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
        throw new DomainError('AUTH_INVALID_CREDENTIALS');
      }
      await deps.rateLimit.recordSuccess(attempt);
      // Told only after the right password, so blocking reveals nothing to someone guessing.
      if (credentials.blocked) throw new DomainError('AUTH_ACCOUNT_BLOCKED');
      const session = await db.transaction(async (tx) => {
        // The device's language is the latest explicit choice (ADR 0076): what the server writes follows it.
        if (input.language) await deps.saveChosenLanguage(tx, credentials.id, input.language);
        return startSession(tx, await loadUser(tx, credentials.id), client);
      });
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
      if (!session) throw authRequired('AUTH_SESSION_EXPIRED');
      return session;
    },

    /**
     * The account's password checked again before an irreversible step (deleting the account, ADR 0051). A wrong
     * one counts against the sign-in throttle like a password change's, so a stolen token cannot guess it.
     */
    async confirmPassword(userId: string, password: string, client: ClientInfo): Promise<void> {
      const attempt = { account: `user:${userId}`, ip: client.ip, deviceId: null };
      await deps.rateLimit.assertAllowed(attempt);
      if (!(await passwordMatches(db, userId, password))) {
        await deps.rateLimit.recordFailure(attempt);
        throw invalidInput({ password: 'AUTH_CURRENT_PASSWORD_WRONG' });
      }
      await deps.rateLimit.recordSuccess(attempt);
    },

    async signOut(sessionId: string): Promise<void> {
      await db.transaction((tx) => revokeSessions(tx, 'sign_out', { sessionId }));
    },

    /**
     * Signs the user out on every device, this one included (issue 16 settings): every session is revoked, so
     * their refresh tokens stop working and open sockets close. Answers how many sessions ended.
     */
    async signOutEverywhere(userId: string): Promise<number> {
      const revoked = await db.transaction((tx) =>
        revokeSessions(tx, 'sign_out', { userId, exceptSessionId: null }),
      );
      return revoked.length;
    },

    /** Of these sessions, the ones still live (not revoked, not expired): open sockets re-check with it. */
    async liveSessions(sessionIds: string[]): Promise<Set<string>> {
      if (sessionIds.length === 0) return new Set();
      const { rows } = await db.query<{ id: string }>(
        `select id from sessions where id = any($1::uuid[]) and revoked_at is null and expires_at > tokri_now()`,
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

    ...createPasswordFlows(deps, sessions),
    ...createSignUpFlow(deps, sessions),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
