import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { en } from '../../apps/web/src/i18n/en.js';
import { hi } from '../../apps/web/src/i18n/hi.js';
import { te } from '../../apps/web/src/i18n/te.js';
import { type AppServer, startAppServer } from '../support/app-server.js';
import { launchChromium } from '../support/chromium.js';
import { journeyContext, LANGUAGES, signInFromScratch } from '../support/journey.js';
import { apiCall, DEMO_CUSTOMER, placeCashOrder } from '../support/shopper.js';

/**
 * Issue 32's customer journey, in English, Hindi and Telugu at 360 px: the language is chosen on the sign-in
 * screen, the customer lands on /home, and every customer feature is reached by tapping (the first page is the
 * only address typed). Each page is checked once per language: axe 0 serious / 0 critical, no target under 44 px.
 */
const TEXTS = { en, hi, te };
let server: AppServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the customer journey by tapping at 360 px', () => {
  for (const language of LANGUAGES) {
    it(`when a customer signs in in ${language}, then every customer feature is a tap away and passes axe and 44 px`, async () => {
      const t = TEXTS[language];
      const context = await journeyContext(browser, language);
      const page = await context.newPage();
      try {
        const journey = await signInFromScratch(page, server.url, language, DEMO_CUSTOMER, '/home', {
          // The terms are linked under the sign-in form, the welcome screen from the name above it.
          beforeSignIn: async (j) => {
            await j.tapLink('/terms-conditions');
            await j.back('/auth');
            await j.tapLink('/splash');
            await j.back('/auth');
          },
        });
        // An order to follow (placed with the app's own session, as checkout does), so the order pages exist.
        const home = await apiCall<Record<string, unknown>>(page, '/api/home');
        // Every product the home page lists, one of each per order, so three languages' runs fit in the stock.
        const products = [
          ...new Set(
            Object.values(home)
              .filter(Array.isArray)
              .flat()
              .map((item) => (item as { id?: string }).id)
              .filter((id): id is string => typeof id === 'string'),
          ),
        ];
        if (products.length < 10) throw new Error('the demo shop lists too few products');
        for (const productId of products.slice(0, 5)) {
          await apiCall(page, '/api/cart/items', {
            method: 'PUT',
            body: { productId, variantId: null, quantity: 1 },
          });
        }
        const order = await placeCashOrder(page, []);
        // A question about it to support, to follow in "My requests".
        const { ticket } = await apiCall<{ ticket: { id: string } }>(page, '/api/support/tickets', {
          method: 'POST',
          body: { orderId: order.id, reason: 'late_delivery', message: 'It came an hour late.' },
        });
        // The app opens the confirmation itself when the order's event arrives.
        await journey.arrive('/confirmation');
        // A cart above the minimum order, so checkout opens.
        for (const productId of products.slice(5, 10)) {
          await apiCall(page, '/api/cart/items', {
            method: 'PUT',
            body: { productId, variantId: null, quantity: 1 },
          });
        }

        // The shop: favourites, a category, deals, all products, a product, the cart and checkout.
        await journey.tapLink('/favorites');
        await journey.tapLink('/home');
        await journey.tapLink('/category/', /^\/category\/[\w-]+$/, '/category/:category');
        await journey.tapLink('/home');
        await journey.tapLink('/todays-best-deals');
        await journey.tapLink('/home');
        await journey.tapLink('/all-products', '/all-products');
        await journey.tapLink('/product/', /^\/product\/[\w-]+$/, '/product/:id');
        await page.getByRole('button', { name: t.product.addToCart, exact: true }).first().click();
        await journey.tapLink('/cart');
        await journey.tapLink('/checkout');
        await journey.back('/cart');

        // Notifications: the bell opens its panel over the page.
        await journey.tap(
          page.getByRole('button', { name: new RegExp(`^${t.notifications.bell}`) }),
          '/cart',
          'bell',
        );
        await page.keyboard.press('Escape');

        // Subscriptions and a new plan.
        await journey.tapLink('/subscriptions');
        await journey.tapLink(
          '/create-subscription',
          /^\/create-subscription(\/[\w-]+)?$/,
          '/create-subscription',
        );
        await journey.tapLink('/subscriptions');

        // The order: its page, tracking, the invoice and help with it.
        await journey.tapLink('/orders');
        await journey.tapLink(`/orders/${order.id}`, `/orders/${order.id}`, '/orders/:orderId');
        await journey.tapLink(
          `/track-order/${order.id}`,
          `/track-order/${order.id}`,
          '/track-order/:orderId',
        );
        await journey.back(`/orders/${order.id}`);
        await journey.tapLink(
          `/orders/${order.id}/invoice`,
          `/orders/${order.id}/invoice`,
          '/orders/:orderId/invoice',
        );
        await journey.back(`/orders/${order.id}`);
        await journey.tapLink(
          `/support/order/${order.id}`,
          `/support/order/${order.id}`,
          '/support/order/:orderId',
        );
        await journey.back(`/orders/${order.id}`);

        // The profile and everything under it.
        await journey.tapLink('/profile');
        for (const path of [
          '/previously-bought',
          '/frequently-bought',
          '/recently-viewed',
          '/saved-addresses',
          '/wallet',
          '/payment-methods',
          '/refer',
          '/rate-app',
          '/about',
        ]) {
          await journey.tapLink(path);
          await journey.back('/profile');
        }
        await journey.tapLink('/support');
        await journey.tapLink('/support/bug');
        await journey.back('/support');
        await journey.tapLink('/support/tickets');
        await journey.tapLink(
          `/support/tickets/${ticket.id}`,
          `/support/tickets/${ticket.id}`,
          '/support/tickets/:ticketId',
        );
        await journey.back('/support/tickets');
        await journey.tapLink('/profile');
        await journey.tapLink('/settings');
        await journey.tapLink('/push-notifications');
        await journey.back('/settings');
        await journey.tapLink('/privacy-policy');
        await journey.back('/settings');
        await journey.tapLink('/privacy/data');
        await journey.tapLink('/privacy/delete-account');

        await journey.assertClean('customer');
      } finally {
        await context.close();
      }
    }, 180_000);
  }
});
