import { addIstDays, toIstDate } from '@tokri/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAsAdmin } from '../../test-support/shop-fixtures.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

/** The catalogue CSV's optional lot columns (issue 15 item 3, ADR 0046). */

let server: TestServer;
let adminToken: string;
const today = toIstDate(new Date());

beforeAll(async () => {
  server = await startTestServer({ seed: true });
  adminToken = (await signInAsAdmin(server)).token;
});
afterAll(async () => server?.stop());

const HEADER =
  'slug,pack,category,type,unit,price_inr,discount_percent,stock,active,sort_order,gst_rate,name_en,lot_quantity,lot_packed_on,lot_best_before';

const importCsv = (lines: string[]) =>
  server.api('/api/admin/products/import', {
    token: adminToken,
    rawBody: [HEADER, ...lines].join('\n'),
    headers: { 'content-type': 'text/csv' },
  });

async function stockAndLots(slug: string) {
  const { rows } = await server.db.query<{ pack: string | null; stock: number; lots: string | null }>(
    `select v.name as pack, coalesce(v.stock_quantity, p.stock_quantity) as stock,
            (select string_agg(l.quantity_left || '@' || l.best_before::text, ',' order by l.best_before)
               from stock_lots l where l.product_id = p.id and l.variant_id is not distinct from v.id) as lots
       from products p left join product_variants v on v.product_id = p.id
      where p.slug = $1
      union all
     select null, p.stock_quantity,
            (select string_agg(l.quantity_left || '@' || l.best_before::text, ',' order by l.best_before)
               from stock_lots l where l.product_id = p.id and l.variant_id is null)
       from products p where p.slug = $1 and exists (select 1 from product_variants v where v.product_id = p.id)`,
    [slug],
  );
  return rows;
}

describe(`CSV lot columns on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('when a new product and its pack come with lots, then each is stocked by its lot, whatever the stock column says', async () => {
    const bb1 = addIstDays(today, 7);
    const bb2 = addIstDays(today, 10);
    const answer = await importCsv([
      `csv-lot-curd,,dairy,curd,400 g,45.00,0,999,true,,5,CSV Curd,12,${today},${bb1}`,
      `csv-lot-curd,1 kg,,,1 kg,99.00,0,999,true,1,,,4,${today},${bb2}`,
    ]);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const rows = await stockAndLots('csv-lot-curd');
    expect(rows).toContainEqual({ pack: null, stock: 12, lots: `12@${bb1}` });
    expect(rows).toContainEqual({ pack: '1 kg', stock: 4, lots: `4@${bb2}` });
  });

  it('when a lot’s cells are wrong, then 422 names each by row and column and nothing is applied', async () => {
    const answer = await importCsv([
      `csv-lot-bad,,dairy,curd,400 g,45.00,0,0,true,,5,CSV Bad,0,${today},${addIstDays(today, 5)}`,
      `csv-lot-bad,1 kg,,,1 kg,99.00,0,0,true,1,,,3,${today},${today}`,
      `csv-lot-half,,dairy,curd,400 g,45.00,0,0,true,,5,CSV Half,3,,`,
    ]);
    expect(answer.status).toBe(422);
    const rows = answer.body.error.details.rows as { row: number; column: string }[];
    expect(rows.map(({ row, column }) => `${row}:${column}`).sort()).toEqual([
      '1:lot_quantity',
      '2:lot_best_before',
      '3:lot_best_before',
      '3:lot_packed_on',
    ]);
    expect(await stockAndLots('csv-lot-bad')).toEqual([]);
  });

  it('when a lot is already past its sell-by, or lands on stock without dates, then the import is refused whole', async () => {
    const stale = await importCsv([
      `csv-lot-stale,,dairy,curd,400 g,45.00,0,0,true,,5,CSV Stale,5,${addIstDays(today, -9)},${addIstDays(today, 1)}`,
    ]);
    expect(stale.status).toBe(422);
    expect(stale.body.error.code).toBe('LOT_PAST_SELL_BY');
    expect(await stockAndLots('csv-lot-stale')).toEqual([]);
    const untracked = await importCsv([
      `csv-lot-plain,,grains-cereals,rice,1 kg,80.00,0,30,true,,5,CSV Plain Rice,,,`,
    ]);
    expect(untracked.status).toBe(200);
    const refused = await importCsv([
      `csv-lot-plain,,grains-cereals,rice,1 kg,80.00,0,30,true,,5,CSV Plain Rice,5,${today},${addIstDays(today, 180)}`,
    ]);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('LOT_UNTRACKED_STOCK');
    expect(await stockAndLots('csv-lot-plain')).toEqual([{ pack: null, stock: 30, lots: null }]);
  });
});
