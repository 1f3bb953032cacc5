import { errorMessage, formatRupees, type Language } from '@tokri/core';
import { type Context, Hono } from 'hono';
import { html, raw } from 'hono/html';
import { requestLanguage } from '../../http/request-language.js';
import { sameOriginPath } from '../../http/same-origin-path.js';
import { PAYMENT_CALLBACK_PATH } from './payments-service.js';
import type { SandboxGateway } from './sandbox-gateway.js';
import { SANDBOX_PAGE_TEXTS } from './sandbox-page-texts.js';
import { upiPaymentLink, upiQrSvg } from './upi-payment-link.js';

/** The callback with the gateway's result added: always a path on this site (see sameOriginPath). */
function callbackWith(raw: string | undefined, result: Record<string, string>): string {
  const url = new URL(sameOriginPath(raw, PAYMENT_CALLBACK_PATH), 'http://same-origin.invalid');
  for (const [name, value] of Object.entries(result)) url.searchParams.set(name, value);
  return `${url.pathname}${url.search}`;
}

/** The page token from the hosted page's form (never from the action URL, which ends up in access logs). */
async function formToken(c: Context): Promise<string | undefined> {
  const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  return typeof body.token === 'string' ? body.token : undefined;
}

function page(title: string, body: unknown, language: Language = 'en') {
  return html`<!doctype html>
    <html lang="${language}">
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
          .upi { border: 1px solid #e2e8f0; border-radius: 12px; padding: .75rem; margin-bottom: .5rem; text-align: center; }
          .upi svg { width: 12rem; height: 12rem; }
          .upi-app { display: flex; align-items: center; justify-content: center; min-height: 48px; border-radius: 12px; background: #0f766e; color: #fff; font-weight: 600; text-decoration: none; }
          .note { font-size: .85rem; color: #475569; margin: .5rem 0 0; }
          /* A phone opens its UPI app by intent; a computer (wide, with a mouse) shows the QR code to scan. */
          .upi-qr { display: none; }
          @media (min-width: 768px) and (hover: hover) and (pointer: fine) {
            .upi-qr { display: block; }
            .upi-app { display: none; }
          }
        </style>
      </head>
      <body>
        <main>${body}</main>
      </body>
    </html>`;
}

/**
 * The sandbox gateway's hosted checkout page: approve or decline, then back to the shop with a signed result.
 * Every route needs the page token that only the paying customer got from /api/payments/orders/:id/start;
 * without it the page shows nothing, not even whether the payment exists.
 */
export function sandboxGatewayPages(sandbox: SandboxGateway, upi: { payeeVpa: string }) {
  const refused = (c: Context) => {
    const language = requestLanguage(c);
    const message = errorMessage('SANDBOX_PAYMENT_LINK_INVALID', language);
    c.header('cache-control', 'no-store');
    return c.html(page(message, html`<h1>${message}</h1>`, language), 403);
  };
  const processed = (c: Context) => {
    const language = requestLanguage(c);
    const text = SANDBOX_PAGE_TEXTS[language].alreadyProcessed;
    return c.html(page(text, html`<h1>${text}</h1>`, language), 409);
  };

  return new Hono()
    .get('/checkout/:orderId', async (c) => {
      const orderId = c.req.param('orderId');
      const token = c.req.query('token');
      if (!sandbox.pageTokenValid(orderId, token)) return refused(c);
      const order = await sandbox.order(orderId);
      const language = requestLanguage(c);
      const text = SANDBOX_PAGE_TEXTS[language];
      if (!order) return c.html(page(text.notFound, html`<h1>${text.notFound}</h1>`, language), 404);
      c.header('cache-control', 'no-store');
      if (order.status !== 'created') return processed(c);
      const callback = sameOriginPath(c.req.query('callback'), PAYMENT_CALLBACK_PATH);
      const action = (decision: string) =>
        `/sandbox-gateway/checkout/${encodeURIComponent(order.id)}/${decision}?callback=${encodeURIComponent(callback)}`;
      // The payment's reference is the gateway order id: what a UPI app would send back with the payment.
      const link = upiPaymentLink({
        payeeVpa: upi.payeeVpa,
        amountPaise: order.amount_paise,
        reference: order.id,
      });
      const amount = formatRupees(order.amount_paise, language);
      return c.html(
        page(
          text.title,
          html`<span class="badge">${text.badge}</span>
            <h1>${text.heading}</h1>
            <p>${text.order} ${order.id}</p>
            <p class="amount">${amount}</p>
            <div class="upi">
              <figure class="upi-qr" role="img" aria-label="${text.qrLabel}: ${amount}">
                ${raw(await upiQrSvg(link))}
                <figcaption>${text.scanQr}</figcaption>
              </figure>
              <a class="upi-app" href="${link}">${text.payWithUpiApp}</a>
              <p class="note">${text.upiNote}</p>
            </div>
            <form method="post" action="${action('approve')}"><input type="hidden" name="token" value="${token}" /><button class="approve" type="submit">${text.approve}</button></form>
            <form method="post" action="${action('decline')}"><input type="hidden" name="token" value="${token}" /><button class="decline" type="submit">${text.decline}</button></form>`,
          language,
        ),
      );
    })
    .post('/checkout/:orderId/approve', async (c) => {
      const orderId = c.req.param('orderId');
      if (!sandbox.pageTokenValid(orderId, await formToken(c))) return refused(c);
      const result = await sandbox.approve(orderId);
      if (!result) return processed(c);
      const target = callbackWith(c.req.query('callback'), {
        razorpay_order_id: orderId,
        razorpay_payment_id: result.paymentId,
        razorpay_signature: result.signature,
      });
      return c.redirect(target, 303);
    })
    .post('/checkout/:orderId/decline', async (c) => {
      const orderId = c.req.param('orderId');
      if (!sandbox.pageTokenValid(orderId, await formToken(c))) return refused(c);
      const result = await sandbox.decline(orderId);
      if (!result) return processed(c);
      const target = callbackWith(c.req.query('callback'), {
        razorpay_order_id: orderId,
        error_code: 'BAD_REQUEST_ERROR',
        error_reason: 'payment_declined',
      });
      return c.redirect(target, 303);
    });
}
