import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer } from '../../test-support/shop-fixtures.js';
import { testEngine } from '../../test-support/test-database.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { creditWalletTopup } from './wallet-ledger.js';

/**
 * Issue 31 part 4 item 3 (ADR 0071): the wallet history listed its rows by time, the start of each transaction,
 * while "balance after" follows the order the credits took the wallet row. Under concurrent top-ups a later
 * row could show a smaller balance. The history now follows the ledger's sequence, taken under the wallet row's
 * lock. Concurrent transactions need a PostgreSQL server: PGlite runs one at a time.
 */
const CREDITS = 12;
const PAGE = 5;

interface Entry {
  id: string;
  amountPaise: number;
  balanceAfterPaise: number;
}

describe.runIf(testEngine() === 'postgres')('the wallet history under concurrent credits', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server?.stop());

  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  /** Every page of the history, newest first, following `nextBefore` as the app does. */
  async function history(token: string): Promise<{ balancePaise: number; entries: Entry[] }> {
    const entries: Entry[] = [];
    let before: string | null = null;
    let balancePaise = 0;
    do {
      const page = await server.api(`/api/wallet?limit=${PAGE}${before ? `&before=${before}` : ''}`, {
        token,
      });
      expect(page.status).toBe(200);
      balancePaise = entries.length === 0 ? page.body.balancePaise : balancePaise;
      entries.push(...page.body.entries);
      before = page.body.nextBefore;
    } while (before);
    return { balancePaise, entries };
  }

  it('when top-ups are credited at once, the earlier-started ones last, then each row of the history is the one below it plus its amount', async () => {
    const customer = await newCustomer(server);
    const amounts = Array.from({ length: CREDITS }, (_, i) => (i + 1) * 100_00);
    const topups: string[] = [];
    for (const amountPaise of amounts) {
      const { rows } = await server.db.query<{ id: string }>(
        `insert into wallet_topups (user_id, amount_paise, status) values ($1, $2, 'paid') returning id`,
        [customer.userId, amountPaise],
      );
      topups.push(rows[0]!.id);
    }
    // Each credit's transaction starts 15 ms after the one before but waits longer before crediting, so the
    // credits take the wallet in the reverse of the order their transactions began.
    await Promise.all(
      amounts.map(async (amountPaise, i) => {
        await pause(i * 15);
        await server.db.transaction(async (tx) => {
          await tx.query('select pg_sleep($1::float8)', [((CREDITS - i) * 25) / 1000]);
          await creditWalletTopup(tx, { userId: customer.userId, topupId: topups[i]!, amountPaise });
        });
      }),
    );

    const { balancePaise, entries } = await history(customer.token);
    const total = amounts.reduce((sum, amount) => sum + amount, 0);
    expect(balancePaise).toBe(total);
    expect(entries).toHaveLength(CREDITS);
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(CREDITS);
    expect(entries[0]!.balanceAfterPaise).toBe(total);
    const oldestFirst = [...entries].reverse();
    let running = 0;
    for (const entry of oldestFirst) {
      running += entry.amountPaise;
      expect(entry.balanceAfterPaise).toBe(running);
    }
  }, 60_000);
});
