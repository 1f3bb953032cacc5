import { DEFAULT_DELIVERY_FEE_RULE } from '@tokri/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADDRESS,
  fillCart,
  insertOrder,
  newCustomer,
  placeOrder,
  productIdBySlug,
  setStock,
} from '../../test-support/shop-fixtures.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

/**
 * Issue 15 item 4, ADR 0043: the price the cart shows is the price checkout quotes and the order keeps, for
 * every fee rule the code has (the minimum order, the delivery fee below the free-delivery threshold, coupons),
 * and no request header or order history changes it.
 */

let server: TestServer;
let rice: string;
let ghee: string;

const {
  freeDeliveryFromPaise: FREE,
  deliveryFeePaise: FEE,
  minimumOrderPaise: MIN,
} = DEFAULT_DELIVERY_FEE_RULE;

/** Every money field an order carries; a new fee would show up here and fail the test until the cart shows it. */
const ORDER_MONEY_FIELDS = [
  'amountDuePaise',
  'deliveryFeePaise',
  'discountPaise',
  'mrpTotalPaise',
  'subtotalPaise',
  'totalPaise',
];

/** Lines keyed by product and pack: the cart lists them as added, the quote by product id; the prices must match. */
const byLine = (items: { productId: string; variantId: string | null }[]) =>
  [...items].sort((a, b) => `${a.productId}/${a.variantId}`.localeCompare(`${b.productId}/${b.variantId}`));

beforeAll(async () => {
  server = await startTestServer({ seed: true });
  rice = await productIdBySlug(server.db, 'basmati-rice');
  ghee = await productIdBySlug(server.db, 'cow-ghee').catch(() => productIdBySlug(server.db, 'desi-ghee'));
});
afterAll(async () => server?.stop());

/** Sets rice's price so one bag is `pricePaise`, with no discount, and ghee at ₹300 less 10%. */
async function priceRice(pricePaise: number) {
  await setStock(server.db, rice, 1000, pricePaise);
  await server.db.query('update products set discount_percentage = 0 where id = $1', [rice]);
  await setStock(server.db, ghee, 1000, 300_00);
  await server.db.query('update products set discount_percentage = 10 where id = $1', [ghee]);
}

interface Case {
  name: string;
  ricePaise: number;
  riceQuantity: number;
  gheeQuantity: number;
  coupon?: string;
  paymentMethod: 'cod' | 'online';
}

/** Carts on each side of every threshold: the minimum, the free-delivery line, each coupon's minimum. */
const CASES: Case[] = [
  {
    name: 'exactly the minimum order',
    ricePaise: MIN,
    riceQuantity: 1,
    gheeQuantity: 0,
    paymentMethod: 'cod',
  },
  {
    name: 'one paisa under free delivery',
    ricePaise: FREE - 1,
    riceQuantity: 1,
    gheeQuantity: 0,
    paymentMethod: 'cod',
  },
  {
    name: 'one paisa under free delivery, paid online',
    ricePaise: FREE - 1,
    riceQuantity: 1,
    gheeQuantity: 0,
    paymentMethod: 'online',
  },
  { name: 'exactly free delivery', ricePaise: FREE, riceQuantity: 1, gheeQuantity: 0, paymentMethod: 'cod' },
  {
    name: 'one paisa over free delivery',
    ricePaise: FREE + 1,
    riceQuantity: 1,
    gheeQuantity: 0,
    paymentMethod: 'online',
  },
  {
    name: 'two lines with a discount (rounding)',
    ricePaise: 33_33,
    riceQuantity: 3,
    gheeQuantity: 1,
    paymentMethod: 'cod',
  },
  {
    name: 'FRESH10 at its minimum takes the order back under free delivery',
    ricePaise: 199_00,
    riceQuantity: 1,
    gheeQuantity: 0,
    coupon: 'FRESH10',
    paymentMethod: 'cod',
  },
  {
    name: 'FRESH10 capped at ₹50',
    ricePaise: 600_00,
    riceQuantity: 1,
    gheeQuantity: 0,
    coupon: 'FRESH10',
    paymentMethod: 'online',
  },
  {
    name: 'WELCOME50 one paisa over its minimum, under free delivery after it',
    ricePaise: 249_01,
    riceQuantity: 1,
    gheeQuantity: 0,
    coupon: 'WELCOME50',
    paymentMethod: 'cod',
  },
  {
    name: 'WELCOME50 leaving exactly the free-delivery line',
    ricePaise: FREE + 50_00,
    riceQuantity: 1,
    gheeQuantity: 0,
    coupon: 'WELCOME50',
    paymentMethod: 'cod',
  },
  {
    name: 'SAVE100 at its minimum',
    ricePaise: 999_00,
    riceQuantity: 1,
    gheeQuantity: 0,
    coupon: 'SAVE100',
    paymentMethod: 'online',
  },
  {
    name: 'a large cart with SAVE100',
    ricePaise: 450_00,
    riceQuantity: 4,
    gheeQuantity: 3,
    coupon: 'SAVE100',
    paymentMethod: 'cod',
  },
];

