import {
  passwordResetRequestSchema,
  passwordResetVerifySchema,
  refreshRequestSchema,
  signInRequestSchema,
  signUpConfirmSchema,
  signUpRequestSchema,
  updatePasswordRequestSchema,
} from '@tokri/core';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../../http/app-env.js';
import { clientIp } from '../../http/client-info.js';
import { readJson } from '../../http/read-json.js';
import { requestLanguage } from '../../http/request-language.js';
import type { Guards } from './auth-middleware.js';
import type { AuthService, ClientInfo } from './auth-service.js';
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_SECONDS } from './device-cookie.js';

export function authRoutes(auth: AuthService, guards: Guards, trustProxy: boolean) {
  const client = (c: Context): ClientInfo => ({
    ip: clientIp(c, trustProxy),
    userAgent: c.req.header('user-agent') ?? null,
    deviceCookie: getCookie(c, DEVICE_COOKIE) ?? null,
    challengeResponse: c.req.header('x-sign-in-challenge')?.slice(0, 2000) ?? null,
  });
  const isHttps = (c: Context) =>
    new URL(c.req.url).protocol === 'https:' ||
    (trustProxy && c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() === 'https');

  return new Hono<AppEnv>()
    .use(async (c, next) => {
      await next();
      // Token responses must never be stored by a browser or a proxy (RFC 6749 §5.1, ASVS 7.2).
      c.header('Cache-Control', 'no-store');
      c.header('Pragma', 'no-cache');
    })
    .post('/sign-up', async (c) => {
      // One answer whether or not the address has an account (ADR 0072); the link sent completes the sign-up.
      const request = await readJson(c, signUpRequestSchema);
      await auth.signUp(request, request.language ?? requestLanguage(c));
      return c.json({ sent: true as const }, 202);
    })
    .post('/sign-up/confirm', async (c) => {
      const { token, language } = await readJson(c, signUpConfirmSchema);
      return c.json(await auth.confirmSignUp(token, client(c), language));
    })
    .post('/sign-in', async (c) => {
      const { session, deviceCookie } = await auth.signIn(await readJson(c, signInRequestSchema), client(c));
      setCookie(c, DEVICE_COOKIE, deviceCookie, {
        path: '/api/auth',
        httpOnly: true,
        sameSite: 'Strict',
        secure: isHttps(c),
        maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
      });
      return c.json(session);
    })
    .post('/refresh', async (c) => {
      const { refreshToken } = await readJson(c, refreshRequestSchema);
      return c.json(await auth.refresh(refreshToken));
    })
    .post('/sign-out', guards.requireUser, async (c) => {
      await auth.signOut(c.get('sessionId'));
      return c.body(null, 204);
    })
    .post('/sign-out-everywhere', guards.requireUser, async (c) =>
      c.json({ signedOutSessions: await auth.signOutEverywhere(c.get('user').id) }),
    )
    .get('/user', guards.requireUser, (c) => c.json({ user: c.get('user') }))
    .post('/password-reset', async (c) => {
      const { identifier } = await readJson(c, passwordResetRequestSchema);
      await auth.requestPasswordReset(identifier, client(c));
      return c.json({ sent: true }, 202);
    })
    .post('/password-reset/verify', async (c) => {
      const { token, language } = await readJson(c, passwordResetVerifySchema);
      return c.json(await auth.verifyPasswordReset(token, client(c), language));
    })
    .post('/password', guards.requireUser, async (c) => {
      const request = await readJson(c, updatePasswordRequestSchema);
      await auth.updatePassword(c.get('user').id, c.get('sessionId'), request, client(c));
      return c.body(null, 204);
    });
}
