import type { Browser, BrowserContext, Dialog, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../apps/web/src/i18n/en.js';
import { type AppServer, startAppServer } from '../support/app-server.js';
import { launchChromium } from '../support/chromium.js';
import { PHONE, screenshot } from '../support/screenshots.js';

let server: AppServer;
let browser: Browser;
/** A phone that shares its position: Indiranagar, Bengaluru. */
let located: BrowserContext;
let page: Page;
/** A phone that does not share its position. */
let denied: BrowserContext;
let other: Page;
const alerts: string[] = [];

interface SavedAddressBody {
  id: string;
  label: string;
  area: string;
  pincode: string;
  lat: number | null;
  isDefault: boolean;
  serviceable: boolean;
  storeName: string | null;
}
interface OrderBody {
  id: string;
  deliveryAddress: { city: string; pincode: string };
}

const INDIRANAGAR = { latitude: 12.9719, longitude: 77.6412 };
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_whole, name: string) => String(values[name]));

const newContext = (options: { geolocation?: typeof INDIRANAGAR; permissions: string[] }) =>
  browser.newContext({
    viewport: PHONE,
    colorScheme: 'light',
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    ...options,
  });

async function signIn(target: Page) {
  await target.goto(`${server.url}/home`);
  await target.waitForURL(/\/auth\?redirectTo=%2Fhome$/);
  await target.getByLabel('Email or mobile number').fill('customer@tokri.in');
  await target.getByLabel('Password', { exact: true }).fill('tokri-demo-123');
  await target.getByRole('button', { name: 'Sign in' }).click();
  await target.waitForURL((url) => url.pathname === '/home');
}

