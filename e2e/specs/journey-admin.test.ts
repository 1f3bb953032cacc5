import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { type AppServer, startAppServer } from '../support/app-server.js';
import { launchChromium } from '../support/chromium.js';
import { journeyContext, LANGUAGES, signInFromScratch } from '../support/journey.js';
import { apiCall, DEMO_ADMIN, placeCashOrder } from '../support/shopper.js';

/**
 * Issue 32's admin journey, in English, Hindi and Telugu at 360 px: the language is chosen on the sign-in screen,
 * the admin lands on the console (/admin), and every console section and its detail pages are reached by tapping.
 * Each page is checked once per language: axe 0 serious / 0 critical, no target under 44 px.
 */
const SECTIONS = [
  '/admin/orders',
  '/admin/expiring',
  '/admin/categories',
  '/admin/seller-locations',
  '/admin/coupons',
  '/admin/refunds',
  '/admin/ratings',
  '/admin/riders',
  '/admin/distance-tracking',
  '/admin/broadcast',
  '/admin/audit',
  '/admin/subscription-fixer',
];
let server: AppServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the admin journey by tapping at 360 px', () => {
  for (const language of LANGUAGES) {
    it(`when an admin signs in in ${language}, then every console page is a tap away and passes axe and 44 px`, async () => {
      const context = await journeyContext(browser, language);
      const page = await context.newPage();
      try {
        const journey = await signInFromScratch(page, server.url, language, DEMO_ADMIN, '/admin');
        // A support request to open in the queue (the admin shops too), made with the app's own session.
        const home = await apiCall<{ bestDeals?: { id: string }[] }>(page, '/api/home');
        const products = (home.bestDeals ?? []).slice(0, 3);
        for (const product of products) {
          await apiCall(page, '/api/cart/items', {
            method: 'PUT',
            body: { productId: product.id, variantId: null, quantity: 1 },
          });
        }
        const order = await placeCashOrder(page, []);
        const { ticket } = await apiCall<{ ticket: { id: string } }>(page, '/api/support/tickets', {
          method: 'POST',
          body: { orderId: order.id, reason: 'late_delivery', message: 'It came an hour late.' },
        });

        // The order's confirmation opens by itself (the admin bought as a customer); back to the console.
        await journey.arrive('/confirmation');
        await journey.tapLink('/profile');
        await journey.tapLink('/admin');
        // On a phone the console's sections are under its menu button.
        const fromMenu = async (path: string, arrive: string | RegExp = path, name?: string) => {
          await page.locator('[data-testid="admin-page"] button[aria-controls]').first().click();
          await journey.tapLink(path, arrive, name);
        };
        for (const section of SECTIONS) await fromMenu(section);
        await fromMenu('/admin/products');
        await journey.tapLink('/admin/products/new');
        await journey.back('/admin/products');
        await journey.tap(
          page.locator('a[href^="/admin/products/"]:not([href="/admin/products/new"])'),
          /^\/admin\/products\/[\w-]{36}$/,
          '/admin/products/:id',
        );
        await fromMenu('/admin/customers');
        await journey.tapLink('/admin/customers/', /^\/admin\/customers\/[\w-]+$/, '/admin/customers/:id');
        await fromMenu('/admin/support');
        await journey.tapLink(
          `/admin/support/${ticket.id}`,
          `/admin/support/${ticket.id}`,
          '/admin/support/:ticketId',
        );
        await fromMenu('/admin');
        // The console's own header: the profile, and the switch to the shop.
        await journey.tapLink('/profile');
        await journey.tapLink('/admin');
        await journey.tapLink('/home');

        await journey.assertClean('admin');
      } finally {
        await context.close();
      }
    }, 180_000);
  }
});
