import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer, signInAsAdmin } from '../../test-support/shop-fixtures.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

/** The admin's categories (issue 13 item 4): create, rename in three languages, reorder, delete when empty. */

let server: TestServer;
let adminToken: string;
let customerToken: string;

beforeAll(async () => {
  server = await startTestServer({ seed: true });
  adminToken = (await signInAsAdmin(server)).token;
  customerToken = (await newCustomer(server)).token;
});
afterAll(async () => server?.stop());

const call = (path: string, init: { method?: string; body?: unknown; token?: string } = {}) =>
  server.api(`/api/admin/categories${path}`, { token: adminToken, ...init });
const shopSlugs = async (language = 'en') =>
  (
    await server.api('/api/categories', { token: customerToken, headers: { 'accept-language': language } })
  ).body.items.map((item: { slug: string; name: string }) => item);

describe('admin categories', () => {
  it('when an admin creates a category in three languages, then the shop lists it last, in each language', async () => {
    const created = await call('', {
      body: {
        texts: {
          en: { name: 'Frozen Food', description: 'Ice cold' },
          hi: { name: 'फ्रोज़न फ़ूड' },
          te: { name: 'ఫ్రోజెన్ ఫుడ్', description: 'చల్లగా' },
        },
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.category.slug).toBe('frozen-food');
    const english = await shopSlugs();
    expect(english.at(-1)).toMatchObject({ slug: 'frozen-food', name: 'Frozen Food' });
    expect((await shopSlugs('hi')).at(-1).name).toBe('फ्रोज़न फ़ूड');
    const telugu = (await shopSlugs('te')).at(-1);
    expect(telugu).toMatchObject({ name: 'ఫ్రోజెన్ ఫుడ్', description: 'చల్లగా' });
  });

  it('when an admin renames a category, then the shop shows the new names and the change is audited', async () => {
    const created = (await call('', { body: { texts: { en: { name: 'Bakery' } } } })).body.category;
    const renamed = await call(`/${created.id}`, {
      method: 'PUT',
      body: { texts: { en: { name: 'Bakery & Cakes' }, hi: { name: 'बेकरी' }, te: { name: 'బేకరీ' } } },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.category.slug).toBe('bakery'); // the link stays
    expect(renamed.body.category.texts.hi.name).toBe('बेकरी');
    const hindi = await shopSlugs('hi');
    expect(hindi.find((item: { slug: string }) => item.slug === 'bakery').name).toBe('बेकरी');
    const { rows } = await server.db.query<{ action: string }>(
      `select action from admin_audit_log where entity = 'category' and entity_id = $1 order by created_at`,
      [created.id],
    );
    expect(rows.map((row) => row.action)).toEqual(['create', 'update']);
  });

  it('when an admin reorders categories, then the shop’s category list follows that order', async () => {
    const before = (await call('')).body.items as { id: string; slug: string }[];
    const reversed = [...before].reverse();
    const answer = await call('/reorder', { body: { ids: reversed.map((item) => item.id) } });
    expect(answer.status).toBe(200);
    expect((await shopSlugs()).map((item: { slug: string }) => item.slug)).toEqual(
      reversed.map((item) => item.slug),
    );
    // Naming only one moves it to the front; the rest keep their order behind it.
    const last = reversed.at(-1)!;
    await call('/reorder', { body: { ids: [last.id] } });
    expect((await shopSlugs()).map((item: { slug: string }) => item.slug)).toEqual([
      last.slug,
      ...reversed.slice(0, -1).map((item) => item.slug),
    ]);
  });

  it('when a reorder names an unknown or repeated id, then 422 and the order stays', async () => {
    const before = (await shopSlugs()).map((item: { slug: string }) => item.slug);
    const [first] = (await call('')).body.items;
    const unknown = await call('/reorder', { body: { ids: ['00000000-0000-4000-8000-000000000009'] } });
    expect(unknown.status).toBe(422);
    expect(Object.keys(unknown.body.error.fields)).toEqual(['ids.0']);
    const repeated = await call('/reorder', { body: { ids: [first.id, first.id] } });
    expect(repeated.status).toBe(422);
    expect((await shopSlugs()).map((item: { slug: string }) => item.slug)).toEqual(before);
  });

  it('when a category has products, then delete is refused with 409; an empty one is deleted', async () => {
    const [full] = ((await call('')).body.items as { id: string; productCount: number }[]).filter(
      (item) => item.productCount > 0,
    );
    const refused = await call(`/${full!.id}`, { method: 'DELETE' });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('CATEGORY_HAS_PRODUCTS');
    const empty = (await call('', { body: { texts: { en: { name: 'Seasonal' } } } })).body.category;
    expect((await call(`/${empty.id}`, { method: 'DELETE' })).status).toBe(204);
    expect(((await call('')).body.items as { id: string }[]).some((item) => item.id === empty.id)).toBe(
      false,
    );
  });

  it('when the English name is missing or a Hindi one too long, then 422 names the field', async () => {
    const answer = await call('', { body: { texts: { en: { name: ' ' }, hi: { name: 'क'.repeat(81) } } } });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.error.fields).sort()).toEqual(['texts.en.name', 'texts.hi.name']);
  });

  it('when a customer calls the admin categories routes, then 403', async () => {
    expect((await call('', { token: customerToken })).status).toBe(403);
    expect((await call('/reorder', { token: customerToken, body: { ids: [] } })).status).toBe(403);
  });
});
