import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAsAdmin } from '../../test-support/shop-fixtures.js';
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

const importCsv = (text: string, query = '') =>
  server.api(`/api/admin/products/import${query}`, {
    token: adminToken,
    rawBody: text,
    headers: { 'content-type': 'text/csv' },
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
    expect(rows.every((row) => row.message.length > 0)).toBe(true);
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
    expect(answer.body).toEqual({ dryRun: false, created: 2, updated: 0, packs: 1 });
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

  it('when a file changes an existing product, then it is updated by slug, its pack by name, and a changed count is recorded', async () => {
    const answer = await importCsv(
      [
        HEADER,
        'csv-ghee,,dairy,ghee,500 ml,460.00,10,8,true,,12,Desi Ghee,देसी घी,దేశీ నెయ్యి,Rich | Aromatic,100 g,0.5,ghee',
        'csv-ghee,BIG JAR,,,1 l,900,,9,true,2,,,,,,,,',
      ].join('\n'),
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({ dryRun: false, created: 0, updated: 1, packs: 1 });
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
    expect(answer.body).toEqual({ dryRun: true, created: 1, updated: 1, packs: 0 });
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
    expect(answer.body.updated).toBe(before);
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
