import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalPushService, startLocalPushService } from '../../test-support/local-push-service.js';
import { newCustomer } from '../../test-support/shop-fixtures.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import {
  isPublicAddress,
  PushEndpointRefused,
  parsePushHostRules,
  resolvePushTarget,
} from './push-endpoint-policy.js';

// Issue 9 item 7 (SSRF through Web Push) and item 12 (registrations taken over by a known id).

const keys = {
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth: 'tBHItJI5svbpez7KI4CCXg',
};

describe('push endpoint policy (unit)', () => {
  it('when an address is private, loopback, link-local or special, then it is not public', () => {
    for (const address of [
      '127.0.0.1',
      '10.0.0.1',
      '172.16.5.4',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '::1',
      '::',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '::ffff:a9fe:a9fe',
      '64:ff9b::10.0.0.1',
    ])
      expect(isPublicAddress(address), address).toBe(false);
    for (const address of ['142.250.183.10', '34.120.1.1', '2607:f8b0:4009:80b::200a', '::ffff:8.8.8.8'])
      expect(isPublicAddress(address), address).toBe(true);
  });

  it('when an allowed host name resolves to a private address, then sending there is refused', async () => {
    const rules = parsePushHostRules('fcm.googleapis.com,*.notify.windows.com');
    const toMetadata = async () => [{ address: '169.254.169.254', family: 4 }];
    await expect(
      resolvePushTarget('https://fcm.googleapis.com/fcm/send/x', rules, toMetadata),
    ).rejects.toBeInstanceOf(PushEndpointRefused);
    const mixed = async () => [
      { address: '52.1.1.1', family: 4 },
      { address: '10.1.1.1', family: 4 },
    ];
    await expect(
      resolvePushTarget('https://db5p.notify.windows.com/w/?token=x', rules, mixed),
    ).rejects.toBeInstanceOf(PushEndpointRefused);
    const publicOnly = async () => [{ address: '142.250.183.10', family: 4 }];
    await expect(
      resolvePushTarget('https://fcm.googleapis.com/fcm/send/x', rules, publicOnly),
    ).resolves.toHaveLength(1);
  });
});

describe('push endpoints with the default allow-list', () => {
  let server: TestServer;
  let customer: { token: string; userId: string };

  beforeAll(async () => {
    server = await startTestServer();
    customer = await newCustomer(server, 'Push Default');
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('when a subscription points at an internal address or an unknown host, then it is a translated 400 and nothing is stored', async () => {
    for (const endpoint of [
      'https://127.0.0.1:9443/push',
      'https://169.254.169.254/latest/meta-data',
      'https://10.0.0.1/push',
      'https://[::1]/push',
      'https://localhost/push',
      'https://evil.example.com/push',
      'https://fcm.googleapis.com:8443/fcm/send/x',
      'https://user:pw@fcm.googleapis.com/fcm/send/x',
      'https://fcm.googleapis.com.evil.example/fcm/send/x',
      'https://notify.windows.com.evil.example/w',
    ]) {
      const response = await server.api('/api/push/subscriptions', {
        token: customer.token,
        headers: { 'x-language': 'hi' },
        body: { endpoint, keys },
      });
      expect(response.status, endpoint).toBe(400);
      expect(response.body.error.code, endpoint).toBe('PUSH_ENDPOINT_NOT_ALLOWED');
      expect(response.body.error.message).toContain('ब्राउज़र');
    }
    const { rows } = await server.db.query('select endpoint from push_subscriptions where user_id = $1', [
      customer.userId,
    ]);
    expect(rows).toEqual([]);
  });

  it('when a subscription is on Google, Mozilla, Apple or Windows push, then it is stored', async () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/dGVzdC10b2tlbg',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABk',
      'https://web.push.apple.com/QGx0aGVfdG9rZW4',
      'https://wns2-pn1p.notify.windows.com/w/?token=BQYAAAB',
    ]) {
      const response = await server.api('/api/push/subscriptions', {
        token: customer.token,
        body: { endpoint, keys },
      });
      expect(response.status, endpoint).toBe(201);
    }
  });

  it('when an allowed endpoint is longer than any push service issues, then it is a 400 on endpoint, not a 500 from the unique index', async () => {
    // Random characters do not compress, so without a limit the b-tree row overflows (PostgreSQL 54000).
    const token = randomBytes(6000).toString('base64url');
    const response = await server.api('/api/push/subscriptions', {
      token: customer.token,
      body: { endpoint: `https://fcm.googleapis.com/fcm/send/${token}`, keys },
    });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.error.fields)).toEqual(['endpoint']);
  });
});

