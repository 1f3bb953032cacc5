import { destinationPoint, anyErrorMessage as errorMessage } from '@tokri/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADDRESS,
  fillCart,
  newCustomer,
  placeOrder,
  productIdBySlug,
  setStock,
  signInAsAdmin,
} from '../../test-support/shop-fixtures.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

/**
 * Stores with a radius or a drawn polygon as their area (issue 13 item 6, ADR 0036), through the admin API,
 * the customer's serviceability call and checkout. Mysuru and Mandya: no demo store delivers there.
 */

let server: TestServer;
let adminToken: string;
let customerToken: string;
let riceId: string;

beforeAll(async () => {
  server = await startTestServer({ seed: true });
  adminToken = (await signInAsAdmin(server)).token;
  customerToken = (await newCustomer(server)).token;
  riceId = await productIdBySlug(server.db, 'basmati-rice');
  await server.db.query('update products set price_paise = 30000, discount_percentage = 0 where id = $1', [
    riceId,
  ]);
  await setStock(server.db, riceId, 1000);
});
afterAll(async () => server?.stop());

const MYSURU_SQUARE = [
  [12.28, 76.62],
  [12.28, 76.66],
  [12.32, 76.66],
  [12.32, 76.62],
];
const MANDYA = { lat: 12.5218, lng: 76.8951 };

const polygonStore = (name: string) => ({
  name,
  address: 'Sayyaji Rao Road',
  city: 'Mysuru',
  phone: '0821 242 2222',
  lat: 12.3,
  lng: 76.64,
  areaKind: 'polygon',
  serviceRadiusKm: 3,
  areaPolygon: MYSURU_SQUARE,
  openingHours: {
    mon: { open: '06:30', close: '22:00' },
    tue: { open: '06:30', close: '22:00' },
    wed: { open: '06:30', close: '22:00' },
    thu: { open: '06:30', close: '22:00' },
    fri: { open: '06:30', close: '22:00' },
    sat: { open: '08:00', close: '23:30' },
    sun: null,
  },
});
const radiusStore = (name: string) => ({
  name,
  city: 'Mandya',
  lat: MANDYA.lat,
  lng: MANDYA.lng,
  areaKind: 'radius',
  serviceRadiusKm: 5,
});

const createStore = async (body: object) => {
  const response = await server.api('/api/admin/stores', { token: adminToken, body });
  expect(response.status).toBe(201);
  return response.body.store as { id: string; name: string };
};
const servedAt = async (lat: number, lng: number) =>
  (await server.api(`/api/locations/serviceability?lat=${lat}&lng=${lng}`, { token: customerToken })).body;
const auditRows = async (storeId: string) =>
  (
    await server.db.query<{ action: string; actor: string; before: unknown; after: unknown }>(
      `select action, actor_user_id::text as actor, before, after from admin_audit_log
        where entity = 'store' and entity_id = $1 order by created_at, id`,
      [storeId],
    )
  ).rows;

