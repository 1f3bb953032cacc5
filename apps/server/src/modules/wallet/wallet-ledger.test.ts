import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database.js';
import {
  creditReferralReward,
  creditWalletRefund,
  creditWalletTopup,
  debitWalletForOrder,
  prefersWalletRefunds,
  setWalletRefundPreference,
  walletBalances,
} from './wallet-ledger.js';

let database: TestDatabase;
let db: Database;
let users = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});
afterAll(async () => database?.dispose());

async function customer(): Promise<string> {
  users += 1;
  const { rows } = await db.query<{ id: string }>(
    `insert into users (email, password_hash) values ($1, 'x') returning id`,
    [`wallet-${users}-${Date.now()}@example.com`],
  );
  return rows[0]!.id;
}

async function order(userId: string, totalPaise = 5000): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into orders (user_id, subtotal_paise, total_paise, payment_method) values ($1, $2, $2, 'wallet') returning id`,
    [userId, totalPaise],
  );
  return rows[0]!.id;
}

async function topup(userId: string, amountPaise: number): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into wallet_topups (user_id, amount_paise, status) values ($1, $2, 'paid') returning id`,
    [userId, amountPaise],
  );
  const topupId = rows[0]!.id;
  await creditWalletTopup(db, { userId, topupId, amountPaise });
  return topupId;
}

async function ledgerSum(userId: string): Promise<number> {
  const { rows } = await db.query<{ sum: number }>(
    'select coalesce(sum(amount_paise), 0)::int as sum from wallet_ledger where user_id = $1',
    [userId],
  );
  return rows[0]!.sum;
}

const balanceOf = async (userId: string) => (await walletBalances(db, [userId])).get(userId)!;

