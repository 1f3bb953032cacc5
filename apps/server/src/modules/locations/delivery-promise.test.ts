import { deliveryPromise } from '@tokri/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer } from '../../test-support/shop-fixtures.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

let server: TestServer;

const HOME = {
  label: 'home',
  contactName: 'Priya Sharma',
  contactPhone: '9876543210',
  house: 'Flat 402, Lakeview Apartments',
  street: '5th Cross',
  area: 'Koramangala',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560034',
};

beforeAll(async () => {
  server = await startTestServer({ seed: true });
});
afterAll(async () => server?.stop());

describe(`delivery promise on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('when a point is served, then the promise is the rule applied to the serving store distance', async () => {
    const { token } = await newCustomer(server);
    // About 4 km south-west of Tokri Indiranagar.
    const near = await server.api('/api/locations/serviceability?lat=12.9352&lng=77.6245', { token });
    expect(near.body.serviceable).toBe(true);
    expect(near.body.store.distanceKm).toBeGreaterThan(1);
    expect(near.body.promise).toEqual(deliveryPromise(near.body.store.distanceKm));
    const atStore = await server.api('/api/locations/serviceability?lat=12.9719&lng=77.6412', { token });
    expect(atStore.body.promise).toEqual({ minMinutes: 10, maxMinutes: 20 });
    // Farther away, never sooner.
    expect(near.body.promise.minMinutes).toBeGreaterThan(atStore.body.promise.minMinutes);
  });

  it('when no store delivers there, then there is no promise', async () => {
    const { token } = await newCustomer(server);
    const mysuru = await server.api('/api/locations/serviceability?lat=12.2958&lng=76.6394', { token });
    expect(mysuru.body).toMatchObject({ serviceable: false, promise: null });
  });

  it('when saved addresses are listed, then each served one carries the promise from its store', async () => {
    const { token } = await newCustomer(server);
    await server.api('/api/addresses', { token, body: { ...HOME, lat: 12.9352, lng: 77.6245 } });
    await server.api('/api/addresses', {
      token,
      body: { ...HOME, label: 'other', city: 'Mysuru', pincode: '570001', lat: 12.2958, lng: 76.6394 },
    });
    const { items } = (await server.api('/api/addresses', { token })).body;
    const bengaluru = items.find((item: { city: string }) => item.city === 'Bengaluru');
    const mysuru = items.find((item: { city: string }) => item.city === 'Mysuru');
    const check = await server.api('/api/locations/serviceability?lat=12.9352&lng=77.6245', { token });
    expect(bengaluru.deliveryPromise).toEqual(check.body.promise);
    expect(bengaluru.deliveryPromise.maxMinutes).toBeGreaterThan(bengaluru.deliveryPromise.minMinutes);
    expect(mysuru.deliveryPromise).toBeNull();
  });
});
