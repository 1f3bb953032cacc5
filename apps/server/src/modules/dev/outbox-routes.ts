import { Hono } from 'hono';
import { html } from 'hono/html';
import type { Queryable } from '../../db/database.js';
import { loopbackOnly } from '../../http/loopback-only.js';
import { latestOutboxMessages } from './outbox-repository.js';

/**
 * Development only (DEV_OUTBOX=true, refused in production and on a non-loopback PUBLIC_URL): the messages the
 * embedded mail provider kept instead of sending. They hold password-reset links, so only requests from this
 * machine's own loopback socket see them.
 */
export function outboxApiRoutes(db: Queryable) {
  return new Hono()
    .use('*', loopbackOnly)
    .get('/', async (c) => c.json({ items: await latestOutboxMessages(db, c.req.query('recipient')) }));
}

export function outboxPageRoutes(db: Queryable) {
  return new Hono().use('*', loopbackOnly).get('/', async (c) => {
    const rows = await latestOutboxMessages(db, c.req.query('recipient'));
    return c.html(html`<!doctype html>
        <html lang="en">
          <head>
            <meta charset="utf-8" />
            <meta name="viewport" content="width=device-width, initial-scale=1" />
            <title>Tokri outbox (development)</title>
            <style>
              body { font: 15px/1.5 system-ui, sans-serif; margin: 1rem; max-width: 48rem; background: #111; color: #eee; }
              article { border: 1px solid #444; border-radius: 8px; padding: .75rem 1rem; margin: .75rem 0; }
              pre { white-space: pre-wrap; word-break: break-all; }
              a { color: #7dd3a8; }
            </style>
          </head>
          <body>
            <h1>Outbox</h1>
            <p>Messages the embedded mail provider kept instead of sending (development only).</p>
            ${rows.length === 0 ? html`<p>No messages yet.</p>` : ''}
            ${rows.map(
              (row) => html`<article>
                <h2>${row.subject}</h2>
                <p>${row.channel} to <strong>${row.recipient}</strong> · ${new Date(row.created_at).toISOString()}</p>
                <pre>${row.body_text}</pre>
              </article>`,
            )}
          </body>
        </html>`);
  });
}
