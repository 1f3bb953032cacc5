import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { type RunningServer, startServer } from '../../server.js';
import { countingDatabase } from '../../test-support/counting-database.js';
import {
  fillCart,
  newCustomer,
  placeOrder,
  productIdBySlug,
  setStock,
} from '../../test-support/shop-fixtures.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { CATALOGUE_CHANNEL } from './search-cache.js';

/**
 * Search answers are cached per instance and dropped on any catalogue write, on every instance (ADR 0059).
 * The writes here are real: SQL on the shop's database (any writer counts, not only this server's routes) and a
 * real checkout taking stock.
 */
const counter: { value?: ReturnType<typeof countingDatabase> } = {};
let server: TestServer;
let token: string;
let paneerId: string;

interface Suggestion {
  id: string;
  name: string;
  finalPricePaise: number;
  stockQuantity: number;
  category: { name: string };
}

async function suggest(url: string, q: string): Promise<Suggestion[]> {
  const response = await fetch(`${url}/api/search/suggestions?q=${encodeURIComponent(q)}&limit=8`, {
    headers: { authorization: `Bearer ${token}`, 'x-language': 'en' },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { items: Suggestion[] }).items;
}

/** NOTIFY arrives after the commit, asynchronously: asks again until the answer shows the change (at most 5 s). */
async function eventually(url: string, q: string, changed: (items: Suggestion[]) => boolean) {
  const until = Date.now() + 5000;
  for (;;) {
    const items = await suggest(url, q);
    if (changed(items) || Date.now() > until) return items;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const paneerIn = (items: Suggestion[]) => items.find((item) => item.id === paneerId);

/** Payloads this server's catalogue listener has handled (its cache cleared on each). */
const heard: string[] = [];

/**
 * Waits until this server has heard every catalogue notice committed so far: a marker notified last arrives
 * last (PostgreSQL delivers in commit order), so once it is heard the earlier writes' notices have cleared the cache.
 */
async function caughtUp() {
  const marker = `caught-up-${heard.length}-${Date.now()}`;
  await server.db.query(`select pg_notify('${CATALOGUE_CHANNEL}', $1)`, [marker]);
  const until = Date.now() + 5000;
  while (!heard.includes(marker)) {
    if (Date.now() > until) throw new Error('the catalogue notice never arrived');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

beforeAll(async () => {
  server = await startTestServer({
    seed: true,
    wrapDb: (db) => {
      counter.value = countingDatabase(db);
      const counted = counter.value.db;
      return {
        ...counted,
        listen: (channel, onNotify, onConnection) =>
          counted.listen(
            channel,
            (payload) => {
              onNotify(payload);
              if (channel === CATALOGUE_CHANNEL) heard.push(payload);
            },
            onConnection,
          ),
      };
    },
  });
  ({ token } = await newCustomer(server));
  paneerId = await productIdBySlug(server.db, 'fresh-paneer');
  await setStock(server.db, paneerId, 50, 9000);
  await server.db.query('update products set discount_percentage = 0 where id = $1', [paneerId]);
});
afterAll(async () => server?.stop());

describe(`search cache on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('when the same search is asked twice, then the second answer is the same and runs no search statement', async () => {
    // The set-up's own writes notify after they commit; heard late, they would empty the cache between the asks.
    await caughtUp();
    const first = await suggest(server.url, 'Paneer');
    const statements = await counter.value!.count(async () => {
      expect(await suggest(server.url, '  paneer ')).toEqual(first);
    });
    expect(paneerIn(first)?.finalPricePaise).toBe(9000);
    expect(statements.filter((sql) => /search_text/.test(sql))).toEqual([]);
  });

  it('when the price, the name, the category or the status changes, then the next answer shows it', async () => {
    await suggest(server.url, 'paneer');
    await server.db.query('update products set price_paise = 8100 where id = $1', [paneerId]);
    expect(
      paneerIn(await eventually(server.url, 'paneer', (items) => paneerIn(items)?.finalPricePaise === 8100))
        ?.finalPricePaise,
    ).toBe(8100);

    await server.db.query(`update products set name = 'Malai Paneer' where id = $1`, [paneerId]);
    expect(
      paneerIn(await eventually(server.url, 'paneer', (items) => paneerIn(items)?.name === 'Malai Paneer'))
        ?.name,
    ).toBe('Malai Paneer');

    await server.db.query(
      `update categories set name = 'Dairy & Eggs' where id = (select category_id from products where id = $1)`,
      [paneerId],
    );
    expect(
      paneerIn(
        await eventually(server.url, 'paneer', (items) => paneerIn(items)?.category.name === 'Dairy & Eggs'),
      )?.category.name,
    ).toBe('Dairy & Eggs');

    await server.db.query('update products set is_active = false where id = $1', [paneerId]);
    expect(
      paneerIn(await eventually(server.url, 'paneer', (items) => paneerIn(items) === undefined)),
    ).toBeUndefined();
    await server.db.query('update products set is_active = true where id = $1', [paneerId]);
    expect(
      paneerIn(await eventually(server.url, 'paneer', (items) => paneerIn(items) !== undefined))?.id,
    ).toBe(paneerId);
  });
});

describe.runIf(process.env.TEST_DB_ENGINE === 'postgres')('search cache on two instances', () => {
  let other: RunningServer;
  beforeAll(async () => {
    other = await startServer(
      loadConfig({
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: '0',
        SEED_DEMO_DATA: 'false',
        JOBS_ENABLED: 'false',
        AUTH_SECRET: 'test-secret-test-secret-test-secret-0123456789',
        WEB_DIST_DIR: '/nonexistent',
      }),
      { db: await server.database.openAnother() },
    );
  });
  afterAll(async () => other?.close());

  it('when a checkout on one instance takes stock, then the other instance stops answering the old stock', async () => {
    await setStock(server.db, paneerId, 40);
    const before = await eventually(other.url, 'paneer', (items) => paneerIn(items)?.stockQuantity === 40);
    expect(paneerIn(before)?.stockQuantity).toBe(40);
    // Cached on the other instance now; the order goes through the first.
    expect(paneerIn(await suggest(other.url, 'paneer'))?.stockQuantity).toBe(40);
    const buyer = await newCustomer(server);
    await fillCart(server, buyer.token, [{ productId: paneerId, quantity: 3 }]);
    expect((await placeOrder(server, buyer.token)).status).toBe(201);

    const after = await eventually(other.url, 'paneer', (items) => paneerIn(items)?.stockQuantity === 37);
    expect(paneerIn(after)?.stockQuantity).toBe(37);
  });

  it('when a price changes through the first instance, then the second answers the new price', async () => {
    await suggest(other.url, 'paneer');
    await server.db.query('update products set price_paise = 7300 where id = $1', [paneerId]);
    const after = await eventually(other.url, 'paneer', (items) => paneerIn(items)?.finalPricePaise === 7300);
    expect(paneerIn(after)?.finalPricePaise).toBe(7300);
  });
});
