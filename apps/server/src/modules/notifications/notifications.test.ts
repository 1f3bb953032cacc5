import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderNotification } from '../../i18n/render-notification.js';
import { runDueJobs } from '../../jobs/job-runner.js';
import { type LocalPushService, startLocalPushService } from '../../test-support/local-push-service.js';
import {
  fillCart,
  newCustomer,
  placeOrder,
  productIdBySlug,
  setStock,
  signInAsAdmin,
} from '../../test-support/shop-fixtures.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

let server: TestServer;
let pushService: LocalPushService;
let adminToken: string;
let rice: string;

beforeAll(async () => {
  pushService = await startLocalPushService();
  server = await startTestServer({
    seed: true,
    pushAgent: pushService.agent,
    // The local push service is allowed explicitly; by default only the public push services are.
    env: { PUSH_ALLOWED_HOSTS: pushService.allowedHost },
  });
  adminToken = (await signInAsAdmin(server)).token;
  rice = await productIdBySlug(server.db, 'basmati-rice');
  await server.db.query('update products set price_paise = 30000, discount_percentage = 0 where id = $1', [
    rice,
  ]);
  await setStock(server.db, rice, 1000);
});
afterAll(async () => {
  await server?.stop();
  await pushService?.close();
});

/** Runs scheduled jobs until none is due (earlier tests leave push jobs behind). */
async function drainJobs() {
  while ((await runDueJobs(server.jobs, 100)) > 0) {
    // keep going
  }
}

async function order(token: string) {
  await fillCart(server, token, [{ productId: rice, quantity: 1 }]);
  const placed = await placeOrder(server, token);
  return placed.body.order.id as string;
}

describe(`notifications on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('when an order is placed and moves on, then the customer gets the templates and admins a new-order alert', async () => {
    const customer = await newCustomer(server, 'Meena');
    const id = await order(customer.token);
    await server.api(`/api/admin/orders/${id}/status`, {
      method: 'PATCH',
      token: adminToken,
      body: { status: 'confirmed' },
    });
    const list = await server.api('/api/notifications', { token: customer.token });
    expect(list.body.items.map((n: { metadata: { template: string } }) => n.metadata.template)).toEqual([
      'order_confirmed',
      'order_placed',
    ]);
    expect(list.body.items[1]).toMatchObject({
      type: 'order_placed',
      role: 'user',
      is_read: false,
      order_id: id,
    });
    expect(list.body.items[1].message).toBe(`Your order #${id.slice(-8)} for ₹300 has been placed.`);
    expect(list.body.unreadCount).toBe(2);
    const adminList = await server.api('/api/notifications', { token: adminToken });
    const alert = adminList.body.items.find((n: { order_id: string }) => n.order_id === id);
    expect(alert).toMatchObject({ role: 'admin', title: 'New order' });
    expect(alert.message).toContain('Meena');
  });

  it('marks one read, then all read', async () => {
    const customer = await newCustomer(server);
    await order(customer.token);
    await order(customer.token);
    const list = await server.api('/api/notifications', { token: customer.token });
    expect(
      (
        await server.api(`/api/notifications/${list.body.items[0].id}/read`, {
          method: 'POST',
          token: customer.token,
        })
      ).status,
    ).toBe(204);
    expect((await server.api('/api/notifications', { token: customer.token })).body.unreadCount).toBe(1);
    const all = await server.api('/api/notifications/read-all', { method: 'POST', token: customer.token });
    expect(all.body.updated).toBe(1);
    expect((await server.api('/api/notifications', { token: customer.token })).body.unreadCount).toBe(0);
    const stranger = await newCustomer(server);
    expect(
      (
        await server.api(`/api/notifications/${list.body.items[0].id}/read`, {
          method: 'POST',
          token: stranger.token,
        })
      ).status,
    ).toBe(404);
  });

  it('pages through the history 50 at a time', async () => {
    const customer = await newCustomer(server);
    const id = await order(customer.token);
    for (let i = 0; i < 54; i++) {
      await server.api('/functions/v1/send-order-notifications', {
        token: customer.token,
        body: { order_id: id, user_id: customer.userId, status: 'delivery_delayed' },
      });
    }
    const first = await server.api('/api/notifications', { token: customer.token });
    expect(first.body.items).toHaveLength(50);
    const { createdAt, id: beforeId } = first.body.nextBefore;
    const second = await server.api(
      `/api/notifications?beforeCreatedAt=${encodeURIComponent(createdAt)}&beforeId=${beforeId}`,
      { token: customer.token },
    );
    expect(second.body.items).toHaveLength(5);
    expect(second.body.nextBefore).toBeNull();
    const ids = [...first.body.items, ...second.body.items].map((n: { id: string }) => n.id);
    expect(new Set(ids).size).toBe(55);
  });
});

