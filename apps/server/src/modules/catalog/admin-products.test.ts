import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOrder, newCustomer, signInAsAdmin } from '../../test-support/shop-fixtures.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

/** The admin's products (issue 13 item 3): create, edit, archive, delete, stock, each audited. */

let server: TestServer;
let adminToken: string;
let dairyId: string;
let fruitsId: string;

beforeAll(async () => {
  server = await startTestServer({ seed: true });
  adminToken = (await signInAsAdmin(server)).token;
  const { rows } = await server.db.query<{ id: string; slug: string }>('select id, slug from categories');
  dairyId = rows.find((row) => row.slug === 'dairy')?.id ?? rows[0]!.id;
  fruitsId = rows.find((row) => row.slug !== 'dairy')!.id;
});
afterAll(async () => server?.stop());

const call = (path: string, init: { method?: string; body?: unknown; token?: string } = {}) =>
  server.api(`/api/admin/products${path}`, { token: adminToken, ...init });

const paneer = (overrides: Record<string, unknown> = {}) => ({
  categoryId: dairyId,
  type: 'paneer',
  pricePaise: 9000,
  discountPercentage: 10,
  unit: '200 g',
  stockQuantity: 12,
  searchTerms: ['cottage cheese'],
  texts: {
    en: {
      name: 'Malai Paneer Block',
      description: 'Soft paneer made this morning.',
      benefits: ['High protein'],
      ingredients: ['Milk', 'Citric acid'],
    },
    hi: { name: 'ताज़ा पनीर', description: 'आज सुबह बना मुलायम पनीर।', benefits: ['उच्च प्रोटीन'] },
    te: { name: 'తాజా పనీర్' },
  },
  nutritionalInfo: { per: '100 g', proteinG: 18, fatG: 20.5 },
  packs: [{ name: 'Family', unit: '500 g', pricePaise: 21000, discountPercentage: null, stockQuantity: 4 }],
  ...overrides,
});

const auditRows = async (entityId: string) =>
  (
    await server.db.query<{ action: string; actor: string | null }>(
      `select action, actor_user_id::text as actor from admin_audit_log where entity = 'product' and entity_id = $1
        order by created_at, id`,
      [entityId],
    )
  ).rows;

