import {
  adminOrderExportQuerySchema,
  adminOrderListQuerySchema,
  assignRiderSchema,
  orderListQuerySchema,
  orderStatusChangeSchema,
} from '@tokri/core';
import { Hono } from 'hono';
import type { Queryable } from '../../db/database.js';
import type { AppEnv } from '../../http/app-env.js';
import { parseWith, readJson } from '../../http/read-json.js';
import { requestLanguage } from '../../http/request-language.js';
import { uuidParam } from '../../http/uuid-param.js';
import type { Guards } from '../auth/auth-middleware.js';
import { renderInvoicePdf } from '../invoices/invoice-pdf.js';
import type { InvoiceService } from '../invoices/invoice-service.js';
import { exportOrdersCsv } from './admin-order-export.js';
import type { OrdersService } from './orders-service.js';

export function ordersRoutes(orders: OrdersService, guards: Guards, invoices: InvoiceService) {
  return (
    new Hono<AppEnv>()
      .use(guards.requireUser)
      .get('/', async (c) => {
        const { limit, offset, sinceMinutes } = parseWith(orderListQuerySchema, c.req.query());
        return c.json({
          items: await orders.list(c.get('user').id, requestLanguage(c), limit, offset, sinceMinutes),
        });
      })
      .get('/:id', async (c) =>
        c.json({ order: await orders.detail(uuidParam(c, 'id'), c.get('user').id, requestLanguage(c)) }),
      )
      // The tax invoice (ADR 0047): the owner's only, like the order (another customer's is a 404).
      .get('/:id/invoice', async (c) => {
        const language = requestLanguage(c);
        const order = await orders.detail(uuidParam(c, 'id'), c.get('user').id, language);
        return c.json({ invoice: await invoices.read(order, language) });
      })
      .get('/:id/invoice.pdf', async (c) => {
        // In the reader's language: the PDF's fonts print Hindi and Telugu (ADR 0080).
        const language = requestLanguage(c);
        const order = await orders.detail(uuidParam(c, 'id'), c.get('user').id, language);
        const invoice = await invoices.read(order, language);
        const name = (invoice.invoiceNumber ?? `order-${invoice.orderShortId}`).replace(
          /[^A-Za-z0-9-]+/g,
          '-',
        );
        c.header('content-type', 'application/pdf');
        c.header('content-disposition', `attachment; filename="tokri-invoice-${name}.pdf"`);
        c.header('cache-control', 'private, no-store');
        const pdf = await renderInvoicePdf(invoice, language);
        return c.body(pdf.buffer.slice(pdf.byteOffset, pdf.byteOffset + pdf.byteLength) as ArrayBuffer);
      })
      .get('/:id/credit-notes', async (c) => {
        const language = requestLanguage(c);
        const order = await orders.detail(uuidParam(c, 'id'), c.get('user').id, language);
        return c.json({ items: (await invoices.read(order, language)).creditNotes });
      })
      .post('/:id/cancel', async (c) =>
        c.json({ order: await orders.cancel(uuidParam(c, 'id'), c.get('user').id, requestLanguage(c)) }),
      )
      .post('/:id/reorder', async (c) =>
        c.json(await orders.reorder(uuidParam(c, 'id'), c.get('user').id, requestLanguage(c))),
      )
  );
}

/** Admin order management; the state machine decides which moves are allowed. */
export function adminOrdersRoutes(orders: OrdersService, guards: Guards, db: Queryable) {
  return new Hono<AppEnv>()
    .use(guards.requireAdmin)
    .get('/', async (c) =>
      c.json(await orders.adminList(requestLanguage(c), parseWith(adminOrderListQuerySchema, c.req.query()))),
    )
    .get('/export.csv', async (c) => {
      const { from, to } = parseWith(adminOrderExportQuerySchema, c.req.query());
      c.header('content-type', 'text/csv; charset=utf-8');
      c.header('content-disposition', `attachment; filename="tokri-orders-${from}-to-${to}.csv"`);
      c.header('cache-control', 'no-store');
      return c.body(await exportOrdersCsv(db, from, to));
    })
    .post('/:id/rider', async (c) => {
      const id = uuidParam(c, 'id');
      const { riderId } = await readJson(c, assignRiderSchema);
      await orders.assignRider(id, riderId, c.get('user').id);
      return c.json({ order: await orders.adminDetail(id, requestLanguage(c)) });
    })
    .get('/:id', async (c) =>
      c.json({ order: await orders.adminDetail(uuidParam(c, 'id'), requestLanguage(c)) }),
    )
    .patch('/:id/status', async (c) => {
      const id = uuidParam(c, 'id');
      const { status, note } = await readJson(c, orderStatusChangeSchema);
      await orders.transition(id, status, {
        role: 'admin',
        userId: c.get('user').id,
        ...(note ? { note } : {}),
      });
      return c.json({ order: await orders.adminDetail(id, requestLanguage(c)) });
    });
}
