import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { startAppServer } from './app-server.js';
import { launchChromium } from './chromium.js';
import { PHONE } from './screenshots.js';
import { DEMO_CUSTOMER, phoneContext, signIn } from './shopper.js';

/**
 * The web app manifest's screenshots (what an install dialog shows), taken from the built app:
 * `npm run build && npm run pwa-screenshots -w e2e`, then commit apps/web/public/screenshots and rebuild.
 */
const OUT = fileURLToPath(new URL('../../apps/web/public/screenshots/', import.meta.url));
const SHOTS = [
  { file: 'home-narrow.png', viewport: PHONE },
  { file: 'home-wide.png', viewport: { width: 1280, height: 800 } },
];

const [server, browser] = await Promise.all([startAppServer(), launchChromium()]);
try {
  for (const shot of SHOTS) {
    const context = await phoneContext(browser, 'en');
    const page = await context.newPage();
    await page.setViewportSize(shot.viewport);
    await signIn(page, server.url, DEMO_CUSTOMER);
    await page.getByTestId('product-card').first().waitFor();
    await page.waitForLoadState('networkidle');
    await writeFile(`${OUT}${shot.file}`, await page.screenshot());
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
