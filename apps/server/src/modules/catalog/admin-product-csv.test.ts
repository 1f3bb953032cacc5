import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fillCart,
  newCustomer,
  placeOrder,
  productIdBySlug,
  signInAsAdmin,
} from '../../test-support/shop-fixtures.js';
import { signUpThroughLink } from '../../test-support/sign-up-link.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

/** Catalogue CSV (issue 13 item 3, ADR 0034): export, all-or-nothing import, dry runs, formula injection. */

let server: TestServer;
let adminToken: string;

beforeAll(async () => {
  server = await startTestServer({ seed: true });
  adminToken = (await signInAsAdmin(server)).token;
});
afterAll(async () => server?.stop());

const HEADER =
  'slug,pack,category,type,unit,price_inr,discount_percent,stock,active,sort_order,gst_rate,name_en,name_hi,name_te,benefits_en,nutrition_per,protein_g,search_terms';

const importCsv = (text: string, query = '', language = 'en') =>
  server.api(`/api/admin/products/import${query}`, {
    token: adminToken,
    rawBody: text,
    headers: { 'content-type': 'text/csv', 'x-language': language },
  });
const exportCsv = async () => {
  const response = await fetch(`${server.url}/api/admin/products/export.csv`, {
    headers: { authorization: `Bearer ${adminToken}` },
  });
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
};
const productCount = async () =>
  (await server.db.query<{ n: number }>('select count(*)::int as n from products')).rows[0]!.n;
const bySlug = async (slug: string) =>
  (
    await server.db.query<{
      name: string;
      price_paise: number;
      stock_quantity: number;
      translations: { hi?: { name?: string } };
    }>('select name, price_paise, stock_quantity, translations from products where slug = $1', [slug])
  ).rows[0];

