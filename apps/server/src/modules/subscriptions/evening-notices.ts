import {
  addIstDays,
  changeCutoffInstant,
  deliverySlot,
  formatIstTime,
  formatRupees,
  type IstDate,
  istMinutesOfDay,
  type Language,
  toIstDate,
} from '@tokri/core';
import type { Clock } from '../../clock.js';
import type { Database, Queryable } from '../../db/database.js';
import { renderSubscriptionNotice } from '../../i18n/render-subscription-notice.js';
import { localised } from '../catalog/localise.js';
import { notifyRecipients } from '../notifications/notification-fan-out.js';
import { walletBalances } from '../wallet/wallet-ledger.js';
import { type PlannedDelivery, plannedDeliveries } from './planned-deliveries.js';
import { dayIn, windowIn } from './subscription-delivery-notices.js';
import { loadSubscriptionSettings } from './subscription-settings.js';

/** Plans ending this many days after today get the "ending soon" notice. */
export const EXPIRY_NOTICE_DAYS = 3;

export interface EveningNoticeReport {
  /** The delivery day the notices are about. */
  date: IstDate;
  evening: number;
  lowBalance: number;
  expiring: number;
}

/** Claims a notice's key; false when it was already sent (by this instance or another). */
async function claim(tx: Queryable, key: string, userId: string | null): Promise<boolean> {
  const { rows } = await tx.query(
    'insert into subscription_notices_sent (key, user_id) values ($1, $2) on conflict do nothing returning key',
    [key, userId],
  );
  return rows.length > 0;
}

async function productNames(q: Queryable, productIds: string[]) {
  const { rows } = await q.query<{ id: string; name: string; translations: unknown }>(
    'select id, name, translations from products where id = any($1::uuid[])',
    [productIds],
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return (productId: string, language: Language) => {
    const row = byId.get(productId);
    return row ? localised(row.translations, language, 'name', row.name) : '';
  };
}

/**
 * The evening notices (issue 12): after the evening time (20:00 IST by default) each customer with deliveries
 * tomorrow is told what comes and what it costs, in their language; one whose wallet will not cover tomorrow's
 * wallet-paid deliveries also gets a low-balance notice with a top-up button; a plan ending in three days gets an
 * "ending soon" notice. Every notice claims a unique key in the transaction that writes it, so polling every
 * minute from several instances sends each exactly once. Before the evening time it does nothing.
 */
export async function sendEveningNotices(deps: {
  db: Database;
  clock: Clock;
}): Promise<EveningNoticeReport | null> {
  const now = deps.clock();
  const settings = await loadSubscriptionSettings(deps.db);
  if (istMinutesOfDay(now) < settings.eveningNoticeMinutes) return null;
  const today = toIstDate(now);
  const date = addIstDays(today, 1);
  const report: EveningNoticeReport = { date, evening: 0, lowBalance: 0, expiring: 0 };
  const done = `evening_done:${date}`;
  const { rows: finished } = await deps.db.query('select 1 from subscription_notices_sent where key = $1', [
    done,
  ]);
  if (finished.length > 0) return report;

  const planned = await plannedDeliveries(deps.db, date);
  const byUser = new Map<string, PlannedDelivery[]>();
  for (const delivery of planned) {
    const list = byUser.get(delivery.userId) ?? [];
    list.push(delivery);
    byUser.set(delivery.userId, list);
  }
  const name = await productNames(deps.db, [...new Set(planned.map((delivery) => delivery.productId))]);
  const window = deliverySlot(date, settings);
  const cutoff = changeCutoffInstant(date, settings);
  const listIn = (deliveries: PlannedDelivery[], language: Language) =>
    deliveries.map((delivery) => `${name(delivery.productId, language)} × ${delivery.quantity}`).join(', ');

  for (const [userId, deliveries] of byUser) {
    await deps.db.transaction(async (tx) => {
      if (!(await claim(tx, `evening:${userId}:${date}`, userId))) return;
      const total = deliveries.reduce((sum, delivery) => sum + delivery.amountPaise, 0);
      await notifyRecipients(tx, {
        recipients: { userId },
        role: 'user',
        orderId: null,
        render: (language) =>
          renderSubscriptionNotice('subscription_evening', language, {
            productName: listIn(deliveries, language),
            date: dayIn(date, language),
            slot: windowIn(window, language),
            amount: formatRupees(total, language),
            cutoff: formatIstTime(cutoff, language),
          }),
      });
      report.evening += 1;

      const walletPaid = deliveries.filter((delivery) => delivery.paymentMethod === 'wallet');
      const need = walletPaid.reduce((sum, delivery) => sum + delivery.amountPaise, 0);
      const balance = (await walletBalances(tx, [userId])).get(userId) ?? 0;
      if (need === 0 || balance >= need) return;
      if (!(await claim(tx, `low_balance:${userId}:${date}`, userId))) return;
      await notifyRecipients(tx, {
        recipients: { userId },
        role: 'user',
        orderId: null,
        render: (language) =>
          renderSubscriptionNotice('subscription_low_balance', language, {
            productName: listIn(walletPaid, language),
            amount: formatRupees(need, language),
            balance: formatRupees(balance, language),
          }),
      });
      report.lowBalance += 1;
    });
  }

  report.expiring = await sendExpiryNotices(deps.db, addIstDays(today, EXPIRY_NOTICE_DAYS));
  // Only a pass that went all the way through marks the day; a crash midway is finished by the next poll.
  await claim(deps.db, done, null);
  return report;
}

/** Plans whose last day is `endDate` (and that still deliver), told once per plan and end date. */
async function sendExpiryNotices(db: Database, endDate: IstDate): Promise<number> {
  const { rows } = await db.query<{ id: string; user_id: string; product_id: string }>(
    `select id, user_id, product_id from subscriptions
      where end_date = $1::date and is_active and deleted_at is null and next_delivery_date is not null`,
    [endDate],
  );
  if (rows.length === 0) return 0;
  const name = await productNames(db, [...new Set(rows.map((row) => row.product_id))]);
  let sent = 0;
  for (const plan of rows) {
    await db.transaction(async (tx) => {
      if (!(await claim(tx, `expiring:${plan.id}:${endDate}`, plan.user_id))) return;
      await notifyRecipients(tx, {
        recipients: { userId: plan.user_id },
        role: 'user',
        orderId: null,
        render: (language) =>
          renderSubscriptionNotice('subscription_expiring', language, {
            productName: name(plan.product_id, language),
            date: dayIn(endDate, language),
            days: String(EXPIRY_NOTICE_DAYS),
          }),
      });
      sent += 1;
    });
  }
  return sent;
}

/** Sent-notice keys are needed only until their day has passed; a month is plenty. */
export async function pruneSentNotices(db: Database): Promise<number> {
  const result = await db.query(
    `delete from subscription_notices_sent where sent_at < tokri_now() - interval '30 days'`,
  );
  return result.rowCount ?? 0;
}
