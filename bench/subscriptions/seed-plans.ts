/**
 * The midnight run's world, made in bulk SQL: customers (shared/users.ts), their wallets funded through
 * ledger-consistent top-ups, and N active daily plans due on the run date spread over the customers and a few
 * products. What the run must produce is worked out here from the setup alone (which customers were made short,
 * how much stock each product got), never from the job's own report; `checkRun` then compares the database with it.
 */
import { type DeliveryAddress, deliveryAddressSchema, toDeliveryAddress } from '@tokri/core';
import type { Database, Queryable } from '../../apps/server/src/db/database.js';
import { createGeoService } from '../../apps/server/src/modules/locations/geo-service.js';
import { createServiceability } from '../../apps/server/src/modules/locations/serviceability.js';
import { ADDRESS } from '../../apps/server/src/test-support/shop-fixtures.js';
import { createBenchUsers } from '../shared/users.js';

/** Products the plans are spread over; the first LIMITED get too little stock for their plans. */
export const PRODUCTS = 5;
export const LIMITED = 2;
/** Every plan of a limited product asks for this many, so how many fit is floor(stock / it), whatever the order. */
export const LIMITED_QUANTITY = 2;
/** Share of the eligible demand of each limited product that its stock covers. */
const LIMITED_COVER = [0.7, 0.3];
const PLENTY = 10_000_000;
/** A short customer's wallet: none at all (n % 20 = 0) or ₹1 (n % 20 = 10); no plan's line is that cheap. */
const SHORT_BALANCE_PAISE = 100;
/** Above the sum of a funded customer's wallet plans at full price, so no order of the day can find it short. */
const FUNDED_MARGIN_PAISE = 5_000;

export const isShortCustomer = (n: number) => n % 10 === 0;

export interface World {
  date: string;
  plans: number;
  customers: number;
  users: string[];
  shortUsers: string[];
  products: { id: string; slug: string; pricePaise: number; stock: number; limited: boolean }[];
  storeId: string;
  distanceKm: number;
  setupSeconds: { users: number; plans: number; wallets: number; analyze: number };
}

export interface Expected {
  duePlans: number;
  walletPlans: number;
  codPlans: number;
  skippedBalance: number;
  skippedOutOfStock: number;
  orders: number;
  /** Units each product must lose (= the quantities of its orders). */
  unitsByProduct: Record<string, number>;
}

const seconds = (since: number) => Math.round((performance.now() - since) / 10) / 100;

/** The plan's address snapshot and store, exactly as subscriptions-service.ts create() fills them. */
async function servedAddress(
  db: Queryable,
): Promise<{ address: DeliveryAddress; storeId: string; km: number }> {
  const address = toDeliveryAddress(deliveryAddressSchema.parse(ADDRESS));
  const serviceability = createServiceability(db, createGeoService({ userAgent: 'tokri-bench' }));
  const check = await serviceability.forAddress(address);
  if (!check.serviceable || !check.store)
    throw new Error(`the bench address ${address.pincode} is not served`);
  return { address, storeId: check.store.id, km: check.store.distanceKm };
}

const INSERT_PLANS = `
  insert into subscriptions (user_id, product_id, subscription_type, quantity, start_date, next_delivery_date,
                             payment_method, delivery_address, seller_location_id, delivery_distance_km)
  select ($1::uuid[])[1 + g % $3], ($2::uuid[])[1 + (g + g / $3) % $4], 'daily',
         case when (g + g / $3) % $4 < $5 then $6 else 1 + g % 3 end,
         $7::date - 1, $7::date,
         case when g % 3 = 0 then 'cod' else 'wallet' end,
         $8::jsonb, $9::uuid, $10::numeric
    from generate_series($11::int, $11::int + $12::int - 1) g`;

