import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productIdBySlug, setStock } from '../../test-support/shop-fixtures.js';
import { createPlan, customerWithAddress, istAt } from '../../test-support/subscription-fixtures.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { plannedDeliveries, walletNeedOn } from './planned-deliveries.js';

/*
 * The forecast of Wednesday 11 March 2026 (IST), read on Tuesday the 10th: plans created at 10:00 IST that day
 * deliver first on the 11th. Prices are set without discounts, so each amount is quantity × price.
 */

const TODAY = '2026-03-10';
const TOMORROW = '2026-03-11';
let server: TestServer;
const price = { milk: 30_00, paneer: 95_00, dal: 160_00, rice: 80_00, tomato: 40_00 };
let ids: Record<keyof typeof price, string>;

beforeAll(async () => {
  server = await startTestServer({ seed: true, clock: () => istAt(TODAY, '10:00') });
  const slugs = {
    milk: 'toned-milk',
    paneer: 'fresh-paneer',
    dal: 'toor-dal',
    rice: 'basmati-rice',
    tomato: 'tomato',
  } as const;
  ids = {} as typeof ids;
  for (const [key, slug] of Object.entries(slugs) as [keyof typeof price, string][]) {
    ids[key] = await productIdBySlug(server.db, slug);
    await server.db.query('update products set discount_percentage = 0 where id = $1', [ids[key]]);
    await setStock(server.db, ids[key], 1_000, price[key]);
  }
});
afterAll(async () => server?.stop());

describe('the deliveries planned for a day', () => {
  it('when a customer has wallet and cash plans tomorrow, one skipped and one already made, then only the two due count and the wallet needs the wallet one', async () => {
    const asha = await customerWithAddress(server, 'Asha Forecast');
    const milk = await createPlan(server, asha, {
      productId: ids.milk,
      startDate: TODAY,
      quantity: 2,
      paymentMethod: 'wallet',
    });
    const paneer = await createPlan(server, asha, {
      productId: ids.paneer,
      startDate: TODAY,
      quantity: 1,
      paymentMethod: 'cod',
    });
    const dal = await createPlan(server, asha, {
      productId: ids.dal,
      startDate: TODAY,
      quantity: 1,
      paymentMethod: 'wallet',
    });
    const rice = await createPlan(server, asha, {
      productId: ids.rice,
      startDate: TODAY,
      quantity: 1,
      paymentMethod: 'wallet',
    });
    const tomato = await createPlan(server, asha, {
      productId: ids.tomato,
      startDate: TODAY,
      quantity: 1,
      paymentMethod: 'wallet',
    });
    expect([milk, paneer, dal, rice, tomato].map((plan) => plan.nextDeliveryDate)).toEqual(
      Array(5).fill(TOMORROW),
    );
    const skipped = await server.api(`/api/subscriptions/${dal.id}/skips/${TOMORROW}`, {
      method: 'PUT',
      token: asha.token,
    });
    expect(skipped.status).toBe(200);
    // A skip saved through the API also moves the plan's next delivery on; the forecast leaves a skipped day out
    // by itself too, so a skip row on the plan's date (written without the move) still counts.
    await server.db.query('insert into subscription_skips (subscription_id, delivery_date) values ($1, $2)', [
      tomato.id,
      TOMORROW,
    ]);
    // The midnight run already dealt with the rice plan for that day (it found no stock, say).
    await server.db.query(
      `insert into subscription_deliveries (subscription_id, delivery_date, outcome) values ($1, $2, 'skipped_out_of_stock')`,
      [rice.id, TOMORROW],
    );
    const ravi = await customerWithAddress(server, 'Ravi Forecast');
    await createPlan(server, ravi, {
      productId: ids.milk,
      startDate: TODAY,
      quantity: 1,
      paymentMethod: 'wallet',
    });

    // Both plans were made at the clock's same instant: which is listed first is not what this is about.
    const bySubscription = (a: { subscriptionId: string }, b: { subscriptionId: string }) =>
      a.subscriptionId.localeCompare(b.subscriptionId);
    expect((await plannedDeliveries(server.db, TOMORROW, asha.userId)).sort(bySubscription)).toEqual(
      [
        {
          subscriptionId: milk.id,
          userId: asha.userId,
          productId: ids.milk,
          quantity: 2,
          amountPaise: 60_00,
          paymentMethod: 'wallet',
        },
        {
          subscriptionId: paneer.id,
          userId: asha.userId,
          productId: ids.paneer,
          quantity: 1,
          amountPaise: 95_00,
          paymentMethod: 'cod',
        },
      ].sort(bySubscription),
    );
    expect(await walletNeedOn(server.db, TOMORROW, asha.userId)).toBe(60_00);
    expect(await walletNeedOn(server.db, TOMORROW, ravi.userId)).toBe(30_00);
    expect(await walletNeedOn(server.db, TODAY, asha.userId)).toBe(0);

    const everyone = await plannedDeliveries(server.db, TOMORROW);
    const ours = everyone.filter((d) => d.userId === asha.userId || d.userId === ravi.userId);
    expect(ours.map((d) => [d.productId, d.quantity, d.amountPaise])).toEqual(
      expect.arrayContaining([
        [ids.milk, 2, 60_00],
        [ids.paneer, 1, 95_00],
        [ids.milk, 1, 30_00],
      ]),
    );
    expect(ours).toHaveLength(3);
  });

  it('when two wallet plans are due, then the wallet needs their sum', async () => {
    const meera = await customerWithAddress(server, 'Meera Forecast');
    await createPlan(server, meera, {
      productId: ids.milk,
      startDate: TODAY,
      quantity: 3,
      paymentMethod: 'wallet',
    });
    await createPlan(server, meera, {
      productId: ids.dal,
      startDate: TODAY,
      quantity: 2,
      paymentMethod: 'wallet',
    });
    expect(await walletNeedOn(server.db, TOMORROW, meera.userId)).toBe(3 * 30_00 + 2 * 160_00);
  });
});
