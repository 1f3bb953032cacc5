import { createSign } from 'node:crypto';
import type { FcmServiceAccount } from './fcm-service-account.js';

export const FCM_SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';
const JWT_BEARER_GRANT = 'urn:ietf:params:oauth:grant-type:jwt-bearer';
const LIFETIME_SECONDS = 3600;
/** A token is renewed this long before Google says it expires, so a send never starts with one about to lapse. */
const RENEW_BEFORE_MS = 5 * 60_000;

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/** The RS256 JWT of the OAuth 2.0 JWT bearer grant (RFC 7523) that Google's token endpoint takes. */
export function signServiceAccountJwt(account: FcmServiceAccount, nowSeconds: number): string {
  const header = base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }));
  const claims = base64url(
    JSON.stringify({
      iss: account.clientEmail,
      scope: FCM_SCOPE,
      aud: account.tokenUri,
      iat: nowSeconds,
      exp: nowSeconds + LIFETIME_SECONDS,
    }),
  );
  const signature = createSign('RSA-SHA256').update(`${header}.${claims}`).sign(account.privateKey);
  return `${header}.${claims}.${base64url(signature)}`;
}

export interface FcmAccessTokens {
  /** A valid access token: the cached one, or a new one (concurrent callers share one request). */
  get(): Promise<string>;
  /** FCM refused this token (401): the next get() asks for a new one. */
  invalidate(token: string): void;
}

/**
 * Access tokens for FCM from a service account, without a Google SDK: a signed JWT exchanged at the account's
 * token_uri, kept until shortly before it expires (Google's last an hour). A refusal throws, so the job retries.
 */
export function createFcmAccessTokens(
  account: FcmServiceAccount,
  now: () => number = Date.now,
): FcmAccessTokens {
  let cached: { token: string; renewAt: number } | null = null;
  let pending: Promise<string> | null = null;

  async function requestToken(): Promise<string> {
    const response = await fetch(account.tokenUri, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: JWT_BEARER_GRANT,
        assertion: signServiceAccountJwt(account, Math.floor(now() / 1000)),
      }),
      signal: AbortSignal.timeout(10_000),
    });
    const body = (await response.json().catch(() => null)) as {
      access_token?: string;
      expires_in?: number;
      error?: string;
      error_description?: string;
    } | null;
    if (!response.ok || !body?.access_token) {
      throw new Error(
        `FCM access token refused (HTTP ${response.status}): ${body?.error ?? 'no error'} ${body?.error_description ?? ''}`.trim(),
      );
    }
    const lifetimeMs = (body.expires_in ?? LIFETIME_SECONDS) * 1000;
    cached = { token: body.access_token, renewAt: now() + Math.max(lifetimeMs - RENEW_BEFORE_MS, 0) };
    return body.access_token;
  }

  return {
    get() {
      if (cached && now() < cached.renewAt) return Promise.resolve(cached.token);
      pending ??= requestToken().finally(() => {
        pending = null;
      });
      return pending;
    },
    invalidate(token) {
      if (cached?.token === token) cached = null;
    },
  };
}
