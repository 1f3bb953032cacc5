import type { MiddlewareHandler } from 'hono';
import { authRequired, forbidden } from '../../errors/domain-error.js';
import type { AppEnv } from '../../http/app-env.js';
import type { AuthService } from './auth-service.js';

export interface Guards {
  requireUser: MiddlewareHandler<AppEnv>;
  requireAdmin: MiddlewareHandler<AppEnv>;
  requireDeliveryPartner: MiddlewareHandler<AppEnv>;
}

function bearerToken(header: string | undefined): string | null {
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1] ?? null;
}

/** Roles are checked on the server for every request: the router's guards are only for the user's benefit. */
export function createGuards(auth: AuthService): Guards {
  const requireUser: MiddlewareHandler<AppEnv> = async (c, next) => {
    const token = bearerToken(c.req.header('authorization'));
    if (!token) throw authRequired();
    const authenticated = await auth.authenticate(token);
    if (!authenticated) throw authRequired('AUTH_SESSION_EXPIRED');
    c.set('user', authenticated.user);
    c.set('sessionId', authenticated.sessionId);
    await next();
  };
  const requireRole =
    (allowed: (user: AppEnv['Variables']['user']) => boolean): MiddlewareHandler<AppEnv> =>
    async (c, next) =>
      requireUser(c, async () => {
        if (!allowed(c.get('user'))) throw forbidden();
        await next();
      });
  return {
    requireUser,
    requireAdmin: requireRole((user) => user.isAdmin),
    requireDeliveryPartner: requireRole((user) => user.isDeliveryPartner || user.isAdmin),
  };
}
