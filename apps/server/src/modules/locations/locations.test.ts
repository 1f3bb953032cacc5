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

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seed: true });
});
afterAll(async () => server?.stop());

const HOME = {
  label: 'home',
  contactName: 'Priya Sharma',
  contactPhone: '98765 43210',
  house: 'Flat 402, Lakeview Apartments',
  street: '5th Cross, 100 Feet Road',
  landmark: 'Near CMH Hospital',
  area: 'Indiranagar',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560038',
  lat: 12.9721,
  lng: 77.6405,
};

describe(`server functions for maps (spec §7) on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('reverse-geocodes a point with the offline geocoder, in the spec payload', async () => {
    const { token } = await newCustomer(server);
    const response = await server.api('/functions/v1/google-reverse-geocode', {
      token,
      body: { lat: 17.3616, lng: 78.4747 },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      success: true,
      area: 'Moghalpura',
      address: 'Moghalpura, Hyderabad',
      fullAddress: 'Moghalpura, Hyderabad, Telangana 500002, India',
      city: 'Hyderabad',
      state: 'Telangana',
      pincode: '500002',
    });
    const sea = await server.api('/functions/v1/google-reverse-geocode', {
      token,
      body: { lat: 15, lng: 70 },
    });
    expect(sea.body).toEqual({ success: false });
    const bad = await server.api('/functions/v1/google-reverse-geocode', {
      token,
      body: { lat: 'north', lng: 70 },
    });
    expect(bad.status).toBe(400);
    expect(
      (await server.api('/functions/v1/google-reverse-geocode', { body: { lat: 1, lng: 1 } })).status,
    ).toBe(401);
  });

  it('answers the maps token call with OpenStreetMap tiles when no Google key is set', async () => {
    const { token } = await newCustomer(server);
    const response = await server.api('/functions/v1/get-google-maps-token', { token, method: 'POST' });
    expect(response.body).toMatchObject({ token: null, provider: 'leaflet' });
    expect(response.body.tileUrl).toContain('{z}/{x}/{y}');
  });
});

describe('saved addresses', () => {
  it('are private to their user, and the first becomes the default', async () => {
    const priya = await newCustomer(server);
    const ravi = await newCustomer(server);
    const created = await server.api('/api/addresses', { token: priya.token, body: HOME });
    expect(created.status).toBe(201);
    expect(created.body.address).toMatchObject({
      contactPhone: '+919876543210',
      isDefault: true,
      pincode: '560038',
    });
    const id = created.body.address.id;
    expect((await server.api('/api/addresses', { token: ravi.token })).body.items).toEqual([]);
    expect(
      (await server.api(`/api/addresses/${id}`, { method: 'PUT', token: ravi.token, body: HOME })).status,
    ).toBe(404);
    expect((await server.api(`/api/addresses/${id}`, { method: 'DELETE', token: ravi.token })).status).toBe(
      404,
    );
    const mine = await server.api('/api/addresses', { token: priya.token });
    expect(mine.body.items).toMatchObject([{ id, serviceable: true, storeName: 'Tokri Indiranagar' }]);
  });

  it('validate the PIN code and phone, edit, switch the default and delete', async () => {
    const { token } = await newCustomer(server);
    const bad = await server.api('/api/addresses', { token, body: { ...HOME, pincode: '56003' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Enter a valid 6-digit PIN code.');
    const first = (await server.api('/api/addresses', { token, body: HOME })).body.address;
    const work = (
      await server.api('/api/addresses', {
        token,
        body: { ...HOME, label: 'work', house: 'Tower B, 7th floor' },
      })
    ).body.address;
    expect(work.isDefault).toBe(false);
    const edited = await server.api(`/api/addresses/${work.id}`, {
      method: 'PUT',
      token,
      body: { ...HOME, label: 'work', landmark: 'Opp. metro' },
    });
    expect(edited.body.address.landmark).toBe('Opp. metro');
    const switched = await server.api(`/api/addresses/${work.id}/default`, { method: 'POST', token });
    expect(switched.body.items[0]).toMatchObject({ id: work.id, isDefault: true });
    const afterDelete = await server.api(`/api/addresses/${work.id}`, { method: 'DELETE', token });
    expect(afterDelete.body.items).toMatchObject([{ id: first.id, isDefault: true }]);
  });
});

describe('serviceability', () => {
  it('tells a point inside a store radius from one outside every radius', async () => {
    const { token } = await newCustomer(server);
    const inside = await server.api('/api/locations/serviceability?lat=12.9719&lng=77.6412', { token });
    expect(inside.body).toMatchObject({
      serviceable: true,
      store: { name: 'Tokri Indiranagar', distanceKm: 0 },
    });
    const mysuru = await server.api('/api/locations/serviceability?lat=12.2958&lng=76.6394', { token });
    expect(mysuru.body.serviceable).toBe(false);
    expect(mysuru.body.store.distanceKm).toBeGreaterThan(100);
    const byPincode = await server.api('/api/locations/serviceability?pincode=500002', { token });
    expect(byPincode.body).toMatchObject({ serviceable: true, store: { name: 'Tokri Old City' } });
  });

  it('refuses an order to an address outside every radius, and serves others from the nearest store', async () => {
    const rice = await productIdBySlug(server.db, 'basmati-rice');
    await server.db.query('update products set price_paise = 30000, discount_percentage = 0 where id = $1', [
      rice,
    ]);
    await setStock(server.db, rice, 100);
    const { token } = await newCustomer(server);
    await fillCart(server, token, [{ productId: rice, quantity: 1 }]);
    const mysuru = { ...ADDRESS, city: 'Mysuru', pincode: '570001' };
    const refused = await placeOrder(server, token, { address: mysuru, paymentMethod: 'cod' });
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatchObject({
      code: 'NOT_SERVICEABLE',
      message: 'Sorry, we do not deliver to PIN code 570001 yet.',
    });
    expect((await server.api('/api/cart', { token })).body.items).toHaveLength(1);

    const saved = await server.api('/api/addresses', { token, body: { ...HOME, lat: 12.928, lng: 77.59 } });
    const placed = await placeOrder(server, token, {
      addressId: saved.body.address.id,
      paymentMethod: 'cod',
    });
    expect(placed.status).toBe(201);
    expect(placed.body.order.deliveryAddress).toMatchObject({
      contactName: 'Priya Sharma',
      pincode: '560038',
      lat: 12.928,
    });
    const { rows } = await server.db.query<{ name: string }>(
      'select s.name from orders o join seller_locations s on s.id = o.seller_location_id where o.id = $1',
      [placed.body.order.id],
    );
    expect(rows[0]!.name).toBe('Tokri Jayanagar');
    const stranger = await newCustomer(server);
    await fillCart(server, stranger.token, [{ productId: rice, quantity: 1 }]);
    const foreign = await placeOrder(server, stranger.token, {
      addressId: saved.body.address.id,
      paymentMethod: 'cod',
    });
    expect(foreign.status).toBe(404);
  });
});