describe(`store areas on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('when a polygon store is created, then points inside and on its edge are served by it and points outside are not', async () => {
    const store = await createStore(polygonStore('Tokri Mysuru'));
    const inside = await servedAt(12.3, 76.64);
    expect(inside).toMatchObject({ serviceable: true, store: { id: store.id, areaKind: 'polygon' } });
    expect(inside.promise).not.toBeNull();
    // On an edge and on a vertex: the line the admin drew counts as inside.
    expect((await servedAt(12.28, 76.645)).store.id).toBe(store.id);
    expect((await servedAt(12.28, 76.645)).serviceable).toBe(true);
    expect((await servedAt(12.32, 76.66)).serviceable).toBe(true);
    // Just outside the square, though within its 3 km radius (which a polygon store does not use).
    expect((await servedAt(12.3, 76.6599 + 0.0011)).serviceable).toBe(false);
    expect((await servedAt(12.33, 76.64)).serviceable).toBe(false);

    const listed = await server.api('/api/admin/stores', { token: adminToken });
    expect(listed.body.items.find((s: { id: string }) => s.id === store.id)).toMatchObject({
      areaPolygon: MYSURU_SQUARE,
      phone: '0821 242 2222',
      openingHours: { sun: null, sat: { open: '08:00', close: '23:30' } },
      isActive: true,
    });
  });

  it('when a radius store is created, then a point exactly on the circle is served and one 10 m beyond is not', async () => {
    const store = await createStore(radiusStore('Tokri Mandya'));
    const onEdge = destinationPoint(MANDYA, 123, 5);
    expect(await servedAt(onEdge.lat, onEdge.lng)).toMatchObject({
      serviceable: true,
      store: { id: store.id },
    });
    const inside = destinationPoint(MANDYA, 300, 4.5);
    expect((await servedAt(inside.lat, inside.lng)).serviceable).toBe(true);
    const beyond = destinationPoint(MANDYA, 123, 5.01);
    expect((await servedAt(beyond.lat, beyond.lng)).serviceable).toBe(false);
  });

  it('when two stores serve a point, then the nearer one wins, and a deactivated store serves nobody', async () => {
    const near = await createStore(polygonStore('Tokri Mysuru Palace'));
    // A bigger circle whose pin is farther from the point than the palace store's pin.
    const far = await createStore({
      ...radiusStore('Tokri Mysuru Ring'),
      lat: 12.34,
      lng: 76.6,
      serviceRadiusKm: 20,
    });
    await server.db.query(`update seller_locations set is_active = false where name = 'Tokri Mysuru'`);
    expect((await servedAt(12.301, 76.641)).store.id).toBe(near.id);
    const off = await server.api(`/api/admin/stores/${near.id}/active`, {
      method: 'PUT',
      token: adminToken,
      body: { isActive: false },
    });
    expect(off.body.store.isActive).toBe(false);
    expect((await servedAt(12.301, 76.641)).store.id).toBe(far.id);
    await server.api(`/api/admin/stores/${far.id}/active`, {
      method: 'PUT',
      token: adminToken,
      body: { isActive: false },
    });
    expect((await servedAt(12.301, 76.641)).serviceable).toBe(false);
    expect((await auditRows(near.id)).map((row) => row.action)).toEqual(['create', 'deactivate']);
    expect((await auditRows(near.id))[1]).toMatchObject({
      before: { isActive: true },
      after: { isActive: false },
    });
  });

  it('when an address is outside every area, then checkout refuses it; on a polygon edge, the order is placed from that store', async () => {
    const store = await createStore(polygonStore('Tokri Mysuru Checkout'));
    const { token } = await newCustomer(server);
    await fillCart(server, token, [{ productId: riceId, quantity: 1 }]);
    const mysuru = { ...ADDRESS, city: 'Mysuru', state: 'Karnataka', pincode: '570001' };
    const outside = await placeOrder(server, token, {
      address: { ...mysuru, lat: 12.35, lng: 76.64 },
      paymentMethod: 'cod',
    });
    expect(outside.status).toBe(422);
    expect(outside.body.error).toMatchObject({
      code: 'NOT_SERVICEABLE',
      message: 'Sorry, we do not deliver to PIN code 570001 yet.',
    });
    const onEdge = await placeOrder(server, token, {
      address: { ...mysuru, lat: 12.3, lng: 76.62 },
      paymentMethod: 'cod',
    });
    expect(onEdge.status).toBe(201);
    const { rows } = await server.db.query<{ seller_location_id: string }>(
      'select seller_location_id from orders where id = $1',
      [onEdge.body.order.id],
    );
    expect(rows[0]!.seller_location_id).toBe(store.id);
  });

  it('when an edit draws a crossing outline or bad hours, then it is refused per field in the reader’s language and nothing changes', async () => {
    const store = await createStore(radiusStore('Tokri Mandya Two'));
    const bowTie = await server.api(`/api/admin/stores/${store.id}`, {
      method: 'PUT',
      token: adminToken,
      headers: { 'accept-language': 'hi' },
      body: {
        ...polygonStore('Tokri Mandya Two'),
        areaPolygon: [
          [12.5, 76.8],
          [12.5, 76.9],
          [12.6, 76.8],
          [12.6, 76.9],
        ],
      },
    });
    expect(bowTie.status).toBe(400);
    expect(bowTie.body.error.fields.areaPolygon).toBe(errorMessage('AREA_SELF_INTERSECTS', 'hi'));
    const tooFew = await server.api(`/api/admin/stores/${store.id}`, {
      method: 'PUT',
      token: adminToken,
      body: { ...polygonStore('x'), areaPolygon: MYSURU_SQUARE.slice(0, 2) },
    });
    expect(tooFew.body.error.fields.areaPolygon).toBe(errorMessage('AREA_TOO_FEW_POINTS', 'en'));
    const hours = await server.api(`/api/admin/stores/${store.id}`, {
      method: 'PUT',
      token: adminToken,
      body: {
        ...polygonStore('x'),
        openingHours: { ...polygonStore('x').openingHours, mon: { open: '22:00', close: '06:00' } },
      },
    });
    expect(hours.status).toBe(400);
    expect(hours.body.error.fields['openingHours.mon.close']).toBe(errorMessage('STORE_HOURS_INVALID', 'en'));
    const row = await server.db.query<{ area_kind: string; name: string }>(
      'select area_kind, name from seller_locations where id = $1',
      [store.id],
    );
    expect(row.rows[0]).toEqual({ area_kind: 'radius', name: 'Tokri Mandya Two' });
    expect((await auditRows(store.id)).map((r) => r.action)).toEqual(['create']);

    const missing = await server.api('/api/admin/stores/00000000-0000-4000-8000-000000000000', {
      method: 'PUT',
      token: adminToken,
      body: radiusStore('Nowhere'),
    });
    expect(missing.status).toBe(404);
  });

  it('when an admin switches a store to a polygon, then the audit row keeps both shapes and a radius store keeps no polygon', async () => {
    const store = await createStore({ ...radiusStore('Tokri Mandya Three'), areaPolygon: MYSURU_SQUARE });
    const created = await server.db.query<{ area_polygon: unknown }>(
      'select area_polygon from seller_locations where id = $1',
      [store.id],
    );
    expect(created.rows[0]!.area_polygon).toBeNull();
    const edited = await server.api(`/api/admin/stores/${store.id}`, {
      method: 'PUT',
      token: adminToken,
      body: polygonStore('Tokri Mandya Three'),
    });
    expect(edited.status).toBe(200);
    expect(edited.body.store).toMatchObject({
      areaKind: 'polygon',
      areaPolygon: MYSURU_SQUARE,
      city: 'Mysuru',
    });
    const [, update] = await auditRows(store.id);
    expect(update).toMatchObject({
      action: 'update',
      before: { areaKind: 'radius', areaPolygon: null, city: 'Mandya' },
      after: { areaKind: 'polygon', areaPolygon: MYSURU_SQUARE, city: 'Mysuru' },
    });
    const adminId = (
      await server.db.query<{ id: string }>(`select id::text from users where email = 'admin@tokri.in'`)
    ).rows[0]!.id;
    expect(update!.actor).toBe(adminId);
  });

  it('when a customer or a visitor calls the stores admin, then it is refused', async () => {
    expect((await server.api('/api/admin/stores', { token: customerToken })).status).toBe(403);
    expect((await server.api('/api/admin/stores')).status).toBe(401);
    expect(
      (await server.api('/api/admin/stores', { token: customerToken, body: radiusStore('Sneaky') })).status,
    ).toBe(403);
  });
});
