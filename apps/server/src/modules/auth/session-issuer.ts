import type { AuthUser, Session } from '@tokri/core';
import type { Queryable } from '../../db/database.js';
import { authRequired } from '../../errors/domain-error.js';
import { findAuthUserById } from './auth-user-repository.js';
import { type AccessTokenSigner, hashOpaqueToken, newOpaqueToken } from './tokens.js';

export interface ClientInfo {
  ip: string;
  userAgent: string | null;
  /** The device cookie the browser sent, if any (see device-cookie.ts). */
  deviceCookie?: string | null;
  /** The answer to a sign-in challenge (header `X-Sign-In-Challenge`), asked of an address over its limit. */
  challengeResponse?: string | null;
}

export interface SessionIssuerDeps {
  signer: AccessTokenSigner;
  refreshTokenTtlDays: number;
  deliveryDomain: string;
}

/** Starts sessions and issues their tokens, inside the caller's transaction. */
export function createSessionIssuer(deps: SessionIssuerDeps) {
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
    const access = await deps.signer.sign({ userId: user.id, sessionId });
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
       values ($1, $2, $3, tokri_now() + make_interval(days => $4),
               case when $5::int is null then null else tokri_now() + make_interval(mins => $5::int) end)
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
    if (!user) throw authRequired('AUTH_SESSION_EXPIRED');
    return user;
  }

  return { issueTokens, startSession, loadUser };
}

export type SessionIssuer = ReturnType<typeof createSessionIssuer>;
