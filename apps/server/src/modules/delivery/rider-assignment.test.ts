import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  goOnline,
  newRider,
  newStore,
  pendingOffer,
  placedOrderAt,
  type TestRider,
} from '../../test-support/rider-fixtures.js';
import { newCustomer, productIdBySlug, setStock, signInAsAdmin } from '../../test-support/shop-fixtures.js';
import { connectRealtime } from '../../test-support/socket-client.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { runRiderOfferRound } from './rider-offer-round.js';

/** Automatic assignment and the rider API (issue 14, ADR 0038), through real HTTP on a real database. */

let server: TestServer;
let adminToken: string;
let dal: string;
const settings = { offerSeconds: 30 };

beforeAll(async () => {
  server = await startTestServer({ seed: true });
  adminToken = (await signInAsAdmin(server)).token;
  dal = await productIdBySlug(server.db, 'toor-dal');
  await setStock(server.db, dal, 5000, 25_000);
});
afterAll(async () => server?.stop());

const confirm = (orderId: string) =>
  server.api(`/api/admin/orders/${orderId}/status`, {
    method: 'PATCH',
    token: adminToken,
    body: { status: 'confirmed' },
  });
const home = (rider: TestRider) => server.api('/api/rider/home', { token: rider.token });
const accept = (rider: TestRider, offerId: string) =>
  server.api(`/api/rider/offers/${offerId}/accept`, { method: 'POST', token: rider.token });
const decline = (rider: TestRider, offerId: string) =>
  server.api(`/api/rider/offers/${offerId}/decline`, { method: 'POST', token: rider.token });
const moveAsRider = (rider: TestRider, orderId: string, status: string) =>
  server.api(`/api/rider/orders/${orderId}/status`, { token: rider.token, body: { status } });

/** A store with one rider online at it and a confirmed order offered to that rider. */
async function offeredScene() {
  const store = await newStore(server);
  const rider = await newRider(server, store, 'Suresh Babu', { lat: 12.972, lng: 77.642 });
  await goOnline(server, rider);
  const order = await placedOrderAt(server, store, dal);
  expect((await confirm(order.orderId)).status).toBe(200);
  const offer = await pendingOffer(server, order.orderId);
  expect(offer?.rider_id).toBe(rider.riderId);
  return { store, rider, order, offerId: offer!.id };
}

