import {
  createSubscriptionSchema,
  dayQuantitySchema,
  pauseSubscriptionSchema,
  subscriptionDateParamSchema,
  updateSubscriptionSchema,
} from '@tokri/core';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { DomainError } from '../../errors/domain-error.js';
import type { AppEnv } from '../../http/app-env.js';
import { parseWith, readJson } from '../../http/read-json.js';
import { requestLanguage } from '../../http/request-language.js';
import { uuidParam } from '../../http/uuid-param.js';
import type { Guards } from '../auth/auth-middleware.js';
import type { SubscriptionsService } from './subscriptions-service.js';

/** §5: a visitor creating a plan is told, in the spec's words, to sign in; an expired session still refreshes. */
function requireUserToCreate(guards: Guards): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!c.req.header('authorization')) throw new DomainError('SUBSCRIPTION_AUTH_REQUIRED');
    return guards.requireUser(c, next);
  };
}

const dateParam = (c: Context) => parseWith(subscriptionDateParamSchema, { date: c.req.param('date') }).date;

export function subscriptionsRoutes(subscriptions: SubscriptionsService, guards: Guards) {
  const user = (c: Context<AppEnv>) => c.get('user').id;
  const plan = (c: Context) => uuidParam(c, 'id');
  return new Hono<AppEnv>()
    .post('/', requireUserToCreate(guards), async (c) =>
      c.json(
        {
          subscription: await subscriptions.create(
            user(c),
            await readJson(c, createSubscriptionSchema),
            requestLanguage(c),
          ),
        },
        201,
      ),
    )
    .use(guards.requireUser)
    .get('/', async (c) => c.json(await subscriptions.list(user(c), requestLanguage(c))))
    .get('/:id', async (c) =>
      c.json({ subscription: await subscriptions.get(user(c), plan(c), requestLanguage(c)) }),
    )
    .patch('/:id', async (c) =>
      c.json({
        subscription: await subscriptions.update(
          user(c),
          plan(c),
          await readJson(c, updateSubscriptionSchema),
          requestLanguage(c),
        ),
      }),
    )
    .delete('/:id', async (c) => {
      await subscriptions.remove(user(c), plan(c));
      return c.body(null, 204);
    })
    .post('/:id/pauses', async (c) =>
      c.json(
        {
          subscription: await subscriptions.pause(
            user(c),
            plan(c),
            await readJson(c, pauseSubscriptionSchema),
            requestLanguage(c),
          ),
        },
        201,
      ),
    )
    .post('/:id/resume', async (c) =>
      c.json({ subscription: await subscriptions.resume(user(c), plan(c), requestLanguage(c)) }),
    )
    .delete('/:id/pauses/:pauseId', async (c) =>
      c.json({
        subscription: await subscriptions.deletePause(
          user(c),
          plan(c),
          uuidParam(c, 'pauseId'),
          requestLanguage(c),
        ),
      }),
    )
    .put('/:id/skips/:date', async (c) =>
      c.json({ subscription: await subscriptions.skip(user(c), plan(c), dateParam(c), requestLanguage(c)) }),
    )
    .delete('/:id/skips/:date', async (c) =>
      c.json({
        subscription: await subscriptions.unskip(user(c), plan(c), dateParam(c), requestLanguage(c)),
      }),
    )
    .put('/:id/quantities/:date', async (c) =>
      c.json({
        subscription: await subscriptions.setDayQuantity(
          user(c),
          plan(c),
          dateParam(c),
          (await readJson(c, dayQuantitySchema)).quantity,
          requestLanguage(c),
        ),
      }),
    )
    .delete('/:id/quantities/:date', async (c) =>
      c.json({
        subscription: await subscriptions.clearDayQuantity(
          user(c),
          plan(c),
          dateParam(c),
          requestLanguage(c),
        ),
      }),
    );
}
