import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  goOnline,
  newRider,
  newStore,
  pendingOffer,
  placedOrderAt,
  type TestRider,
} from '../../test-support/rider-fixtures.js';
import { productIdBySlug, setStock, signInAsAdmin } from '../../test-support/shop-fixtures.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { runRiderOfferRound } from './rider-offer-round.js';

/*
 * One order, one rider (issue 14): requests fired together over real HTTP. On PGlite they run one transaction
 * at a time; on the PostgreSQL server (TEST_DB_ENGINE=postgres) they really overlap and the order's row lock
 * decides. Either way exactly one rider ends with the order, the order is accepted once, and the customer is
 * told once.
 */

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

const accept = (rider: TestRider, offerId: string) =>
  server.api(`/api/rider/offers/${offerId}/accept`, { method: 'POST', token: rider.token });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function confirmedAndOffered(storeId: string) {
  const order = await placedOrderAt(server, storeId, dal);
  const confirmed = await server.api(`/api/admin/orders/${order.orderId}/status`, {
    method: 'PATCH',
    token: adminToken,
    body: { status: 'confirmed' },
  });
  expect(confirmed.status).toBe(200);
  return order;
}

/** What the database says about the order: its rider, how often it was accepted, the customer's notices. */
async function outcome(orderId: string) {
  const { rows } = await server.db.query<{
    rider_id: string | null;
    status: string;
    accepted_moves: number;
    accepted_offers: number;
    pending_offers: number;
    rider_notices: number;
  }>(
    `select o.rider_id, o.status,
            (select count(*)::int from order_status_history h where h.order_id = o.id and h.to_status = 'accepted') as accepted_moves,
            (select count(*)::int from rider_offers r where r.order_id = o.id and r.status = 'accepted') as accepted_offers,
            (select count(*)::int from rider_offers r where r.order_id = o.id and r.status = 'pending') as pending_offers,
            (select count(*)::int from notifications n
              where n.order_id = o.id and n.user_id = o.user_id and n.metadata ->> 'template' = 'rider_assigned') as rider_notices
       from orders o where o.id = $1`,
    [orderId],
  );
  return rows[0]!;
}

async function currentOrders(rider: TestRider): Promise<string[]> {
  const home = await server.api('/api/rider/home', { token: rider.token });
  return home.body.current.map((assignment: { orderId: string }) => assignment.orderId);
}