/** The price as the rules say it should be, worked out here independently of the server's code. */
function expected(c: Case, couponPaise: number) {
  const subtotal = c.ricePaise * c.riceQuantity + 270_00 * c.gheeQuantity;
  const afterCoupon = subtotal - couponPaise;
  const fee = afterCoupon >= FREE ? 0 : FEE;
  return { subtotal, fee, total: afterCoupon + fee };
}

function couponPaiseFor(c: Case, subtotal: number): number {
  if (c.coupon === 'FRESH10') return Math.min(Math.round(subtotal / 10), 50_00);
  if (c.coupon === 'WELCOME50') return 50_00;
  if (c.coupon === 'SAVE100') return 100_00;
  return 0;
}

describe(`one honest price on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it.each(CASES)(
    'when the cart is $name, then the cart, the quote and the order agree line by line',
    async (c) => {
      await priceRice(c.ricePaise);
      const { token } = await newCustomer(server);
      const lines = [{ productId: rice, quantity: c.riceQuantity }];
      if (c.gheeQuantity > 0) lines.push({ productId: ghee, quantity: c.gheeQuantity });
      await fillCart(server, token, lines);

      const cart = (await server.api('/api/cart', { token })).body;
      const plainQuote = (await server.api('/api/checkout/quote', { token })).body;
      // Without a coupon the quote is the cart: same lines, same summary, nothing added.
      expect(byLine(plainQuote.items)).toEqual(byLine(cart.items));
      expect(plainQuote.summary).toEqual(cart.summary);
      expect(plainQuote.coupon).toBeNull();

      const quote = c.coupon
        ? (await server.api(`/api/checkout/quote?coupon=${c.coupon}`, { token })).body
        : plainQuote;
      const couponPaise = couponPaiseFor(c, cart.summary.subtotalPaise);
      const want = expected(c, couponPaise);
      expect(cart.summary).toMatchObject({ subtotalPaise: want.subtotal, couponDiscountPaise: 0 });
      expect(byLine(quote.items)).toEqual(byLine(cart.items));
      expect(quote.summary).toMatchObject({
        subtotalPaise: want.subtotal,
        couponDiscountPaise: couponPaise,
        deliveryFeePaise: want.fee,
        totalPaise: want.total,
      });
      // The summary's lines add up to its total: no line exists that is not shown.
      const s = quote.summary;
      expect(s.subtotalPaise - s.couponDiscountPaise + s.deliveryFeePaise).toBe(s.totalPaise);

      const placed = await placeOrder(server, token, {
        address: ADDRESS,
        paymentMethod: c.paymentMethod,
        ...(c.coupon ? { couponCode: c.coupon } : {}),
      });
      expect(placed.status).toBe(201);
      const order = placed.body.order;
      expect(order).toMatchObject({
        subtotalPaise: s.subtotalPaise,
        discountPaise: s.couponDiscountPaise,
        deliveryFeePaise: s.deliveryFeePaise,
        totalPaise: s.totalPaise,
        mrpTotalPaise: s.mrpTotalPaise,
      });
      // Checkout never adds a line: the order has no money field beyond the ones the cart showed.
      const moneyFields = Object.keys(order).filter((key) => key.endsWith('Paise'));
      expect(moneyFields.every((key) => ORDER_MONEY_FIELDS.includes(key))).toBe(true);
      if ('amountDuePaise' in order) expect(order.amountDuePaise).toBe(s.totalPaise);
      // Line by line: each order item is the cart line at the price the cart showed.
      const orderLines = order.items.map((item: Record<string, unknown>) => [
        item.productId,
        item.quantity,
        item.unitPricePaise,
        item.totalPricePaise,
      ]);
      const cartLines = cart.items.map((item: Record<string, unknown>) => [
        item.productId,
        item.quantity,
        item.finalUnitPricePaise,
        item.lineTotalPaise,
      ]);
      expect(orderLines).toEqual(expect.arrayContaining(cartLines));
      expect(orderLines).toHaveLength(cartLines.length);
    },
  );

  it('when the same cart is priced from any device, platform or customer history, then the totals are byte-identical', async () => {
    await priceRice(180_00);
    const devices: Record<string, string>[] = [
      {},
      {
        'user-agent':
          'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
        'sec-ch-ua-platform': '"Android"',
        'sec-ch-ua-mobile': '?1',
      },
      {
        'user-agent':
          'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      },
      {
        'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
        'sec-ch-ua-platform': '"Windows"',
      },
      {
        'user-agent':
          'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 Version/18.0 Safari/605.1.15',
        'sec-ch-ua-platform': '"macOS"',
      },
      // The native shell identifies itself as Tokri/… (the push device info); an x-platform hint is read nowhere.
      { 'user-agent': 'Tokri/1.0 (Android)', 'x-platform': 'android' },
      { 'user-agent': 'Tokri/1.0 (iOS)', 'x-platform': 'ios', 'sec-ch-ua-platform': '"iOS"' },
    ];

    const fresh = await newCustomer(server, 'New Customer');
    const regular = await newCustomer(server, 'Long-time Customer');
    for (let i = 0; i < 12; i += 1) {
      await insertOrder(server.db, regular.userId, [{ productId: rice, quantity: 2 }], {
        daysAgo: 10 + i * 20,
      });
    }
    const cartLines = [
      { productId: rice, quantity: 1 },
      { productId: ghee, quantity: 1 },
    ];
    await fillCart(server, fresh.token, cartLines);
    await fillCart(server, regular.token, cartLines);

    const priced = new Set<string>();
    const quoted = new Set<string>();
    const withCoupon = new Set<string>();
    for (const customer of [fresh, regular]) {
      for (const headers of devices) {
        const cart = await server.api('/api/cart', { token: customer.token, headers });
        const quote = await server.api('/api/checkout/quote', { token: customer.token, headers });
        const fresh10 = await server.api('/api/checkout/quote?coupon=FRESH10', {
          token: customer.token,
          headers,
        });
        expect([cart.status, quote.status, fresh10.status]).toEqual([200, 200, 200]);
        priced.add(JSON.stringify({ items: cart.body.items, summary: cart.body.summary }));
        quoted.add(JSON.stringify(quote.body));
        withCoupon.add(JSON.stringify(fresh10.body));
      }
    }
    expect(priced.size).toBe(1);
    expect(quoted.size).toBe(1);
    expect(withCoupon.size).toBe(1);

    // And the orders placed from two different phones by the two customers keep the same money.
    const a = await server.api('/api/checkout', {
      token: fresh.token,
      body: { address: ADDRESS, paymentMethod: 'cod' },
      headers: { ...devices[1], 'idempotency-key': `honest-a-${Date.now()}` },
    });
    const b = await server.api('/api/checkout', {
      token: regular.token,
      body: { address: ADDRESS, paymentMethod: 'cod' },
      headers: { ...devices[2], 'idempotency-key': `honest-b-${Date.now()}` },
    });
    expect([a.status, b.status]).toEqual([201, 201]);
    const money = (order: Record<string, unknown>) =>
      JSON.stringify(Object.entries(order).filter(([key]) => key.endsWith('Paise')));
    expect(money(a.body.order)).toBe(money(b.body.order));
    expect(a.body.order.totalPaise).toBe(JSON.parse([...quoted][0]!).summary.totalPaise);
  });
});