/** A call from inside the signed-in page, with the session the app itself uses. */
async function apiCall<T>(target: Page, path: string, method = 'GET', body?: unknown): Promise<T> {
  return target.evaluate(
    async ({ url, method, body }) => {
      const stored = JSON.parse(localStorage.getItem('tokri-auth-token') ?? '{}') as { accessToken?: string };
      const headers: Record<string, string> = { authorization: `Bearer ${stored.accessToken}` };
      if (body !== undefined) headers['content-type'] = 'application/json';
      const response = await fetch(url, {
        method,
        headers,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
      return response.json();
    },
    { url: path, method, body },
  ) as Promise<T>;
}

const area = (target: Page) => target.getByTestId('location-area').textContent();
const chooser = (target: Page) => target.getByRole('dialog', { name: en.location.title }).first();
const mapPicker = (target: Page) => target.getByRole('dialog', { name: en.location.map.title }).last();

/** Taps the map picker's map (tiles may be blank offline; Leaflet still takes the tap). */
async function tapMap(target: Page, dx = 0, dy = 0) {
  const region = target.getByRole('region', { name: en.location.map.label }).last();
  await region.waitFor();
  // The "Loading..." overlay goes once the map is ready for taps.
  await expect.poll(() => region.getByRole('status').count()).toBe(0);
  const box = await region.boundingBox();
  if (!box) throw new Error('the map has no size');
  await target.mouse.click(box.x + box.width / 2 + dx, box.y + box.height / 2 + dy);
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchChromium()]);
  located = await newContext({ geolocation: INDIRANAGAR, permissions: ['geolocation'] });
  page = await located.newPage();
  denied = await newContext({ permissions: [] });
  other = await denied.newPage();
  for (const target of [page, other]) {
    target.on('dialog', (dialog: Dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
  }
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('delivery location and saved addresses in Chromium', () => {
  it('when the customer shares their position, then the header shows the detected area', async () => {
    await signIn(page);
    await expect.poll(() => area(page), { timeout: 10_000 }).toBe('Indiranagar');
    const line = page.getByTestId('location-line');
    expect(await line.textContent()).toContain('Indiranagar, Bengaluru');
    // The location is cached for 30 minutes (spec §3/§9).
    const cached = await page.evaluate(() => JSON.parse(localStorage.getItem('tokri.location') ?? 'null'));
    expect(cached).toMatchObject({ source: 'gps', location: { area: 'Indiranagar', pincode: '560038' } });
    await screenshot(page, 'location-01-header');
  });

  it('when the address line is tapped, then "Select Location" offers the current location and the map', async () => {
    await page.getByTestId('location-line').click();
    const dialog = chooser(page);
    await dialog.waitFor();
    await dialog.getByText(en.location.description).waitFor();
    const current = dialog.getByRole('button', { name: new RegExp(`^${en.location.useCurrent}`) });
    expect(await current.textContent()).toContain('Indiranagar');
    const onMap = dialog.getByRole('button', { name: new RegExp(`^${en.location.selectOnMap}`) });
    expect(await onMap.textContent()).toContain(en.location.selectOnMapHint);
    await expect.poll(() => onMap.isEnabled()).toBe(true);
    await screenshot(page, 'location-02-chooser');

    // "Use Current Location" asks again (high accuracy) and closes with the place.
    await current.click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await area(page)).toBe('Indiranagar');
    expect(alerts).toEqual([]);
  });

  it('when the position is not shared, then the header says "All Areas" and "Use Current Location" alerts', async () => {
    await signIn(other);
    await expect.poll(() => area(other)).toBe(en.header.allAreas);
    // The second line may still say "Detecting..." for a moment after the area settles.
    await expect
      .poll(() => other.getByTestId('location-line').textContent())
      .toContain(en.header.browseAllProducts);

    await other.getByTestId('location-line').click();
    await chooser(other)
      .getByRole('button', { name: new RegExp(`^${en.location.useCurrent}`) })
      .click();
    await expect.poll(() => alerts).toEqual([en.location.errors.failed]);
    expect(en.location.errors.failed).toBe(
      "Unable to get your current location. Please use 'Select on Map' instead.",
    );
    await chooser(other).waitFor();
    await screenshot(other, 'location-03-not-shared');
  });

  it('when a point is tapped on the map, then its address shows and "Select location" sets the header', async () => {
    await chooser(other)
      .getByRole('button', { name: new RegExp(`^${en.location.selectOnMap}`) })
      .click();
    const picker = mapPicker(other);
    await picker.getByText(en.location.map.hint).waitFor();
    const confirm = picker.getByRole('button', { name: en.location.map.confirm });
    expect(await confirm.isDisabled()).toBe(true);

    // No position is known: the map opens on the default centre (12.9716, 77.5946), near Raj Bhavan.
    await tapMap(other);
    const card = picker.getByTestId('selected-address');
    await card.getByText(en.location.map.selectedAddress).waitFor();
    await expect.poll(() => card.getByTestId('selected-area').textContent()).toBe('Rajbhavan');
    expect(await card.textContent()).toContain('560001');
    await expect.poll(() => confirm.isEnabled()).toBe(true);
    await screenshot(other, 'location-04-map-picked');

    await confirm.click();
    await picker.waitFor({ state: 'hidden' });
    await expect.poll(() => area(other)).toBe('Rajbhavan');
    await screenshot(other, 'location-05-header-from-map');
  });

  it('when an address is added from the current location, then it is prefilled, checked and saved as default', async () => {
    await page.goto(`${server.url}/saved-addresses`);
    await page.getByTestId('addresses-empty').waitFor();
    await page.getByRole('button', { name: en.addresses.add }).click();
    const setup = page.getByRole('region', { name: en.location.standalone.title });
    await setup.waitFor();
    await setup.getByText(en.location.standalone.currentHint).waitFor();
    await setup.getByText(en.location.standalone.mapHint).waitFor();
    await screenshot(page, 'location-06-choose-your-location');
    await setup.getByRole('button', { name: new RegExp(`^${en.location.useCurrent}`) }).click();

    const form = page.getByTestId('address-form');
    await form.waitFor();
    const field = (label: string) => form.getByLabel(label, { exact: true });
    expect(await field(en.addresses.area).inputValue()).toBe('Indiranagar');
    expect(await field(en.checkout.address.city).inputValue()).toBe('Bengaluru');
    expect(await field(en.checkout.address.state).inputValue()).toBe('Karnataka');
    expect(await field(en.checkout.address.pincode).inputValue()).toBe('560038');

    // The form checks before sending: required fields, then the PIN code pattern.
    await form.getByRole('button', { name: en.addresses.save }).click();
    await form.getByText(en.checkout.errors.required).first().waitFor();
    await field(en.checkout.address.fullName).fill('Priya Sharma');
    await field(en.checkout.address.phone).fill('98765 43210');
    await field(en.checkout.address.line1).fill('Flat 402, Lakeview Apartments');
    await field(en.addresses.street).fill('12th Main Road');
    await field(en.checkout.address.landmark).fill('Near the metro station');
    await field(en.checkout.address.pincode).fill('056003');
    await form.getByRole('button', { name: en.addresses.save }).click();
    await form.getByText(en.checkout.errors.invalidPincode).waitFor();
    await field(en.checkout.address.pincode).fill('560038');
    expect(await form.getByLabel(en.addresses.makeDefaultOnSave).isChecked()).toBe(true);
    await screenshot(page, 'location-07-address-form');
    await form.getByRole('button', { name: en.addresses.save }).click();

    const card = page.getByTestId('address-card').first();
    await card.waitFor();
    expect(await card.getByTestId('address-default').textContent()).toBe(en.addresses.default);
    expect(await card.getByTestId('address-serviceable').textContent()).toBe(
      fill(en.addresses.deliversFrom, { store: 'Tokri Indiranagar' }),
    );
    expect(await card.textContent()).toContain('Flat 402, Lakeview Apartments, 12th Main Road, Indiranagar');
    const { items } = await apiCall<{ items: SavedAddressBody[] }>(page, '/api/addresses');
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      label: 'home',
      area: 'Indiranagar',
      pincode: '560038',
      isDefault: true,
    });
    expect(items[0]?.lat).toBeCloseTo(INDIRANAGAR.latitude, 3);
    await screenshot(page, 'location-08-saved-addresses');
  });

  it('when an address is added from the map, then the picked place fills it', async () => {
    await other.goto(`${server.url}/saved-addresses`);
    await other.getByTestId('address-card').first().waitFor();
    await other.getByRole('button', { name: en.addresses.add }).click();
    const setup = other.getByRole('region', { name: en.location.standalone.title });
    const onMap = setup.getByRole('button', { name: new RegExp(`^${en.location.selectOnMap}`) });
    await expect.poll(() => onMap.isEnabled()).toBe(true);
    await onMap.click();
    // The map opens where the header's location is (Raj Bhavan, picked above).
    await tapMap(other);
    const picker = mapPicker(other);
    await expect.poll(() => picker.getByTestId('selected-area').textContent()).toBe('Rajbhavan');
    await picker.getByRole('button', { name: en.location.map.confirm }).click();

    const form = other.getByTestId('address-form');
    const field = (label: string) => form.getByLabel(label, { exact: true });
    await form.waitFor();
    expect(await field(en.checkout.address.pincode).inputValue()).toBe('560001');
    await form.getByLabel(en.checkout.addressLabels.work, { exact: true }).check();
    await field(en.checkout.address.fullName).fill('Priya Sharma');
    await field(en.checkout.address.phone).fill('9876543210');
    await field(en.checkout.address.line1).fill('3rd floor, Sunrise Towers');
    await form.getByLabel(en.addresses.makeDefaultOnSave).uncheck();
    await form.getByRole('button', { name: en.addresses.save }).click();
    await expect.poll(() => other.getByTestId('address-card').count()).toBe(2);
    expect(await other.getByTestId('address-card').nth(1).textContent()).toContain('560001');
  });

  it('when an address no store covers is saved, then the list says "We don\'t deliver here yet"', async () => {
    await apiCall(page, '/api/addresses', 'POST', {
      label: 'other',
      contactName: 'Priya Sharma',
      contactPhone: '9876543210',
      house: '7 Marine Drive',
      city: 'Mumbai',
      state: 'Maharashtra',
      pincode: '400020',
      lat: 18.9432,
      lng: 72.8231,
    });
    await page.reload();
    const far = page.getByTestId('address-card').filter({ hasText: '400020' });
    await far.waitFor();
    expect(await far.getByTestId('address-not-serviceable').textContent()).toBe(en.addresses.notDeliverable);
    expect(await page.getByTestId('address-card').count()).toBe(3);
    await screenshot(page, 'location-09-not-deliverable');
  });

  it('when the saved address is picked at checkout with cash on delivery, then the order is placed there', async () => {
    // Above the ₹99 minimum order.
    for (const name of ['Toned Milk', 'Mozzarella Cheese (Shredded)']) {
      await page.goto(`${server.url}/category/dairy`);
      await page.getByRole('button', { name: fill(en.cart.addNamed, { name }) }).click();
      await page.getByText(fill(en.cart.added, { name })).first().waitFor();
    }
    await page.goto(`${server.url}/checkout`);
    await page.getByTestId('checkout-form').waitFor();
    await page.getByRole('link', { name: en.addresses.manage }).waitFor();

    // The address no store covers is marked before the order is placed.
    const options = page.getByTestId('saved-address');
    await expect.poll(() => options.count()).toBe(3);
    expect(await options.filter({ hasText: '400020' }).textContent()).toContain(en.checkout.notServiceable);

    const home = options.filter({ hasText: '560038' });
    await home.getByRole('radio').check();
    await page.getByRole('radio', { name: en.checkout.methods.cod }).check();
    await screenshot(page, 'location-10-checkout');
    await page.getByRole('button', { name: /^Place order/ }).click();
    await page.waitForURL((url) => url.pathname === '/confirmation');
    await page.getByTestId('confirmation').waitFor();
    const [order] = (await apiCall<{ items: OrderBody[] }>(page, '/api/orders')).items;
    expect(order?.deliveryAddress).toMatchObject({ city: 'Bengaluru', pincode: '560038' });
  });

  it('when an address is deleted and another made default, then the list follows', async () => {
    await page.goto(`${server.url}/saved-addresses`);
    const far = page.getByTestId('address-card').filter({ hasText: '400020' });
    await far.getByRole('button', { name: new RegExp(`^${en.addresses.delete}`) }).click();
    const confirm = page.getByRole('dialog', { name: en.addresses.deleteTitle });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: en.addresses.deleteConfirm }).click();
    await expect.poll(() => page.getByTestId('address-card').count()).toBe(2);

    const work = page.getByTestId('address-card').filter({ hasText: '560001' });
    await work.getByRole('button', { name: new RegExp(`^${en.addresses.makeDefault}`) }).click();
    await work.getByTestId('address-default').waitFor();
    const { items } = await apiCall<{ items: SavedAddressBody[] }>(page, '/api/addresses');
    expect(items.find((item) => item.pincode === '560001')?.isDefault).toBe(true);
    expect(items.filter((item) => item.isDefault)).toHaveLength(1);

    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => page.getAttribute('html', 'class')).toContain('dark');
    await screenshot(page, 'location-11-saved-addresses-dark');
    await page.getByTestId('location-line').click();
    await chooser(page)
      .getByRole('button', { name: new RegExp(`^${en.location.selectOnMap}`) })
      .click();
    await tapMap(page, -40, 30);
    await mapPicker(page).getByTestId('selected-area').waitFor();
    await screenshot(page, 'location-12-map-dark');
  });
});
