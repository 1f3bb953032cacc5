import {
  passwordResetRequestSchema,
  passwordResetVerifySchema,
  refreshRequestSchema,
  signInRequestSchema,
  signUpRequestSchema,
  updatePasswordRequestSchema,
} from '@tokri/core';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.js';
import { clientIp } from '../../http/client-info.js';
import { readJson } from '../../http/read-json.js';
import type { Guards } from './auth-middleware.js';
import type { AuthService, ClientInfo } from './auth-service.js';

export function authRoutes(auth: AuthService, guards: Guards, trustProxy: boolean) {
  const client = (c: Context): ClientInfo => ({
    ip: clientIp(c, trustProxy),
    userAgent: c.req.header('user-agent') ?? null,
  });

  return new Hono<AppEnv>()
    .post('/sign-up', async (c) =>
      c.json(await auth.signUp(await readJson(c, signUpRequestSchema), client(c)), 201),
    )
    .post('/sign-in', async (c) =>
      c.json(await auth.signIn(await readJson(c, signInRequestSchema), client(c))),
    )
    .post('/refresh', async (c) => {
      const { refreshToken } = await readJson(c, refreshRequestSchema);
      return c.json(await auth.refresh(refreshToken));
    })
    .post('/sign-out', guards.requireUser, async (c) => {
      await auth.signOut(c.get('sessionId'));
      return c.body(null, 204);
    })
    .get('/user', guards.requireUser, (c) => c.json({ user: c.get('user') }))
    .post('/password-reset', async (c) => {
      const { identifier } = await readJson(c, passwordResetRequestSchema);
      await auth.requestPasswordReset(identifier);
      return c.json({ sent: true }, 202);
    })
    .post('/password-reset/verify', async (c) => {
      const { token } = await readJson(c, passwordResetVerifySchema);
      return c.json(await auth.verifyPasswordReset(token, client(c)));
    })
    .post('/password', guards.requireUser, async (c) => {
      const { password } = await readJson(c, updatePasswordRequestSchema);
      await auth.updatePassword(c.get('user').id, c.get('sessionId'), password);
      return c.body(null, 204);
    });
}
