import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { runDueJobs } from '../../jobs/job-runner.js';
import { type LocalFcmService, startLocalFcmService } from '../../test-support/local-fcm-service.js';
import {
  fillCart,
  newCustomer,
  placeOrder,
  productIdBySlug,
  setStock,
} from '../../test-support/shop-fixtures.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { tokenIsGone } from './fcm-sender.js';

// Issue 17 (ADR 0056): native push through FCM HTTP v1, against a local FCM that checks the real protocol.

let fcm: LocalFcmService;
let server: TestServer;
let rice: string;
let deviceCounter = 0;

beforeAll(async () => {
  fcm = await startLocalFcmService();
  server = await startTestServer({
    seed: true,
    env: { FCM_SERVICE_ACCOUNT_JSON: fcm.serviceAccountJson, FCM_ENDPOINT: fcm.url },
  });
  rice = await productIdBySlug(server.db, 'basmati-rice');
  await setStock(server.db, rice, 1000, 30000);
});
afterAll(async () => {
  await server?.stop();
  await fcm?.close();
});

async function drainJobs() {
  while ((await runDueJobs(server.jobs, 100)) > 0) {
    // keep going
  }
}

/** A customer whose app registered devices through hardware-sync (the shell sends its FCM token there). */
async function customerWithDevices(profile: Record<string, unknown>, platforms: string[]) {
  const made = await newCustomer(server, 'Lakshmi');
  if (Object.keys(profile).length) {
    const saved = await server.api('/api/profile', { method: 'PATCH', token: made.token, body: profile });
    expect(saved.status).toBe(200);
  }
  const tokens: string[] = [];
  for (const platform of platforms) {
    deviceCounter += 1;
    const token = `fcm-token-${platform}-${deviceCounter}-${made.userId.slice(0, 8)}:APA91b`;
    const synced = await server.api('/functions/v1/hardware-sync', {
      token: made.token,
      body: {
        onesignal_player_id: token,
        device_info: { platform, userAgent: `Tokri app on ${platform}`, timestamp: Date.now() },
      },
    });
    expect(synced.status).toBe(200);
    tokens.push(token);
  }
  return { ...made, tokens };
}

async function order(token: string) {
  await fillCart(server, token, [{ productId: rice, quantity: 1 }]);
  const placed = await placeOrder(server, token);
  expect(placed.status).toBe(201);
  return placed.body.order.id as string;
}

const sentTo = (deviceToken: string) => fcm.received.filter((r) => r.message.token === deviceToken);
const requestsFor = (deviceToken: string) => fcm.requests.filter((r) => r.deviceToken === deviceToken);

async function nativeJobs(userId: string) {
  const { rows } = await server.db.query<{
    done: boolean;
    attempts: number;
    last_error: string | null;
    wait: number;
  }>(
    `select j.done_at is not null as done, j.attempts, j.last_error,
            extract(epoch from (j.run_at - now()))::float8 as wait
       from scheduled_jobs j join notifications n on n.id = (j.payload ->> 'notificationId')::uuid
      where j.kind = 'native_push' and n.user_id = $1 order by j.created_at`,
    [userId],
  );
  return rows;
}

