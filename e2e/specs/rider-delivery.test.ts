import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminTexts } from '../../apps/web/src/features/admin/console/admin-texts.js';
import { peopleTexts } from '../../apps/web/src/features/admin/people/people-texts.js';
import { deliveryTexts } from '../../apps/web/src/features/delivery/delivery-texts.js';
import { en } from '../../apps/web/src/i18n/en.js';
import { formatRupees } from '../../packages/core/src/index.js';
import { type AppServer, startAppServer } from '../support/app-server.js';
import { axeViolations } from '../support/axe.js';
import { launchChromium } from '../support/chromium.js';
import { PHONE, screenshot } from '../support/screenshots.js';
import {
  apiCall,
  DEMO_ADMIN,
  DEMO_CUSTOMER,
  DEMO_RIDER,
  type PlacedOrder,
  PRIYA_ADDRESS,
  placeCashOrder,
  signIn,
} from '../support/shopper.js';

/**
 * Issue 14's acceptance in Chromium against the built app, with three browsers: the customer places a cash order,
 * the admin confirms it, the rider's phone rings (the delivery-agent alert observed at the Web Audio and vibration
 * calls), the rider accepts and the customer sees the rider's name and the order's one estimate without reloading; the
 * rider picks up and rides (Chromium's geolocation moved by the test) and the customer's map marker follows; out
 * for delivery, delivered with the code read from the customer's page, cash collected; the admin's distance page
 * has the rider's kilometres for today. axe finds nothing serious on /delivery in either theme.
 */

const rider = deliveryTexts.texts.en;
const admin = adminTexts.texts.en;
const people = peopleTexts.texts.en;
const WIDE = { width: 1280, height: 800 };
const RIDER_NAME = 'Ravi Kumar';
/** Tokri Indiranagar (the demo riders' store), then two points on the way to Priya's door (~140 m apart). */
const STORE = { latitude: 12.9719, longitude: 77.6412 };
const ON_THE_WAY = { latitude: 12.9731, longitude: 77.641 };
const NEARLY_THERE = { latitude: 12.9744, longitude: 77.6409 };
/** A ride's step: over the app's 20 m, every 1.1 s (about 75 km/h, under the track's 120 km/h plausibility cap). */
const STEP_M = 24;
const STEP_MS = 1_100;
/** Priya's door, picked on the map at checkout, with a landmark for the rider. */
const DOOR = { ...PRIYA_ADDRESS, landmark: 'Opposite the park', lat: 12.9784, lng: 77.6408 };

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_whole, name: string) => String(values[name]));

let server: AppServer;
let browser: Browser;
let adminContext: BrowserContext;
let riderContext: BrowserContext;
let customerContext: BrowserContext;
let adminPage: Page;
let riderPage: Page;
let customerPage: Page;
let order: PlacedOrder;
let amountDue = 0;

/** What the rider's phone played and buzzed: each oscillator's pitch as it started, each vibration pattern. */
interface AlertLog {
  tones: number[];
  vibrations: unknown[];
}

/**
 * Records every sound the app synthesises and every vibration, before any app code runs: the sound player makes
 * its tones with Web Audio oscillators, so their pitches say which sound played (the ringtone is 400 + 450 Hz).
 */
function observeAlerts() {
  const log: AlertLog = { tones: [], vibrations: [] };
  (window as unknown as { __alerts: AlertLog }).__alerts = log;
  const create = AudioContext.prototype.createOscillator;
  AudioContext.prototype.createOscillator = function createOscillator(this: AudioContext) {
    const oscillator = create.call(this);
    const start = oscillator.start.bind(oscillator);
    oscillator.start = (when?: number) => {
      log.tones.push(oscillator.frequency.value);
      start(when);
    };
    return oscillator;
  };
  Object.defineProperty(Navigator.prototype, 'vibrate', {
    configurable: true,
    value: (pattern: unknown) => {
      log.vibrations.push(pattern);
      return true;
    },
  });
}

let riderAt = STORE;

