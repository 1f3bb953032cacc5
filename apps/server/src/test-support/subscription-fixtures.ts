import { type IstDate, istInstant } from '@tokri/core';
import type { Queryable } from '../db/database.js';
import { creditWalletTopup } from '../modules/wallet/wallet-ledger.js';

/** The instant of an IST wall-clock time on a day: `istAt('2026-03-11', '00:00')`. */
export function istAt(date: IstDate, time: string): Date {
  const [h, m] = time.split(':').map(Number);
  return istInstant(date, h! * 60 + m!);
}

/** A paid top-up credited as the gateway's capture would credit it (ledger and balance together). */
export async function fundWallet(db: Queryable, userId: string, amountPaise: number): Promise<void> {
  const { rows } = await db.query<{ id: string }>(
    `insert into wallet_topups (user_id, amount_paise, status) values ($1, $2, 'paid') returning id`,
    [userId, amountPaise],
  );
  await creditWalletTopup(db, { userId, topupId: rows[0]!.id, amountPaise });
}
