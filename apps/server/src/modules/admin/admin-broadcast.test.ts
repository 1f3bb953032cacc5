import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS, newCustomer, signInAsAdmin } from '../../test-support/shop-fixtures.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

/** The admin's broadcast: each customer in their language, only the chosen store's area, never staff. */

let server: TestServer;
let adminToken: string;

beforeAll(async () => {
  server = await startTestServer({ seed: true });
  adminToken = (await signInAsAdmin(server)).token;
});
afterAll(async () => server?.stop());

const broadcast = (body: unknown) => server.api('/api/admin/broadcasts', { token: adminToken, body });
const bell = async (token: string) =>
  (await server.api('/api/notifications', { token })).body.items as {
    title: string;
    message: string;
    type: string;
  }[];

describe('admin broadcast', () => {
  it('reaches every customer in their own language, English where the admin left one blank, and no staff', async () => {
    const hindi = await newCustomer(server, 'Hindi Reader');
    await server.db.query(`update profiles set preferred_language = 'hi' where user_id = $1`, [hindi.userId]);
    const telugu = await newCustomer(server, 'Telugu Reader');
    await server.db.query(`update profiles set preferred_language = 'te' where user_id = $1`, [
      telugu.userId,
    ]);

    const sent = await broadcast({
      title: { en: 'Mangoes are here', hi: 'आम आ गए' },
      message: { en: 'Alphonso from Ratnagiri', hi: 'रत्नागिरी के हापुस', te: '' },
    });
    expect(sent.status).toBe(201);
    const { rows: customers } = await server.db.query<{ n: number }>(
      `select count(*)::int as n from users u join profiles p on p.user_id = u.id
        where not exists (select 1 from user_roles r where r.user_id = u.id)
          and (u.email is null or u.email not like '%@delivery.tokri.in')`,
    );
    expect(sent.body.broadcast.recipients).toBe(customers[0]!.n);

    expect((await bell(hindi.token))[0]).toMatchObject({ title: 'आम आ गए', message: 'रत्नागिरी के हापुस' });
    expect((await bell(telugu.token))[0]).toMatchObject({
      title: 'Mangoes are here',
      message: 'Alphonso from Ratnagiri',
    });
    const { rows: staff } = await server.db.query<{ n: number }>(
      `select count(*)::int as n from notifications n join users u on u.id = n.user_id
        where n.title = 'Mangoes are here' and (u.email like '%@delivery.tokri.in'
          or exists (select 1 from user_roles r where r.user_id = u.id))`,
    );
    expect(staff[0]!.n).toBe(0);
    const audit = await server.db.query(`select after from admin_audit_log where entity = 'broadcast'`);
    expect(audit.rows).toHaveLength(1);
  });

  it('to one store reaches only customers with an address that store serves', async () => {
    const near = await newCustomer(server, 'Near Store');
    await server.api('/api/addresses', { token: near.token, body: { ...ADDRESS, label: 'home' } });
    const far = await newCustomer(server, 'Far Away');
    const served = await server.api(`/api/locations/serviceability?pincode=${ADDRESS.pincode}`, {
      token: near.token,
    });
    const storeId = served.body.store.id as string;
    const { rows: other } = await server.db.query<{ id: string }>(
      'select id from seller_locations where id <> $1 limit 1',
      [storeId],
    );

    const sent = await broadcast({ title: { en: 'Store closed at 9' }, message: { en: 'Sorry!' }, storeId });
    expect(sent.status).toBe(201);
    expect((await bell(near.token)).map((n) => n.title)).toContain('Store closed at 9');
    expect((await bell(far.token)).map((n) => n.title)).not.toContain('Store closed at 9');

    const elsewhere = await broadcast({
      title: { en: 'Other store' },
      message: { en: 'x' },
      storeId: other[0]!.id,
    });
    expect(elsewhere.status).toBe(201);
    expect((await bell(near.token)).map((n) => n.title)).not.toContain('Other store');
  });

  it('refuses an empty title, control characters and over-long texts field by field', async () => {
    const bad = await broadcast({ title: { en: ' ' }, message: { en: 'ok', hi: 'x'.repeat(301) } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({
      'title.en': 'Please fill this in.',
      'message.hi': 'This is too long. Please shorten it.',
    });
    const control = await broadcast({ title: { en: 'Hi' }, message: { en: 'a\u0007b' } });
    expect(control.status).toBe(400);
    expect(Object.keys(control.body.error.fields)).toEqual(['message.en']);
    const { rows } = await server.db.query<{ n: number }>('select count(*)::int as n from admin_broadcasts');
    expect(rows[0]!.n).toBe(3);
  });
});