describe('wallet ledger', () => {
  it('when a customer has no wallet yet, then the balance is 0 and a debit is refused without writing', async () => {
    const userId = await customer();
    expect(await balanceOf(userId)).toBe(0);
    expect(await debitWalletForOrder(db, { userId, orderId: await order(userId), amountPaise: 100 })).toEqual(
      {
        ok: false,
        balancePaise: 0,
      },
    );
    expect(await ledgerSum(userId)).toBe(0);
  });

  it('when a top-up is credited twice (callback and webhook), then the money arrives once', async () => {
    const userId = await customer();
    const topupId = await topup(userId, 20_000);
    expect(await creditWalletTopup(db, { userId, topupId, amountPaise: 20_000 })).toBe(false);
    expect(await balanceOf(userId)).toBe(20_000);
    expect(await ledgerSum(userId)).toBe(20_000);
  });

  it('when an order is debited twice, then it is charged once; a short balance changes nothing', async () => {
    const userId = await customer();
    await topup(userId, 10_000);
    const orderId = await order(userId);
    expect(await debitWalletForOrder(db, { userId, orderId, amountPaise: 6_000 })).toEqual({
      ok: true,
      balancePaise: 4_000,
    });
    expect(await debitWalletForOrder(db, { userId, orderId, amountPaise: 6_000 })).toEqual({
      ok: true,
      balancePaise: 4_000,
    });
    const second = await order(userId);
    expect(await debitWalletForOrder(db, { userId, orderId: second, amountPaise: 4_001 })).toEqual({
      ok: false,
      balancePaise: 4_000,
    });
    expect(await ledgerSum(userId)).toBe(4_000);
  });

  it('when each refund of an order is credited twice, then each comes back once (one credit per refund row)', async () => {
    const userId = await customer();
    await topup(userId, 10_000);
    const orderId = await order(userId);
    await debitWalletForOrder(db, { userId, orderId, amountPaise: 7_500 });
    const refundRow = async (cause: string, amountPaise: number) =>
      (
        await db.query<{ id: string }>(
          `insert into refunds (order_id, amount_paise, cause, idempotency_key, refund_key, destination, status)
           values ($1, $2, $3, $4, $4, 'wallet', 'processed') returning id`,
          [orderId, amountPaise, cause, `tokri_rf_test_${cause}`],
        )
      ).rows[0]!.id;
    const removed = await refundRow('lines_removed', 2_000);
    const cancelled = await refundRow('order_cancelled', 5_500);
    const credit = (refundId: string, amountPaise: number) =>
      creditWalletRefund(db, { userId, orderId, refundId, amountPaise });
    expect(await credit(removed, 2_000)).toBe(true);
    expect(await credit(removed, 2_000)).toBe(false);
    expect(await credit(cancelled, 5_500)).toBe(true);
    expect(await credit(cancelled, 5_500)).toBe(false);
    expect(await balanceOf(userId)).toBe(10_000);
    const { rows } = await db.query<{ kind: string; amount_paise: number; balance_after_paise: number }>(
      'select kind, amount_paise, balance_after_paise from wallet_ledger where user_id = $1 order by created_at, balance_after_paise',
      [userId],
    );
    expect(rows.map((r) => [r.kind, r.amount_paise, r.balance_after_paise])).toEqual([
      ['topup', 10_000, 10_000],
      ['debit', -7_500, 2_500],
      ['refund', 2_000, 4_500],
      ['refund', 5_500, 10_000],
    ]);
    // The order is still debited once.
    expect(await debitWalletForOrder(db, { userId, orderId, amountPaise: 7_500 })).toMatchObject({
      ok: true,
    });
    expect(await balanceOf(userId)).toBe(10_000);
  });

  it('when 100 debits race for a balance that covers 37, then exactly 37 succeed and the balance never goes negative', async () => {
    const userId = await customer();
    await topup(userId, 37 * 1_000 + 999);
    const orders = await Promise.all(Array.from({ length: 100 }, () => order(userId)));
    const results = await Promise.all(
      orders.map((orderId) =>
        db.transaction((tx) => debitWalletForOrder(tx, { userId, orderId, amountPaise: 1_000 })),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(37);
    expect(await balanceOf(userId)).toBe(999);
    expect(await ledgerSum(userId)).toBe(999);
    const { rows } = await db.query<{ lowest: number }>(
      'select min(balance_after_paise)::int as lowest from wallet_ledger where user_id = $1',
      [userId],
    );
    expect(rows[0]!.lowest).toBe(999);
  });

  it('when a debit or a credit is not a positive whole number of paise, then it is refused before anything is written', async () => {
    const userId = await customer();
    const orderId = await order(userId);
    for (const amountPaise of [0, -500, 12.5]) {
      await expect(debitWalletForOrder(db, { userId, orderId, amountPaise })).rejects.toThrow(
        new RangeError(`A debit is a positive whole number of paise: ${amountPaise}`),
      );
      await expect(creditWalletTopup(db, { userId, topupId: orderId, amountPaise })).rejects.toThrow(
        new RangeError(`A credit is a positive whole number of paise: ${amountPaise}`),
      );
    }
    const { rows } = await db.query('select 1 from wallets where user_id = $1', [userId]);
    expect(rows).toEqual([]);
    expect(await ledgerSum(userId)).toBe(0);
  });

  it('when an order is debited with a note, then the ledger row keeps the note and the amount as a negative', async () => {
    const userId = await customer();
    await topup(userId, 5_000);
    const noted = await order(userId);
    const plain = await order(userId);
    await debitWalletForOrder(db, { userId, orderId: noted, amountPaise: 1_200, note: 'Milk, 29 Nov' });
    await debitWalletForOrder(db, { userId, orderId: plain, amountPaise: 800 });
    const { rows } = await db.query<{ order_id: string; amount_paise: number; note: string | null }>(
      `select order_id, amount_paise, note from wallet_ledger where user_id = $1 and kind = 'debit'`,
      [userId],
    );
    expect(rows.sort((a, b) => a.amount_paise - b.amount_paise)).toEqual([
      { order_id: noted, amount_paise: -1_200, note: 'Milk, 29 Nov' },
      { order_id: plain, amount_paise: -800, note: null },
    ]);
    expect(await balanceOf(userId)).toBe(3_000);
  });

  it('when a referral is rewarded twice, then the referrer gets the reward once, as a referral_reward row', async () => {
    const referrer = await customer();
    const friend = await customer();
    const { rows } = await db.query<{ id: string }>(
      `insert into referrals (referrer_user_id, referee_user_id, code, reward_paise) values ($1, $2, 'ASHA50', 5000)
       returning id`,
      [referrer, friend],
    );
    const reward = { userId: referrer, referralId: rows[0]!.id, amountPaise: 5_000 };
    expect(await creditReferralReward(db, reward)).toBe(true);
    expect(await creditReferralReward(db, reward)).toBe(false);
    expect(await balanceOf(referrer)).toBe(5_000);
    const ledger = await db.query<{ kind: string; amount_paise: number; referral_id: string }>(
      'select kind, amount_paise, referral_id from wallet_ledger where user_id = $1',
      [referrer],
    );
    expect(ledger.rows).toEqual([{ kind: 'referral_reward', amount_paise: 5_000, referral_id: rows[0]!.id }]);
  });

  it('when a customer has no wallet, then refunds go back to the payment; the choice can be set and unset', async () => {
    const userId = await customer();
    expect(await prefersWalletRefunds(db, userId)).toBe(false);
    await setWalletRefundPreference(db, userId, true);
    expect(await prefersWalletRefunds(db, userId)).toBe(true);
    await setWalletRefundPreference(db, userId, false);
    expect(await prefersWalletRefunds(db, userId)).toBe(false);
    expect(await balanceOf(userId)).toBe(0);
  });

  it('when balances are asked for customers with and without wallets, then each gets theirs and the walletless 0', async () => {
    const funded = await customer();
    const walletless = await customer();
    await topup(funded, 7_700);
    const balances = await walletBalances(db, [funded, walletless]);
    expect([...balances.entries()]).toEqual([
      [funded, 7_700],
      [walletless, 0],
    ]);
    expect((await walletBalances(db, [])).size).toBe(0);
  });

  it('when the module writes the ledger, then it only ever inserts (append-only)', () => {
    const source = readFileSync(new URL('./wallet-ledger.ts', import.meta.url), 'utf8');
    expect(source).not.toMatch(/update\s+wallet_ledger|delete\s+from\s+wallet_ledger/i);
  });
});