// Every customer of the day gets a paid top-up, its ledger row and the wallet it explains, in one statement:
// funded customers more than all their wallet plans cost at full price, short ones ₹1 or no wallet at all.
const FUND_WALLETS = `
  with need as (
    select s.user_id, sum(s.quantity * p.price_paise) filter (where s.payment_method = 'wallet') as paise
      from subscriptions s join products p on p.id = s.product_id
     where s.next_delivery_date = $2::date group by s.user_id),
  funding as (
    select u.id as user_id,
           case when (u.n - 1) % 20 = 0 then null
                when (u.n - 1) % 10 = 0 then $3::int
                else coalesce(need.paise, 0) + $4::int end as amount
      from unnest($1::uuid[]) with ordinality as u(id, n)
      left join need on need.user_id = u.id),
  topups as (
    insert into wallet_topups (user_id, amount_paise, status, paid_at)
    select user_id, amount, 'paid', now() from funding where amount is not null
    returning id, user_id, amount_paise),
  ledger as (
    insert into wallet_ledger (user_id, kind, amount_paise, balance_after_paise, topup_id, note)
    select user_id, 'topup', amount_paise, amount_paise, id, 'bench top-up' from topups)
  insert into wallets (user_id, balance_paise) select user_id, amount_paise from topups`;

/**
 * Customers, plans and wallets for a run on `date`. Expects a migrated, seeded database. `prefix` keeps the
 * customers of several worlds in one database apart (users.ts makes e-mail addresses from it).
 */
export async function createWorld(
  db: Database,
  options: { date: string; plans: number; customers: number; prefix: string },
): Promise<World> {
  let started = performance.now();
  const users = (
    await createBenchUsers(db, {
      prefix: options.prefix,
      count: options.customers,
      authSecret: 'bench-subscriptions-secret-0123456789-abcdef',
      tokenTtlSeconds: 900,
    })
  ).map((user) => user.userId);
  const usersSeconds = seconds(started);

  started = performance.now();
  const { rows: products } = await db.query<{ id: string; slug: string; price_paise: number }>(
    `select p.id, p.slug, p.price_paise from products p
      where p.is_active and p.price_paise >= 2000 and p.discount_percentage <= 50
        and not exists (select 1 from product_variants v where v.product_id = p.id)
      order by p.slug limit $1`,
    [PRODUCTS],
  );
  if (products.length < PRODUCTS) throw new Error(`only ${products.length} plain products to subscribe to`);
  const { address, storeId, km } = await servedAddress(db);
  const productIds = products.map((product) => product.id);
  for (let from = 0; from < options.plans; from += 50_000) {
    await db.query(INSERT_PLANS, [
      users,
      productIds,
      options.customers,
      PRODUCTS,
      LIMITED,
      LIMITED_QUANTITY,
      options.date,
      JSON.stringify(address),
      storeId,
      km,
      from,
      Math.min(50_000, options.plans - from),
    ]);
  }
  const plansSeconds = seconds(started);

  started = performance.now();
  await db.query(FUND_WALLETS, [users, options.date, SHORT_BALANCE_PAISE, FUNDED_MARGIN_PAISE]);
  const shortUsers = users.filter((_, n) => isShortCustomer(n));
  // Stock: plenty for the others; for a limited product a share of what its eligible plans (not blocked by the
  // wallet, which is checked first) ask for, plus one unit that no plan can take.
  const stocks: number[] = [];
  for (const [index, product] of products.entries()) {
    let stock = PLENTY;
    if (index < LIMITED) {
      const { rows } = await db.query<{ n: number }>(
        `select count(*)::int as n from subscriptions
          where product_id = $1 and next_delivery_date = $2
            and not (payment_method = 'wallet' and user_id = any($3::uuid[]))`,
        [product.id, options.date, shortUsers],
      );
      stock = LIMITED_QUANTITY * Math.floor(rows[0]!.n * LIMITED_COVER[index]!) + 1;
    }
    stocks.push(stock);
    await db.query('delete from stock_lots where product_id = $1', [product.id]);
    await db.query('update products set stock_quantity = $2 where id = $1', [product.id, stock]);
  }
  const walletsSeconds = seconds(started);

  started = performance.now();
  await db.exec('vacuum analyze');
  await db.exec('checkpoint').catch(() => undefined);
  return {
    date: options.date,
    plans: options.plans,
    customers: options.customers,
    users,
    shortUsers,
    products: products.map((product, index) => ({
      id: product.id,
      slug: product.slug,
      pricePaise: product.price_paise,
      stock: stocks[index]!,
      limited: index < LIMITED,
    })),
    storeId,
    distanceKm: km,
    setupSeconds: {
      users: usersSeconds,
      plans: plansSeconds,
      wallets: walletsSeconds,
      analyze: seconds(started),
    },
  };
}

