import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDueJobs } from '../../jobs/job-runner.js';
import { type LocalPushService, startLocalPushService } from '../../test-support/local-push-service.js';
import { goOnline, newRider, newStore, placedOrderAt } from '../../test-support/rider-fixtures.js';
import { productIdBySlug, setStock, signInAsAdmin } from '../../test-support/shop-fixtures.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

/** A new offer reaches a rider whose app is in the background: a Web Push that opens the rider app (issue 14). */

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

describe('rider offer push', () => {
  it('when an order is offered to a rider with a push subscription, then the push service gets the offer and it opens /delivery', async () => {
    const dal = await productIdBySlug(server.db, 'toor-dal');
    await setStock(server.db, dal, 100, 25_000);
    const store = await newStore(server);
    const rider = await newRider(server, store, 'Push Rider', { lat: 12.972, lng: 77.642 });
    const subscribed = await server.api('/api/push/subscriptions', {
      token: rider.token,
      body: pushService.subscription('/push/rider'),
    });
    expect(subscribed.status).toBe(201);
    await goOnline(server, rider);
    const order = await placedOrderAt(server, store, dal);
    const admin = await signInAsAdmin(server);
    await server.api(`/api/admin/orders/${order.orderId}/status`, {
      method: 'PATCH',
      token: admin.token,
      body: { status: 'confirmed' },
    });
    while ((await runDueJobs(server.jobs, 100)) > 0) {
      // every push job due
    }
    const pushed = pushService.received.filter((r) => r.path === '/push/rider');
    expect(pushed).toHaveLength(1);
    expect(pushed[0]!.payload).toMatchObject({ title: 'New delivery for you', url: '/delivery' });
    expect(JSON.stringify(pushed[0]!.payload)).toContain(order.orderId.slice(-8));
  });
});
