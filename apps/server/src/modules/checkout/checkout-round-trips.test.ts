import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countingDatabase } from '../../test-support/counting-database.js';
import {
  fillCart,
  newCustomer,
  placeOrder,
  productIdBySlug,
  setStock,
} from '../../test-support/shop-fixtures.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

/**
 * Round trips to the database per checkout, counted at the Database interface (begin and commit count as
 * one each). The checkout benchmark's order (one line, cash, a typed address) took 34 before issue 11, 31 with
 * one owner per table, 18 with the fan-out change too, 19 since issue 16 queues the order's SMS job in the same
 * transaction (ADR 0048: a durable job, so the text goes even if this process dies after the commit), 15 since
 * issue 18 (ADR 0058: the order's facts come back from its insert, the customer's and the admins' notifications
 * share one statement, the order view is one select); the ceiling keeps it from growing again. The realtime
 * hub's own reads are left out, as in the benchmark.
 */
const counter: { value?: ReturnType<typeof countingDatabase> } = {};
let server: TestServer;
let products: string[];

beforeAll(async () => {
  server = await startTestServer({
    seed: true,
    wrapDb: (db) => {
      counter.value = countingDatabase(db);
      return counter.value.db;
    },
  });
  products = await Promise.all(
    ['basmati-rice', 'toor-dal', 'brown-rice'].map((slug) => productIdBySlug(server.db, slug)),
  );
  for (const id of products) await setStock(server.db, id, 1000, 20000);
});
afterAll(async () => server?.stop());

async function roundTripsOf(lines: number, body?: Record<string, unknown>) {
  const { token } = await newCustomer(server);
  await fillCart(
    server,
    token,
    products.slice(0, lines).map((productId) => ({ productId, quantity: 1 })),
  );
  let status = 0;
  const statements = await counter.value!.count(async () => {
    status = (await placeOrder(server, token, body)).status;
  });
  expect(status).toBe(201);
  return statements.filter((sql) => !/from realtime_events where id > \$1/.test(sql));
}

describe(`checkout round trips on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('when one cash order of one line is placed, then it takes at most 15 round trips (34 before issue 11, 19 before issue 18)', async () => {
    const statements = await roundTripsOf(1);
    expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(15);
  });

  it('when the cart has three lines, then the order still takes the same round trips (its lines go in one statement)', async () => {
    const one = await roundTripsOf(1);
    const three = await roundTripsOf(3);
    expect(three.length).toBe(one.length);
  });
});
