import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADDRESS,
  fillCart,
  newCustomer,
  placeOrder,
  productIdBySlug,
  setStock,
} from '../../test-support/shop-fixtures.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { upiAmount, upiQrSvg } from './upi-payment-link.js';

// Issue 17 (ADR 0056): the sandbox's hosted page offers UPI the way Razorpay Checkout does: a QR code to scan on a
// computer, a link that opens a UPI app by intent on a phone; approve and decline stay.

let server: TestServer;
let rice: string;
const PAYEE = 'tokri.test@okaxis';

beforeAll(async () => {
  server = await startTestServer({ seed: true, env: { SANDBOX_UPI_PAYEE_VPA: PAYEE } });
  rice = await productIdBySlug(server.db, 'basmati-rice');
  // ₹450.50 once the delivery fee is waived (above the free-delivery threshold): paise that need both decimals.
  await setStock(server.db, rice, 1000, 45050);
  await server.db.query('update products set discount_percentage = 0 where id = $1', [rice]);
});
afterAll(async () => server?.stop());

async function hostedPage(language: string) {
  const customer = await newCustomer(server);
  await fillCart(server, customer.token, [{ productId: rice, quantity: 1 }]);
  const placed = await placeOrder(server, customer.token, { address: ADDRESS, paymentMethod: 'online' });
  expect(placed.status).toBe(201);
  const start = await server.api(`/api/payments/orders/${placed.body.order.id}/start`, {
    method: 'POST',
    token: customer.token,
  });
  const payment = start.body.payment as { gatewayOrderId: string; checkoutUrl: string; amountPaise: number };
  const response = await fetch(new URL(payment.checkoutUrl, server.url), {
    headers: { 'accept-language': language },
  });
  expect(response.status).toBe(200);
  const pageToken = new URL(payment.checkoutUrl, server.url).searchParams.get('token') ?? '';
  return { payment, pageToken, text: await response.text() };
}

const unescapeHtml = (value: string) => value.replaceAll('&amp;', '&');

describe(`the sandbox page's UPI on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('when the page opens, then it shows an SVG QR code of the upi://pay link with the amount in rupees and the payment reference', async () => {
    const { payment, pageToken, text } = await hostedPage('en');
    expect(payment.amountPaise).toBe(45050);
    const href = /<a class="upi-app" href="([^"]+)"/.exec(text)?.[1];
    expect(href).toBeDefined();
    const link = unescapeHtml(href!);
    expect(link.startsWith(`upi://pay?pa=${PAYEE}&`)).toBe(true);
    const fields = new URL(link).searchParams;
    expect(Object.fromEntries(fields)).toEqual({
      pa: PAYEE,
      pn: 'Tokri',
      am: '450.50',
      cu: 'INR',
      tr: payment.gatewayOrderId,
    });
    // The QR on the page is exactly that link drawn as a QR code (drawn again here the same way, it is identical).
    const svg = /<svg[\s\S]*?<\/svg>/.exec(text)?.[0];
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]* viewBox="0 0 \d+ \d+"/);
    expect(svg).toBe((await upiQrSvg(link)).trim());
    expect(svg).not.toBe((await upiQrSvg(link.replace('am=450.50', 'am=450.5'))).trim());
    // No secret in the link or the code: the page token stays in the forms only.
    expect(link).not.toContain(pageToken);
    const { rows } = await server.db.query<{ value: { keySecret: string; webhookSecret: string } }>(
      `select value from app_settings where key = 'sandbox_gateway'`,
    );
    expect(text).not.toContain(rows[0]!.value.keySecret);
    expect(text).not.toContain(rows[0]!.value.webhookSecret);
    expect(text.split(pageToken)).toHaveLength(3);
    // Approve and decline are still there, and the page lays out QR for computers and the app link for phones.
    expect(text).toContain('>Approve payment</button>');
    expect(text).toContain('>Decline payment</button>');
    expect(text).toMatch(/@media \(min-width: 768px\) and \(hover: hover\) and \(pointer: fine\)/);
  });

  it('when the payer reads Telugu, then the page and its UPI texts are in Telugu', async () => {
    const { text } = await hostedPage('te-IN,te;q=0.9');
    expect(text).toContain('<html lang="te">');
    expect(text).toContain('యూపీఐ యాప్‌తో చెల్లించండి');
    expect(text).toContain('చెల్లింపును ఆమోదించండి');
    expect(text).not.toContain('Pay with a UPI app');
  });

  it('when amounts are turned into a UPI amount, then they always carry two decimals', () => {
    expect([1, 100, 45050, 99999, 10_000_00].map(upiAmount)).toEqual([
      '0.01',
      '1.00',
      '450.50',
      '999.99',
      '10000.00',
    ]);
  });
});
