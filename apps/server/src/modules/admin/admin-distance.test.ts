import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer, signInAsAdmin } from '../../test-support/shop-fixtures.js';
import { istAt } from '../../test-support/subscription-fixtures.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

/** Distance tracking for one IST day: per order, per store, per rider. */

let server: TestServer;
let adminToken: string;

beforeAll(async () => {
  server = await startTestServer({ seed: true, clock: () => istAt('2026-03-10', '20:00') });
  adminToken = (await signInAsAdmin(server)).token;
});
afterAll(async () => server?.stop());

describe('admin distance tracking', () => {
  it('sums each store’s distances and times each rider’s deliveries on the IST day asked for', async () => {
    const { userId } = await newCustomer(server, 'Distance');
    const stores = await server.db.query<{ id: string }>(
      'select id from seller_locations order by name limit 2',
    );
    const [storeA, storeB] = stores.rows.map((row) => row.id);
    const riders = await server.db.query<{ id: string }>('select id from delivery_agents limit 1');
    const rider = riders.rows[0]!.id;
    const insert = (at: Date, store: string, km: number, status: string, deliveredAfterMinutes?: number) =>
      server.db.query(
        `insert into orders (user_id, status, payment_status, subtotal_paise, total_paise, created_at,
                             seller_location_id, delivery_distance_km, rider_id, delivered_at)
         values ($1, $2, 'paid_cod', 1000, 1000, $3, $4, $5, $6, $3::timestamptz + make_interval(mins => $7))`,
        [userId, status, at, store, km, rider, deliveredAfterMinutes ?? null],
      );
    await insert(istAt('2026-03-10', '00:05'), storeA!, 1.25, 'delivered', 20);
    await insert(istAt('2026-03-10', '09:00'), storeA!, 2.5, 'delivered', 31);
    await insert(istAt('2026-03-10', '10:00'), storeB!, 4, 'out_for_delivery');
    await insert(istAt('2026-03-10', '11:00'), storeB!, 9, 'cancelled');
    await insert(istAt('2026-03-09', '23:55'), storeA!, 7, 'delivered', 10);
    // The rider's track that day: 1.112 km north and back half of it (0.001 degree of latitude is 111.2 m),
    // one fix 500 m wide left out, and yesterday's fix not counted.
    const fix = (at: Date, lat: number, accuracy = 10) =>
      server.db.query(
        'insert into rider_positions (rider_id, lat, lng, accuracy_m, recorded_at) values ($1, $2, 77.6, $3, $4)',
        [rider, lat, accuracy, at],
      );
    await fix(istAt('2026-03-09', '23:50'), 12.5);
    await fix(istAt('2026-03-10', '09:00'), 12.97);
    await fix(istAt('2026-03-10', '09:02'), 12.98);
    await fix(istAt('2026-03-10', '09:03'), 13.02, 500);
    await fix(istAt('2026-03-10', '09:04'), 12.975);

    const today = await server.api('/api/admin/distance', { token: adminToken });
    expect(today.body.date).toBe('2026-03-10');
    expect(today.body.orders).toHaveLength(3);
    const byStore = Object.fromEntries(
      today.body.stores.map(
        (s: { id: string; orders: number; totalKm: number; averageKm: number | null }) => [
          s.id,
          [s.orders, s.totalKm, s.averageKm],
        ],
      ),
    );
    expect(byStore[storeA!]).toEqual([2, 3.75, 1.9]);
    expect(byStore[storeB!]).toEqual([1, 4, 4]);
    expect(today.body.riders).toEqual([
      expect.objectContaining({ id: rider, deliveries: 2, averageDeliveryMinutes: 25.5, travelledKm: 1.668 }),
    ]);

    const yesterday = await server.api('/api/admin/distance?date=2026-03-09', { token: adminToken });
    expect(yesterday.body.orders.map((o: { distanceKm: number }) => o.distanceKm)).toEqual([7]);
    expect(yesterday.body.riders).toEqual([expect.objectContaining({ id: rider, travelledKm: 0 })]);
    const quietDay = await server.api('/api/admin/distance?date=2026-03-08', { token: adminToken });
    expect(quietDay.body.riders).toEqual([]);
    const bad = await server.api('/api/admin/distance?date=2026-02-30', { token: adminToken });
    expect(bad.status).toBe(400);
  });
});
