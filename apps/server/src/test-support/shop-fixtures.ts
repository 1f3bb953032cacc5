import type { Queryable } from '../db/database.js';
import { SERVICEABLE_ADDRESS } from '../reliability/serviceable-address.js';
import { signUpThroughLink } from './sign-up-link.js';
import type { TestServer } from './test-server.js';

let counter = 0;

/** Signs up a fresh customer through the real API, opening the link the outbox got, and returns their token and id. */
export async function newCustomer(server: TestServer, name = 'Test Customer') {
  counter += 1;
  const response = await signUpThroughLink(server, {
    identifier: `shopper${Date.now()}${counter}@example.in`,
    password: 'shopper-password',
    fullName: name,
  });
  if (response.status !== 200) throw new Error(`sign-up failed: ${JSON.stringify(response.body)}`);
  return { token: response.body.accessToken as string, userId: response.body.user.id as string };
}

export async function productIdBySlug(db: Queryable, slug: string): Promise<string> {
  const { rows } = await db.query<{ id: string }>('select id from products where slug = $1', [slug]);
  if (!rows[0]) throw new Error(`no product ${slug}`);
  return rows[0].id;
}

/**
 * Writes an order straight into the tables the checkout fills, `daysAgo` days back,
 * so browsing features can be tested on real order data before checkout exists.
 */
export async function insertOrder(
  db: Queryable,
  userId: string,
  lines: { productId: string; quantity: number }[],
  options: { daysAgo?: number; status?: string } = {},
) {
  const { rows } = await db.query<{ id: string }>(
    `insert into orders (user_id, status, payment_status, subtotal_paise, total_paise, created_at)
     values ($1, $2, 'paid_cod', 0, 0, now() - make_interval(days => $3)) returning id`,
    [userId, options.status ?? 'delivered', options.daysAgo ?? 0],
  );
  const orderId = rows[0]!.id;
  for (const line of lines) {
    await db.query(
      `insert into order_items (order_id, product_id, product_name, unit, quantity, unit_price_paise, total_price_paise, created_at)
       select $1, p.id, p.name, p.unit, $3, p.final_price_paise, p.final_price_paise * $3, now() - make_interval(days => $4)
         from products p where p.id = $2`,
      [orderId, line.productId, line.quantity, options.daysAgo ?? 0],
    );
  }
  return orderId;
}

export const ADDRESS = SERVICEABLE_ADDRESS;

let keyCounter = 0;
export const idempotencyKey = () => `test-key-${Date.now()}-${keyCounter++}`;

/** Puts products in the customer's cart through the real API. */
export async function fillCart(
  server: TestServer,
  token: string,
  lines: { productId: string; variantId?: string | null; quantity: number }[],
) {
  for (const line of lines) {
    const response = await server.api('/api/cart/items', {
      token,
      body: { productId: line.productId, variantId: line.variantId ?? null, quantity: line.quantity },
    });
    if (response.status !== 201) throw new Error(`add to cart failed: ${JSON.stringify(response.body)}`);
  }
}

export function placeOrder(
  server: TestServer,
  token: string,
  body: Record<string, unknown> = { address: ADDRESS, paymentMethod: 'cod' },
  key = idempotencyKey(),
) {
  return server.api('/api/checkout', { token, body, headers: { 'idempotency-key': key } });
}

export async function setStock(db: Queryable, productId: string, stock: number, pricePaise?: number) {
  // A count set by hand is all sellable: the product stops being stocked in dated lots (ADR 0046), whose sum
  // would otherwise have to equal it.
  await db.query('delete from stock_lots where product_id = $1', [productId]);
  await db.query(
    'update products set stock_quantity = $2, price_paise = coalesce($3, price_paise), is_active = true where id = $1',
    [productId, stock, pricePaise ?? null],
  );
}

/** Signs in as the demo admin (the seed's admin@tokri.in). */
export async function signInAsAdmin(server: TestServer) {
  const response = await server.api('/api/auth/sign-in', {
    body: { identifier: 'admin@tokri.in', password: 'tokri-demo-123' },
  });
  if (response.status !== 200) throw new Error(`admin sign-in failed: ${JSON.stringify(response.body)}`);
  return { token: response.body.accessToken as string, userId: response.body.user.id as string };
}