describe(`one order, one rider, on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('when the same offer is accepted twice at once (a retry), then the rider wins once and both answers agree', async () => {
    const store = await newStore(server);
    const rider = await newRider(server, store, 'Retry Rider', { lat: 12.972, lng: 77.642 });
    await goOnline(server, rider);
    for (let round = 0; round < 3; round++) {
      const order = await confirmedAndOffered(store);
      const offer = await pendingOffer(server, order.orderId);
      expect(offer?.rider_id).toBe(rider.riderId);
      const answers = await Promise.all([accept(rider, offer!.id), accept(rider, offer!.id)]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      expect(answers.map((answer) => answer.body.orderId)).toEqual([order.orderId, order.orderId]);
      expect(await outcome(order.orderId)).toMatchObject({
        rider_id: rider.riderId,
        status: 'accepted',
        accepted_moves: 1,
        accepted_offers: 1,
        pending_offers: 0,
        rider_notices: 1,
      });
      // Done with it, so the next round's order is offered to this rider again.
      await server.db.query(`update orders set status = 'delivered', delivered_at = now() where id = $1`, [
        order.orderId,
      ]);
    }
  });

  it('when a rider accepts just as the expiry round re-offers the order and the next rider accepts, then exactly one of them has it', async () => {
    const store = await newStore(server);
    const first = await newRider(server, store, 'First Rider', { lat: 12.972, lng: 77.642 });
    const second = await newRider(server, store, 'Second Rider', { lat: 12.99, lng: 77.66 });
    await goOnline(server, first);
    await goOnline(server, second);
    const winners = new Set<string>();
    for (const [round, delayMs] of [0, 40, 80, 120, 160, 200].entries()) {
      const order = await confirmedAndOffered(store);
      const offer = await pendingOffer(server, order.orderId);
      expect(offer?.rider_id, `round ${round}`).toBe(first.riderId);
      // The offer runs out about now: the first rider's accept and the round race for the order.
      await server.db.query(
        `update rider_offers set expires_at = now() + make_interval(secs => $2) where id = $1`,
        [offer!.id, 0.1],
      );
      const [firstAnswer, secondAnswer] = await Promise.all([
        sleep(delayMs).then(() => accept(first, offer!.id)),
        (async () => {
          await sleep(100);
          await runRiderOfferRound(server.db, settings);
          // The second rider's app accepts as soon as the offer reaches them (the first rider's own late accept
          // may be the one that expires the offer and passes it on); nothing to do once the order has a rider.
          for (let tries = 0; tries < 100; tries++) {
            const next = await pendingOffer(server, order.orderId);
            if (next?.rider_id === second.riderId) return accept(second, next.id);
            const { rows } = await server.db.query(
              'select 1 from orders where id = $1 and rider_id is not null',
              [order.orderId],
            );
            if (rows.length > 0) return null;
            await sleep(20);
          }
          return null;
        })(),
      ]);
      const result = await outcome(order.orderId);
      expect(result.accepted_moves, `round ${round}`).toBe(1);
      expect(result.accepted_offers).toBe(1);
      expect(result.rider_notices).toBe(1);
      expect(result.pending_offers).toBe(0);
      const winner = result.rider_id === first.riderId ? first : second;
      const loser = winner === first ? second : first;
      expect([first.riderId, second.riderId]).toContain(result.rider_id);
      if (winner === first) {
        expect(firstAnswer.status).toBe(200);
        if (secondAnswer) expect(secondAnswer.status).toBe(409);
      } else {
        expect(firstAnswer.status).toBe(409);
        expect(secondAnswer?.status).toBe(200);
      }
      expect(await currentOrders(winner)).toContain(order.orderId);
      expect(await currentOrders(loser)).not.toContain(order.orderId);
      winners.add(winner.name);
      // Free both riders again for the next round.
      await server.db.query(`update orders set status = 'delivered', delivered_at = now() where id = $1`, [
        order.orderId,
      ]);
    }
    expect(winners.size).toBeGreaterThanOrEqual(1);
  });

  it('when two instances run the expiry round at once, then each overdue offer expires once and each order goes to one new rider', async () => {
    const store = await newStore(server);
    const riders: TestRider[] = [];
    for (let i = 0; i < 10; i++) {
      const rider = await newRider(server, store, `Round Rider ${i}`, {
        lat: 12.972 + i * 0.002,
        lng: 77.642,
      });
      await goOnline(server, rider);
      riders.push(rider);
    }
    const orders: string[] = [];
    for (let i = 0; i < 5; i++) orders.push((await confirmedAndOffered(store)).orderId);
    const first = await Promise.all(orders.map((orderId) => pendingOffer(server, orderId)));
    expect(new Set(first.map((offer) => offer?.rider_id)).size).toBe(5);
    await server.db.query(
      `update rider_offers set expires_at = now() - interval '1 second' where order_id = any($1::uuid[])`,
      [orders],
    );
    const rounds = await Promise.all([
      runRiderOfferRound(server.db, settings),
      runRiderOfferRound(server.db, settings),
    ]);
    const seen = async () =>
      JSON.stringify(
        (
          await server.db.query(
            `select order_id, rider_id, status from rider_offers where order_id = any($1::uuid[]) order by offered_at`,
            [orders],
          )
        ).rows,
      );
    expect(rounds[0]!.expired + rounds[1]!.expired, JSON.stringify(rounds) + (await seen())).toBe(5);
    const { rows } = await server.db.query<{ order_id: string; expired: number; pending: number }>(
      `select order_id, count(*) filter (where status = 'expired')::int as expired,
              count(*) filter (where status = 'pending')::int as pending
         from rider_offers where order_id = any($1::uuid[]) group by order_id`,
      [orders],
    );
    expect(
      rows.every((row) => row.expired === 1 && row.pending === 1),
      JSON.stringify(rounds) + (await seen()),
    ).toBe(true);
    const second = await Promise.all(orders.map((orderId) => pendingOffer(server, orderId)));
    // A rider whose offer just expired is free for another order, never for the same one again.
    expect(new Set(second.map((offer) => offer!.rider_id)).size).toBe(5);
    expect(second.every((offer, i) => offer!.rider_id !== first[i]!.rider_id)).toBe(true);
  });

  it('when an admin assigns a rider by hand while the offered rider accepts, then one rider ends with the order and it is accepted once', async () => {
    const store = await newStore(server);
    const offered = await newRider(server, store, 'Offered Rider', { lat: 12.972, lng: 77.642 });
    const chosen = await newRider(server, store, 'Chosen Rider');
    await goOnline(server, offered);
    for (let round = 0; round < 4; round++) {
      const order = await confirmedAndOffered(store);
      const offer = await pendingOffer(server, order.orderId);
      expect(offer?.rider_id).toBe(offered.riderId);
      const assign = () =>
        server.api(`/api/admin/orders/${order.orderId}/rider`, {
          token: adminToken,
          body: { riderId: chosen.riderId },
        });
      const [riderAnswer, adminAnswer] = await Promise.all(
        round % 2 === 0
          ? [accept(offered, offer!.id), assign()]
          : [sleep(5).then(() => accept(offered, offer!.id)), assign()],
      );
      const said = `round ${round}: rider ${riderAnswer.status} ${JSON.stringify(riderAnswer.body).slice(0, 300)}, admin ${adminAnswer.status} ${JSON.stringify(adminAnswer.body).slice(0, 300)}`;
      expect(adminAnswer.status, said).toBe(200);
      expect([200, 409], said).toContain(riderAnswer.status);
      if (riderAnswer.status === 409) expect(riderAnswer.body.error.code).toBe('OFFER_TAKEN');
      // The admin's choice stands either way (before the pick-up an admin may swap riders); the order was
      // accepted once, and the offered rider does not hold it.
      const result = await outcome(order.orderId);
      expect(result, said).toMatchObject({
        rider_id: chosen.riderId,
        status: 'accepted',
        accepted_moves: 1,
        pending_offers: 0,
      });
      expect(await currentOrders(chosen), said).toContain(order.orderId);
      expect(await currentOrders(offered), said).not.toContain(order.orderId);
      await server.db.query(`update orders set status = 'delivered', delivered_at = now() where id = $1`, [
        order.orderId,
      ]);
    }
  });
});
