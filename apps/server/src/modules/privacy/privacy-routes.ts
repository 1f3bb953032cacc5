import { accountDeletionRequestSchema } from '@tokri/core';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.js';
import { clientIp } from '../../http/client-info.js';
import { readJson } from '../../http/read-json.js';
import type { Guards } from '../auth/auth-middleware.js';
import type { PrivacyService } from './account-deletion-service.js';

/** The DPDP rights (ADR 0051): GET /export, and the deletion request's status, creation and cancellation. */
export function privacyRoutes(privacy: PrivacyService, guards: Guards, trustProxy: boolean) {
  return new Hono<AppEnv>()
    .use(guards.requireUser)
    .get('/export', async (c) => {
      const data = await privacy.exportData(c.get('user').id);
      const day = data.exportedAt.slice(0, 10);
      c.header('Content-Disposition', `attachment; filename="tokri-my-data-${day}.json"`);
      c.header('Cache-Control', 'no-store');
      return c.json(data);
    })
    .get('/deletion', async (c) => c.json(await privacy.deletionStatus(c.get('user').id)))
    .post('/deletion', async (c) => {
      const { password } = await readJson(c, accountDeletionRequestSchema);
      return c.json(await privacy.requestDeletion(c.get('user'), password, clientIp(c, trustProxy)), 201);
    })
    .delete('/deletion', async (c) => c.json(await privacy.cancelDeletion(c.get('user').id)));
}
