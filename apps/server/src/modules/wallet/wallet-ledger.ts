import type { Queryable } from '../../db/database.js';

/**
 * The prepaid wallet's money moves (ADR 0031 to come with the wallet screens): every change of a balance is one
 * statement that moves the balance and appends its ledger row together, so the balance always equals the sum
 * of the ledger. The balance can never go below zero: a debit is a conditional update (and a check constraint
 * backs it), so concurrent debits queue on the wallet row and the ones the balance cannot cover change nothing.
 */

export interface WalletDebit {
  userId: string;
  orderId: string;
  amountPaise: number;
  note?: string | null;
}

// One statement: an existing debit of this order means done; otherwise take the amount only if it is there.
const DEBIT = `
  with already as (
    select 1 from wallet_ledger where order_id = $2 and kind = 'debit'),
  moved as (
    update wallets set balance_paise = balance_paise - $3, updated_at = tokri_now()
     where user_id = $1 and balance_paise >= $3 and not exists (select 1 from already)
     returning balance_paise),
  entry as (
    insert into wallet_ledger (user_id, kind, amount_paise, balance_after_paise, order_id, note)
    select $1, 'debit', -$3, balance_paise, $2, $4 from moved
    returning id)
  select exists (select 1 from already) as already,
         (select balance_paise from moved) as moved_balance,
         (select count(*)::int from entry) as entries`;

/**
 * Pays an order from the wallet. `ok` false (nothing written) when the balance is short; a second debit of the
 * same order is a no-op answering ok. Call it inside the order's transaction.
 */
export async function debitWalletForOrder(
  tx: Queryable,
  debit: WalletDebit,
): Promise<{ ok: boolean; balancePaise: number }> {
  if (!Number.isSafeInteger(debit.amountPaise) || debit.amountPaise <= 0)
    throw new RangeError(`A debit is a positive whole number of paise: ${debit.amountPaise}`);
  const { rows } = await tx.query<{ already: boolean; moved_balance: number | null }>(DEBIT, [
    debit.userId,
    debit.orderId,
    debit.amountPaise,
    debit.note ?? null,
  ]);
  const row = rows[0]!;
  if (row.moved_balance !== null) return { ok: true, balancePaise: row.moved_balance };
  const balance = (await walletBalances(tx, [debit.userId])).get(debit.userId) ?? 0;
  return { ok: row.already, balancePaise: balance };
}

async function credit(
  tx: Queryable,
  entry: {
    userId: string;
    kind: 'topup' | 'refund' | 'referral_reward';
    amountPaise: number;
    orderId?: string;
    topupId?: string;
    refundId?: string;
    referralId?: string;
  },
  note: string | null,
): Promise<boolean> {
  if (!Number.isSafeInteger(entry.amountPaise) || entry.amountPaise <= 0)
    throw new RangeError(`A credit is a positive whole number of paise: ${entry.amountPaise}`);
  // The wallet row exists before it is locked, so two first credits cannot both start from 0.
  await tx.query('insert into wallets (user_id) values ($1) on conflict do nothing', [entry.userId]);
  // The wallet row locked, then the ledger row (its unique index makes a repeat a no-op), then the balance, in
  // one statement. The ledger row is made from the locked row, so its `seq` is taken under the lock: the history
  // runs in the order the balance moved (ADR 0071).
  const { rows } = await tx.query<{ credited: number }>(
    `with locked as (
       select balance_paise from wallets where user_id = $1 for update),
     entry as (
       insert into wallet_ledger (user_id, kind, amount_paise, balance_after_paise, order_id, topup_id, note, refund_id,
                                  referral_id)
       select $1, $2, $3, locked.balance_paise + $3, $4, $5, $6, $7, $8 from locked
       on conflict do nothing
       returning amount_paise),
     moved as (
       update wallets set balance_paise = balance_paise + (select amount_paise from entry), updated_at = tokri_now()
        where user_id = $1 and exists (select 1 from entry)
       returning balance_paise)
     select count(*)::int as credited from moved`,
    [
      entry.userId,
      entry.kind,
      entry.amountPaise,
      entry.orderId ?? null,
      entry.topupId ?? null,
      note,
      entry.refundId ?? null,
      entry.referralId ?? null,
    ],
  );
  return (rows[0]?.credited ?? 0) > 0;
}

/**
 * Credits one refund (a row of `refunds`, ADR 0044) to the customer's wallet, once per refund row whatever the
 * retries: an order may get several refunds (lines removed, a late delivery, its cancellation), each credited
 * once. The refunds module calls this in the transaction that records the refund as processed.
 */
export function creditWalletRefund(
  tx: Queryable,
  refund: { userId: string; orderId: string; refundId: string; amountPaise: number; note?: string | null },
): Promise<boolean> {
  return credit(
    tx,
    {
      userId: refund.userId,
      kind: 'refund',
      amountPaise: refund.amountPaise,
      orderId: refund.orderId,
      refundId: refund.refundId,
    },
    refund.note ?? null,
  );
}

/**
 * The referrer's reward for a friend's first delivered order (issue 16 item 4, ADR 0050): once per referral,
 * whatever the retries (a unique index on the referral makes a repeat a no-op answering false).
 */
export function creditReferralReward(
  tx: Queryable,
  reward: { userId: string; referralId: string; amountPaise: number },
): Promise<boolean> {
  return credit(
    tx,
    {
      userId: reward.userId,
      kind: 'referral_reward',
      amountPaise: reward.amountPaise,
      referralId: reward.referralId,
    },
    null,
  );
}

/** Whether the customer asked for refunds in the wallet ("Send refunds to my Tokri wallet (instant)"). */
export async function prefersWalletRefunds(q: Queryable, userId: string): Promise<boolean> {
  const { rows } = await q.query<{ refunds_to_wallet: boolean }>(
    'select refunds_to_wallet from wallets where user_id = $1',
    [userId],
  );
  return rows[0]?.refunds_to_wallet ?? false;
}

/** Sets the customer's refund preference (the wallet row is made if the customer has none yet). */
export async function setWalletRefundPreference(
  q: Queryable,
  userId: string,
  toWallet: boolean,
): Promise<void> {
  await q.query(
    `insert into wallets (user_id, refunds_to_wallet) values ($1, $2)
     on conflict (user_id) do update set refunds_to_wallet = excluded.refunds_to_wallet, updated_at = tokri_now()`,
    [userId, toWallet],
  );
}

/** Credits a paid top-up, once per top-up (browser callback and every webhook delivery may all ask). */
export function creditWalletTopup(
  tx: Queryable,
  topup: { userId: string; topupId: string; amountPaise: number },
): Promise<boolean> {
  return credit(
    tx,
    { userId: topup.userId, kind: 'topup', amountPaise: topup.amountPaise, topupId: topup.topupId },
    null,
  );
}

/** Balances by user; a customer without a wallet row has 0. */
export async function walletBalances(q: Queryable, userIds: readonly string[]): Promise<Map<string, number>> {
  const balances = new Map(userIds.map((id) => [id, 0]));
  if (userIds.length === 0) return balances;
  const { rows } = await q.query<{ user_id: string; balance_paise: number }>(
    'select user_id, balance_paise from wallets where user_id = any($1::uuid[])',
    [userIds],
  );
  for (const row of rows) balances.set(row.user_id, row.balance_paise);
  return balances;
}
