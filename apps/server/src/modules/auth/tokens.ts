import { createHash, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

const ISSUER = 'tokri';
const AUDIENCE = 'tokri-api';
/** Instances' clocks may differ a little; more than this is a broken clock or a forged token. */
const CLOCK_TOLERANCE_SECONDS = 5;
/** Tokens whose signature already verified, kept so a request checked twice (rate limit, then guard) pays once. */
export const VERIFIED_TOKEN_CACHE_SIZE = 10_000;

export interface AccessClaims {
  userId: string;
  sessionId: string;
}

export interface VerifiedAccessClaims extends AccessClaims {
  /** Epoch seconds at which the token stops being accepted (sockets close then unless re-authenticated). */
  expiresAt: number;
}

export interface AccessTokenSigner {
  sign(claims: AccessClaims): Promise<{ token: string; expiresAt: number }>;
  verify(token: string): Promise<VerifiedAccessClaims | null>;
}

/**
 * Short-lived HS256 JWTs (jose). The session id inside lets sign-out take effect at once.
 * `exp` and `iat` are required (jose only checks `exp` when present), and no token is accepted for longer than
 * the configured lifetime, whatever its `exp` says.
 */
export function createAccessTokenSigner(
  secret: string,
  ttlSeconds: number,
  keptAtMost = VERIFIED_TOKEN_CACHE_SIZE,
): AccessTokenSigner {
  const key = new TextEncoder().encode(secret);
  // Only tokens that verified are kept, each until the earlier of its exp and iat + lifetime (stricter than jose's
  // tolerance, so a kept answer is never one jose would now refuse); a forged token costs a full check every time
  // and cannot fill the map. Map order is insertion order: the oldest entry goes first when full.
  const verified = new Map<string, { claims: VerifiedAccessClaims; until: number }>();
  return {
    async sign({ userId, sessionId }) {
      const expiresAt = Math.floor(Date.now() / 1000) + ttlSeconds;
      const token = await new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(expiresAt)
        .sign(key);
      return { token, expiresAt };
    },
    async verify(token) {
      const kept = verified.get(token);
      if (kept) {
        if (Date.now() / 1000 < kept.until) return kept.claims;
        verified.delete(token);
      }
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          audience: AUDIENCE,
          algorithms: ['HS256'],
          requiredClaims: ['exp', 'iat', 'sub', 'sid'],
          maxTokenAge: ttlSeconds + CLOCK_TOLERANCE_SECONDS,
          clockTolerance: CLOCK_TOLERANCE_SECONDS,
        });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
        if (typeof payload.exp !== 'number' || payload.exp > Date.now() / 1000 + ttlSeconds) return null;
        const claims = { userId: payload.sub, sessionId: payload.sid, expiresAt: payload.exp };
        if (verified.size >= keptAtMost) verified.delete(verified.keys().next().value as string);
        verified.set(token, { claims, until: Math.min(payload.exp, (payload.iat ?? 0) + ttlSeconds) });
        return claims;
      } catch {
        return null;
      }
    },
  };
}

/** Opaque random tokens (refresh, password reset); only their SHA-256 is stored. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
