import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import type { Queryable } from '../db/database.js';
import { openPgliteDatabase } from '../db/pglite-database.js';
import { type RunningServer, startServer } from '../server.js';
import {
  ADDRESS,
  fillCart,
  newCustomer,
  placeOrder,
  productIdBySlug,
  setStock,
} from '../test-support/shop-fixtures.js';
import type { ApiInit, ApiResponse, TestServer } from '../test-support/test-server.js';
import { BackupRefused, backupEmbedded, restoreEmbedded } from './embedded-backup.js';

const run = promisify(execFile);
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const AUTH_SECRET = 'test-secret-test-secret-test-secret-0123456789';

let workDir: string;
let dataDir: string;
let server: RunningServer | null = null;

const config = (dir: string) =>
  loadConfig({
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: '0',
    SEED_DEMO_DATA: 'true',
    AUTH_SECRET,
    JOBS_ENABLED: 'false',
    WEB_DIST_DIR: '/nonexistent',
    DATA_DIR: dir,
  });

/** What the shop fixtures need of a test server: JSON over HTTP to this file-backed one. */
function shop(running: RunningServer): TestServer {
  const api = async (path: string, init: ApiInit = {}): Promise<ApiResponse> => {
    const headers: Record<string, string> = { 'content-type': 'application/json', ...init.headers };
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    const response = await fetch(`${running.url}${path}`, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers,
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
  };
  // The address and database too: a new customer signs up through the link the outbox got (ADR 0072).
  return { api, url: running.url, db: running.db } as unknown as TestServer;
}

/** Everything a restore must bring back, row for row. */
async function orderBook(db: Queryable) {
  const orders = await db.query(
    'select id, user_id, status, payment_status, total_paise from orders order by id',
  );
  const items = await db.query(
    'select id, order_id, product_id, quantity, total_price_paise from order_items order by id',
  );
  const payments = await db.query(
    'select id, order_id, gateway_order_id, amount_paise, status from payments order by id',
  );
  return { orders: orders.rows, items: items.rows, payments: payments.rows };
}

let before: Awaited<ReturnType<typeof orderBook>>;

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'tokri-backup-test-'));
  dataDir = join(workDir, 'data');
  server = await startServer(config(dataDir));
  const rice = await productIdBySlug(server.db, 'basmati-rice');
  await setStock(server.db, rice, 1000, 250_00);
  const api = shop(server);
  // Two cash-on-delivery orders and one online order whose payment was started: orders, lines and a payment.
  for (const paymentMethod of ['cod', 'cod', 'online']) {
    const customer = await newCustomer(api);
    await fillCart(api, customer.token, [{ productId: rice, quantity: 2 }]);
    const placed = await placeOrder(api, customer.token, { address: ADDRESS, paymentMethod });
    expect(placed.status).toBe(201);
    if (paymentMethod === 'online') {
      const start = await api.api(`/api/payments/orders/${placed.body.order.id}/start`, {
        method: 'POST',
        token: customer.token,
      });
      expect(start.status).toBe(200);
    }
  }
  before = await orderBook(server.db);
}, 180_000);

afterAll(async () => {
  await server?.close();
  await rm(workDir, { recursive: true, force: true });
});

describe('backing up and restoring the embedded database', () => {
  it('when the server still has the folder open, then the backup refuses and says why', async () => {
    expect(before.orders).toHaveLength(3);
    expect(before.items).toHaveLength(3);
    expect(before.payments).toHaveLength(1);
    const refused = await backupEmbedded(dataDir, join(workDir, 'while-running')).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(BackupRefused);
    expect((refused as Error).message).toContain('stop the Tokri server first');
    expect(existsSync(join(workDir, 'while-running'))).toBe(false);
  });

  it('when `npm run backup` and `npm run restore` run on a stopped server, then a fresh folder opens with every order, line and payment', async () => {
    await server!.close();
    server = null;
    const backupDir = join(workDir, 'backup');
    const env = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'test', AUTH_SECRET };
    const backup = await run('npm', ['run', '--silent', 'backup', '--', '--to', backupDir], {
      cwd: repoRoot,
      env,
    });
    expect(backup.stdout).toContain('"orders":3,"order_items":3,"payments":1');
    expect((await readdir(backupDir)).sort()).toEqual(['database.tar.gz', 'manifest.json']);

    const freshDir = join(workDir, 'fresh');
    const restore = await run('npm', ['run', '--silent', 'restore', '--', '--from', backupDir], {
      cwd: repoRoot,
      env: { ...env, DATA_DIR: freshDir },
    });
    expect(restore.stdout).toContain('every row is there');

    const restored = await openPgliteDatabase(join(freshDir, 'pglite'));
    try {
      expect(await orderBook(restored)).toEqual(before);
    } finally {
      await restored.close();
    }
    // A restore never overwrites a database.
    const again = await restoreEmbedded(backupDir, freshDir).catch((error: unknown) => error);
    expect(again).toBeInstanceOf(BackupRefused);
    expect((again as Error).message).toContain('already holds a database');
  }, 180_000);

  it('when the restored folder is started as a server, then the orders are served again', async () => {
    const freshDir = join(workDir, 'fresh');
    const restored = await startServer(config(freshDir));
    try {
      const { rows } = await restored.db.query<{ n: number }>('select count(*)::int as n from orders');
      expect(rows[0]!.n).toBe(3);
      expect((await fetch(`${restored.url}/api/health`)).status).toBe(200);
    } finally {
      await restored.close();
    }
  }, 120_000);
});
