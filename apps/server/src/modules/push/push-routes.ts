import { pushSubscriptionSchema } from '@tokri/core';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.js';
import { readJson } from '../../http/read-json.js';
import { uuidParam } from '../../http/uuid-param.js';
import type { Guards } from '../auth/auth-middleware.js';
import type { PushService } from './push-service.js';

export function pushRoutes(push: PushService, guards: Guards) {
  return new Hono<AppEnv>()
    .get('/vapid-public-key', (c) => c.json({ publicKey: push.publicKey }))
    .use(guards.requireUser)
    .get('/subscriptions', async (c) => c.json({ items: await push.list(c.get('user').id) }))
    .post('/subscriptions', async (c) => {
      await push.subscribe(
        c.get('user').id,
        await readJson(c, pushSubscriptionSchema),
        c.req.header('user-agent') ?? null,
      );
      return c.json({ items: await push.list(c.get('user').id) }, 201);
    })
    .delete('/subscriptions/:id', async (c) => {
      await push.remove(c.get('user').id, uuidParam(c, 'id'));
      return c.json({ items: await push.list(c.get('user').id) });
    })
    .post('/test', async (c) => {
      const result = await push.sendToUser(c.get('user').id, {
        title: 'Tokri',
        body: 'Push notifications are working.',
        url: '/notifications',
        tag: 'test',
      });
      return c.json(result);
    });
}
