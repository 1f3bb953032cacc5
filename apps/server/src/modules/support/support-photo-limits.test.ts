import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clock } from '../../clock.js';
import { runDueJobs } from '../../jobs/job-runner.js';
import { pngClaiming, testPhoto } from '../../test-support/media-fixtures.js';
import { insertOrder, newCustomer } from '../../test-support/shop-fixtures.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { deleteUnattachedSupportPhotos } from '../media/unattached-support-photos.js';
import { SUPPORT_PHOTOS_PER_DAY } from './support-photo-quota.js';

// Issue 31 part 4 item 4 (ADR 0072): support photos have a daily allowance per customer, a pixel limit read from
// the header before any decode, and uploads never sent with a ticket are deleted a day later.

let server: TestServer;
let shiftMs = 0;
/** The server's clock: real time moved by `shiftMs`, so a test can stand a day later without waiting. */
const clock: Clock = () => new Date(Date.now() + shiftMs);
const HOUR = 60 * 60 * 1000;

beforeAll(async () => {
  server = await startTestServer({ clock });
});
afterAll(async () => server?.stop());

async function upload(token: string, bytes: Uint8Array, language = 'en') {
  const response = await fetch(`${server.url}/api/support/photos`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'image/png', 'accept-language': language },
    body: bytes as Uint8Array<ArrayBuffer>,
  });
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON and assert on it
  const body: any = await response.json();
  return { status: response.status, headers: response.headers, body };
}

const photosOf = async (userId: string) =>
  (
    await server.db.query<{ n: number }>(
      `select count(*)::int as n from media_assets where kind = 'support_photo' and created_by = $1`,
      [userId],
    )
  ).rows[0]!.n;

async function keysOf(assetId: string): Promise<string[]> {
  const { rows } = await server.db.query<{ variants: { key: string }[] }>(
    'select variants from media_assets where id = $1',
    [assetId],
  );
  return rows[0]?.variants.map((variant) => variant.key) ?? [];
}

const stored = (key: string) =>
  access(join(server.dataDir, 'media', key)).then(
    () => true,
    () => false,
  );

describe('support photo limits', () => {
  it('when a customer has used up the day’s photos, then the next is a translated 429 before any decode, and a day later it is allowed', async () => {
    const customer = await newCustomer(server, 'Photo Heavy');
    const photo = await testPhoto(64, 48, { format: 'png' });
    for (let i = 0; i < SUPPORT_PHOTOS_PER_DAY; i++)
      expect((await upload(customer.token, photo)).status).toBe(201);

    const refused = await upload(customer.token, photo);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toEqual({
      code: 'SUPPORT_PHOTO_QUOTA_REACHED',
      message: `You have added ${SUPPORT_PHOTOS_PER_DAY} photos today, the most for one day. Please try again in 24 hours.`,
    });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(23 * 3600);
    // Refused before the image is looked at: a bomb's header gets the same answer, not the pixel message.
    const bomb = await upload(customer.token, await pngClaiming(100_000, 100_000), 'hi');
    expect(bomb.status).toBe(429);
    expect(bomb.body.error.message).toContain('घंटे');
    expect((await upload(customer.token, photo, 'te')).body.error.message).toContain('ఫోటోలు');
    expect(await photosOf(customer.userId)).toBe(SUPPORT_PHOTOS_PER_DAY);

    // Another customer is not affected, and the same one may upload again once the day has passed.
    expect((await upload((await newCustomer(server)).token, photo)).status).toBe(201);
    shiftMs += 24 * HOUR + 60_000;
    expect((await upload(customer.token, photo)).status).toBe(201);
  });

  it('when a support photo’s header claims 100,000 x 100,000 pixels, then it is refused from the header without decoding and nothing is stored', async () => {
    const customer = await newCustomer(server, 'Bomb Sender');
    const started = performance.now();
    const bomb = await upload(customer.token, await pngClaiming(100_000, 100_000));
    // A decode of the one real pixel would fail as unreadable; the pixel answer comes from the header alone.
    expect(bomb.status).toBe(422);
    expect(bomb.body.error.code).toBe('IMAGE_TOO_MANY_PIXELS');
    expect(performance.now() - started).toBeLessThan(2000);
    expect(await photosOf(customer.userId)).toBe(0);
  });

  it('when the cleanup runs, then it deletes only support photos older than a day that no ticket carries, row and files', async () => {
    const customer = await newCustomer(server, 'Forgetful');
    const photo = await testPhoto(64, 48, { format: 'png' });
    const dayStart = clock().getTime();
    const forgotten = (await upload(customer.token, photo)).body.photoId as string;
    const sent = (await upload(customer.token, photo)).body.photoId as string;
    const orderId = await insertOrder(server.db, customer.userId, []);
    const ticket = await server.api('/api/support/tickets', {
      token: customer.token,
      body: { orderId, reason: 'late_delivery', message: 'It came two hours late.', photoId: sent },
    });
    expect(ticket.status).toBe(201);
    shiftMs += 23 * HOUR;
    const recent = (await upload(customer.token, photo)).body.photoId as string;
    const forgottenKeys = await keysOf(forgotten);
    const keptKeys = [...(await keysOf(sent)), ...(await keysOf(recent))];
    expect(forgottenKeys.length).toBeGreaterThan(0);

    // Just under a day after the first uploads (by the injected clock): nothing of theirs goes yet.
    await deleteUnattachedSupportPhotos(server.db, new Date(dayStart + 24 * HOUR - 60_000));
    expect(await keysOf(forgotten)).toEqual(forgottenKeys);

    await deleteUnattachedSupportPhotos(server.db, new Date(dayStart + 24 * HOUR + 60_000));
    expect(await keysOf(forgotten)).toEqual([]);
    expect((await keysOf(sent)).length).toBeGreaterThan(0);
    expect((await keysOf(recent)).length).toBeGreaterThan(0);
    while ((await runDueJobs(server.jobs, 100)) > 0) {
      // drain the file deletions
    }
    for (const key of forgottenKeys) expect(await stored(key)).toBe(false);
    for (const key of keptKeys) expect(await stored(key)).toBe(true);
    const shown = await server.api(`/api/support/tickets/${ticket.body.ticket.id}`, {
      token: customer.token,
    });
    expect(shown.body.ticket.messages[0].photoUrl).toBeTruthy();
  });
});
