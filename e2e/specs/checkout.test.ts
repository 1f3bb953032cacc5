import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../apps/web/src/i18n/en.js';
import { formatRupees } from '../../packages/core/src/index.js';
import { type AppServer, startAppServer } from '../support/app-server.js';
import { launchChromium } from '../support/chromium.js';
import { PHONE, screenshot } from '../support/screenshots.js';

let server: AppServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

const MILK = 'Toned Milk';
const MILK_PACK = '1 L';
const CHEESE = 'Mozzarella Cheese (Shredded)';
const SLICES = 'Cheese Slices';
const CONDENSED = 'Sweetened Condensed Milk';

interface CartSummary {
  subtotalPaise: number;
  couponDiscountPaise: number;
  deliveryFeePaise: number;
  totalPaise: number;
}
interface CartBody {
  items: {
    name: string;
    unit: string;
    quantity: number;
    finalUnitPricePaise: number;
    lineTotalPaise: number;
  }[];
  summary: CartSummary;
}
interface OrderBody {
  id: string;
  shortId: string;
  status: string;
  paymentStatus: string;
  couponCode: string | null;
  discountPaise: number;
  totalPaise: number;
  deliveryAddress: { city: string; pincode: string };
}

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_whole, name: string) => String(values[name]));
const cartLink = () => page.getByTestId('cart-link');
const fee = (paise: number) => (paise > 0 ? formatRupees(paise) : en.summary.free);
const placeOrderButton = () => page.getByRole('button', { name: /^Place order/ });

/** A GET from inside the signed-in page, with the session the app itself uses. */
async function apiGet<T>(path: string): Promise<T> {
  return page.evaluate(async (url) => {
    const stored = JSON.parse(localStorage.getItem('tokri-auth-token') ?? '{}') as { accessToken?: string };
    const response = await fetch(url, { headers: { authorization: `Bearer ${stored.accessToken}` } });
    if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
    return response.json();
  }, path) as Promise<T>;
}

async function addFromCard(name: string) {
  await page.goto(`${server.url}/category/dairy`);
  await page.getByRole('button', { name: fill(en.cart.addNamed, { name }) }).click();
  await page.getByText(fill(en.cart.added, { name })).first().waitFor();
  await page.getByRole('group', { name: fill(en.cart.quantityOf, { name }) }).waitFor();
}

