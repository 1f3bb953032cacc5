import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/seed/demo-accounts.js';
import { runDueJobs } from '../../jobs/job-runner.js';
import { type LocalPushService, startLocalPushService } from '../../test-support/local-push-service.js';
import {
  goOnline,
  newRider,
  newStore,
  pendingOffer,
  placedOrderAt,
} from '../../test-support/rider-fixtures.js';
import { productIdBySlug, setStock, signInAsAdmin } from '../../test-support/shop-fixtures.js';
import { connectRealtime } from '../../test-support/socket-client.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

/**
 * Issue 32 item 6 (ADR 0076): a Telugu rider's 30-second offer arrived in English, because the Telugu chosen on
 * the sign-in screen was never saved. Here a rider whose account says English signs in with Telugu chosen, and
 * the offer reaches them in Telugu: the open app's notification event, and the Web Push that wakes the phone.
 */

let server: TestServer;
let pushService: LocalPushService;

beforeAll(async () => {
  pushService = await startLocalPushService();
  server = await startTestServer({
    seed: true,
    pushAgent: pushService.agent,
    env: { PUSH_ALLOWED_HOSTS: pushService.allowedHost },
  });
});
afterAll(async () => {
  await server?.stop();
  await pushService?.close();
});

const OFFER_TITLE_TE = 'మీకు కొత్త డెలివరీ';
const TOOR_DAL = { en: 'Toor Dal', hi: 'अरहर (तूर) दाल', te: 'కంది పప్పు' };

describe('a rider who chose Telugu before signing in', () => {
  it('when an order is offered, then the notification and the push are in Telugu, and the order’s products are named in the app’s language', async () => {
    const dal = await productIdBySlug(server.db, 'toor-dal');
    await setStock(server.db, dal, 100, 25_000);
    const store = await newStore(server);
    const made = await newRider(server, store, 'Srinivas Reddy', { lat: 12.972, lng: 77.642 });
    const { rows } = await server.db.query<{ email: string }>('select email from users where id = $1', [
      made.userId,
    ]);
    // The sign-in screen, switched to Telugu on a phone whose browser says English.
    const signedIn = await server.api('/api/auth/sign-in', {
      body: { identifier: rows[0]!.email, password: DEMO_PASSWORD, language: 'te' },
      headers: { 'accept-language': 'en-IN,en;q=0.9', 'x-language': 'te' },
    });
    expect(signedIn.status).toBe(200);
    const rider = { ...made, token: signedIn.body.accessToken as string };
    expect(
      (
        await server.api('/api/push/subscriptions', {
          token: rider.token,
          body: pushService.subscription('/push/te'),
        })
      ).status,
    ).toBe(201);
    await goOnline(server, rider);
    const socket = await connectRealtime(server.url, rider.token, { topics: ['rider', 'notifications'] });
    try {
      const order = await placedOrderAt(server, store, dal);
      const admin = await signInAsAdmin(server);
      const confirmed = await server.api(`/api/admin/orders/${order.orderId}/status`, {
        method: 'PATCH',
        token: admin.token,
        body: { status: 'confirmed' },
      });
      expect(confirmed.status).toBe(200);
      expect((await pendingOffer(server, order.orderId))?.rider_id).toBe(rider.riderId);

      const note = await socket.waitFor(
        (m) =>
          m.type === 'event' && m.topic === 'notifications' && JSON.stringify(m).includes(OFFER_TITLE_TE),
      );
      expect(JSON.stringify(note)).not.toContain('New delivery for you');

      while ((await runDueJobs(server.jobs, 100)) > 0) {
        // every push job due
      }
      const pushed = pushService.received.filter((r) => r.path === '/push/te');
      expect(pushed).toHaveLength(1);
      expect(pushed[0]!.payload).toMatchObject({ title: OFFER_TITLE_TE, url: '/delivery' });
      expect(JSON.stringify(pushed[0]!.payload)).toContain('ఆర్డర్ #');

      // Accepted in the Telugu app, the order's lines read as the shop names them in Telugu...
      const offer = await pendingOffer(server, order.orderId);
      const accepted = await server.api(`/api/rider/offers/${offer!.id}/accept`, {
        method: 'POST',
        token: rider.token,
        headers: { 'x-language': 'te' },
      });
      expect(accepted.status).toBe(200);
      expect(accepted.body.lines.map((line: { name: string }) => line.name)).toEqual([TOOR_DAL.te]);
      // ...and switched to Hindi, the rider's home names them in Hindi; in English, in English.
      for (const language of ['hi', 'en'] as const) {
        const home = await server.api('/api/rider/home', {
          token: rider.token,
          headers: { 'x-language': language },
        });
        expect(home.body.current[0].lines.map((line: { name: string }) => line.name)).toEqual([
          TOOR_DAL[language],
        ]);
      }
    } finally {
      await socket.close();
    }
  });
});
