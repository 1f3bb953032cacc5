import type { MiddlewareHandler } from 'hono';
import { DomainError } from '../../errors/domain-error.js';
import { clientIp } from '../../http/client-info.js';
import type { ApiRateLimit, RateLimitVerdict } from './api-rate-limit.js';
import type { AccessTokenSigner } from './tokens.js';

/**
 * Paths never counted: probes from the load balancer and monitoring (one address, every few seconds), and the
 * payment gateway's signed webhook, which a 429 would only make the gateway retry.
 */
export const RATE_LIMIT_EXEMPT_PATHS: ReadonlySet<string> = new Set([
  '/api/health',
  '/api/ready',
  '/api/payments/webhook',
  '/api/payouts/webhook',
]);

function bearerToken(header: string | undefined): string | null {
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1] ?? null;
}

/** The IETF draft's fields (draft-ietf-httpapi-ratelimit-headers): the limit, what is left, seconds to reset. */
function rateLimitHeaders(verdict: RateLimitVerdict): Record<string, string> {
  return {
    'RateLimit-Limit': String(verdict.limit),
    'RateLimit-Remaining': String(verdict.remaining),
    'RateLimit-Reset': String(verdict.resetSeconds),
    'RateLimit-Policy': verdict.policy,
  };
}

/**
 * Counts each API request against its user (a bearer token that verifies; the session itself is checked later by
 * the route's guard) or, signed out, against its address; over the limit it answers 429 RATE_LIMITED with
 * `Retry-After`. Every counted response carries the `RateLimit-*` headers.
 */
export function apiRateLimitMiddleware(
  limit: ApiRateLimit,
  signer: AccessTokenSigner,
  trustProxy: boolean,
): MiddlewareHandler {
  return async (c, next) => {
    if (RATE_LIMIT_EXEMPT_PATHS.has(c.req.path)) return next();
    const token = bearerToken(c.req.header('authorization'));
    const claims = token ? await signer.verify(token) : null;
    const verdict = await limit.count(claims ? { userId: claims.userId } : { ip: clientIp(c, trustProxy) });
    const headers = rateLimitHeaders(verdict);
    for (const [name, value] of Object.entries(headers)) c.header(name, value);
    if (!verdict.allowed) {
      throw new DomainError('RATE_LIMITED', {
        params: { seconds: verdict.resetSeconds },
        retryAfterSeconds: verdict.resetSeconds,
      });
    }
    await next();
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
  };
}
