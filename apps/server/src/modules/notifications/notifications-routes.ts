import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../http/app-env.js';
import { parseWith } from '../../http/read-json.js';
import { uuidParam } from '../../http/uuid-param.js';
import type { Guards } from '../auth/auth-middleware.js';
import { NOTIFICATION_PAGE_SIZE, type NotificationsService } from './notifications-service.js';

const pageSchema = z.object({
  beforeCreatedAt: z.iso.datetime({ offset: true }).optional(),
  beforeId: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(NOTIFICATION_PAGE_SIZE).default(NOTIFICATION_PAGE_SIZE),
});

export function notificationsRoutes(notifications: NotificationsService, guards: Guards) {
  return new Hono<AppEnv>()
    .use(guards.requireUser)
    .get('/', async (c) => {
      const page = parseWith(pageSchema, c.req.query());
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