/**
 * What the run must do, from the setup: a wallet plan of a short customer is skipped for balance (the wallet is
 * checked before the stock); of the rest, a limited product can serve floor(stock / quantity) plans, every
 * other product all of them.
 */
export async function expectedOutcome(db: Queryable, world: World): Promise<Expected> {
  const { rows } = await db.query<{
    product_id: string;
    quantity: number;
    payment_method: 'wallet' | 'cod';
    short: boolean;
    n: number;
  }>(
    `select product_id, quantity, payment_method, (user_id = any($2::uuid[])) as short, count(*)::int as n
       from subscriptions where next_delivery_date = $1 and is_active and deleted_at is null
      group by 1, 2, 3, 4`,
    [world.date, world.shortUsers],
  );
  const expected: Expected = {
    duePlans: 0,
    walletPlans: 0,
    codPlans: 0,
    skippedBalance: 0,
    skippedOutOfStock: 0,
    orders: 0,
    unitsByProduct: {},
  };
  for (const product of world.products) {
    const mine = rows.filter((row) => row.product_id === product.id);
    const eligible = mine.filter((row) => !(row.payment_method === 'wallet' && row.short));
    const eligiblePlans = eligible.reduce((sum, row) => sum + row.n, 0);
    const eligibleUnits = eligible.reduce((sum, row) => sum + row.n * row.quantity, 0);
    let served = eligiblePlans;
    let units = eligibleUnits;
    if (product.limited) {
      if (mine.some((row) => row.quantity !== LIMITED_QUANTITY))
        throw new Error(`setup: a plan of limited ${product.slug} does not ask for ${LIMITED_QUANTITY}`);
      served = Math.min(eligiblePlans, Math.floor(product.stock / LIMITED_QUANTITY));
      units = served * LIMITED_QUANTITY;
    } else if (eligibleUnits > product.stock) {
      throw new Error(`setup: ${product.slug} was meant to have plenty of stock`);
    }
    expected.unitsByProduct[product.id] = units;
    expected.skippedOutOfStock += eligiblePlans - served;
  }
  for (const row of rows) {
    expected.duePlans += row.n;
    if (row.payment_method === 'wallet') expected.walletPlans += row.n;
    else expected.codPlans += row.n;
    if (row.payment_method === 'wallet' && row.short) expected.skippedBalance += row.n;
  }
  expected.orders = expected.duePlans - expected.skippedOutOfStock - expected.skippedBalance;
  return expected;
}

/**
 * The setup's premises, checked before the run: short customers' wallets cannot pay any line, funded ones can
 * pay all their wallet plans at once (so the order the plans are taken in cannot change who is short).
 */
export async function checkPremises(db: Queryable, world: World): Promise<string[]> {
  const { rows } = await db.query<{ short_can_pay: number; funded_short: number }>(
    `with plan as (
       select s.user_id, s.quantity * p.price_paise as full_paise,
              s.quantity * (p.price_paise * (100 - p.discount_percentage) / 100) as floor_paise
         from subscriptions s join products p on p.id = s.product_id
        where s.next_delivery_date = $1 and s.payment_method = 'wallet')
     select (select count(*)::int from plan left join wallets w using (user_id)
              where plan.user_id = any($2::uuid[]) and coalesce(w.balance_paise, 0) + 1 >= plan.floor_paise)
              as short_can_pay,
            (select count(*)::int from (select user_id, sum(full_paise) as need from plan group by user_id) x
               left join wallets w using (user_id)
              where not (x.user_id = any($2::uuid[])) and coalesce(w.balance_paise, 0) < x.need) as funded_short`,
    [world.date, world.shortUsers],
  );
  const problems: string[] = [];
  if (rows[0]!.short_can_pay > 0)
    problems.push(`setup: ${rows[0]!.short_can_pay} short customers' plans are payable`);
  if (rows[0]!.funded_short > 0) problems.push(`setup: ${rows[0]!.funded_short} funded customers are short`);
  return problems;
}