describe('catalogue CSV', () => {
  it('when a file has one bad row among good ones, then 422 lists each problem by row and column and nothing is applied', async () => {
    const before = await productCount();
    const answer = await importCsv(
      [
        HEADER,
        'csv-good-one,,dairy,,1 l,60.00,0,10,true,,5,CSV Good One,,,,,,',
        'csv-bad-one,,no-such-category,,1 l,sixty,0,10,true,,5,CSV Bad One,,,,,,',
        'csv-good-two,,dairy,,1 l,61.50,0,10,true,,5,CSV Good Two,,,,,,',
      ].join('\n'),
    );
    expect(answer.status).toBe(422);
    const rows = answer.body.error.details.rows as { row: number; column: string; message: string }[];
    expect(rows.map(({ row, column }) => `${row}:${column}`).sort()).toEqual(['2:category', '2:price_inr']);
    // Issue 32: each message says what is wrong and how to write it, never "Please check this field".
    expect(rows.find((row) => row.column === 'price_inr')!.message).toBe(
      'Enter a price in rupees, like 45 or 45.50.',
    );
    expect(rows.find((row) => row.column === 'category')!.message).toBe(
      'No category has this slug. Use a category slug from the exported file, like dairy.',
    );
    expect(answer.body.error.message).toBe('Nothing was imported: the file has 2 problems, listed by row.');
    expect(await productCount()).toBe(before);
    expect(await bySlug('csv-good-one')).toBeUndefined();
  });

  it('when a good file is imported, then every product and pack is created in one go, with hi texts, lists and nutrition', async () => {
    const before = await productCount();
    const answer = await importCsv(
      [
        HEADER,
        'csv-ghee,,dairy,ghee,500 ml,450.00,10,8,true,,12,Desi Ghee,देसी घी,దేశీ నెయ్యి,Rich | Aromatic,100 g,0.5,ghee | clarified butter',
        'csv-ghee,Big jar,,,1 l,880,,3,true,2,,,,,,,,',
        'csv-honey,,dairy,,250 g,199.5,0,20,false,,5,Forest Honey,,,,,,',
      ].join('\n'),
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ dryRun: false, created: 2, updated: 0, unchanged: 0, packs: 1 });
    expect(answer.body.changes).toEqual([
      { row: 1, slug: 'csv-ghee', pack: null, kind: 'created', fields: [] },
      { row: 3, slug: 'csv-honey', pack: null, kind: 'created', fields: [] },
    ]);
    expect(await productCount()).toBe(before + 2);
    const ghee = await bySlug('csv-ghee');
    expect(ghee).toMatchObject({ name: 'Desi Ghee', price_paise: 45000, stock_quantity: 8 });
    expect(ghee!.translations.hi?.name).toBe('देसी घी');
    const { rows } = await server.db.query<{
      benefits: string[];
      nutritional_info: object;
      is_active: boolean;
    }>(
      `select benefits, nutritional_info, (select is_active from products where slug = 'csv-honey') as is_active
         from products where slug = 'csv-ghee'`,
    );
    expect(rows[0]!.benefits).toEqual(['Rich', 'Aromatic']);
    expect(rows[0]!.nutritional_info).toEqual({ per: '100 g', proteinG: 0.5 });
    expect(rows[0]!.is_active).toBe(false);
    const packs = await server.db.query<{ name: string; price_paise: number; stock_quantity: number }>(
      `select v.name, v.price_paise, v.stock_quantity from product_variants v join products p on p.id = v.product_id
        where p.slug = 'csv-ghee'`,
    );
    expect(packs.rows).toEqual([{ name: 'Big jar', price_paise: 88000, stock_quantity: 3 }]);
    const audit = await server.db.query(
      `select 1 from admin_audit_log where entity = 'product' and action = 'import'`,
    );
    expect(audit.rows).toHaveLength(1);
  });

  it('when a file changes an existing product with stock chosen, then it is updated by slug, its pack by name, and the count change is recorded', async () => {
    const answer = await importCsv(
      [
        `${HEADER},stock_at_export`,
        'csv-ghee,,dairy,ghee,500 ml,460.00,10,8,true,,12,Desi Ghee,देसी घी,దేశీ నెయ్యి,Rich | Aromatic,100 g,0.5,ghee,8',
        'csv-ghee,BIG JAR,,,1 l,900,,9,true,2,,,,,,,,,3',
      ].join('\n'),
      '?apply=prices,texts,details,stock',
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ dryRun: false, created: 0, updated: 1, unchanged: 0, packs: 1 });
    const packs = await server.db.query<{
      id: string;
      name: string;
      price_paise: number;
      stock_quantity: number;
    }>(
      `select v.id, v.name, v.price_paise, v.stock_quantity from product_variants v join products p on p.id = v.product_id
        where p.slug = 'csv-ghee'`,
    );
    expect(packs.rows).toHaveLength(1);
    expect(packs.rows[0]).toMatchObject({ name: 'BIG JAR', price_paise: 90000, stock_quantity: 9 });
    const { rows } = await server.db.query<{
      reason: string;
      quantity_before: number;
      quantity_after: number;
    }>(
      'select reason, quantity_before, quantity_after from stock_adjustments where variant_id = $1 order by created_at',
      [packs.rows[0]!.id],
    );
    expect(rows.at(-1)).toEqual({ reason: 'count_correction', quantity_before: 3, quantity_after: 9 });
    expect((await bySlug('csv-ghee'))!.price_paise).toBe(46000);
  });

  it('when a dry run checks a good file, then it reports what would change and changes nothing', async () => {
    const before = await productCount();
    const answer = await importCsv(
      [
        HEADER,
        'csv-dry,,dairy,,1 kg,10,0,1,true,,5,Dry Run Rice,,,,,,',
        'csv-ghee,,dairy,,500 ml,999,0,8,true,,5,Desi Ghee,,,,,,',
      ].join('\n'),
      '?dryRun=true',
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ dryRun: true, created: 1, updated: 1, packs: 0 });
    expect(await productCount()).toBe(before);
    expect((await bySlug('csv-ghee'))!.price_paise).toBe(46000);
  });

  it('when the export is imported back unchanged, then nothing changes and every product is updated, none created', async () => {
    const first = await exportCsv();
    expect(first.status).toBe(200);
    expect(first.type).toMatch(/text\/csv/);
    const before = await productCount();
    const { rows: snapshot } = await server.db.query(
      `select slug, name, price_paise, discount_percentage, stock_quantity, translations, benefits, nutritional_info,
              search_terms, is_active from products order by slug`,
    );
    const answer = await importCsv(first.text);
    expect(answer.status, JSON.stringify(answer.body).slice(0, 500)).toBe(200);
    expect(answer.body.created).toBe(0);
    expect(answer.body.updated).toBe(0);
    expect(answer.body.unchanged).toBe(before);
    expect(answer.body.changes).toEqual([]);
    const { rows: after } = await server.db.query(
      `select slug, name, price_paise, discount_percentage, stock_quantity, translations, benefits, nutritional_info,
              search_terms, is_active from products order by slug`,
    );
    expect(after).toEqual(snapshot);
    expect((await exportCsv()).text).toBe(first.text);
  });

  it('when a cell starts with = + - or @, then the export prefixes an apostrophe and the import takes it off', async () => {
    const answer = await importCsv(
      [HEADER, 'csv-formula,,dairy,,1 kg,10,0,1,true,,5,"=HYPERLINK(""x"")",,,,,,'].join('\n'),
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const exported = parse((await exportCsv()).text, { columns: true }) as Record<string, string>[];
    expect(exported.find((row) => row.slug === 'csv-formula')!.name_en).toBe(`'=HYPERLINK("x")`);
    expect((await bySlug('csv-formula'))!.name).toBe('=HYPERLINK("x")');
  });

  it('when a file is larger than the JSON limit (64 KB) but under 2 MB, then it is read; over 2 MB it is refused with 413', async () => {
    const longName = 'with a long descriptive name '.repeat(3);
    const rows = Array.from(
      { length: 500 },
      (_, index) => `csv-bulk-${index},,dairy,,1 kg,10,0,0,true,,5,Bulk ${index} ${longName},,,,,,`,
    );
    const big = [HEADER, ...rows].join('\n');
    expect(big.length).toBeGreaterThan(64 * 1024);
    const answer = await importCsv(big, '?dryRun=true');
    expect(answer.status).toBe(200);
    expect(answer.body.created).toBe(500);
    const huge = await importCsv(`${HEADER}\n${'x'.repeat(2 * 1024 * 1024 + 10)}`);
    expect(huge.status).toBe(413);
  }, 90_000);

  describe('stock and the check (issue 32 item 4, ADR 0078)', () => {
    type Cells = Record<string, string>;
    const rowsOf = (text: string) => parse(text, { columns: true }) as Cells[];
    const textOf = (rows: Cells[]) => stringify(rows, { header: true, columns: Object.keys(rows[0]!) });
    const edit = (rows: Cells[], slug: string, change: Cells) =>
      rows.map((row) => (row.slug === slug && row.pack === '' ? { ...row, ...change } : row));
    const stockOf = async (slug: string) => (await bySlug(slug))!.stock_quantity;
    let exported: Cells[];
    let productId: string;

    beforeAll(async () => {
      const created = await importCsv(
        [HEADER, 'csv-sold-dal,,dairy,dal,1 kg,100.00,0,40,true,,5,Sold Dal,,,,,,'].join('\n'),
      );
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      productId = await productIdBySlug(server.db, 'csv-sold-dal');
      // Exported at 40, then 3 sold through the real checkout: 37 left.
      exported = rowsOf((await exportCsv()).text);
      expect(exported.find((row) => row.slug === 'csv-sold-dal')).toMatchObject({
        stock: '40',
        stock_at_export: '40',
      });
      const buyer = await newCustomer(server, 'CSV Buyer');
      await fillCart(server, buyer.token, [{ productId, quantity: 3 }]);
      const order = await placeOrder(server, buyer.token);
      expect(order.status, JSON.stringify(order.body)).toBe(201);
      expect(await stockOf('csv-sold-dal')).toBe(37);
    });

    it('when the same file is imported again after a sale, then the sold stock stays sold and nothing is counted as changed', async () => {
      const answer = await importCsv(textOf(exported));
      expect(answer.status, JSON.stringify(answer.body).slice(0, 500)).toBe(200);
      expect(answer.body).toMatchObject({ created: 0, updated: 0, applied: ['prices', 'texts', 'details'] });
      expect(answer.body.changes).toEqual([]);
      expect(await stockOf('csv-sold-dal')).toBe(37);
    });

    it('when stock is chosen for the same file, then still 37: only a change made in the file moves stock', async () => {
      const answer = await importCsv(textOf(exported), '?apply=stock');
      expect(answer.status, JSON.stringify(answer.body).slice(0, 500)).toBe(200);
      expect(answer.body.updated).toBe(0);
      expect(await stockOf('csv-sold-dal')).toBe(37);
    });

    it('when one price changes, then the check lists only that product, old and new per field, and changes nothing', async () => {
      const rows = edit(exported, 'csv-sold-dal', { price_inr: '120.00', stock: '55' });
      const answer = await importCsv(textOf(rows), '?dryRun=true');
      expect(answer.status, JSON.stringify(answer.body).slice(0, 500)).toBe(200);
      const products = rows.filter((row) => row.pack === '').length;
      expect(answer.body).toMatchObject({ dryRun: true, created: 0, updated: 1, unchanged: products - 1 });
      // The stock cell changed too, but stock was not chosen: it is not in the list.
      expect(answer.body.changes).toEqual([
        {
          row: rows.findIndex((row) => row.slug === 'csv-sold-dal') + 1,
          slug: 'csv-sold-dal',
          pack: null,
          kind: 'updated',
          fields: [{ column: 'price_inr', before: '100.00', after: '120.00' }],
        },
      ]);
      expect((await bySlug('csv-sold-dal'))!.price_paise).toBe(10000);
      expect(await stockOf('csv-sold-dal')).toBe(37);
    });

    it('when stock is chosen and the file says 50 where the export saw 40, then the 10 more are added to the 37 left: 47, recorded', async () => {
      const rows = edit(exported, 'csv-sold-dal', { stock: '50' });
      const check = await importCsv(textOf(rows), '?dryRun=true&apply=stock');
      expect(check.body.changes).toEqual([
        expect.objectContaining({ fields: [{ column: 'stock', before: '37', after: '47' }] }),
      ]);
      const answer = await importCsv(textOf(rows), '?apply=stock');
      expect(answer.status, JSON.stringify(answer.body).slice(0, 500)).toBe(200);
      expect(await stockOf('csv-sold-dal')).toBe(47);
      const { rows: history } = await server.db.query(
        `select reason, quantity_before, quantity_after from stock_adjustments
          where product_id = $1 order by created_at desc, quantity_after limit 1`,
        [productId],
      );
      expect(history).toEqual([{ reason: 'count_correction', quantity_before: 37, quantity_after: 47 }]);
      // Only stock was chosen: the price cell is not applied even when it differs.
      expect((await bySlug('csv-sold-dal'))!.price_paise).toBe(10000);
    });

    it('when the file would take stock below zero, or has no stock_at_export, then those rows are refused, translated, and nothing changes', async () => {
      const below = edit(exported, 'csv-sold-dal', { stock: '0', stock_at_export: '90' });
      const refused = await importCsv(textOf(below), '?apply=stock,prices', 'hi');
      expect(refused.status).toBe(422);
      expect(refused.body.error.details.rows).toEqual([
        {
          row: below.findIndex((row) => row.slug === 'csv-sold-dal') + 1,
          column: 'stock',
          message:
            'यह 90 घटाता है, पर अभी केवल 47 स्टॉक में हैं (निर्यात के बाद की बिक्री गिनी जाती है)। स्टॉक शून्य से नीचे नहीं जा सकता।',
        },
      ]);
      const unseen = edit(exported, 'csv-sold-dal', { stock: '60', stock_at_export: '' });
      const missing = await importCsv(textOf(unseen), '?apply=stock', 'te');
      expect(missing.status).toBe(422);
      expect(missing.body.error.details.rows).toEqual([
        expect.objectContaining({
          column: 'stock_at_export',
          message: expect.stringContaining('డౌన్‌లోడ్'),
        }),
      ]);
      expect(missing.body.error.details.rows[0].message).toMatch(/[\u0C00-\u0C7F]/);
      expect(await stockOf('csv-sold-dal')).toBe(47);
    });

    it('when a price is written wrong, then the message says how to write it in the reader’s language', async () => {
      const rows = edit(exported, 'csv-sold-dal', { price_inr: 'Rs 45' });
      const languages = {
        en: 'Enter a price in rupees, like 45 or 45.50.',
        hi: 'कीमत रुपयों में लिखें, जैसे 45 या 45.50।',
        te: 'ధరను రూపాయల్లో రాయండి, ఉదా. 45 లేదా 45.50.',
      };
      for (const [language, message] of Object.entries(languages)) {
        const answer = await importCsv(textOf(rows), '?dryRun=true', language);
        expect(answer.status).toBe(422);
        expect(answer.body.error.details.rows).toEqual([
          expect.objectContaining({ column: 'price_inr', message }),
        ]);
      }
    });

    it('when a file has only some columns, then the ones it leaves out are kept, not emptied, and the check lists only the price', async () => {
      const file = [
        'slug,pack,category,unit,price_inr,name_en',
        'csv-ghee,,dairy,500 ml,470.00,Desi Ghee',
      ].join('\n');
      const answer = await importCsv(file, '?dryRun=true');
      expect(answer.status, JSON.stringify(answer.body).slice(0, 500)).toBe(200);
      expect(answer.body.changes).toEqual([
        {
          row: 1,
          slug: 'csv-ghee',
          pack: null,
          kind: 'updated',
          fields: [{ column: 'price_inr', before: '460.00', after: '470.00' }],
        },
      ]);
      expect((await importCsv(file)).status).toBe(200);
      const ghee = await bySlug('csv-ghee');
      expect(ghee).toMatchObject({ price_paise: 47000, name: 'Desi Ghee' });
      expect(ghee!.translations.hi?.name).toBe('देसी घी');
    });

    it('when the columns to apply are not known, then 400 and nothing is read', async () => {
      const answer = await importCsv(textOf(exported), '?apply=stocks');
      expect(answer.status).toBe(400);
    });
  });

  it('when a customer imports or exports, then 403', async () => {
    const customer = await signUpThroughLink(server, {
      identifier: 'csv-shopper@example.in',
      password: 'shopper-password',
      fullName: 'CSV',
    });
    const token = customer.body.accessToken;
    const answer = await server.api('/api/admin/products/import', { token, rawBody: HEADER });
    expect(answer.status).toBe(403);
    expect((await server.api('/api/admin/products/export.csv', { token })).status).toBe(403);
  });
});