/** Moves the rider's phone to `to` the way a scooter gets there: small steps, a second or so apart. */
async function ride(to: typeof STORE) {
  const metres = Math.hypot(
    (to.latitude - riderAt.latitude) * 111_195,
    (to.longitude - riderAt.longitude) * 111_195 * Math.cos((to.latitude * Math.PI) / 180),
  );
  const steps = Math.max(1, Math.ceil(metres / STEP_M));
  const from = riderAt;
  for (let step = 1; step <= steps; step++) {
    await new Promise((resolve) => setTimeout(resolve, STEP_MS));
    const next =
      step === steps
        ? to
        : {
            latitude: from.latitude + ((to.latitude - from.latitude) * step) / steps,
            longitude: from.longitude + ((to.longitude - from.longitude) * step) / steps,
          };
    await riderContext.setGeolocation(next);
  }
  riderAt = to;
}

const alerts = () => riderPage.evaluate(() => (window as unknown as { __alerts: AlertLog }).__alerts);

async function seriousViolations(page: Page) {
  return (await axeViolations(page)).filter((v) => ['serious', 'critical'].includes(v.impact ?? ''));
}

const assignment = () => riderPage.getByTestId('rider-assignment');

/** The rider's last position as the server has it for this order (what the customer's map is fed). */
const serverPosition = () =>
  apiCall<{ position: { lat: number; lng: number } | null }>(
    customerPage,
    `/api/orders/${order.id}/rider-position`,
  ).then((body) => body.position);

/** Where the customer's map has the rider: the map's own record of the position it draws. */
async function customerMarker(): Promise<{ lat: number; lng: number } | null> {
  const map = customerPage.getByTestId('rider-map');
  if ((await map.count()) === 0) return null;
  const [lat, lng] = await Promise.all([
    map.getAttribute('data-rider-lat'),
    map.getAttribute('data-rider-lng'),
  ]);
  return lat && lng ? { lat: Number(lat), lng: Number(lng) } : null;
}