describe(`native push through FCM on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('when a Hindi-speaking customer with an Android phone and an iPhone orders, then each device gets a v1 message in Hindi shaped for its platform', async () => {
    const customer = await customerWithDevices({ preferredLanguage: 'hi' }, ['android', 'ios']);
    const [android, ios] = customer.tokens as [string, string];
    const id = await order(customer.token);
    await drainJobs();
    const { rows } = await server.db.query<{ id: string; title: string; message: string }>(
      `select id, title, message from notifications where user_id = $1 and order_id = $2`,
      [customer.userId, id],
    );
    const notice = rows[0]!;
    expect(notice.title).toMatch(/[\u0900-\u097F]/);

    // Issue 32 item 2: the buttons ride in the data, in Hindi, each with where it leads.
    const actions = JSON.stringify([
      { action: 'track', title: 'ट्रैक करें', url: `/orders/${id}` },
      { action: 'view', title: 'देखें', url: `/orders/${id}` },
    ]);
    expect(sentTo(android)).toHaveLength(1);
    const toAndroid = sentTo(android)[0]!.message;
    expect(toAndroid).toEqual({
      token: android,
      notification: { title: notice.title, body: notice.message },
      data: { url: `/track-order/${id}`, tag: notice.id, actions },
      android: { priority: 'HIGH', ttl: '3600s', notification: { tag: notice.id } },
    });

    expect(sentTo(ios)).toHaveLength(1);
    const toIos = sentTo(ios)[0]!.message;
    expect(toIos).toMatchObject({
      token: ios,
      notification: { title: notice.title, body: notice.message },
      data: { url: `/track-order/${id}`, tag: notice.id, actions },
      apns: {
        headers: { 'apns-push-type': 'alert', 'apns-priority': '10', 'apns-collapse-id': notice.id },
        // iOS shows the buttons of the category the app registered for this set of actions.
        payload: { aps: { sound: 'default', category: 'tokri.track.view' } },
      },
    });
    expect(toIos.android).toBeUndefined();
    expect(Number(toIos.apns?.headers['apns-expiration'])).toBeGreaterThan(Date.now() / 1000);
    expect(await nativeJobs(customer.userId)).toEqual([
      expect.objectContaining({ done: true, attempts: 1, last_error: null }),
    ]);
  });

  it('when the customer switches to Telugu before the push goes out, then it goes out in Telugu, buttons too', async () => {
    const customer = await customerWithDevices({ preferredLanguage: 'hi' }, ['android']);
    const [android] = customer.tokens as [string];
    await order(customer.token);
    await server.api('/api/profile', {
      method: 'PATCH',
      token: customer.token,
      body: { preferredLanguage: 'te' },
    });
    await drainJobs();
    const sent = sentTo(android)[0]!.message;
    expect(sent.notification.title).toBe('ఆర్డర్ ప్లేస్ అయింది');
    expect(JSON.parse(sent.data.actions!).map((a: { title: string }) => a.title)).toEqual([
      'ట్రాక్ చేయండి',
      'చూడండి',
    ]);
  });

  it("when user B syncs A's FCM token, then B's order pushes never reach A's phone and A's still do", async () => {
    const a = await customerWithDevices({}, ['android']);
    const stolen = a.tokens[0]!;
    const b = await newCustomer(server, 'Bhavesh');
    const takeover = await server.api('/functions/v1/hardware-sync', {
      token: b.token,
      body: {
        onesignal_player_id: stolen,
        device_info: { platform: 'android', userAgent: 'not A', timestamp: Date.now() },
      },
    });
    expect(takeover.status).toBe(409);

    const before = sentTo(stolen).length;
    const bOrder = await order(b.token);
    await drainJobs();
    expect(
      sentTo(stolen)
        .slice(before)
        .map((r) => r.message.data?.url),
    ).not.toContain(`/track-order/${bOrder}`);
    const aOrder = await order(a.token);
    await drainJobs();
    expect(
      sentTo(stolen)
        .slice(before)
        .map((r) => r.message.data?.url),
    ).toContain(`/track-order/${aOrder}`);
  });

  it('when several pushes go out within the hour, then they share one access token', async () => {
    const customer = await customerWithDevices({}, ['android']);
    const issued = fcm.tokensIssued;
    await order(customer.token);
    await order(customer.token);
    await drainJobs();
    expect(sentTo(customer.tokens[0]!)).toHaveLength(2);
    expect(fcm.tokensIssued).toBe(issued);
    expect(new Set(fcm.received.map((r) => r.accessToken)).size).toBe(1);
  });

  it('when the customer turned push off, then not one request reaches FCM', async () => {
    const customer = await customerWithDevices({ pushNotifications: false }, ['android']);
    const before = fcm.requests.length;
    await order(customer.token);
    await drainJobs();
    expect(fcm.requests.length).toBe(before);
    expect(requestsFor(customer.tokens[0]!)).toEqual([]);
    // The notification is still there in the app.
    const list = await server.api('/api/notifications', { token: customer.token });
    expect(list.body.items).toHaveLength(1);
  });

  it('when FCM answers UNREGISTERED, then that device is retired and never tried again, and the other still gets it', async () => {
    const customer = await customerWithDevices({}, ['android', 'android']);
    const [gone, kept] = customer.tokens as [string, string];
    fcm.answer(gone, { status: 404, errorCode: 'UNREGISTERED' });
    await order(customer.token);
    await drainJobs();
    const { rows } = await server.db.query<{ player_id: string; retired: boolean }>(
      'select player_id, retired_at is not null as retired from device_registrations where user_id = $1 order by player_id',
      [customer.userId],
    );
    expect(Object.fromEntries(rows.map((row) => [row.player_id, row.retired]))).toEqual({
      [gone]: true,
      [kept]: false,
    });
    expect(await nativeJobs(customer.userId)).toEqual([expect.objectContaining({ done: true })]);
    await order(customer.token);
    await drainJobs();
    expect(requestsFor(gone)).toHaveLength(1);
    expect(sentTo(kept)).toHaveLength(2);
  });

  it('when FCM says the token is not a valid registration token (400), then the device is retired', async () => {
    const customer = await customerWithDevices({}, ['ios']);
    fcm.answer(customer.tokens[0]!, { status: 400, errorCode: 'INVALID_ARGUMENT' });
    await order(customer.token);
    await drainJobs();
    const { rows } = await server.db.query<{ retired: boolean }>(
      'select retired_at is not null as retired from device_registrations where user_id = $1',
      [customer.userId],
    );
    expect(rows).toEqual([{ retired: true }]);
  });

  it('when FCM refuses the access token (401), then a new one is fetched once and the push goes through', async () => {
    const customer = await customerWithDevices({}, ['android']);
    fcm.revokeAccessTokens();
    const issued = fcm.tokensIssued;
    await order(customer.token);
    await drainJobs();
    expect(fcm.tokensIssued).toBe(issued + 1);
    expect(sentTo(customer.tokens[0]!)).toHaveLength(1);
    expect(requestsFor(customer.tokens[0]!)).toHaveLength(2);
  });

  it('when FCM keeps saying 401, then the token is refreshed only once and the job fails to retry later', async () => {
    const customer = await customerWithDevices({}, ['android']);
    fcm.answer(customer.tokens[0]!, { status: 401 }, { status: 401 });
    const issued = fcm.tokensIssued;
    await order(customer.token);
    await drainJobs();
    expect(fcm.tokensIssued).toBe(issued + 1);
    expect(requestsFor(customer.tokens[0]!)).toHaveLength(2);
    expect(await nativeJobs(customer.userId)).toEqual([
      expect.objectContaining({ done: false, attempts: 1, last_error: expect.stringMatching(/HTTP 401/) }),
    ]);
  });

  it('when FCM is unavailable (503 with Retry-After), then the job stays, with its error, until after the wait FCM asked for', async () => {
    const customer = await customerWithDevices({}, ['android']);
    fcm.answer(customer.tokens[0]!, { status: 503, headers: { 'retry-after': '120' } });
    await order(customer.token);
    await drainJobs();
    const [job] = await nativeJobs(customer.userId);
    expect(job).toMatchObject({ done: false, attempts: 1, last_error: expect.stringMatching(/HTTP 503/) });
    // The job's own backoff after one attempt is 10 s; FCM asked for 120.
    expect(job!.wait).toBeGreaterThan(100);
    expect(sentTo(customer.tokens[0]!)).toHaveLength(0);
    // Its time come, it goes through (and Web Push was not sent twice: it has a job of its own).
    await server.db.query(
      `update scheduled_jobs set run_at = now() where kind = 'native_push' and done_at is null
         and (payload ->> 'notificationId')::uuid in (select id from notifications where user_id = $1)`,
      [customer.userId],
    );
    await drainJobs();
    expect(sentTo(customer.tokens[0]!)).toHaveLength(1);
    expect(await nativeJobs(customer.userId)).toEqual([expect.objectContaining({ done: true, attempts: 2 })]);
  });

  it('when a 400 names a field of the message rather than the token, then no device is retired (the fault is ours)', () => {
    const detail = (field: string) => ({
      code: 400,
      status: 'INVALID_ARGUMENT',
      details: [{ '@type': 'type.googleapis.com/google.rpc.BadRequest', fieldViolations: [{ field }] }],
    });
    expect(tokenIsGone(400, detail('message.data[0].value'))).toBe(false);
    expect(tokenIsGone(400, detail('message.token'))).toBe(true);
    expect(
      tokenIsGone(404, {
        details: [
          { '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode: 'UNREGISTERED' },
        ],
      }),
    ).toBe(true);
    expect(tokenIsGone(403, { status: 'PERMISSION_DENIED' })).toBe(false);
  });
});

describe('native push configuration', () => {
  it('when no FCM credentials are set on a developer machine, then native pushes land in the outbox, without the whole token', async () => {
    const local = await startTestServer();
    try {
      const customer = await newCustomer(local);
      await local.api('/functions/v1/hardware-sync', {
        token: customer.token,
        body: {
          onesignal_player_id: 'dev-device-token-123456',
          device_info: { platform: 'android', userAgent: 'emulator', timestamp: Date.now() },
        },
      });
      expect(local.jobs.nativePush?.transport).toBe('outbox');
      await local.jobs.nativePush?.sendToUser(customer.userId, {
        title: 'Tokri',
        body: 'Hello',
        url: '/orders',
      });
      const { rows } = await local.db.query<{ recipient: string; subject: string; body_text: string }>(
        `select recipient, subject, body_text from outbox_messages where channel = 'push'`,
      );
      expect(rows).toEqual([{ recipient: 'android …123456', subject: 'Tokri', body_text: 'Hello\n/orders' }]);
    } finally {
      await local.stop();
    }
  });

  it('when the FCM credentials are broken, then start-up is refused without echoing the private key', () => {
    const account = JSON.parse(fcm.serviceAccountJson) as Record<string, string>;
    const refusal = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (error) {
        return (error as Error).message;
      }
      return 'started';
    };
    expect(refusal({ FCM_SERVICE_ACCOUNT_JSON: '{not json' })).toMatch(
      /FCM_SERVICE_ACCOUNT_JSON is not JSON/,
    );
    const badKey = refusal({
      FCM_SERVICE_ACCOUNT_JSON: JSON.stringify({
        ...account,
        private_key: 'MIIEv-secret-ish',
        client_email: 'x',
      }),
    });
    expect(badKey).toMatch(/client_email, private_key|private_key, client_email/);
    expect(badKey).not.toContain('MIIEv-secret-ish');
    expect(refusal({ FCM_SERVICE_ACCOUNT_FILE: '/nonexistent/key.json' })).toMatch(/cannot read/);
    const file = join(tmpdir(), `tokri-fcm-${process.pid}.json`);
    writeFileSync(file, fcm.serviceAccountJson);
    expect(
      refusal({ FCM_SERVICE_ACCOUNT_FILE: file, FCM_SERVICE_ACCOUNT_JSON: fcm.serviceAccountJson }),
    ).toMatch(/not both/);
    expect(loadConfig({ FCM_SERVICE_ACCOUNT_FILE: file }).fcmServiceAccount).toMatchObject({
      projectId: 'tokri-test',
      tokenUri: `${fcm.url}/token`,
    });
    expect(loadConfig({}).fcmServiceAccount).toBeNull();
  });
});
