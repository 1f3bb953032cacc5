import {
  adminCustomersQuerySchema,
  blockCustomerRequestSchema,
  createRiderRequestSchema,
  updateRiderRequestSchema,
} from '@tokri/core';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.js';
import { parseWith, readJson } from '../../http/read-json.js';
import { uuidParam } from '../../http/uuid-param.js';
import type { AdminAccounts } from '../auth/admin-accounts.js';
import type { AdminRiders } from '../auth/admin-riders.js';
import type { Guards } from '../auth/auth-middleware.js';
import type { AdminCustomers } from './admin-customers.js';

export interface AdminPeople {
  riders: AdminRiders;
  customers: AdminCustomers;
  accounts: AdminAccounts;
}

/** Riders, customers, blocking and the admin role (issue 13 item 7), under /api/admin, for admins only. */
export function adminPeopleRoutes(people: AdminPeople, guards: Guards) {
  return (
    new Hono<AppEnv>()
      // Only its own paths: everything else under /api/admin is guarded by the module that serves it.
      .use('/riders/*', guards.requireAdmin)
      .use('/customers/*', guards.requireAdmin)
      .use('/users/*', guards.requireAdmin)
      .get('/riders', async (c) => c.json({ riders: await people.riders.list() }))
      .post('/riders', async (c) => {
        const input = await readJson(c, createRiderRequestSchema);
        return c.json({ rider: await people.riders.create(c.get('user').id, input) }, 201);
      })
      .put('/riders/:id', async (c) => {
        const id = uuidParam(c, 'id');
        const input = await readJson(c, updateRiderRequestSchema);
        return c.json({ rider: await people.riders.update(c.get('user').id, id, input) });
      })
      .post('/riders/:id/invite', async (c) => {
        await people.riders.resendInvite(c.get('user').id, uuidParam(c, 'id'));
        return c.json({ sent: true }, 202);
      })
      .get('/customers', async (c) => {
        const { q, page, pageSize } = parseWith(adminCustomersQuerySchema, c.req.query());
        return c.json(await people.customers.list(q, page, pageSize));
      })
      .get('/customers/:id', async (c) => c.json(await people.customers.detail(uuidParam(c, 'id'))))
      .post('/customers/:id/block', async (c) => {
        const id = uuidParam(c, 'id');
        const { reason } = await readJson(c, blockCustomerRequestSchema);
        return c.json(await people.accounts.block(c.get('user').id, id, reason));
      })
      .post('/customers/:id/unblock', async (c) =>
        c.json(await people.accounts.unblock(c.get('user').id, uuidParam(c, 'id'))),
      )
      .post('/users/:id/admin', async (c) =>
        c.json(await people.accounts.grantAdmin(c.get('user').id, uuidParam(c, 'id'))),
      )
      .delete('/users/:id/admin', async (c) =>
        c.json(await people.accounts.revokeAdmin(c.get('user').id, uuidParam(c, 'id'))),
      )
  );
}