async function checkoutOnline() {
  await cartLink().click();
  await page.waitForURL((url) => url.pathname === '/cart');
  await page.getByRole('link', { name: en.cart.proceed }).click();
  await page.waitForURL((url) => url.pathname === '/checkout');
  // The address saved with the first order is picked by default.
  const saved = page.getByTestId('saved-address').getByRole('radio');
  await saved.first().waitFor();
  expect(await saved.first().isChecked()).toBe(true);
  await page.getByRole('radio', { name: en.checkout.methods.online }).check();
  await placeOrderButton().click();
  await page.waitForURL(/\/sandbox-gateway\/checkout\//);
}

let codOrder: OrderBody;

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchChromium()]);
  context = await browser.newContext({
    viewport: PHONE,
    colorScheme: 'light',
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
  });
  page = await context.newPage();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('cart, checkout, payments and orders in Chromium', () => {
  it('when the demo customer signs in, then the cart is empty', async () => {
    await page.goto(`${server.url}/cart`);
    await page.waitForURL(/\/auth\?redirectTo=%2Fcart$/);
    await page.getByLabel('Email or mobile number').fill('customer@tokri.in');
    await page.getByLabel('Password', { exact: true }).fill('tokri-demo-123');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/cart');
    await page.getByTestId('cart-empty').waitFor();
    expect(await cartLink().getAttribute('aria-label')).toBe(en.header.cart);
  });

  it('when a non-default pack is added on the product page, then it shows a stepper and the badge counts it', async () => {
    await page.goto(`${server.url}/category/dairy`);
    await page.getByRole('link', { name: MILK, exact: true }).click();
    await page.waitForURL(/\/product\/[0-9a-f-]{36}$/);
    const packs = page.getByRole('group', { name: en.product.packs });
    await packs.getByText(MILK_PACK, { exact: true }).click();
    await page.getByRole('button', { name: en.product.addToCart }).click();
    await page
      .getByText(fill(en.cart.added, { name: MILK }))
      .first()
      .waitFor();
    const stepper = page.getByRole('group', { name: fill(en.cart.quantityOf, { name: MILK }) });
    await stepper.getByRole('button', { name: fill(en.cart.increase, { name: MILK }) }).click();
    await expect.poll(() => stepper.getByTestId('quantity').textContent()).toBe('2');
    await page.getByRole('link', { name: fill(en.header.cartCount_other, { count: 2 }) }).waitFor();
    // The default pack is a different line: its button still says "Add to cart".
    await packs.getByText('500 ml', { exact: true }).click();
    await page.getByRole('button', { name: en.product.addToCart }).waitFor();
    await screenshot(page, 'checkout-01-product');
  });

  it('when a product is added from its card, then the card turns into a stepper', async () => {
    await addFromCard(CHEESE);
    await page.getByRole('link', { name: fill(en.header.cartCount_other, { count: 3 }) }).waitFor();
    await screenshot(page, 'checkout-02-card');
  });

  it('when /cart opens, then it lists both lines and the subtotal, delivery fee and total the server computes', async () => {
    await cartLink().click();
    await page.waitForURL((url) => url.pathname === '/cart');
    await page.getByTestId('cart-line').nth(1).waitFor();
    const cart = await apiGet<CartBody>('/api/cart');
    const milk = cart.items.find((item) => item.name === MILK);
    const cheese = cart.items.find((item) => item.name === CHEESE);
    expect(milk).toMatchObject({ unit: MILK_PACK, quantity: 2 });
    expect(cheese).toMatchObject({ quantity: 1 });
    // The server's arithmetic, checked from the prices it shows.
    const subtotal = 2 * (milk?.finalUnitPricePaise ?? 0) + (cheese?.finalUnitPricePaise ?? 0);
    expect(cart.summary.subtotalPaise).toBe(subtotal);
    expect(cart.summary.totalPaise).toBe(subtotal + cart.summary.deliveryFeePaise);

    expect(await page.getByTestId('cart-line-pack').allTextContents()).toContain(MILK_PACK);
    expect(await page.getByTestId('summary-subtotal').textContent()).toBe(formatRupees(subtotal));
    expect(await page.getByTestId('summary-delivery-fee').textContent()).toBe(
      fee(cart.summary.deliveryFeePaise),
    );
    expect(await page.getByTestId('summary-total').textContent()).toBe(formatRupees(cart.summary.totalPaise));
    for (const label of [
      en.summary.subtotal,
      en.summary.deliveryFee,
      en.summary.discount,
      en.summary.total,
    ]) {
      await page.getByTestId('price-summary').getByText(label, { exact: true }).waitFor();
    }
    await screenshot(page, 'checkout-03-cart');
  });

  it('when an unknown coupon and then FRESH10 are applied at checkout, then the refusal and the discount show', async () => {
    await page.getByRole('link', { name: en.cart.proceed }).click();
    await page.waitForURL((url) => url.pathname === '/checkout');
    const coupon = page.getByLabel(en.checkout.couponCode);
    await coupon.fill('NOPE');
    await page.getByRole('button', { name: en.checkout.couponApply, exact: true }).click();
    await expect
      .poll(() => page.getByTestId('coupon-error').textContent())
      .toBe('This coupon code does not exist.');

    await coupon.fill('FRESH10');
    await page.getByRole('button', { name: en.checkout.couponApply, exact: true }).click();
    await page.getByTestId('coupon-applied').waitFor();
    const quote = await apiGet<{ summary: CartSummary }>('/api/checkout/quote?coupon=FRESH10');
    // 10% off, up to ₹50.
    expect(quote.summary.couponDiscountPaise).toBe(
      Math.min(Math.round(quote.summary.subtotalPaise / 10), 50_00),
    );
    expect(await page.getByTestId('summary-discount').textContent()).toBe(
      `−${formatRupees(quote.summary.couponDiscountPaise)}`,
    );
    expect(await page.getByTestId('summary-total').textContent()).toBe(
      formatRupees(quote.summary.totalPaise),
    );
    await screenshot(page, 'checkout-04-coupon');
  });

  it('when a new Bengaluru address is entered and cash on delivery is chosen, then the order is placed', async () => {
    const form = page.getByTestId('new-address-form');
    await placeOrderButton().click();
    await form.getByText(en.checkout.errors.required).first().waitFor();

    await form.getByLabel(en.checkout.address.fullName, { exact: true }).fill('Priya Sharma');
    await form.getByLabel(en.checkout.address.phone, { exact: true }).fill('9876543210');
    await form.getByLabel(en.checkout.address.line1, { exact: true }).fill('Flat 402, Lakeview Apartments');
    await form.getByLabel(en.checkout.address.city, { exact: true }).fill('Bengaluru');
    await form.getByLabel(en.checkout.address.state, { exact: true }).fill('Karnataka');
    await form.getByLabel(en.checkout.address.pincode, { exact: true }).fill('560038');
    expect(await form.getByLabel(en.checkout.saveAddress).isChecked()).toBe(true);
    await page.getByRole('radio', { name: en.checkout.methods.cod }).check();
    await screenshot(page, 'checkout-05-address');
    await placeOrderButton().click();

    await page.waitForURL((url) => url.pathname === '/confirmation');
    await page.getByTestId('confirmation').waitFor();
    const [order] = (await apiGet<{ items: OrderBody[] }>('/api/orders')).items;
    if (!order) throw new Error('no order was placed');
    codOrder = order;
    expect(order).toMatchObject({ status: 'placed', couponCode: 'FRESH10' });
    expect(order.deliveryAddress).toMatchObject({ city: 'Bengaluru', pincode: '560038' });
    // "Save this address" went with the order (one request, one transaction): exactly one address saved.
    const saved = await apiGet<{ items: { house: string; pincode: string }[] }>('/api/addresses');
    expect(saved.items).toMatchObject([{ house: 'Flat 402, Lakeview Apartments', pincode: '560038' }]);
    expect(order.shortId).toBe(order.id.slice(-8));
    expect(await page.getByTestId('confirmation-order-id').textContent()).toBe(`#${order.shortId}`);
    expect(await page.getByTestId('confirmation-payment').textContent()).toBe(
      fill(en.confirmation.payOnDelivery, { amount: formatRupees(order.totalPaise) }),
    );
    await page.getByRole('link', { name: en.header.cart, exact: true }).waitFor();
    await screenshot(page, 'checkout-06-confirmation');
  });

  it('when /orders opens, then the order is listed first with its short id and status', async () => {
    await page
      .getByRole('navigation', { name: en.nav.main })
      .getByRole('link', { name: en.nav.orders })
      .click();
    await page.waitForURL((url) => url.pathname === '/orders');
    const row = page.getByTestId('order-row').first();
    await row.waitFor();
    expect(await row.getByTestId('order-short-id').textContent()).toBe(`#${codOrder.shortId}`);
    expect(await row.getByTestId('status-chip').textContent()).toBe(en.orders.status.placed);
    await screenshot(page, 'checkout-07-orders');
  });

  it('when its invoice is printed, then the GST invoice shows the total and the app chrome is hidden', async () => {
    await page.goto(`${server.url}/orders/${codOrder.id}/invoice`);
    await page.getByTestId('invoice').waitFor();
    expect(await page.getByTestId('invoice-total').textContent()).toBe(formatRupees(codOrder.totalPaise));
    // ADR 0047: one stacked card per line, so nothing is wider than the phone (no table scrolling sideways).
    expect(await page.getByTestId('invoice-line').count()).toBeGreaterThan(0);
    expect(await page.locator('[data-testid="invoice"] table').count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('header').first().isVisible()).toBe(false);
    expect(await page.getByRole('navigation', { name: en.nav.main }).isVisible()).toBe(false);
    await screenshot(page, 'checkout-08-invoice-print');
    await page.emulateMedia({ media: 'screen' });
  });

  it('when an order is paid online and the sandbox approves, then /confirmation says paid and so does the order', async () => {
    await addFromCard(SLICES);
    await checkoutOnline();
    await screenshot(page, 'checkout-09-sandbox');
    await page.getByRole('button', { name: 'Approve payment' }).click();
    await page.waitForURL((url) => url.pathname === '/confirmation');
    await expect
      .poll(() => page.getByTestId('confirmation-payment').textContent())
      .toBe(en.confirmation.paidOnline);
    await screenshot(page, 'checkout-10-paid');

    await page.getByRole('link', { name: en.confirmation.viewOrder }).click();
    await page.waitForURL(/\/orders\/[0-9a-f-]{36}$/);
    await expect
      .poll(() => page.getByTestId('payment-status').textContent())
      .toBe(en.orders.paymentStatuses.paid_online);
    expect(await page.getByTestId('order-detail').getByTestId('status-chip').textContent()).toBe(
      en.orders.status.placed,
    );
  });

  it('when the sandbox declines, then "Payment Failed" shows, admins do not see the unpaid order, and "Pay now" pays it', async () => {
    await addFromCard(CONDENSED);
    await checkoutOnline();
    await page.getByRole('button', { name: 'Decline payment' }).click();
    await page.getByText(en.payments.failedTitle, { exact: true }).waitFor();
    await page.getByText(en.payments.failedDescription).waitFor();
    await page.waitForURL(/\/orders\/[0-9a-f-]{36}$/);
    const declinedId = new URL(page.url()).pathname.split('/').pop() ?? '';
    await page
      .getByTestId('payment-pending')
      .getByRole('button', { name: /^Pay now/ })
      .waitFor();
    expect(await page.getByTestId('order-detail').getByTestId('status-chip').textContent()).toBe(
      en.orders.status.payment_pending,
    );
    await screenshot(page, 'checkout-11-declined');

    const signIn = await fetch(`${server.url}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: 'admin@tokri.in', password: 'tokri-demo-123' }),
    });
    expect(signIn.status).toBe(200);
    const { accessToken } = (await signIn.json()) as { accessToken: string };
    const response = await fetch(`${server.url}/api/admin/orders`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(response.status).toBe(200);
    const ids = ((await response.json()) as { items: { id: string }[] }).items.map((order) => order.id);
    expect(ids).toContain(codOrder.id);
    expect(ids).not.toContain(declinedId);

    // "Pay now" starts a fresh attempt for the same order; approving it pays the order.
    await page
      .getByTestId('payment-pending')
      .getByRole('button', { name: /^Pay now/ })
      .click();
    await page.waitForURL(/\/sandbox-gateway\/checkout\//);
    await page.getByRole('button', { name: 'Approve payment' }).click();
    await page.waitForURL((url) => url.pathname === '/confirmation');
    await expect
      .poll(() => page.getByTestId('confirmation-payment').textContent())
      .toBe(en.confirmation.paidOnline);
    const paid = await apiGet<{ order: OrderBody }>(`/api/orders/${declinedId}`);
    expect(paid.order).toMatchObject({ status: 'placed', paymentStatus: 'paid_online' });
  });

  it('when the first order is reordered, then its items are back in the cart', async () => {
    await page.goto(`${server.url}/orders/${codOrder.id}`);
    await page.getByRole('button', { name: en.orders.reorder }).click();
    await page.getByText(/^Added to your cart: /).waitFor();
    await page.waitForURL((url) => url.pathname === '/cart');
    await page.getByTestId('cart-line').nth(1).waitFor();
    const lines = page.getByTestId('cart-line');
    const seen: string[] = [];
    for (let index = 0; index < (await lines.count()); index++) {
      const line = lines.nth(index);
      seen.push(
        `${await line.getByTestId('cart-line-name').textContent()} ${await line.getByTestId('cart-line-pack').textContent()} × ${await line.getByTestId('quantity').textContent()}`,
      );
    }
    expect(seen.sort()).toEqual([`${CHEESE} 200 g × 1`, `${MILK} ${MILK_PACK} × 2`].sort());
    await screenshot(page, 'checkout-12-reorder');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => page.getAttribute('html', 'class')).toContain('dark');
    await screenshot(page, 'checkout-13-cart-dark');
  });
});