describe(`rider endpoints on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('when someone who is not a rider calls them, then signed out is 401, a customer 403 and an admin without a rider row 403', async () => {
    const customer = await newCustomer(server);
    const someOffer = '00000000-0000-4000-8000-000000000001';
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/rider/home'],
      ['PUT', '/api/rider/online', { online: true }],
      ['POST', `/api/rider/offers/${someOffer}/accept`],
      ['POST', `/api/rider/offers/${someOffer}/decline`],
      ['POST', `/api/rider/orders/${someOffer}/status`, { status: 'picked_up' }],
    ];
    for (const [method, path, body] of calls) {
      const init = { method, ...(body === undefined ? {} : { body }) };
      expect((await server.api(path, init)).status, `${method} ${path} signed out`).toBe(401);
      expect((await server.api(path, { ...init, token: customer.token })).status, path).toBe(403);
      const asAdmin = await server.api(path, { ...init, token: adminToken });
      expect(asAdmin.status, `${method} ${path} as admin`).toBe(403);
      expect(asAdmin.body.error.code).toBe('RIDER_ACCOUNT_REQUIRED');
    }
  });

  it('when a rider names another rider’s offer or order, then it is not found and nothing changes', async () => {
    const { store, rider, order, offerId } = await offeredScene();
    const other = await newRider(server, store, 'Kiran Rao');
    expect((await accept(other, offerId)).status).toBe(404);
    expect((await decline(other, offerId)).status).toBe(404);
    expect((await pendingOffer(server, order.orderId))?.id).toBe(offerId);
    expect((await accept(rider, offerId)).status).toBe(200);
    const moved = await moveAsRider(other, order.orderId, 'picked_up');
    expect(moved.status).toBe(404);
    expect(JSON.stringify((await home(other)).body)).not.toContain(order.orderId);
    const { rows } = await server.db.query<{ status: string }>('select status from orders where id = $1', [
      order.orderId,
    ]);
    expect(rows[0]!.status).toBe('accepted');
  });

  it('when a confirmed order is offered, then the nearest online rider of its store gets it; offline riders, other stores and riders without a position come after', async () => {
    const store = await newStore(server, 12.9719, 77.6412);
    const elsewhere = await newStore(server, 12.9719, 77.6412);
    const offlineClosest = await newRider(server, store, 'Offline Close', { lat: 12.9719, lng: 77.6413 });
    const otherStore = await newRider(server, elsewhere, 'Other Store', { lat: 12.9719, lng: 77.6412 });
    const unknown = await newRider(server, store, 'Nowhere Known');
    const far = await newRider(server, store, 'Far Away', { lat: 13.02, lng: 77.7 });
    const near = await newRider(server, store, 'Near By', { lat: 12.975, lng: 77.645 });
    for (const rider of [unknown, far, near, otherStore]) await goOnline(server, rider);
    const socket = await connectRealtime(server.url, near.token, { topics: ['rider'] });
    const farSocket = await connectRealtime(server.url, far.token, { topics: ['rider'] });
    try {
      const order = await placedOrderAt(server, store, dal);
      expect((await confirm(order.orderId)).status).toBe(200);
      const first = await pendingOffer(server, order.orderId);
      expect(first?.rider_id).toBe(near.riderId);
      // The open app hears the offer at once (durable event on the rider's own topic)...
      const event = await socket.waitFor(
        (m) => m.type === 'event' && JSON.stringify(m).includes(order.orderId),
      );
      expect(event).toMatchObject({ topic: 'rider', userId: near.userId, payload: { type: 'offer' } });
      const offers = (await home(near)).body.offers;
      expect(offers).toHaveLength(1);
      expect(offers[0]).toMatchObject({
        id: first!.id,
        orderId: order.orderId,
        area: { city: 'Bengaluru', pincode: '560038' },
        itemCount: 2,
        amountToCollectPaise: order.totalPaise,
      });
      // ...and a notification with the ringtone, whose web push wakes a phone with the app closed.
      const { rows: notes } = await server.db.query<{ id: string; metadata: Record<string, unknown> }>(
        'select id, metadata from notifications where user_id = $1 and order_id = $2',
        [near.userId, order.orderId],
      );
      expect(notes[0]!.metadata).toMatchObject({
        template: 'rider_offer',
        priority: 'urgent',
        sound: 'ringtone',
      });
      const { rows: pushes } = await server.db.query(
        `select 1 from scheduled_jobs where kind = 'web_push' and payload ->> 'notificationId' = $1`,
        [notes[0]!.id],
      );
      expect(pushes).toHaveLength(1);

      // Declined: the next nearest, then the rider without a position, then nobody (the order waits).
      expect((await decline(near, first!.id)).status).toBe(204);
      const second = await pendingOffer(server, order.orderId);
      expect(second?.rider_id).toBe(far.riderId);
      expect((await decline(far, second!.id)).status).toBe(204);
      const third = await pendingOffer(server, order.orderId);
      expect(third?.rider_id).toBe(unknown.riderId);
      expect((await decline(unknown, third!.id)).status).toBe(204);
      expect(await pendingOffer(server, order.orderId)).toBeNull();
      // Declining twice changes nothing; nobody was offered the order twice, the offline rider never.
      expect((await decline(unknown, third!.id)).status).toBe(204);
      const { rows } = await server.db.query<{ rider_id: string; status: string }>(
        'select rider_id, status from rider_offers where order_id = $1 order by offered_at, id',
        [order.orderId],
      );
      expect(rows.map((row) => row.rider_id)).toEqual([near.riderId, far.riderId, unknown.riderId]);
      expect(rows.every((row) => row.status === 'declined')).toBe(true);
      expect(rows.map((row) => row.rider_id)).not.toContain(offlineClosest.riderId);
      expect(rows.map((row) => row.rider_id)).not.toContain(otherStore.riderId);
      const closed = await socket.waitFor(
        (m) => JSON.stringify(m).includes('offer_closed') && JSON.stringify(m).includes(first!.id),
      );
      expect(closed).toMatchObject({ payload: { type: 'offer_closed', reason: 'declined' } });
      // Each rider hears only their own offers: the far rider heard theirs, never the near rider's.
      await farSocket.waitFor((m) => JSON.stringify(m).includes(second!.id));
      expect(JSON.stringify(farSocket.messages)).not.toContain(first!.id);
    } finally {
      await socket.close();
      await farSocket.close();
    }
  });

  it('when an offer times out, then the expiry round gives the order to the next rider and the late accept is refused', async () => {
    const { store, rider, order, offerId } = await offeredScene();
    const next = await newRider(server, store, 'Next Rider', { lat: 12.99, lng: 77.66 });
    await goOnline(server, next);
    await server.db.query(`update rider_offers set expires_at = now() - interval '1 second' where id = $1`, [
      offerId,
    ]);
    const round = await runRiderOfferRound(server.db, settings);
    expect(round.expired).toBeGreaterThanOrEqual(1);
    const after = await pendingOffer(server, order.orderId);
    expect(after?.rider_id).toBe(next.riderId);
    const late = await accept(rider, offerId);
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe('OFFER_EXPIRED');
    expect((await home(rider)).body.offers).toEqual([]);
    expect((await home(next)).body.offers.map((o: { orderId: string }) => o.orderId)).toEqual([
      order.orderId,
    ]);
  });

  it('when a rider accepts an offer that is overdue before any round ran, then it expires on the spot and goes to the next rider', async () => {
    const { store, rider, order, offerId } = await offeredScene();
    const next = await newRider(server, store, 'Lazy Next', { lat: 12.99, lng: 77.66 });
    await goOnline(server, next);
    await server.db.query(`update rider_offers set expires_at = now() - interval '1 second' where id = $1`, [
      offerId,
    ]);
    const late = await accept(rider, offerId);
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe('OFFER_EXPIRED');
    expect((await pendingOffer(server, order.orderId))?.rider_id).toBe(next.riderId);
  });

  it('when the rider accepts, then the order is theirs and accepted, and the customer hears the rider’s first name and the order’s own estimate', async () => {
    const { rider, order, offerId } = await offeredScene();
    const accepted = await accept(rider, offerId);
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({
      orderId: order.orderId,
      status: 'accepted',
      customerFirstName: 'Priya',
      customerPhoneMasked: '+91 98XXX XX210',
      customerPhone: '+919876543210',
      paymentMethod: 'cod',
      amountToCollectPaise: order.totalPaise,
      otpAttemptsLeft: 5,
      deliveryNotes: null,
      address: { house: 'Flat 402, Lakeview Apartments', city: 'Bengaluru', pincode: '560038' },
    });
    expect(accepted.body.lines).toHaveLength(1);
    expect(accepted.body.lines[0]).toMatchObject({ quantity: 2, status: 'ok' });
    const notes = await server.api('/api/notifications', { token: order.customer.token });
    const assigned = (notes.body.items as { title: string; message: string }[]).find((n) =>
      n.message.includes('will deliver your order'),
    );
    expect(assigned?.message).toContain('Suresh will deliver your order');
    expect(assigned?.message).not.toContain('Babu');
    // The customer's order and live change carry the first name; the admin's board the full name.
    const mine = await server.api(`/api/orders/${order.orderId}`, { token: order.customer.token });
    // One estimate (ADR 0081): the notice says what the order's view says, not a fixed 'ETA: 30-45 mins'.
    const estimate = mine.body.order.estimate as { minMinutes: number; maxMinutes: number };
    expect(estimate.maxMinutes - estimate.minMinutes).toBe(10);
    expect(assigned?.message).toContain(`Arrives in ${estimate.minMinutes}–${estimate.maxMinutes} min.`);
    expect(assigned?.message).not.toContain('ETA');
    expect(mine.body.order.rider.name).toBe('Suresh');
    const theirs = await server.api(`/api/admin/orders?q=${order.orderId.slice(-8)}`, { token: adminToken });
    expect(theirs.body.items[0].rider.name).toBe('Suresh Babu');
    const events = await server.db.query<{ topic: string; rider_name: string }>(
      `select topic, payload ->> 'rider_name' as rider_name from realtime_events
        where payload ->> 'id' = $1 and payload ->> 'status' = 'accepted' order by topic`,
      [order.orderId],
    );
    expect(events.rows).toEqual([
      { topic: 'admin_orders', rider_name: 'Suresh Babu' },
      { topic: 'orders', rider_name: 'Suresh' },
    ]);
    const { rows } = await server.db.query<{ actor_role: string; from_status: string }>(
      `select actor_role, from_status from order_status_history where order_id = $1 and to_status = 'accepted'`,
      [order.orderId],
    );
    expect(rows).toEqual([{ actor_role: 'rider', from_status: 'confirmed' }]);
    const current = (await home(rider)).body.current;
    expect(current.map((a: { orderId: string }) => a.orderId)).toEqual([order.orderId]);
    const offer = await server.db.query<{ status: string }>('select status from rider_offers where id = $1', [
      offerId,
    ]);
    expect(offer.rows[0]!.status).toBe('accepted');
  });

  it('when the store starts preparing while the offer is open, then the offer stands and accepting takes the order from preparing', async () => {
    const { rider, order, offerId } = await offeredScene();
    const preparing = await server.api(`/api/admin/orders/${order.orderId}/status`, {
      method: 'PATCH',
      token: adminToken,
      body: { status: 'preparing' },
    });
    expect(preparing.status).toBe(200);
    expect((await pendingOffer(server, order.orderId))?.id).toBe(offerId);
    const accepted = await accept(rider, offerId);
    expect(accepted.body.status).toBe('accepted');
    const { rows } = await server.db.query<{ from_status: string; actor_role: string }>(
      `select from_status, actor_role from order_status_history where order_id = $1 and to_status = 'accepted'`,
      [order.orderId],
    );
    expect(rows).toEqual([{ from_status: 'preparing', actor_role: 'rider' }]);
  });

  it('when the rider moves their order, then it goes picked up then out for delivery (times recorded, retries harmless) and never skips to delivered', async () => {
    const { rider, order, offerId } = await offeredScene();
    expect((await accept(rider, offerId)).status).toBe(200);
    const skip = await moveAsRider(rider, order.orderId, 'out_for_delivery');
    expect(skip.status).toBe(409);
    expect((await moveAsRider(rider, order.orderId, 'delivered')).status).toBe(400);
    const picked = await moveAsRider(rider, order.orderId, 'picked_up');
    expect(picked.status).toBe(200);
    expect(picked.body.status).toBe('picked_up');
    expect((await moveAsRider(rider, order.orderId, 'picked_up')).body.status).toBe('picked_up');
    const out = await moveAsRider(rider, order.orderId, 'out_for_delivery');
    expect(out.body.status).toBe('out_for_delivery');
    const { rows } = await server.db.query<{ picked: boolean; out: boolean; jobs: number }>(
      `select picked_up_at is not null as picked, out_for_delivery_at is not null as out,
              (select count(*)::int from scheduled_jobs where kind = 'arriving_soon' and dedupe_key = o.id::text) as jobs
         from orders o where o.id = $1`,
      [order.orderId],
    );
    expect(rows[0]).toEqual({ picked: true, out: true, jobs: 1 });
    // Carrying an order, the rider cannot go offline.
    const offline = await server.api('/api/rider/online', {
      method: 'PUT',
      token: rider.token,
      body: { online: false },
    });
    expect(offline.status).toBe(409);
    expect(offline.body.error.code).toBe('RIDER_HAS_ACTIVE_ORDER');
  });

  it('when a rider goes offline, then their open offer is withdrawn and offered to the next rider; going online again offers them the oldest waiting order', async () => {
    const { store, rider, order, offerId } = await offeredScene();
    const backup = await newRider(server, store, 'Backup Rider', { lat: 12.98, lng: 77.65 });
    await goOnline(server, backup);
    const me = await goOnline(server, rider, false);
    expect(me).toMatchObject({ isOnline: false, fullName: 'Suresh Babu' });
    const { rows } = await server.db.query<{ status: string }>(
      'select status from rider_offers where id = $1',
      [offerId],
    );
    expect(rows[0]!.status).toBe('withdrawn');
    const moved = await pendingOffer(server, order.orderId);
    expect(moved?.rider_id).toBe(backup.riderId);
    // The backup declines and goes offline too: nobody is left, the order waits. An offline rider's accept is refused.
    expect((await decline(backup, moved!.id)).status).toBe(204);
    await goOnline(server, backup, false);
    expect(await pendingOffer(server, order.orderId)).toBeNull();
    const refused = await accept(rider, offerId);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('RIDER_NOT_ONLINE');
    // A newer order also waits; a rider coming online gets the oldest one they were never offered.
    const newer = await placedOrderAt(server, store, dal);
    expect((await confirm(newer.orderId)).status).toBe(200);
    const fresh = await newRider(server, store, 'Fresh Rider');
    const online = await goOnline(server, fresh);
    expect(online.isOnline).toBe(true);
    expect((await pendingOffer(server, order.orderId))?.rider_id).toBe(fresh.riderId);
    expect(await pendingOffer(server, newer.orderId)).toBeNull();
    // The first rider back online gets the other waiting order (the first was already theirs once).
    await goOnline(server, rider);
    expect((await pendingOffer(server, newer.orderId))?.rider_id).toBe(rider.riderId);
  });

  it('when an admin assigns a rider by hand or the customer cancels, then the open offer is withdrawn', async () => {
    const { store, rider, order, offerId } = await offeredScene();
    const chosen = await newRider(server, store, 'Admin Choice');
    const assigned = await server.api(`/api/admin/orders/${order.orderId}/rider`, {
      token: adminToken,
      body: { riderId: chosen.riderId },
    });
    expect(assigned.status).toBe(200);
    expect(assigned.body.order.status).toBe('accepted');
    const taken = await accept(rider, offerId);
    expect(taken.status).toBe(409);
    expect(taken.body.error.code).toBe('OFFER_TAKEN');
    expect((await home(chosen)).body.current.map((a: { orderId: string }) => a.orderId)).toEqual([
      order.orderId,
    ]);

    const second = await placedOrderAt(server, store, dal);
    expect((await confirm(second.orderId)).status).toBe(200);
    const offer = await pendingOffer(server, second.orderId);
    expect(offer?.rider_id).toBe(rider.riderId);
    const cancelled = await server.api(`/api/orders/${second.orderId}/cancel`, {
      method: 'POST',
      token: second.customer.token,
    });
    expect(cancelled.status).toBe(200);
    const { rows } = await server.db.query<{ status: string }>(
      'select status from rider_offers where id = $1',
      [offer!.id],
    );
    expect(rows[0]!.status).toBe('withdrawn');
    expect((await home(rider)).body.offers).toEqual([]);
  });

  it('when an admin gives an accepted order to another rider, then the first rider is told it was taken away and no longer holds it', async () => {
    const { store, rider, order, offerId } = await offeredScene();
    expect((await accept(rider, offerId)).status).toBe(200);
    const other = await newRider(server, store, 'Swap Rider');
    const swapped = await server.api(`/api/admin/orders/${order.orderId}/rider`, {
      token: adminToken,
      body: { riderId: other.riderId },
    });
    expect(swapped.status).toBe(200);
    expect((await home(rider)).body.current).toEqual([]);
    expect((await home(other)).body.current.map((a: { orderId: string }) => a.orderId)).toEqual([
      order.orderId,
    ]);
    expect((await moveAsRider(rider, order.orderId, 'picked_up')).status).toBe(404);
    const { rows } = await server.db.query<{ user_id: string; payload: Record<string, unknown> }>(
      `select user_id, payload from realtime_events
        where topic = 'rider' and payload ->> 'type' = 'assignment' and payload ->> 'orderId' = $1 order by id`,
      [order.orderId],
    );
    expect(rows.map((row) => [row.user_id, row.payload.status])).toEqual([
      [rider.userId, 'accepted'],
      [other.userId, 'accepted'],
      [rider.userId, 'unassigned'],
    ]);
  });

  it('when the home screen is read, then it shows the rider, the home store and today’s deliveries and cash', async () => {
    const { rider, order, offerId } = await offeredScene();
    await accept(rider, offerId);
    await server.db.query(
      `update orders set status = 'delivered', delivered_at = now(), cod_collected_paise = total_paise where id = $1`,
      [order.orderId],
    );
    const body = (await home(rider)).body;
    expect(body.me).toMatchObject({ fullName: 'Suresh Babu', isOnline: true, vehicleType: 'motorcycle' });
    expect(body.me.homeStore.name).toMatch(/^Test store/);
    expect(body.current).toEqual([]);
    expect(body.today).toMatchObject({
      deliveries: 1,
      cashCollectedPaise: order.totalPaise,
      distanceKm: null,
    });
    expect(body.today.orders[0]).toMatchObject({ orderId: order.orderId, status: 'delivered' });
  });

  it('when input is malformed, then the answer is a 4xx, never a 500', async () => {
    const { rider, order } = await offeredScene();
    const attempts = [
      server.api('/api/rider/offers/not-a-uuid/accept', { method: 'POST', token: rider.token }),
      server.api('/api/rider/orders/not-a-uuid/status', {
        token: rider.token,
        body: { status: 'picked_up' },
      }),
      moveAsRider(rider, order.orderId, 'teleported'),
      moveAsRider(rider, order.orderId, 'picked_up\u0000'),
      server.api(`/api/rider/orders/${order.orderId}/status`, { token: rider.token, rawBody: '{"status":' }),
      server.api(`/api/rider/orders/${order.orderId}/status`, {
        token: rider.token,
        body: { status: 'picked_up', extra: 1 },
      }),
      server.api('/api/rider/online', { method: 'PUT', token: rider.token, body: { online: 'yes' } }),
      server.api('/api/rider/online', { method: 'PUT', token: rider.token, body: [] }),
      server.api('/api/rider/home?x=%00', { token: rider.token }),
      server.api(`/api/rider/offers/${order.orderId}%0a/accept`, { method: 'POST', token: rider.token }),
    ];
    for (const answer of await Promise.all(attempts)) {
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
    }
  });
});