export interface RunCounts {
  orders: number;
  deliveries: Record<string, number>;
  plansWithoutDelivery: number;
  plansWithSeveralDeliveries: number;
  duplicateOrders: number;
  stockTakenByProduct: Record<string, number>;
  orderedUnitsByProduct: Record<string, number>;
  negativeStock: number;
  walletsOffLedger: number;
  walletDebitsPaise: number;
  walletOrderTotalsPaise: number;
  walletOrdersWithoutOneDebit: number;
  debitsWithoutWalletOrder: number;
  shortWalletsTouched: number;
  ordersWithoutItems: number;
  orderedRowsWithoutOrder: number;
}

/** What the database holds for the day after the run (and, for the kill scenario, after the restart). */
export async function countRun(db: Queryable, world: World): Promise<RunCounts> {
  const one = async (sql: string, params: unknown[] = []) =>
    (await db.query<{ n: number }>(sql, params as never[])).rows[0]!.n;
  const date = world.date;
  const { rows: outcomes } = await db.query<{ outcome: string; n: number }>(
    'select outcome, count(*)::int as n from subscription_deliveries where delivery_date = $1 group by 1',
    [date],
  );
  const { rows: stock } = await db.query<{ id: string; stock_quantity: number; ordered: number }>(
    `select p.id, p.stock_quantity,
            coalesce((select sum(i.quantity) from order_items i join orders o on o.id = i.order_id
                       where i.product_id = p.id and o.scheduled_for = $2 and o.subscription_id is not null), 0)::int
              as ordered
       from products p where p.id = any($1::uuid[])`,
    [world.products.map((product) => product.id), date],
  );
  const initial = new Map(world.products.map((product) => [product.id, product.stock]));
  const walletMoney = (
    await db.query<{ debits: string; totals: string }>(
      `select (select coalesce(-sum(amount_paise), 0) from wallet_ledger where kind = 'debit')::text as debits,
              (select coalesce(sum(total_paise), 0) from orders where payment_method = 'wallet')::text as totals`,
    )
  ).rows[0]!;
  return {
    orders: await one(
      'select count(*)::int as n from orders where scheduled_for = $1 and subscription_id is not null',
      [date],
    ),
    deliveries: Object.fromEntries(outcomes.map((row) => [row.outcome, row.n])),
    plansWithoutDelivery: await one(
      `select count(*)::int as n from subscriptions s where s.start_date < $1 and s.deleted_at is null
          and not exists (select 1 from subscription_deliveries d where d.subscription_id = s.id and d.delivery_date = $1)`,
      [date],
    ),
    plansWithSeveralDeliveries: await one(
      `select count(*)::int as n from (select subscription_id from subscription_deliveries where delivery_date = $1
        group by 1 having count(*) > 1) x`,
      [date],
    ),
    duplicateOrders: await one(
      `select count(*)::int as n from (select subscription_id, scheduled_for from orders
        where subscription_id is not null group by 1, 2 having count(*) > 1) x`,
    ),
    stockTakenByProduct: Object.fromEntries(
      stock.map((row) => [row.id, initial.get(row.id)! - row.stock_quantity]),
    ),
    orderedUnitsByProduct: Object.fromEntries(stock.map((row) => [row.id, row.ordered])),
    negativeStock: await one(
      'select (select count(*) from products where stock_quantity < 0) + (select count(*) from product_variants where stock_quantity < 0) as n',
    ).then(Number),
    walletsOffLedger: await one(
      `select count(*)::int as n from wallets w
        where w.balance_paise <> (select coalesce(sum(amount_paise), 0) from wallet_ledger l where l.user_id = w.user_id)`,
    ),
    walletDebitsPaise: Number(walletMoney.debits),
    walletOrderTotalsPaise: Number(walletMoney.totals),
    walletOrdersWithoutOneDebit: await one(
      `select count(*)::int as n from orders o where o.payment_method = 'wallet'
          and (select count(*) from wallet_ledger l where l.order_id = o.id and l.kind = 'debit'
                 and l.amount_paise = -o.total_paise and l.user_id = o.user_id) <> 1`,
    ),
    debitsWithoutWalletOrder: await one(
      `select count(*)::int as n from wallet_ledger l where l.kind = 'debit'
          and not exists (select 1 from orders o where o.id = l.order_id and o.payment_method = 'wallet')`,
    ),
    shortWalletsTouched: await one(
      `select count(*)::int as n from wallet_ledger where user_id = any($1::uuid[]) and kind <> 'topup'`,
      [world.shortUsers],
    ),
    ordersWithoutItems: await one(
      `select count(*)::int as n from orders o where o.scheduled_for = $1
          and (select count(*) from order_items i where i.order_id = o.id) <> 1`,
      [date],
    ),
    orderedRowsWithoutOrder: await one(
      `select count(*)::int as n from subscription_deliveries d where d.delivery_date = $1 and d.outcome = 'ordered'
          and not exists (select 1 from orders o where o.id = d.order_id and o.subscription_id = d.subscription_id
                            and o.scheduled_for = d.delivery_date)`,
      [date],
    ),
  };
}

