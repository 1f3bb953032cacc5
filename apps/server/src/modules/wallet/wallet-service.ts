import {
  type PaymentStart,
  topupRefusal,
  type WalletEntry,
  type WalletTopupResult,
  type WalletTopupStart,
  type WalletView,
} from '@tokri/core';
import type { Database } from '../../db/database.js';
import { DomainError, notFound } from '../../errors/domain-error.js';
import { prefersWalletRefunds, setWalletRefundPreference, walletBalances } from './wallet-ledger.js';
import { recordTopup, topupOf } from './wallet-topups.js';

/** What the wallet asks of payments and subscriptions; app.ts wires them, so neither is imported here. */
export interface WalletDeps {
  db: Database;
  startTopupPayment(topup: { id: string; userId: string; amountPaise: number }): Promise<PaymentStart>;
  verifyPayment(
    userId: string,
    input: { gatewayOrderId: string; paymentId: string; signature: string },
  ): Promise<{ topupId: string | null }>;
  reportPaymentFailure(
    userId: string,
    gatewayOrderId: string,
    reason: string,
  ): Promise<{ topupId: string | null }>;
  /** What the customer's wallet-paid deliveries due tomorrow will take, at today's prices. */
  tomorrowWalletPaise(userId: string): Promise<number>;
}

interface LedgerRow {
  id: string;
  kind: WalletEntry['kind'];
  amount_paise: number;
  balance_after_paise: number;
  order_id: string | null;
  tracking_id: string | null;
  scheduled_for: string | null;
  note: string | null;
  created_at: Date;
}

export function createWalletService(deps: WalletDeps) {
  const { db } = deps;
  const balanceOf = async (userId: string) => (await walletBalances(db, [userId])).get(userId) ?? 0;

  async function result(userId: string, topupId: string | null): Promise<WalletTopupResult> {
    const topup = topupId ? await topupOf(db, userId, topupId) : null;
    if (!topup) throw notFound();
    return {
      topupId: topup.id,
      status: topup.status,
      amountPaise: topup.amount_paise,
      balancePaise: await balanceOf(userId),
    };
  }

  return {
    /**
     * The balance and the newest history first, a page at a time, in the ledger's own order (`seq`, taken under
     * the wallet's lock, ADR 0071): each row's balance after is the one before it plus its amount.
     */
    async view(userId: string, page: { before?: string | undefined; limit: number }): Promise<WalletView> {
      const { rows } = await db.query<LedgerRow>(
        `select l.id, l.kind, l.amount_paise, l.balance_after_paise, l.order_id, o.tracking_id,
                o.scheduled_for::text as scheduled_for, l.note, l.created_at
           from wallet_ledger l left join orders o on o.id = l.order_id
          where l.user_id = $1
            and ($2::uuid is null or l.seq < (select seq from wallet_ledger where id = $2 and user_id = $1))
          order by l.seq desc
          limit $3`,
        [userId, page.before ?? null, page.limit + 1],
      );
      const more = rows.length > page.limit;
      const entries = rows.slice(0, page.limit).map(
        (row): WalletEntry => ({
          id: row.id,
          kind: row.kind,
          amountPaise: row.amount_paise,
          balanceAfterPaise: row.balance_after_paise,
          orderId: row.order_id,
          trackingId: row.tracking_id,
          deliveryDate: row.scheduled_for,
          note: row.note,
          createdAt: new Date(row.created_at).toISOString(),
        }),
      );
      const [balancePaise, tomorrowPaise, refundsToWallet] = await Promise.all([
        balanceOf(userId),
        deps.tomorrowWalletPaise(userId),
        prefersWalletRefunds(db, userId),
      ]);
      return {
        balancePaise,
        entries,
        nextBefore: more ? entries.at(-1)!.id : null,
        tomorrowPaise,
        refundsToWallet,
      };
    },

    /** Records an unpaid top-up and opens its gateway order; the money arrives with the signed capture. */
    async startTopup(userId: string, amountPaise: number): Promise<WalletTopupStart> {
      const refusal = topupRefusal(amountPaise, await balanceOf(userId));
      if (refusal) throw new DomainError(refusal);
      const id = await recordTopup(db, userId, amountPaise);
      return { topupId: id, payment: await deps.startTopupPayment({ id, userId, amountPaise }) };
    },

    async verifyTopup(
      userId: string,
      input: { gatewayOrderId: string; paymentId: string; signature: string },
    ) {
      const { topupId } = await deps.verifyPayment(userId, input);
      return result(userId, topupId);
    },

    async reportTopupFailure(userId: string, gatewayOrderId: string, reason: string) {
      const { topupId } = await deps.reportPaymentFailure(userId, gatewayOrderId, reason);
      return result(userId, topupId);
    },

    /** "Send refunds to my Tokri wallet (instant)" on or off (ADR 0044); later refunds follow it. */
    async setRefundPreference(userId: string, refundsToWallet: boolean) {
      await setWalletRefundPreference(db, userId, refundsToWallet);
      return { refundsToWallet };
    },

    async topup(userId: string, topupId: string) {
      return result(userId, topupId);
    },
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
