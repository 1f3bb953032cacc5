import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { type AppServer, startAppServer } from '../support/app-server.js';
import { launchChromium } from '../support/chromium.js';
import { journeyContext, LANGUAGES, signInFromScratch } from '../support/journey.js';
import { DEMO_RIDER } from '../support/shopper.js';

/**
 * Issue 32's rider journey, in English, Hindi and Telugu at 360 px: the language is chosen on the sign-in screen,
 * the rider lands in the rider app (/delivery), not the shop, and reaches everything a rider has by tapping: the
 * bell, the profile and help, the switch to the shop and the way back. Each page is checked once per language:
 * axe 0 serious / 0 critical, no target under 44 px.
 */
let server: AppServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the rider journey by tapping at 360 px', () => {
  for (const language of LANGUAGES) {
    it(`when a rider signs in in ${language}, then the rider app opens and the rest is a tap away`, async () => {
      const context = await journeyContext(browser, language, {
        geolocation: { latitude: 12.9716, longitude: 77.6412 },
      });
      const page = await context.newPage();
      try {
        const journey = await signInFromScratch(page, server.url, language, DEMO_RIDER, '/delivery');
        // On duty by a tap (the phone shares its position), and the rider app checked again as it is then.
        const duty = page.getByTestId('rider-online-switch');
        if ((await duty.getAttribute('aria-checked')) !== 'true') await duty.click();
        await page
          .locator('[data-testid="rider-online-switch"][aria-checked="true"]:not([aria-busy])')
          .waitFor();
        await journey.check('/delivery (on duty)');
        // The rider app's header: the profile, with settings and help under it, and back.
        await journey.tapLink('/profile');
        await journey.tapLink('/settings');
        await journey.tapLink('/support');
        await journey.tapLink('/support/tickets');
        await journey.tapLink('/profile');
        await journey.tapLink('/delivery');
        // A rider who also shops switches to the shop, and back through the profile's rider app link.
        await journey.tapLink('/home');
        await journey.tapLink('/profile');
        await journey.tapLink('/delivery');

        await journey.assertClean('rider');
      } finally {
        await context.close();
      }
    }, 180_000);
  }
});
