import type { Queryable } from '../../db/database.js';
import { creditWalletTopup } from './wallet-ledger.js';

/** The wallet's top-ups (this module owns `wallet_topups`); payments calls back through WalletForPayments. */

export async function recordTopup(tx: Queryable, userId: string, amountPaise: number): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    'insert into wallet_topups (user_id, amount_paise) values ($1, $2) returning id',
    [userId, amountPaise],
  );
  return rows[0]!.id;
}

/**
 * The gateway captured a top-up: it is marked paid and credited in the caller's transaction. The ledger's unique
 * top-up index makes a second capture (browser callback and webhook) a no-op. The credited amount is what the
 * gateway took, which is what the top-up asked for.
 */
export async function creditPaidTopup(tx: Queryable, topupId: string, amountPaise: number): Promise<boolean> {
  const { rows } = await tx.query<{ user_id: string }>(
    `update wallet_topups set status = 'paid', paid_at = coalesce(paid_at, tokri_now()) where id = $1 returning user_id`,
    [topupId],
  );
  const topup = rows[0];
  if (!topup) return false;
  return creditWalletTopup(tx, { userId: topup.user_id, topupId, amountPaise });
}

export async function markTopupFailed(tx: Queryable, topupId: string): Promise<void> {
  await tx.query(`update wallet_topups set status = 'failed' where id = $1 and status = 'created'`, [
    topupId,
  ]);
}

export async function topupOf(q: Queryable, userId: string, topupId: string) {
  const { rows } = await q.query<{ id: string; status: 'created' | 'paid' | 'failed'; amount_paise: number }>(
    'select id, status, amount_paise from wallet_topups where id = $1 and user_id = $2',
    [topupId, userId],
  );
  return rows[0] ?? null;
}
