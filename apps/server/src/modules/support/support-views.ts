import type {
  AdminSupportTicket,
  BugPriority,
  Language,
  SupportMessage,
  SupportReason,
  SupportTicket,
  SupportTicketSummary,
  TicketKind,
  TicketStatus,
} from '@tokri/core';
import type { Queryable } from '../../db/database.js';
import { localised } from '../catalog/localise.js';
import { cashRefundableOf, isCashOnDelivery } from '../payments/cod-refunds.js';
import { refundableOf } from '../payments/refunds-service.js';

/** Reading tickets and their conversations (issue 16, ADR 0049): plain rows in, the API's shapes out. */

export interface TicketRow {
  id: string;
  user_id: string;
  kind: TicketKind;
  status: TicketStatus;
  reason: SupportReason | null;
  title: string | null;
  priority: BugPriority | null;
  order_id: string | null;
  tracking_id: string | null;
  order_item_name: string | null;
  order_item_translations: unknown;
  app_version: string | null;
  user_agent: string | null;
  viewport: string | null;
  language: string | null;
  refund_amount_paise: number | null;
  refund_status: string | null;
  customer_name: string | null;
  customer_email: string | null;
  message_count: number;
  created_at: Date;
  updated_at: Date;
}

export const TICKET_SELECT = `
  select t.id, t.user_id, t.kind, t.status, t.reason, t.title, t.priority, t.order_id, o.tracking_id,
         i.product_name as order_item_name, pr.translations as order_item_translations, t.app_version, t.user_agent, t.viewport, t.language,
         r.amount_paise as refund_amount_paise, r.status as refund_status,
         p.full_name as customer_name, u.email as customer_email,
         (select count(*)::int from support_messages m where m.ticket_id = t.id) as message_count,
         t.created_at, t.updated_at
    from support_tickets t
    left join orders o on o.id = t.order_id
    left join order_items i on i.id = t.order_item_id
    left join products pr on pr.id = i.product_id
    left join refunds r on r.id = t.refund_id
    left join users u on u.id = t.user_id
    left join profiles p on p.user_id = t.user_id`;

const iso = (value: Date) => new Date(value).toISOString();

/** The ticket's product in the reader's language, as the shop names it (issue 32 item 6). */
const itemNameOf = (row: TicketRow, language: Language) =>
  row.order_item_name === null
    ? null
    : localised(row.order_item_translations, language, 'name', row.order_item_name);

export function summaryOf(row: TicketRow): SupportTicketSummary {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    reason: row.reason,
    title: row.title,
    priority: row.priority,
    orderId: row.order_id,
    trackingId: row.tracking_id,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

/** The ticket's conversation, oldest first; a photo is read through its ticket (customer or admin path). */
async function messagesOf(q: Queryable, ticketId: string, photoBase: string): Promise<SupportMessage[]> {
  const { rows } = await q.query<{
    id: string;
    from_staff: boolean;
    body: string;
    photo_asset_id: string | null;
    created_at: Date;
  }>(
    `select id, from_staff, body, photo_asset_id, created_at from support_messages
      where ticket_id = $1 order by created_at, id`,
    [ticketId],
  );
  return rows.map((row) => ({
    id: row.id,
    fromStaff: row.from_staff,
    body: row.body,
    photoUrl: row.photo_asset_id ? `${photoBase}/${ticketId}/messages/${row.id}/photo` : null,
    createdAt: iso(row.created_at),
  }));
}

/** One ticket as its customer sees it; null when there is none with that id (of that user, when given). */
export async function customerTicket(
  q: Queryable,
  ticketId: string,
  userId: string,
  language: Language,
): Promise<SupportTicket | null> {
  const { rows } = await q.query<TicketRow>(`${TICKET_SELECT} where t.id = $1 and t.user_id = $2`, [
    ticketId,
    userId,
  ]);
  const row = rows[0];
  if (!row) return null;
  return {
    ...summaryOf(row),
    orderItemName: itemNameOf(row, language),
    messages: await messagesOf(q, row.id, '/api/support/tickets'),
    refund:
      row.refund_amount_paise === null
        ? null
        : { amountPaise: row.refund_amount_paise, status: row.refund_status ?? 'owed' },
  };
}

export async function adminTicket(
  q: Queryable,
  ticketId: string,
  language: Language,
): Promise<AdminSupportTicket | null> {
  const { rows } = await q.query<TicketRow>(`${TICKET_SELECT} where t.id = $1`, [ticketId]);
  const row = rows[0];
  if (!row) return null;
  return {
    ...summaryOf(row),
    orderItemName: itemNameOf(row, language),
    messages: await messagesOf(q, row.id, '/api/admin/support/tickets'),
    refund:
      row.refund_amount_paise === null
        ? null
        : { amountPaise: row.refund_amount_paise, status: row.refund_status ?? 'owed' },
    customerName: row.customer_name,
    customerEmail: row.customer_email,
    device: {
      appVersion: row.app_version,
      userAgent: row.user_agent,
      viewport: row.viewport,
      language: row.language,
    },
    // A cash-on-delivery order refunds what its rider collected (ADR 0079), to the wallet or as a payout.
    refundablePaise: row.order_id
      ? ((await refundableOf(q, row.order_id)) ?? (await cashRefundableOf(q, row.order_id)))
      : null,
    cashOnDelivery: row.order_id ? await isCashOnDelivery(q, row.order_id) : false,
  };
}

/** The photo's media asset of one message of one ticket (the caller has checked who may see the ticket). */
export async function messagePhotoId(q: Queryable, ticketId: string, messageId: string) {
  const { rows } = await q.query<{ photo_asset_id: string | null }>(
    'select photo_asset_id from support_messages where id = $1 and ticket_id = $2',
    [messageId, ticketId],
  );
  return rows[0]?.photo_asset_id ?? null;
}
