import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';

/** The paths the bundled native app calls on the API's origin (ADR 0055, "The shell reaches the API"). */
export const NATIVE_APP_CORS_PATHS = ['/api/*', '/functions/*', '/media/*'] as const;

/** What the web app sends: the bearer token, JSON or a photo's type, checkout's key and the user's language. */
const ALLOWED_HEADERS = ['Authorization', 'Content-Type', 'Idempotency-Key', 'X-Language'];
const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];
const PREFLIGHT_CACHE_SECONDS = 600;

/**
 * CORS for the native shell's own origins only (`NATIVE_APP_ORIGINS`): any other origin, a website included, gets
 * no CORS headers at all, not even on a preflight, so the browser keeps it out as before. No credentials: the
 * session is a bearer token, never a cookie. `Vary: Origin` on every answer, so a cache (a CDN in front of
 * `/media`) never hands one origin's answer to another.
 */
export function nativeAppCors(origins: readonly string[]): MiddlewareHandler {
  const allowed = new Set(origins);
  const withCors = cors({
    origin: (origin) => (allowed.has(origin) ? origin : null),
    allowMethods: ALLOWED_METHODS,
    allowHeaders: ALLOWED_HEADERS,
    maxAge: PREFLIGHT_CACHE_SECONDS,
  });
  return async (c, next) => {
    if (allowed.has(c.req.header('origin') ?? '')) return withCors(c, next);
    await next();
    c.header('Vary', 'Origin', { append: true });
  };
}

/**
 * Public photos may be shown by other origins: the native shell's `<img>` loads `/media/...` from the API's
 * origin without CORS (no Origin header to check), which secureHeaders' default `Cross-Origin-Resource-Policy:
 * same-origin` would block. Registered before secureHeaders, so it runs after it and has the last word.
 * Customers' private photos never come from `/media` (ADR 0049), so nothing private becomes embeddable.
 */
export const mediaForOtherOrigins: MiddlewareHandler = async (c, next) => {
  await next();
  c.header('Cross-Origin-Resource-Policy', 'cross-origin');
};