/** Every difference between what the run must have done and what the database holds. */
export function compare(
  expected: Expected,
  counts: RunCounts,
  world: World,
  /** Set when the run was stopped part-way with this many plans done: only what holds for part of a day is checked. */
  partial: number | null = null,
): string[] {
  const problems: string[] = [];
  const want = (what: string, actual: number, wanted: number) => {
    if (actual !== wanted) problems.push(`${what}: ${actual}, expected ${wanted}`);
  };
  const rows = Object.values(counts.deliveries).reduce((sum, n) => sum + n, 0);
  if (partial === null) {
    want('orders', counts.orders, expected.orders);
    want("'ordered' delivery rows", counts.deliveries.ordered ?? 0, expected.orders);
    want(
      'skipped_out_of_stock rows',
      counts.deliveries.skipped_out_of_stock ?? 0,
      expected.skippedOutOfStock,
    );
    want('skipped_balance rows', counts.deliveries.skipped_balance ?? 0, expected.skippedBalance);
    want('delivery rows', rows, expected.duePlans);
    want('due plans without a delivery row', counts.plansWithoutDelivery, 0);
  } else {
    want("'ordered' delivery rows", counts.deliveries.ordered ?? 0, counts.orders);
    want('delivery rows', rows, partial);
    want('due plans without a delivery row', counts.plansWithoutDelivery, expected.duePlans - partial);
    if (counts.orders > expected.orders)
      problems.push(`orders: ${counts.orders}, more than the day's ${expected.orders}`);
  }
  want('plans with more than one delivery row', counts.plansWithSeveralDeliveries, 0);
  want('duplicate orders per (subscription, day)', counts.duplicateOrders, 0);
  want('products or packs below zero', counts.negativeStock, 0);
  for (const product of world.products) {
    if (partial === null)
      want(
        `${product.slug}: stock taken`,
        counts.stockTakenByProduct[product.id] ?? 0,
        expected.unitsByProduct[product.id]!,
      );
    want(
      `${product.slug}: units ordered`,
      counts.orderedUnitsByProduct[product.id] ?? 0,
      counts.stockTakenByProduct[product.id] ?? 0,
    );
  }
  want('wallets whose balance is not the sum of their ledger', counts.walletsOffLedger, 0);
  want('wallet debits (paise)', counts.walletDebitsPaise, counts.walletOrderTotalsPaise);
  want('wallet orders without exactly one matching debit', counts.walletOrdersWithoutOneDebit, 0);
  want('debits without a wallet order', counts.debitsWithoutWalletOrder, 0);
  want("short customers' wallets moved", counts.shortWalletsTouched, 0);
  want('orders without exactly one line', counts.ordersWithoutItems, 0);
  want("'ordered' rows without their order", counts.orderedRowsWithoutOrder, 0);
  return problems;
}