describe('admin products', () => {
  it('when an admin creates a product in three languages with a pack, then the shop shows the hi and te texts', async () => {
    const created = await call('', { body: paneer() });
    expect(created.status).toBe(201);
    const product = created.body.product;
    expect(product.slug).toBe('malai-paneer-block');
    expect(product.finalPricePaise).toBe(8100);
    expect(product.stockQuantity).toBe(12);
    expect(product.packs).toHaveLength(1);
    expect(product.packs[0].stockQuantity).toBe(4);
    expect(product.nutritionalInfo).toEqual({ per: '100 g', proteinG: 18, fatG: 20.5 });

    const customer = await newCustomer(server);
    const hindi = await server.api(`/api/products/${product.id}`, {
      token: customer.token,
      headers: { 'accept-language': 'hi' },
    });
    expect(hindi.status).toBe(200);
    expect(hindi.body.product.name).toBe('ताज़ा पनीर');
    expect(hindi.body.product.benefits).toEqual(['उच्च प्रोटीन']);
    // No Hindi ingredients were given: the shop falls back to English.
    expect(hindi.body.product.ingredients).toEqual(['Milk', 'Citric acid']);
    const telugu = await server.api(`/api/products/${product.id}`, {
      token: customer.token,
      headers: { 'accept-language': 'te' },
    });
    expect(telugu.body.product.name).toBe('తాజా పనీర్');
    expect(telugu.body.product.nutritionalInfo).toEqual({ per: '100 g', proteinG: 18, fatG: 20.5 });
    // Search finds it by its Hindi name.
    const found = await call(`?q=${encodeURIComponent('पनीर')}`);
    expect(found.body.items.map((item: { id: string }) => item.id)).toContain(product.id);

    const audit = await auditRows(product.id);
    expect(audit.map((row) => row.action)).toEqual(['create']);
    const history = await call(`/${product.id}/stock-adjustments`);
    expect(
      history.body.items.map((item: { reason: string; quantityAfter: number }) => item.quantityAfter).sort(),
    ).toEqual([12, 4].sort());
  });

  it('when a second product has the same English name, then its slug gets a suffix', async () => {
    const first = await call('', { body: paneer({ texts: { en: { name: 'Curd Cup' } } }) });
    const second = await call('', { body: paneer({ texts: { en: { name: 'Curd  cup!' } } }) });
    expect(first.body.product.slug).toBe('curd-cup');
    expect(second.body.product.slug).toBe('curd-cup-2');
  });

  it('when the form is wrong in several places, then 422 names each field path and nothing is created', async () => {
    const before = await server.db.query<{ n: number }>('select count(*)::int as n from products');
    const answer = await call('', {
      body: paneer({
        pricePaise: -5,
        discountPercentage: 120,
        texts: { en: { name: '' }, hi: { name: 'x'.repeat(121) } },
        packs: [
          { name: 'Big', unit: '1 kg', pricePaise: 100 },
          { name: 'big', unit: '2 kg', pricePaise: 200 },
        ],
      }),
    });
    expect(answer.status).toBe(422);
    expect(answer.body.error.code).toBe('FORM_FIELDS_INVALID');
    expect(Object.keys(answer.body.error.fields).sort()).toEqual(
      ['discountPercentage', 'packs.1.name', 'pricePaise', 'texts.en.name', 'texts.hi.name'].sort(),
    );
    expect(answer.body.error.fields['packs.1.name']).toBe('This item already exists.');
    // Issue 32: each field says what is wrong and how to write it; the summary names no code.
    expect(answer.body.error.fields).toMatchObject({
      pricePaise: 'Enter a price in rupees, like 45 or 45.50.',
      discountPercentage: 'Enter a whole number from 0 to 100, like 10.',
      'texts.en.name': 'Please fill this in.',
      'texts.hi.name': 'This is too long. Please shorten it.',
    });
    expect(answer.body.error.message).toBe('Some fields need correcting: each one says what is wrong.');
    expect(answer.body.error.message).not.toMatch(/pricePaise|texts\./);
    const after = await server.db.query<{ n: number }>('select count(*)::int as n from products');
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  });

  it('when a Telugu text holds a control character or the category does not exist, then 422 names that field', async () => {
    const control = await call('', {
      body: paneer({ texts: { en: { name: 'Ghee' }, te: { description: 'bad\u0007bell' } } }),
    });
    expect(control.status).toBe(422);
    expect(Object.keys(control.body.error.fields)).toEqual(['texts.te.description']);
    const missing = await call('', { body: paneer({ categoryId: '00000000-0000-4000-8000-000000000001' }) });
    expect(missing.status).toBe(422);
    expect(missing.body.error.fields).toEqual({ categoryId: 'No data found.' });
  });

  it('when an admin edits texts, price and packs, then the edit shape shows it and the price change is audited', async () => {
    const created = (await call('', { body: paneer({ texts: { en: { name: 'Buttermilk' } } }) })).body
      .product;
    const [family] = created.packs;
    const edited = await call(`/${created.id}`, {
      method: 'PUT',
      body: paneer({
        categoryId: fruitsId,
        pricePaise: 9500,
        texts: { en: { name: 'Spiced Buttermilk' }, hi: { name: 'मसाला छाछ' } },
        packs: [
          { id: family.id, name: 'Party', unit: '1 l', pricePaise: 30000, stockQuantity: 999 },
          { name: 'Mini', unit: '100 ml', pricePaise: 1500, stockQuantity: 7 },
        ],
      }),
    });
    expect(edited.status).toBe(200);
    const read = (await call(`/${created.id}`)).body.product;
    expect(read.slug).toBe('buttermilk'); // the link stays
    expect(read.categoryId).toBe(fruitsId);
    expect(read.texts.en.name).toBe('Spiced Buttermilk');
    expect(read.texts.hi.name).toBe('मसाला छाछ');
    expect(read.texts.te.name).toBe(''); // Telugu was not sent this time
    const party = read.packs.find((pack: { name: string }) => pack.name === 'Party');
    expect(party.id).toBe(family.id);
    expect(party.stockQuantity).toBe(4); // an edit never changes stock of an existing pack
    expect(read.packs.find((pack: { name: string }) => pack.name === 'Mini').stockQuantity).toBe(7);
    // The update and its price row share one transaction (one timestamp): compared as a set.
    expect((await auditRows(created.id)).map((row) => row.action).sort()).toEqual([
      'change_price',
      'create',
      'update',
    ]);
  });

  it('when an edit names a pack of another product, then 422 and nothing changes', async () => {
    const one = (await call('', { body: paneer({ texts: { en: { name: 'Lassi' } } }) })).body.product;
    const other = (await call('', { body: paneer({ texts: { en: { name: 'Chaas' } } }) })).body.product;
    const answer = await call(`/${one.id}`, {
      method: 'PUT',
      body: paneer({
        texts: { en: { name: 'Lassi renamed' } },
        packs: [{ id: other.packs[0].id, name: 'Stolen', unit: '1 l', pricePaise: 1 }],
      }),
    });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.error.fields)).toEqual(['packs.0.id']);
    expect((await call(`/${one.id}`)).body.product.texts.en.name).toBe('Lassi');
  });

  it('when an admin archives a product, then the shop stops listing it, and unarchiving brings it back', async () => {
    const created = (await call('', { body: paneer({ texts: { en: { name: 'Archived Ghee' } } }) })).body
      .product;
    const customer = await newCustomer(server);
    const inShop = async () =>
      (
        await server.api(`/api/search/suggestions?q=${encodeURIComponent('archived ghee')}`, {
          token: customer.token,
        })
      ).body.items.some((item: { id: string }) => item.id === created.id);
    const archived = await call(`/${created.id}/archive`, { method: 'POST' });
    expect(archived.body.product.isActive).toBe(false);
    expect(
      (await call(`?active=false&q=archived`)).body.items.map((item: { id: string }) => item.id),
    ).toEqual([created.id]);
    expect(await inShop()).toBe(false);
    const back = await call(`/${created.id}/unarchive`, { method: 'POST' });
    expect(back.body.product.isActive).toBe(true);
    expect(await inShop()).toBe(true);
    expect((await auditRows(created.id)).map((row) => row.action)).toEqual([
      'create',
      'archive',
      'unarchive',
    ]);
  });

  it('when a product was ordered, then delete answers 409 in the reader’s language and the product stays', async () => {
    const created = (await call('', { body: paneer({ texts: { en: { name: 'Ordered Curd' } } }) })).body
      .product;
    const customer = await newCustomer(server);
    await insertOrder(server.db, customer.userId, [{ productId: created.id, quantity: 1 }]);
    const refused = await server.api(`/api/admin/products/${created.id}`, {
      method: 'DELETE',
      token: adminToken,
      headers: { 'accept-language': 'hi' },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('PRODUCT_HAS_ORDERS');
    expect(refused.body.error.message).toMatch(/संग्रहित/);
    expect((await call(`/${created.id}`)).status).toBe(200);
  });

  it('when a product was never ordered, then delete removes it with its packs and audits it', async () => {
    const created = (await call('', { body: paneer({ texts: { en: { name: 'Unsold Cream' } } }) })).body
      .product;
    const deleted = await call(`/${created.id}`, { method: 'DELETE' });
    expect(deleted.status).toBe(204);
    expect((await call(`/${created.id}`)).status).toBe(404);
    const packs = await server.db.query('select 1 from product_variants where product_id = $1', [created.id]);
    expect(packs.rows).toEqual([]);
    expect((await auditRows(created.id)).map((row) => row.action)).toEqual(['create', 'delete']);
  });

  it('when customers and riders call admin product routes, then 403; signed out, 401', async () => {
    const customer = await newCustomer(server);
    expect((await call('', { token: customer.token })).status).toBe(403);
    expect((await call('', { body: paneer(), token: customer.token })).status).toBe(403);
    expect((await server.api('/api/admin/products')).status).toBe(401);
  });
});

