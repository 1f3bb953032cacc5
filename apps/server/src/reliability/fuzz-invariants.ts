import type { Queryable } from '../db/database.js';

/**
 * What must still hold after any number of malformed requests (issue 9 standing suite): no negative stock, every
 * order's totals equal the sum of its items, no orphan rows, one active registration per push endpoint and
 * player id, and no polluted Object.prototype in the server's process. Returns the broken ones, described.
 */
export async function brokenInvariants(db: Queryable): Promise<string[]> {
  const broken: string[] = [];
  const check = async (what: string, sql: string) => {
    const { rows } = await db.query(sql);
    if (rows.length > 0) broken.push(`${what}: ${JSON.stringify(rows.slice(0, 5))}`);
  };

  // Every stock column of every table (product packs too), so a table added later is covered.
  const { rows: stockColumns } = await db.query<{ table_name: string; column_name: string }>(
    `select table_name, column_name from information_schema.columns
      where table_schema = 'public' and column_name in ('stock_quantity', 'stock')`,
  );
  for (const { table_name, column_name } of stockColumns)
    await check(
      `negative ${table_name}.${column_name}`,
      `select * from "${table_name}" where "${column_name}" < 0 limit 5`,
    );

  await check(
    'order line total is not unit price × quantity',
    `select id, unit_price_paise, quantity, total_price_paise from order_items
      where total_price_paise <> unit_price_paise * quantity`,
  );
  await check(
    'order subtotal is not the sum of its lines',
    `select o.id, o.subtotal_paise, sum(i.total_price_paise) as lines from orders o
       join order_items i on i.order_id = o.id group by o.id having o.subtotal_paise <> sum(i.total_price_paise)`,
  );
  await check(
    'order total is not subtotal + delivery fee − discount',
    `select id, subtotal_paise, delivery_fee_paise, discount_paise, total_paise from orders
      where total_paise <> subtotal_paise + delivery_fee_paise - discount_paise`,
  );
  await check(
    'order without lines',
    `select o.id from orders o where not exists (select 1 from order_items i where i.order_id = o.id)`,
  );
  await check(
    'order line without its order',
    `select i.id from order_items i where not exists (select 1 from orders o where o.id = i.order_id)`,
  );
  await check(
    'payment without its order',
    `select p.id from payments p where not exists (select 1 from orders o where o.id = p.order_id)`,
  );
  await check(
    'cart line for a missing product or with no quantity',
    `select c.id from cart_items c where c.quantity <= 0
        or not exists (select 1 from products p where p.id = c.product_id)`,
  );
  await check(
    'session of a missing user',
    `select s.id from sessions s where not exists (select 1 from users u where u.id = s.user_id)`,
  );
  await check(
    'push endpoint active twice',
    `select endpoint from push_subscriptions where retired_at is null group by endpoint having count(*) > 1`,
  );
  await check(
    'push endpoint outside https',
    `select id, endpoint from push_subscriptions where endpoint !~ '^https://'`,
  );

  const polluted = Object.getOwnPropertyNames(Object.prototype).filter(
    (name) => !BASE_OBJECT_PROTOTYPE.has(name),
  );
  if (polluted.length > 0) broken.push(`Object.prototype polluted: ${polluted.join(', ')}`);
  return broken;
}

const BASE_OBJECT_PROTOTYPE = new Set(Object.getOwnPropertyNames(Object.prototype));