describe('send-order-notifications (spec §7)', () => {
  it('renders each template in the customer language, en, hi and te', async () => {
    const customer = await newCustomer(server);
    const id = await order(customer.token);
    for (const language of ['en', 'hi', 'te'] as const) {
      await server.api('/api/profile', {
        method: 'PATCH',
        token: customer.token,
        body: { preferredLanguage: language },
      });
      for (const status of [
        'confirmed',
        'out_for_delivery',
        'delivered',
        'payment_failed',
        'arriving_soon',
      ]) {
        const response = await server.api('/functions/v1/send-order-notifications', {
          token: customer.token,
          body: {
            orderId: id,
            userId: customer.userId,
            status,
            paymentStatus: 'pending',
            trackingId: null,
            total: 300,
            items: [],
            isSubscriptionOrder: false,
          },
        });
        expect(response.status, `${status} ${language}`).toBe(200);
        const template = status === 'confirmed' ? 'order_confirmed' : status;
        const expected = renderNotification(template as never, language, { orderId: id, total: '₹300' });
        expect(response.body.notification.title).toBe(expected.title);
        expect(response.body.notification.message).toBe(expected.message);
      }
    }
  });

  it('takes the second form with names and a template override', async () => {
    const customer = await newCustomer(server);
    const id = await order(customer.token);
    const assigned = await server.api('/functions/v1/send-order-notifications', {
      token: adminToken,
      body: {
        order_id: id,
        user_id: customer.userId,
        status: 'accepted',
        customer_name: 'X',
        rider_name: 'Ravi Kumar',
        payment_method: 'cod',
        order_total: 300,
        delivery_address: {},
      },
    });
    // The order's own estimate (ADR 0081) from its recorded distance, as its view serves it.
    const view = await server.api(`/api/orders/${id}`, { token: customer.token });
    const estimate = view.body.order.estimate as { minMinutes: number; maxMinutes: number };
    expect(assigned.body.notification.message).toBe(
      `Ravi Kumar will deliver your order #${id.slice(-8)}. Arrives in ${estimate.minMinutes}–${estimate.maxMinutes} min.`,
    );
    const custom = await server.api('/functions/v1/send-order-notifications', {
      token: adminToken,
      body: {
        order_id: id,
        status: 'delivered',
        template_override: {
          title: 'Dhanyavaad!',
          message: 'Thanks for shopping.',
          actions: [{ id: 'rate', title: 'Rate us' }],
        },
      },
    });
    expect(custom.body.notification).toMatchObject({ title: 'Dhanyavaad!', message: 'Thanks for shopping.' });
    expect(custom.body.notification.metadata.actions).toEqual([
      { id: 'rate', title: 'Rate us', path: `/orders/${id}/rate` },
    ]);
    const stranger = await newCustomer(server);
    const refused = await server.api('/functions/v1/send-order-notifications', {
      token: stranger.token,
      body: { order_id: id, status: 'delivered' },
    });
    expect(refused.status).toBe(404);
  });
});

describe('hardware-sync (spec §7)', () => {
  it('stores the device push id and info, once per device', async () => {
    const customer = await newCustomer(server);
    const body = {
      onesignal_player_id: 'player-1234-abcd',
      device_info: { platform: 'android', userAgent: 'Capacitor', timestamp: new Date().toISOString() },
    };
    expect((await server.api('/functions/v1/hardware-sync', { token: customer.token, body })).body).toEqual({
      success: true,
    });
    await server.api('/functions/v1/hardware-sync', { token: customer.token, body });
    const { rows } = await server.db.query('select platform from device_registrations where user_id = $1', [
      customer.userId,
    ]);
    expect(rows).toEqual([{ platform: 'android' }]);
    expect(
      (
        await server.api('/functions/v1/hardware-sync', {
          token: customer.token,
          body: { onesignal_player_id: 'x' },
        })
      ).status,
    ).toBe(400);
  });
});

describe('Web Push', () => {
  it('delivers an encrypted notification to the browser push service, which decrypts it', async () => {
    const customer = await newCustomer(server);
    const subscribed = await server.api('/api/push/subscriptions', {
      token: customer.token,
      body: pushService.subscription('/push/meena'),
    });
    expect(subscribed.status).toBe(201);
    const id = await order(customer.token);
    await drainJobs();
    const delivery = pushService.received.find((r) => r.path === '/push/meena');
    expect(delivery?.payload).toMatchObject({ title: 'Order placed', url: `/track-order/${id}` });
    // Issue 32 item 2: the buttons, for the browser's `actions` and the service worker's routing.
    expect(delivery?.payload).toMatchObject({
      actions: [
        { action: 'track', title: 'Track', url: `/orders/${id}` },
        { action: 'view', title: 'View', url: `/orders/${id}` },
      ],
    });
    expect(String(delivery?.headers.authorization)).toMatch(/^vapid t=/);
    expect(delivery?.headers['content-encoding']).toBe('aes128gcm');
  });

  it('prunes a subscription the push service reports gone', async () => {
    const customer = await newCustomer(server);
    await server.api('/api/push/subscriptions', {
      token: customer.token,
      body: pushService.subscription('/push/expired'),
    });
    pushService.gone.add('/push/expired');
    const test = await server.api('/api/push/test', { method: 'POST', token: customer.token });
    expect(test.body).toEqual({ sent: 0, pruned: 1, refused: 0, declined: false });
    expect((await server.api('/api/push/subscriptions', { token: customer.token })).body.items).toEqual([]);
  });
});

describe('arriving soon', () => {
  it('reminds the customer 10 minutes after the order goes out, from a job that survives restarts', async () => {
    const customer = await newCustomer(server);
    const id = await order(customer.token);
    for (const status of ['confirmed', 'preparing', 'out_for_delivery']) {
      await server.api(`/api/admin/orders/${id}/status`, {
        method: 'PATCH',
        token: adminToken,
        body: { status },
      });
    }
    const { rows } = await server.db.query<{ due: boolean }>(
      `select run_at between tokri_now() + interval '9 minutes' and tokri_now() + interval '11 minutes' as due
         from scheduled_jobs where kind = 'arriving_soon' and dedupe_key = $1`,
      [id],
    );
    expect(rows).toEqual([{ due: true }]);
    await server.db.query(
      `update scheduled_jobs set run_at = tokri_now() - interval '1 second' where dedupe_key = $1`,
      [id],
    );
    await drainJobs();
    const list = await server.api('/api/notifications', { token: customer.token });
    expect(list.body.items[0].metadata.template).toBe('arriving_soon');
  });
});
