import { notificationPageQuerySchema } from '@tokri/core';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.js';
import { parseWith } from '../../http/read-json.js';
import { uuidParam } from '../../http/uuid-param.js';
import type { Guards } from '../auth/auth-middleware.js';
import type { NotificationsService } from './notifications-service.js';

export function notificationsRoutes(notifications: NotificationsService, guards: Guards) {
  return new Hono<AppEnv>()
    .use(guards.requireUser)
    .get('/', async (c) => {
      const page = parseWith(notificationPageQuerySchema, c.req.query());
      const before =
        page.beforeCreatedAt && page.beforeId ? { createdAt: page.beforeCreatedAt, id: page.beforeId } : null;
      return c.json(await notifications.list(c.get('user').id, before, page.limit));
    })
    .post('/read-all', async (c) => c.json({ updated: await notifications.markAllRead(c.get('user').id) }))
    .post('/:id/read', async (c) => {
      await notifications.markRead(c.get('user').id, uuidParam(c, 'id'));
      return c.body(null, 204);
    });
}