describe('stock adjustments', () => {
  it('when an admin adds, sets and writes off stock, then each change is recorded with who, why, before and after', async () => {
    const created = (
      await call('', { body: paneer({ texts: { en: { name: 'Stock Milk' } }, stockQuantity: 10 }) })
    ).body.product;
    const received = await call(`/${created.id}/stock`, { body: { delta: 5, reason: 'received' } });
    expect(received.status).toBe(200);
    expect(received.body.adjustment).toMatchObject({ quantityBefore: 10, quantityAfter: 15 });
    const counted = await call(`/${created.id}/stock`, { body: { set: 13, reason: 'count_correction' } });
    expect(counted.body.adjustment).toMatchObject({ quantityBefore: 15, quantityAfter: 13 });
    const pack = await call(`/${created.id}/stock`, {
      body: { variantId: created.packs[0].id, delta: -4, reason: 'damaged', note: 'crushed in transit' },
    });
    expect(pack.body.adjustment).toMatchObject({ quantityBefore: 4, quantityAfter: 0 });

    const history = (await call(`/${created.id}/stock-adjustments`)).body.items;
    expect(history[0]).toMatchObject({
      reason: 'damaged',
      note: 'crushed in transit',
      variantId: created.packs[0].id,
    });
    expect(history[0].actorUserId).toBeTruthy();
    expect(history.map((item: { reason: string }) => item.reason)).toEqual(
      expect.arrayContaining(['received', 'count_correction', 'damaged']),
    );
    const read = (await call(`/${created.id}`)).body.product;
    expect(read.stockQuantity).toBe(13);
    expect(read.packs[0].stockQuantity).toBe(0);
  });

  it('when a change would go below zero, or "other" has no note, or both delta and set are sent, then it is refused', async () => {
    const created = (
      await call('', { body: paneer({ texts: { en: { name: 'Stock Eggs' } }, stockQuantity: 3 }) })
    ).body.product;
    const negative = await call(`/${created.id}/stock`, { body: { delta: -4, reason: 'expired' } });
    expect(negative.status).toBe(409);
    expect(negative.body.error.code).toBe('OUT_OF_STOCK');
    expect(negative.body.error.message).toBe('Not enough stock: Stock Eggs (3).');
    const noNote = await call(`/${created.id}/stock`, { body: { delta: -1, reason: 'other' } });
    expect(noNote.status).toBe(422);
    expect(noNote.body.error.fields).toEqual({
      note: 'Say in the note why stock changed: the reason is Other.',
    });
    const both = await call(`/${created.id}/stock`, { body: { delta: 1, set: 2, reason: 'received' } });
    expect(both.status).toBe(422);
    expect(both.body.error.fields).toEqual({
      delta: 'Enter either an amount to add or take away, or the counted number, not both.',
    });
    expect((await call(`/${created.id}`)).body.product.stockQuantity).toBe(3);
  });

  it('when twenty adjustments of one product run at once, then every one counts exactly', async () => {
    const created = (
      await call('', { body: paneer({ texts: { en: { name: 'Busy Bread' } }, stockQuantity: 100 }) })
    ).body.product;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        call(`/${created.id}/stock`, {
          body: { delta: index % 2 === 0 ? 3 : -1, reason: 'count_correction' },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect((await call(`/${created.id}`)).body.product.stockQuantity).toBe(100 + 10 * 3 - 10);
    const history = (await call(`/${created.id}/stock-adjustments`)).body.items as {
      quantityBefore: number;
      quantityAfter: number;
    }[];
    // 20 records plus the opening stock of the product and of its pack, each moving the count by its own delta.
    expect(history).toHaveLength(22);
    const moves = history.slice(0, 20).map((item) => item.quantityAfter - item.quantityBefore);
    expect(moves.filter((move) => move === 3)).toHaveLength(10);
    expect(moves.filter((move) => move === -1)).toHaveLength(10);
  });
});