describe('sending to an allow-listed push service', () => {
  let pushService: LocalPushService;
  let server: TestServer;

  beforeAll(async () => {
    pushService = await startLocalPushService();
    // The local service is allowed twice: by its literal address (the operator's explicit choice) and by a
    // name, `localhost`, which resolves to a loopback address and so must be refused when sending.
    server = await startTestServer({
      pushAgent: pushService.agent,
      env: { PUSH_ALLOWED_HOSTS: `${pushService.allowedHost},localhost:${pushService.port}` },
    });
  });
  afterAll(async () => {
    await server?.stop();
    await pushService?.close();
  });

  it('when the endpoint is the explicitly allowed literal address, then the push arrives', async () => {
    const customer = await newCustomer(server, 'Push Literal');
    const subscribed = await server.api('/api/push/subscriptions', {
      token: customer.token,
      body: pushService.subscription('/push/literal'),
    });
    expect(subscribed.status).toBe(201);
    const sent = await server.api('/api/push/test', { token: customer.token, method: 'POST' });
    expect(sent.body).toMatchObject({ sent: 1, refused: 0 });
    expect(pushService.received.map((push) => push.path)).toContain('/push/literal');
  });

  it('when an allowed host name resolves to a loopback address, then the server never connects to it', async () => {
    const customer = await newCustomer(server, 'Push Rebind');
    const subscription = pushService.subscription('/push/by-name');
    const subscribed = await server.api('/api/push/subscriptions', {
      token: customer.token,
      body: { ...subscription, endpoint: subscription.endpoint.replace('127.0.0.1', 'localhost') },
    });
    expect(subscribed.status).toBe(201);
    const sent = await server.api('/api/push/test', { token: customer.token, method: 'POST' });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ sent: 0, refused: 1 });
    expect(pushService.received.map((push) => push.path)).not.toContain('/push/by-name');
  });

  it('when a subscription stored before the allow-list points elsewhere, then it is dropped unsent', async () => {
    const customer = await newCustomer(server, 'Push Legacy');
    const { keys: browserKeys } = pushService.subscription('/push/legacy');
    // Written straight to the table, as rows from before this fix are: a port the list does not allow.
    await server.db.query(
      `insert into push_subscriptions (user_id, endpoint, p256dh, auth) values ($1, $2, $3, $4)`,
      [
        customer.userId,
        `https://127.0.0.2:${pushService.port}/push/legacy`,
        browserKeys.p256dh,
        browserKeys.auth,
      ],
    );
    const sent = await server.api('/api/push/test', { token: customer.token, method: 'POST' });
    expect(sent.body).toMatchObject({ sent: 0, refused: 1 });
    expect(pushService.received.map((push) => push.path)).not.toContain('/push/legacy');
    const { rows } = await server.db.query('select 1 from push_subscriptions where user_id = $1', [
      customer.userId,
    ]);
    expect(rows).toHaveLength(0);
  });
});