/** The rider's pin as Leaflet placed it on the customer's screen (the door's pin comes first, the rider's last). */
const riderPinPlacement = () =>
  customerPage
    .getByTestId('rider-map')
    .locator('.leaflet-marker-icon')
    .last()
    .evaluate((pin) => (pin as HTMLElement).style.transform);

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchChromium()]);
  adminContext = await browser.newContext({
    viewport: WIDE,
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    bypassCSP: true,
  });
  // The rider's phone: dark (the app follows the system), location allowed and standing at the store.
  riderContext = await browser.newContext({
    viewport: PHONE,
    colorScheme: 'dark',
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    geolocation: STORE,
    permissions: ['geolocation'],
    bypassCSP: true,
  });
  await riderContext.addInitScript(observeAlerts);
  customerContext = await browser.newContext({
    viewport: PHONE,
    colorScheme: 'light',
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
  });
  for (const context of [adminContext, riderContext, customerContext]) {
    await context.addInitScript(() => {
      if (!localStorage.getItem('preferred_language')) localStorage.setItem('preferred_language', 'en');
    });
  }
  [adminPage, riderPage, customerPage] = await Promise.all([
    adminContext.newPage(),
    riderContext.newPage(),
    customerContext.newPage(),
  ]);
  for (const page of [adminPage, riderPage, customerPage]) page.setDefaultTimeout(15_000);
  await Promise.all([
    signIn(adminPage, server.url, DEMO_ADMIN),
    signIn(riderPage, server.url, DEMO_RIDER, '/delivery'),
    signIn(customerPage, server.url, DEMO_CUSTOMER),
  ]);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('a delivery from offer to door, in three browsers', () => {
  it('when the rider turns the ringer on and goes online, then the switch says so and the phone shares its position', async () => {
    await riderPage.getByTestId('rider-app').getByRole('heading', { level: 1 }).waitFor();
    expect(await riderPage.getByRole('heading', { level: 1 }).textContent()).toBe(
      fill(rider.greeting, { name: RIDER_NAME }),
    );
    const duty = riderPage.getByRole('switch', { name: rider.duty.label });
    expect(await duty.getAttribute('aria-checked')).toBe('false');
    expect(await seriousViolations(riderPage)).toEqual([]);

    await riderPage.getByRole('button', { name: rider.ringer.turnOn }).click();
    await duty.click();
    await expect.poll(() => duty.getAttribute('aria-checked')).toBe('true');
    await expect
      .poll(() => riderPage.getByTestId('rider-location').getAttribute('data-state'))
      .toBe('sharing');
    await riderPage.getByTestId('rider-no-offers').waitFor();
    await screenshot(riderPage, 'rider-01-online');
  });

  it('when the customer orders with cash and the admin confirms, then the rider’s phone rings the delivery-agent alert once and shows the offer', async () => {
    const home = await apiCall<{ bestDeals: { id: string }[] }>(customerPage, '/api/home');
    order = await placeCashOrder(
      customerPage,
      home.bestDeals.slice(0, 2).map((product) => ({ productId: product.id, quantity: 1 })),
      DOOR,
    );
    await customerPage.goto(`${server.url}/track-order/${order.id}`);
    await customerPage.getByTestId('track-order').waitFor();

    await adminPage.goto(`${server.url}/admin/orders`);
    const card = adminPage.locator(`[data-testid="admin-order"][data-order-id="${order.id}"]`);
    await card.getByRole('button', { name: en.adminOrders.actions.confirmed, exact: true }).click();
    await expect.poll(() => card.getAttribute('data-status')).not.toBe('placed');

    const offer = riderPage.getByTestId('rider-offer');
    await offer.waitFor();
    expect(await offer.textContent()).toContain(fill(rider.offers.order, { id: order.shortId }));
    await expect.poll(async () => (await alerts()).tones.length).toBeGreaterThanOrEqual(30);
    const played = await alerts();
    // The ringtone (400 + 450 Hz bursts), 3 rings of 1.5 s: 5 bursts of two notes per ring; nothing else.
    expect(played.tones.filter((hz) => hz === 400 || hz === 450)).toHaveLength(30);
    expect(played.vibrations).toEqual([[1500, 100, 1500, 100, 1500]]);
    expect(await riderPage.getByTestId('rider-offer-countdown').textContent()).toMatch(/^\d+ s left$/);
    await screenshot(riderPage, 'rider-02-offer');
    expect(await seriousViolations(riderPage)).toEqual([]);

    // The offer refetched (the network drops and comes back: the screen reads its home again) rings no second time.
    await riderPage.evaluate(() => {
      window.dispatchEvent(new Event('offline'));
      window.dispatchEvent(new Event('online'));
    });
    await riderPage.waitForTimeout(1_000);
    expect((await alerts()).tones).toHaveLength(30);
  });

  it('when the rider accepts, then the customer sees the rider’s first name and the order’s one estimate without reloading', async () => {
    await riderPage.getByTestId('rider-offer').getByRole('button', { name: rider.offers.accept }).click();
    await assignment().waitFor();
    expect(await assignment().getAttribute('data-status')).toBe('accepted');
    await expect.poll(() => riderPage.getByTestId('rider-offer').count()).toBe(0);

    const riderLine = customerPage.getByTestId('track-rider');
    // The rider's first name as the customer's live order change carries it, never a reload.
    await expect
      .poll(() => riderLine.textContent())
      .toMatch(new RegExp(`^${fill(en.track.rider, { name: 'Ravi' })}`));
    // One estimate (ADR 0081): the card and the notice say the same minutes, not a fixed 'ETA: 30-45 mins'.
    const eta = (await customerPage.getByTestId('track-eta').textContent()) ?? '';
    const window = /^Arrives in (\d+–\d+) min$/.exec(eta)?.[1];
    expect(window, eta).toBeTruthy();
    // The §9 rider-assigned message names the rider by first name.
    await customerPage
      .locator('[data-sonner-toast]')
      .filter({ hasText: `Ravi will deliver your order #${order.shortId}. Arrives in ${window} min.` })
      .first()
      .waitFor();
    // Still the page it was: the news came live.
    expect(new URL(customerPage.url()).pathname).toBe(`/track-order/${order.id}`);

    // The rider's screen: the customer's first name, the masked number to see and the real one to dial,
    // a Navigate link for the phone's maps app, the cash to collect.
    expect(await assignment().getByTestId('rider-customer').textContent()).toBe('Priya');
    const call = assignment().getByTestId('rider-call');
    expect(await call.getAttribute('href')).toMatch(/^tel:\+91\d{10}$/);
    expect(await call.textContent()).toMatch(/X/);
    expect(await assignment().getByTestId('rider-address').textContent()).toContain(
      fill(rider.current.landmark, { landmark: DOOR.landmark }),
    );
    const navigate = assignment().getByRole('link', { name: rider.current.navigate });
    expect(await navigate.getAttribute('href')).toBe(
      `https://www.google.com/maps/dir/?api=1&destination=${DOOR.lat}%2C${DOOR.lng}&travelmode=two-wheeler`,
    );
    // The small map has the door's pin (the tiles themselves cannot load on a machine without internet).
    const map = assignment().getByRole('region', { name: rider.current.map });
    expect(await map.getAttribute('data-lat')).toBe(String(DOOR.lat));
    await map.locator('.leaflet-marker-icon').waitFor();
    expect(await navigate.getAttribute('target')).toBe('_blank');
    const collect = await assignment().getByTestId('rider-collect').textContent();
    expect(collect).toMatch(/^Collect in cash: ₹/);
    const placed = await apiCall<{ order: { amountDuePaise?: number; totalPaise: number } }>(
      customerPage,
      `/api/orders/${order.id}`,
    );
    amountDue = placed.order.amountDuePaise ?? placed.order.totalPaise;
    expect(collect).toBe(`${rider.current.collect}: ${formatRupees(amountDue)}`);
    await screenshot(riderPage, 'rider-03-accepted');
    await screenshot(customerPage, 'rider-04-customer-rider-assigned');
    expect(await seriousViolations(riderPage)).toEqual([]);
  });

  it('when the rider picks up and rides, then the customer’s map marker follows the rider, after a dead zone too', async () => {
    await assignment().getByRole('button', { name: rider.current.pickedUp, exact: true }).click();
    await expect.poll(() => assignment().getAttribute('data-status')).toBe('picked_up');
    await expect
      .poll(() =>
        customerPage.locator('[data-testid="track-step"][data-state="current"]').getAttribute('data-status'),
      )
      .toBe('picked_up');

    await ride(ON_THE_WAY);
    await expect.poll(serverPosition, { timeout: 20_000 }).toMatchObject({ lat: ON_THE_WAY.latitude });
    await expect.poll(customerMarker, { timeout: 20_000 }).toEqual({
      lat: ON_THE_WAY.latitude,
      lng: ON_THE_WAY.longitude,
    });
    await expect.poll(riderPinPlacement).toMatch(/translate3d/);
    const before = await riderPinPlacement();
    await customerPage.getByTestId('rider-map').scrollIntoViewIfNeeded();
    await screenshot(customerPage, 'rider-05-customer-map');

    // The second leg through a dead zone: the phone keeps its points and sends them when the network is back.
    await riderContext.setOffline(true);
    await ride(NEARLY_THERE);
    await expect
      .poll(() => riderPage.getByTestId('rider-location').textContent())
      .toMatch(/\d+ positions? waiting for the network/);
    expect(await customerMarker()).toEqual({ lat: ON_THE_WAY.latitude, lng: ON_THE_WAY.longitude });
    await riderPage.getByTestId('rider-location').scrollIntoViewIfNeeded();
    await screenshot(riderPage, 'rider-05-offline-buffer');
    await riderContext.setOffline(false);
    await expect.poll(customerMarker, { timeout: 20_000 }).toEqual({
      lat: NEARLY_THERE.latitude,
      lng: NEARLY_THERE.longitude,
    });
    // The pin itself moved on the screen, not only the number behind it.
    await expect.poll(riderPinPlacement).not.toBe(before);
    await screenshot(customerPage, 'rider-06-customer-map-moved');
    // No reload: the marker moved on the page that was open.
    expect(new URL(customerPage.url()).pathname).toBe(`/track-order/${order.id}`);
  });

  it('when the rider is out for delivery and types the code from the customer’s page, then the order is delivered and the cash counted', async () => {
    await assignment().getByRole('button', { name: rider.current.outForDelivery, exact: true }).click();
    await expect.poll(() => assignment().getAttribute('data-status')).toBe('out_for_delivery');

    // The code as the customer's tracking page shows it: four big digits.
    const digits = customerPage.getByTestId('delivery-code-digits');
    await digits.waitFor();
    const otp = (await digits.locator('span[aria-hidden="true"]').allTextContents()).join('');
    expect(otp).toMatch(/^\d{4}$/);
    expect(await digits.getAttribute('data-code')).toBe(otp);

    await assignment().getByRole('button', { name: rider.current.deliver, exact: true }).click();
    const form = riderPage.getByTestId('rider-deliver-form');
    const code = form.getByLabel(rider.deliver.otp);
    expect(await code.getAttribute('inputmode')).toBe('numeric');
    expect(await code.getAttribute('autocomplete')).toBe('one-time-code');
    const cash = form.getByLabel(rider.deliver.cash);
    expect(Math.round(Number(await cash.inputValue()) * 100)).toBe(amountDue);
    expect(await seriousViolations(riderPage)).toEqual([]);

    // A wrong code first: the server's own message, and one try fewer.
    const wrong = otp === '0000' ? '1111' : '0000';
    await code.fill(wrong);
    await form.getByRole('button', { name: rider.deliver.submit }).click();
    const error = form.getByTestId('rider-deliver-error');
    await error.waitFor();
    expect((await error.textContent())?.length).toBeGreaterThan(0);
    await form.getByText(fill(rider.deliver.attemptsLeft_other, { count: 4 })).waitFor();
    await screenshot(riderPage, 'rider-07-wrong-code');

    await code.fill(otp);
    await form.getByRole('button', { name: rider.deliver.submit }).click();
    await assignment().waitFor({ state: 'detached' });
    await expect.poll(() => riderPage.getByTestId('rider-today-deliveries').textContent()).toBe('1');
    expect(await riderPage.getByTestId('rider-today-cash').textContent()).toBe(formatRupees(amountDue));
    expect(await riderPage.getByTestId('rider-today-order').first().textContent()).toContain(
      `#${order.shortId}`,
    );
    await screenshot(riderPage, 'rider-08-delivered');

    const delivered = await apiCall<{ order: { status: string; paymentStatus: string } }>(
      customerPage,
      `/api/orders/${order.id}`,
    );
    expect(delivered.order).toMatchObject({ status: 'delivered', paymentStatus: 'paid_cod' });
    await expect
      .poll(() => customerPage.getByTestId('track-order').getAttribute('data-status'))
      .toBe('delivered');
  });

  it('when the admin opens the distance page, then the rider has kilometres for today', async () => {
    await adminPage.goto(`${server.url}/admin/distance-tracking`);
    const row = adminPage
      .getByRole('table', { name: admin.distance.riders })
      .getByRole('row')
      .filter({ has: adminPage.getByRole('rowheader', { name: RIDER_NAME }) });
    await row.waitFor();
    const cells = await row.getByRole('cell').allTextContents();
    const travelled = cells.at(-1) ?? '';
    expect(travelled).not.toBe(admin.distance.notYet);
    // Store -> on the way -> nearly there: about 0.28 km as ridden.
    expect(Number(travelled)).toBeGreaterThan(0.2);
    expect(Number(travelled)).toBeLessThan(1);
    expect(cells[0]).toBe('1');
    await row.scrollIntoViewIfNeeded();
    await screenshot(adminPage, 'rider-09-admin-distance');
  });

  it('when the admin opens the riders page, then the rider is among the riders online now, free again', async () => {
    await adminPage.goto(`${server.url}/admin/riders`);
    const online = adminPage.getByTestId('online-riders');
    await online.getByRole('heading', { name: people.riders.live.title }).waitFor();
    const ravi = online
      .getByTestId('online-rider')
      .filter({ has: adminPage.getByRole('rowheader', { name: RIDER_NAME }) });
    await ravi.waitFor();
    // Delivered: the rider carries nothing now.
    expect(await ravi.getByRole('cell').last().textContent()).toBe(people.riders.live.free);
    expect(await seriousViolations(adminPage)).toEqual([]);
    await screenshot(adminPage, 'rider-09b-admin-online-riders');
  });
  // /delivery in the light theme is checked with axe in three languages by the rider journey (journey-rider.test.ts).
});
