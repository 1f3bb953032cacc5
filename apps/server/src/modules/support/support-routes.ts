import {
  adminTicketsQuerySchema,
  bugReportRequestSchema,
  orderTicketRequestSchema,
  resolveTicketRequestSchema,
  type SupportContactResponse,
  ticketReplyRequestSchema,
} from '@tokri/core';
import { type Context, Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.js';
import { limitImageBody, photoOf } from '../../http/photo-body.js';
import { parseWith, readJson } from '../../http/read-json.js';
import { requestLanguage } from '../../http/request-language.js';
import { uuidParam } from '../../http/uuid-param.js';
import type { Guards } from '../auth/auth-middleware.js';
import type { SupportAdmin } from './support-admin.js';
import type { SupportService } from './support-service.js';

const userId = (c: Context<AppEnv>) => c.get('user').id;

/** A customer's private photo: never cached by anyone in between. */
function privatePhoto(c: Context, photo: { bytes: Uint8Array; contentType: string }) {
  c.header('content-type', photo.contentType);
  c.header('cache-control', 'private, no-store');
  return c.body(photo.bytes as Uint8Array<ArrayBuffer>);
}

/** /api/support (issue 16 item 3, ADR 0049): contact details for anyone; tickets for their own customer only. */
export function supportRoutes(support: SupportService, contact: SupportContactResponse, guards: Guards) {
  const user = guards.requireUser;
  return new Hono<AppEnv>()
    .get('/contact', (c) => c.json(contact))
    .post('/photos', user, limitImageBody, async (c) =>
      c.json(await support.uploadPhoto(userId(c), await photoOf(c)), 201),
    )
    .post('/tickets', user, async (c) => {
      const input = await readJson(c, orderTicketRequestSchema);
      return c.json({ ticket: await support.createOrderTicket(userId(c), input, requestLanguage(c)) }, 201);
    })
    .post('/bugs', user, async (c) => {
      const input = await readJson(c, bugReportRequestSchema);
      return c.json({ ticket: await support.reportBug(userId(c), input, requestLanguage(c)) }, 201);
    })
    .get('/tickets', user, async (c) => c.json({ items: await support.myTickets(userId(c)) }))
    .get('/tickets/:id', user, async (c) =>
      c.json({ ticket: await support.myTicket(userId(c), uuidParam(c, 'id'), requestLanguage(c)) }),
    )
    .post('/tickets/:id/messages', user, async (c) => {
      const ticketId = uuidParam(c, 'id');
      const { message } = await readJson(c, ticketReplyRequestSchema);
      return c.json({ ticket: await support.reply(userId(c), ticketId, message, requestLanguage(c)) });
    })
    .get('/tickets/:id/messages/:messageId/photo', user, async (c) =>
      privatePhoto(c, await support.myPhoto(userId(c), uuidParam(c, 'id'), uuidParam(c, 'messageId'))),
    );
}

/** /api/admin/support: the queue of tickets and bug reports, answers and resolving; admins only. */
export function supportAdminRoutes(admin: SupportAdmin, guards: Guards) {
  return new Hono<AppEnv>()
    .use(guards.requireAdmin)
    .get('/tickets', async (c) =>
      c.json({ items: await admin.queue(parseWith(adminTicketsQuerySchema, c.req.query())) }),
    )
    .get('/tickets/:id', async (c) =>
      c.json({ ticket: await admin.ticket(uuidParam(c, 'id'), requestLanguage(c)) }),
    )
    .post('/tickets/:id/messages', async (c) => {
      const ticketId = uuidParam(c, 'id');
      const { message } = await readJson(c, ticketReplyRequestSchema);
      return c.json({ ticket: await admin.answer(userId(c), ticketId, message, requestLanguage(c)) });
    })
    .post('/tickets/:id/resolve', async (c) => {
      const ticketId = uuidParam(c, 'id');
      const { refundPaise, refundTo } = await readJson(c, resolveTicketRequestSchema);
      return c.json({
        ticket: await admin.resolve(userId(c), ticketId, refundPaise, requestLanguage(c), refundTo),
      });
    })
    .get('/tickets/:id/messages/:messageId/photo', async (c) =>
      privatePhoto(c, await admin.photo(uuidParam(c, 'id'), uuidParam(c, 'messageId'))),
    );
}