describe('registrations are not taken over by a known id', () => {
  let pushService: LocalPushService;
  let server: TestServer;
  let a: { token: string; userId: string };
  let b: { token: string; userId: string };

  beforeAll(async () => {
    pushService = await startLocalPushService();
    server = await startTestServer({
      pushAgent: pushService.agent,
      env: { PUSH_ALLOWED_HOSTS: pushService.allowedHost },
    });
    a = await newCustomer(server, 'Owner A');
    b = await newCustomer(server, 'Other B');
  });
  afterAll(async () => {
    await server?.stop();
    await pushService?.close();
  });

  const activeOwners = async (endpoint: string) =>
    (
      await server.db.query<{ user_id: string }>(
        'select user_id from push_subscriptions where endpoint = $1 and retired_at is null',
        [endpoint],
      )
    ).rows.map((row) => row.user_id);

  it("when B posts A's push endpoint with other keys, then it is a 409 and A keeps it and keeps getting pushes", async () => {
    const subscription = pushService.subscription('/push/a-browser');
    expect((await server.api('/api/push/subscriptions', { token: a.token, body: subscription })).status).toBe(
      201,
    );
    const takeover = await server.api('/api/push/subscriptions', {
      token: b.token,
      headers: { 'x-language': 'te' },
      body: { endpoint: subscription.endpoint, keys },
    });
    expect(takeover.status).toBe(409);
    expect(takeover.body.error.code).toBe('PUSH_SUBSCRIPTION_IN_USE');
    expect(takeover.body.error.message).toContain('ఖాతా');
    expect(await activeOwners(subscription.endpoint)).toEqual([a.userId]);
    expect((await server.api('/api/push/subscriptions', { token: b.token })).body.items).toEqual([]);
    const sent = await server.api('/api/push/test', { token: a.token, method: 'POST' });
    expect(sent.body.sent).toBe(1);
  });

  it("when B signs in on A's browser (same endpoint and keys), then A's registration is retired and B gets a new one", async () => {
    const subscription = pushService.subscription('/push/shared-tablet');
    await server.api('/api/push/subscriptions', { token: a.token, body: subscription });
    const { rows: before } = await server.db.query<{ id: string }>(
      'select id from push_subscriptions where endpoint = $1',
      [subscription.endpoint],
    );
    const moved = await server.api('/api/push/subscriptions', { token: b.token, body: subscription });
    expect(moved.status).toBe(201);
    expect(await activeOwners(subscription.endpoint)).toEqual([b.userId]);
    const { rows: all } = await server.db.query<{ id: string; user_id: string; retired: boolean }>(
      'select id, user_id, retired_at is not null as retired from push_subscriptions where endpoint = $1 order by created_at',
      [subscription.endpoint],
    );
    // A's row is kept, retired and still A's: nothing was rewritten to B.
    expect(all).toEqual([
      { id: before[0]!.id, user_id: a.userId, retired: true },
      { id: expect.any(String), user_id: b.userId, retired: false },
    ]);
    const listed = await server.api('/api/push/subscriptions', { token: a.token });
    expect(listed.body.items.map((item: { id: string }) => item.id)).not.toContain(before[0]!.id);
    const received = pushService.received.length;
    await server.api('/api/push/test', { token: a.token, method: 'POST' });
    expect(pushService.received.slice(received).map((push) => push.path)).not.toContain(
      '/push/shared-tablet',
    );
  });

  it('when the same user subscribes the same endpoint again, then the one row is refreshed', async () => {
    const subscription = pushService.subscription('/push/refresh');
    await server.api('/api/push/subscriptions', { token: a.token, body: subscription });
    const again = await server.api('/api/push/subscriptions', { token: a.token, body: subscription });
    expect(again.status).toBe(201);
    const { rows } = await server.db.query('select 1 from push_subscriptions where endpoint = $1', [
      subscription.endpoint,
    ]);
    expect(rows).toHaveLength(1);
  });

  it("when B syncs A's native player id, then it is a 409, A's device row is neither moved nor retired, and A still gets its pushes", async () => {
    const device = (userAgent: string) => ({
      onesignal_player_id: 'player-0f4c2a1e-takeover',
      device_info: { platform: 'android', userAgent, timestamp: Date.now() },
    });
    expect(
      (await server.api('/functions/v1/hardware-sync', { token: a.token, body: device('A phone') })).status,
    ).toBe(200);
    expect(
      (await server.api('/functions/v1/hardware-sync', { token: a.token, body: device('A phone v2') }))
        .status,
    ).toBe(200);
    const takeover = await server.api('/functions/v1/hardware-sync', {
      token: b.token,
      headers: { 'x-language': 'hi' },
      body: device('B claims it'),
    });
    expect(takeover.status).toBe(409);
    expect(takeover.body.error.code).toBe('PUSH_SUBSCRIPTION_IN_USE');
    expect(takeover.body.error.message).toContain('खाते');
    const { rows } = await server.db.query<{ user_id: string; user_agent: string; retired: boolean }>(
      `select user_id, user_agent, retired_at is not null as retired from device_registrations
        where player_id = 'player-0f4c2a1e-takeover' order by created_at`,
    );
    expect(rows).toEqual([{ user_id: a.userId, user_agent: 'A phone v2', retired: false }]);
    // The sender reads exactly these rows: A's pushes still go to A's phone, and B has no device to get them on.
    const natives = (userId: string) =>
      server.db.query<{ player_id: string }>(
        `select player_id from device_registrations where user_id = $1 and retired_at is null`,
        [userId],
      );
    expect((await natives(a.userId)).rows).toEqual([{ player_id: 'player-0f4c2a1e-takeover' }]);
    expect((await natives(b.userId)).rows).toEqual([]);

    // The real device proves possession by a fresh token exchange: the new token FCM gives it registers for B.
    const fresh = await server.api('/functions/v1/hardware-sync', {
      token: b.token,
      body: { ...device('B after a fresh token'), onesignal_player_id: 'player-0f4c2a1e-fresh' },
    });
    expect(fresh.status).toBe(200);
    expect((await natives(b.userId)).rows).toEqual([{ player_id: 'player-0f4c2a1e-fresh' }]);
  });
});
