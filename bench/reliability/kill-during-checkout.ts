/**
 * kill -9 during checkout: 200 customers check out at once against the real server in its own process on a
 * PostgreSQL server; the process is SIGKILLed as soon as the first order of the burst commits (plus a random delay
 * that grows with the round, up to 1.5 s), restarted on the same database, and every customer retries with the same Idempotency-Key.
 * After each round: no order without items, every order's subtotal = its lines and total = subtotal + fee −
 * discount, stock + units sold = the stock we started with, each customer exactly one order for the round, and a
 * retry of a request that had got its 201 before the kill returns that same order.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import pg from 'pg';
import { openPostgresDatabase } from '../../apps/server/src/db/pg-database.js';
import { type ServerProcess, startServerProcess } from '../../apps/server/src/test-support/server-process.js';
import { ADDRESS } from '../../apps/server/src/test-support/shop-fixtures.js';
import { createBenchDatabase } from '../catalog/seed-catalogue.js';
import { ADMIN_URL, adminUrlForDisplay, createLog, envNumber, onCleanup, sleep } from '../shared/harness.js';
import { machineInfo } from '../shared/machine.js';
import { type BenchUser, createBenchUsers, refillCarts } from '../shared/users.js';

const log = createLog('kill');
const CUSTOMERS = envNumber('BENCH_KILL_CUSTOMERS', 200, 1);
const ROUNDS = envNumber('BENCH_KILL_ROUNDS', 5, 1);
const AUTH_SECRET = 'bench-kill-secret-bench-kill-secret-0123456789';
const INITIAL_STOCK = 1_000_000;
const RESULTS = new URL('../results/', import.meta.url);

interface Reply {
  status: number;
  orderId: string | null;
}

async function checkout(base: string, user: BenchUser, key: string): Promise<Reply | null> {
  try {
    const response = await fetch(`${base}/api/checkout`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${user.token}`,
        'content-type': 'application/json',
        'idempotency-key': key,
      },
      body: JSON.stringify({ address: ADDRESS, paymentMethod: 'cod' }),
    });
    const body = (await response.json().catch(() => null)) as { order?: { id: string } } | null;
    return { status: response.status, orderId: body?.order?.id ?? null };
  } catch {
    return null; // cut off by the kill
  }
}

interface RoundResult {
  round: number;
  committedBeforeKill: number;
  answered201BeforeKill: number;
  cutOff: number;
  restartMs: number;
  retryStatuses: Record<string, number>;
  problems: string[];
}

async function checkInvariants(db: pg.Client, productId: string): Promise<string[]> {
  const problems: string[] = [];
  const orphans = await db.query(
    'select count(*)::int as n from orders o where not exists (select 1 from order_items i where i.order_id = o.id)',
  );
  if (orphans.rows[0].n > 0) problems.push(`${orphans.rows[0].n} orders without items`);
  const money = await db.query(
    `select count(*)::int as n from orders o
      where o.subtotal_paise <> (select coalesce(sum(total_price_paise), 0) from order_items i where i.order_id = o.id)
         or o.total_paise <> o.subtotal_paise + o.delivery_fee_paise - o.discount_paise`,
  );
  if (money.rows[0].n > 0)
    problems.push(`${money.rows[0].n} orders whose totals are not lines + fees − discounts`);
  const stock = await db.query(
    `select p.stock_quantity + (select coalesce(sum(quantity), 0) from order_items where product_id = p.id)::int as total
       from products p where id = $1`,
    [productId],
  );
  if (stock.rows[0].total !== INITIAL_STOCK)
    problems.push(`stock + sold = ${stock.rows[0].total}, expected ${INITIAL_STOCK}`);
  return problems;
}

export async function main(): Promise<string[]> {
  log(`creating a database on ${adminUrlForDisplay()}`);
  const bench = await createBenchDatabase(ADMIN_URL);
  onCleanup('drop database', () => bench.drop());
  let server: ServerProcess = await startServerProcess(bench.url, { AUTH_SECRET, LOG_LEVEL: 'error' });
  onCleanup('server process', () => server.stop());
  const control = await openPostgresDatabase({ connectionString: bench.url, maxConnections: 2 });
  onCleanup('control pool', () => control.close());
  const admin = new pg.Client({ connectionString: bench.url });
  await admin.connect();
  onCleanup('admin client', () => admin.end());

  const { rows } = await admin.query<{ id: string }>(
    `select id from products where is_active and not exists
       (select 1 from product_variants v where v.product_id = products.id)
        and not exists (select 1 from stock_lots l where l.product_id = products.id) order by id limit 1`,
  );
  const productId = rows[0]!.id;
  await admin.query('update products set stock_quantity = $2, price_paise = 25000 where id = $1', [
    productId,
    INITIAL_STOCK,
  ]);
  const users = await createBenchUsers(control, {
    prefix: 'kill',
    count: CUSTOMERS,
    authSecret: AUTH_SECRET,
    tokenTtlSeconds: 900, // the server refuses a token that outlives its own ACCESS_TOKEN_TTL_SECONDS
  });
  const rounds: RoundResult[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    await refillCarts(
      control,
      users.map((user) => ({ userId: user.userId, productId, quantity: 1 + (round % 3) })),
    );
    const ordersBefore = (await admin.query('select count(*)::int as n from orders')).rows[0].n as number;
    const keys = users.map(() => randomUUID());
    const burst = users.map((user, n) => checkout(server.url, user, keys[n]!));
    const burstDone = Promise.all(burst);
    let settled = false;
    void burstDone.then(() => {
      settled = true;
    });
    for (;;) {
      const placed = (await admin.query('select count(*)::int as n from orders')).rows[0].n as number;
      if (placed > ordersBefore) break;
      if (settled) {
        const statuses = (await burstDone).map((reply) => reply?.status);
        throw new Error(`the burst placed no order: ${JSON.stringify(statuses.slice(0, 5))}`);
      }
      await sleep(2);
    }
    // Somewhere in the burst: early rounds cut almost everything, later ones let most commit first.
    await sleep(Math.floor(((round - 1) / Math.max(1, ROUNDS - 1)) * 1500 * Math.random()));
    await server.killHard();
    const committedBeforeKill =
      ((await admin.query('select count(*)::int as n from orders')).rows[0].n as number) - ordersBefore;
    const replies = await Promise.all(burst);
    const restartStarted = performance.now();
    server = await startServerProcess(bench.url, { AUTH_SECRET, LOG_LEVEL: 'error' });
    const restartMs = Math.round(performance.now() - restartStarted);
    const problems = await checkInvariants(admin, productId);
    const retries = await Promise.all(users.map((user, n) => checkout(server.url, user, keys[n]!)));
    const retryStatuses: Record<string, number> = {};
    for (const [n, retry] of retries.entries()) {
      const status = String(retry?.status ?? 'no answer');
      retryStatuses[status] = (retryStatuses[status] ?? 0) + 1;
      const before = replies[n];
      // A 201 whose body the kill cut off told the customer nothing; only a known order id must come back.
      if (before?.status === 201 && before.orderId !== null && retry?.orderId !== before.orderId)
        problems.push(`customer ${n}: retry returned ${retry?.orderId}, first answer was ${before.orderId}`);
    }
    if (retryStatuses['201'] !== CUSTOMERS) problems.push(`retries: ${JSON.stringify(retryStatuses)}`);
    const perCustomer = await admin.query(
      `select u.id from unnest($1::uuid[]) as u(id)
        where (select count(*) from orders o where o.user_id = u.id) <> $2`,
      [users.map((user) => user.userId), round],
    );
    if (perCustomer.rows.length > 0)
      problems.push(`${perCustomer.rows.length} customers without exactly ${round} orders`);
    problems.push(...(await checkInvariants(admin, productId)));
    const result: RoundResult = {
      round,
      committedBeforeKill,
      answered201BeforeKill: replies.filter((reply) => reply?.status === 201).length,
      cutOff: replies.filter((reply) => reply === null).length,
      restartMs,
      retryStatuses,
      problems,
    };
    log(JSON.stringify(result));
    rounds.push(result);
  }
  const machine = await machineInfo(control);
  const report = {
    benchmark: 'kill-during-checkout',
    at: new Date().toISOString(),
    customers: CUSTOMERS,
    machine,
    rounds,
  };
  await mkdir(RESULTS, { recursive: true });
  await writeFile(new URL('reliability-kill-postgres.json', RESULTS), `${JSON.stringify(report, null, 2)}\n`);
  const lines = [
    '# kill -9 during checkout (PostgreSQL)',
    '',
    `${CUSTOMERS} customers check out at once; the server process is SIGKILLed after the first order of the burst commits plus a delay that grows with the round (0 to 1.5 s), restarted on the same database, and every customer retries with the same Idempotency-Key. Machine: ${machine.cpuCount} × ${machine.cpuModel}, ${machine.database.split(' on ')[0]}; ${machine.code}. Run at ${report.at}.`,
    '',
    '| round | committed before kill | 201s received before kill | requests cut off | restart (ms) | retries | problems |',
    '| ---: | ---: | ---: | ---: | ---: | --- | --- |',
    ...rounds.map(
      (r) =>
        `| ${r.round} | ${r.committedBeforeKill} | ${r.answered201BeforeKill} | ${r.cutOff} | ${r.restartMs} | ${Object.entries(
          r.retryStatuses,
        )
          .map(([status, n]) => `${n} × ${status}`)
          .join(', ')} | ${r.problems.length === 0 ? 'none' : r.problems.join('; ')} |`,
    ),
    '',
    'Checked after each restart and after the retries: no order without items; subtotal = sum of its lines and total = subtotal + delivery fee − discount for every order; stock + units sold = the starting stock; every customer has exactly one order per round; a retry of a request answered 201 before the kill returns the same order.',
    '',
  ];
  await writeFile(new URL('reliability-kill-postgres.md', RESULTS), lines.join('\n'));
  return rounds.flatMap((r) => r.problems.map((p) => `round ${r.round}: ${p}`));
}
