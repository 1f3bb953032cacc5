import { formatRupees } from '@tokri/core';
import { Hono } from 'hono';
import { html } from 'hono/html';
import type { SandboxGateway } from './sandbox-gateway.js';

/** Only same-site paths may be the callback, so the page can never bounce a customer elsewhere. */
function safeCallback(raw: string | undefined): string {
  return raw?.startsWith('/') && !raw.startsWith('//') ? raw : '/checkout/payment';
}

function page(title: string, body: unknown) {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title}</title>
        <style>
          body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f1f5f9; color: #0f172a; }
          main { max-width: 24rem; margin: 2rem auto; background: #fff; border-radius: 16px; padding: 1.5rem; box-shadow: 0 4px 24px #0002; }
          .amount { font-size: 2rem; font-weight: 700; margin: .25rem 0 1rem; }
          .badge { display: inline-block; background: #fef3c7; color: #92400e; border-radius: 999px; padding: .1rem .6rem; font-size: .8rem; }
          button { width: 100%; min-height: 48px; border-radius: 12px; border: 0; font-size: 1rem; font-weight: 600; margin-top: .75rem; cursor: pointer; }
          .approve { background: #2563eb; color: #fff; }
          .decline { background: #fee2e2; color: #991b1b; }
        </style>
      </head>
      <body>
        <main>${body}</main>
      </body>
    </html>`;
}

/** The sandbox gateway's hosted checkout page: approve or decline, then back to the shop with a signed result. */
export function sandboxGatewayPages(sandbox: SandboxGateway) {
  return new Hono()
    .get('/checkout/:orderId', async (c) => {
      const order = await sandbox.order(c.req.param('orderId'));
      if (!order) return c.html(page('Payment not found', html`<h1>Payment not found</h1>`), 404);
      const callback = safeCallback(c.req.query('callback'));
      const action = (decision: string) =>
        `/sandbox-gateway/checkout/${encodeURIComponent(order.id)}/${decision}?callback=${encodeURIComponent(callback)}`;
      if (order.status !== 'created') {
        return c.html(
          page('Already processed', html`<h1>This payment was already ${order.status}.</h1>`),
          409,
        );
      }
      return c.html(
        page(
          'Tokri sandbox payment',
          html`<span class="badge">Sandbox: no real money moves</span>
            <h1>Pay Tokri</h1>
            <p>Order ${order.id}</p>
            <p class="amount">${formatRupees(order.amount_paise)}</p>
            <form method="post" action="${action('approve')}"><button class="approve" type="submit">Approve payment</button></form>
            <form method="post" action="${action('decline')}"><button class="decline" type="submit">Decline payment</button></form>`,
        ),
      );
    })
    .post('/checkout/:orderId/approve', async (c) => {
      const orderId = c.req.param('orderId');
      const result = await sandbox.approve(orderId);
      if (!result)
        return c.html(page('Already processed', html`<h1>This payment was already processed.</h1>`), 409);
      const params = new URLSearchParams({
        razorpay_order_id: orderId,
        razorpay_payment_id: result.paymentId,
        razorpay_signature: result.signature,
      });
      return c.redirect(`${safeCallback(c.req.query('callback'))}?${params}`, 303);
    })
    .post('/checkout/:orderId/decline', async (c) => {
      const orderId = c.req.param('orderId');
      const result = await sandbox.decline(orderId);
      if (!result)
        return c.html(page('Already processed', html`<h1>This payment was already processed.</h1>`), 409);
      const params = new URLSearchParams({
        razorpay_order_id: orderId,
        error_code: 'BAD_REQUEST_ERROR',
        error_reason: 'payment_declined',
      });
      return c.redirect(`${safeCallback(c.req.query('callback'))}?${params}`, 303);
    });
}
