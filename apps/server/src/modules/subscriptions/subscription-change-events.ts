import {
  formatIstDate,
  type IstDate,
  type Language,
  type RealtimeEventKind,
  type SubscriptionNoticeTemplate,
  startOfIstDay,
} from '@tokri/core';
import type { Queryable } from '../../db/database.js';
import { renderSubscriptionNotice } from '../../i18n/render-subscription-notice.js';
import { localised } from '../catalog/localise.js';
import { notifyRecipients } from '../notifications/notification-fan-out.js';
import { publishEvent } from '../realtime/realtime-events.js';

/** What changed, as the `subscriptions` realtime topic names it (the list refetches the plan). */
export type SubscriptionChange =
  | 'created'
  | 'updated'
  | 'paused'
  | 'resumed'
  | 'pause_removed'
  | 'skipped'
  | 'unskipped'
  | 'quantity_set'
  | 'quantity_cleared'
  | 'deleted';

const KIND: Record<SubscriptionChange, RealtimeEventKind> = {
  created: 'INSERT',
  deleted: 'DELETE',
  updated: 'UPDATE',
  paused: 'UPDATE',
  resumed: 'UPDATE',
  pause_removed: 'UPDATE',
  skipped: 'UPDATE',
  unskipped: 'UPDATE',
  quantity_set: 'UPDATE',
  quantity_cleared: 'UPDATE',
};

/**
 * §7 "changes on subscriptions filtered by user_id": the owner's devices hear of the change, in the change's
 * own transaction (a rolled-back change never announces itself).
 */
export async function announceSubscriptionChange(
  tx: Queryable,
  plan: { id: string; user_id: string },
  change: SubscriptionChange,
  nextDeliveryDate: IstDate | null,
): Promise<void> {
  await publishEvent(tx, {
    topic: 'subscriptions',
    userId: plan.user_id,
    kind: KIND[change],
    payload: { id: plan.id, user_id: plan.user_id, change, next_delivery_date: nextDeliveryDate },
  });
}

const dateIn = (date: IstDate, language: Language) => formatIstDate(startOfIstDay(date), language);

/** A paused or resumed plan tells its customer in the bell (and by push), in their language. */
export async function noticeSubscriptionPause(
  tx: Queryable,
  plan: { id: string; user_id: string },
  notice:
    | {
        template: Extract<SubscriptionNoticeTemplate, 'subscription_paused' | 'subscription_paused_open'>;
        from: IstDate;
        to: IstDate | null;
      }
    | { template: 'subscription_resumed'; nextDeliveryDate: IstDate | null },
): Promise<void> {
  const { rows } = await tx.query<{ name: string; translations: unknown }>(
    'select p.name, p.translations from subscriptions s join products p on p.id = s.product_id where s.id = $1',
    [plan.id],
  );
  const product = rows[0]!;
  await notifyRecipients(tx, {
    recipients: { userId: plan.user_id },
    role: 'user',
    orderId: null,
    render: (language) => {
      const productName = localised(product.translations, language, 'name', product.name);
      if (notice.template === 'subscription_resumed') {
        const date = notice.nextDeliveryDate ? dateIn(notice.nextDeliveryDate, language) : '—';
        return renderSubscriptionNotice(notice.template, language, { productName, date });
      }
      return renderSubscriptionNotice(notice.template, language, {
        productName,
        from: dateIn(notice.from, language),
        ...(notice.to ? { to: dateIn(notice.to, language) } : {}),
      });
    },
  });
}
