import { updateProfileRequestSchema } from '@tokri/core';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.js';
import { readJson } from '../../http/read-json.js';
import type { Guards } from '../auth/auth-middleware.js';
import type { createProfileService } from './profile-service.js';

export function profileRoutes(profiles: ReturnType<typeof createProfileService>, guards: Guards) {
  return new Hono<AppEnv>()
    .use(guards.requireUser)
    .get('/', async (c) => c.json({ profile: await profiles.get(c.get('user').id) }))
    .patch('/', async (c) =>
      c.json({
        profile: await profiles.update(c.get('user').id, await readJson(c, updateProfileRequestSchema)),
      }),
    );
}
