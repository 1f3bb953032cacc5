import type {
  AdminSupportTicket,
  AdminTicketRow,
  CodRefundDestination,
  Language,
  TicketKind,
  TicketStatus,
} from '@tokri/core';
import type { Database, Queryable } from '../../db/database.js';
import { DomainError, notFound } from '../../errors/domain-error.js';
import { logger } from '../../logger.js';
import { recordAdminChange } from '../admin/admin-audit.js';
import type { MediaService } from '../media/media-service.js';
import {
  cashRefundableOf,
  isCashOnDelivery,
  oweCashRefund,
  sendPayoutRefund,
} from '../payments/cod-refunds.js';
import type { PayoutsProvider } from '../payments/payouts-provider.js';
import { oweRefund, type RefundRow, refundableOf } from '../payments/refunds-service.js';
import { notifySupportReply } from './support-reply-notice.js';
import { addMessage } from './support-service.js';
import { adminTicket, messagePhotoId, summaryOf, TICKET_SELECT, type TicketRow } from './support-views.js';

const log = logger.child({ module: 'support-admin' });

/** The admin's side of support (issue 16 item 3, ADR 0049): the queue, answers, resolving with a refund. */
export interface SupportAdmin {
  queue(query: {
    status?: TicketStatus | undefined;
    kind?: TicketKind | undefined;
    limit: number;
  }): Promise<AdminTicketRow[]>;
  /** `language`, here and below: the reader's, for the product's name (issue 32 item 6). */
  ticket(ticketId: string, language: Language): Promise<AdminSupportTicket>;
  answer(adminId: string, ticketId: string, message: string, language: Language): Promise<AdminSupportTicket>;
  resolve(
    adminId: string,
    ticketId: string,
    refundPaise: number | undefined,
    language: Language,
    /** Where a cash-on-delivery order's refund goes: the wallet, or a payout to the account given (ADR 0079). */
    refundTo?: CodRefundDestination,
  ): Promise<AdminSupportTicket>;
  photo(ticketId: string, messageId: string): Promise<{ bytes: Uint8Array; contentType: string }>;
}

interface LockedTicket {
  id: string;
  user_id: string;
  kind: TicketKind;
  status: TicketStatus;
  title: string | null;
  order_id: string | null;
}

async function lockTicket(tx: Queryable, ticketId: string): Promise<LockedTicket> {
  const { rows } = await tx.query<LockedTicket>(
    'select id, user_id, kind, status, title, order_id from support_tickets where id = $1 for update',
    [ticketId],
  );
  if (!rows[0]) throw notFound();
  return rows[0];
}

/** The goodwill refund, at most what the order can still give back; one per ticket however often asked. */
async function goodwillRefund(
  tx: Queryable,
  ticket: LockedTicket,
  amountPaise: number,
  refundTo: CodRefundDestination | undefined,
) {
  if (ticket.kind !== 'order' || !ticket.order_id) throw new DomainError('SUPPORT_REFUND_NEEDS_ORDER');
  // Cash cannot go back the way it came (ADR 0079): the wallet or a payout to the account the customer gave.
  const cash = await isCashOnDelivery(tx, ticket.order_id);
  if (cash && !refundTo) throw new DomainError('REFUND_COD_NEEDS_DESTINATION');
  const left = cash ? await cashRefundableOf(tx, ticket.order_id) : await refundableOf(tx, ticket.order_id);
  if (left === null) throw new DomainError('REFUND_NO_CAPTURED_PAYMENT');
  const input = {
    orderId: ticket.order_id,
    amountPaise,
    cause: 'support_goodwill' as const,
    reference: ticket.id,
  };
  try {
    return cash && refundTo
      ? await oweCashRefund(tx, { ...input, to: refundTo })
      : await oweRefund(tx, input);
  } catch (error) {
    if (error instanceof DomainError && error.code === 'REFUND_EXCEEDS_CAPTURED')
      throw new DomainError('SUPPORT_REFUND_TOO_MUCH', { params: { leftPaise: left } });
    throw error;
  }
}

export function createSupportAdmin(
  db: Database,
  media: MediaService,
  payouts?: PayoutsProvider,
): SupportAdmin {
  async function found(q: Queryable, ticketId: string, language: Language) {
    const ticket = await adminTicket(q, ticketId, language);
    if (!ticket) throw notFound();
    return ticket;
  }

  return {
    async queue(query) {
      // Open tickets first (they wait for us), then answered, then resolved; oldest first within each.
      const { rows } = await db.query<TicketRow>(
        `${TICKET_SELECT}
          where ($1::text is null or t.status = $1) and ($2::text is null or t.kind = $2)
          order by case t.status when 'open' then 0 when 'answered' then 1 else 2 end, t.created_at, t.id
          limit $3`,
        [query.status ?? null, query.kind ?? null, query.limit],
      );
      return rows.map((row) => ({
        ...summaryOf(row),
        customerName: row.customer_name,
        messageCount: row.message_count,
      }));
    },

    ticket: (ticketId, language) => found(db, ticketId, language),

    answer: (adminId, ticketId, message, language) =>
      db.transaction(async (tx) => {
        const ticket = await lockTicket(tx, ticketId);
        await addMessage(tx, { ticketId, authorId: adminId, fromStaff: true, body: message });
        const status = ticket.status === 'resolved' ? 'resolved' : 'answered';
        await tx.query('update support_tickets set status = $2, updated_at = tokri_now() where id = $1', [
          ticketId,
          status,
        ]);
        await notifySupportReply(tx, ticket);
        await recordAdminChange(tx, {
          actorUserId: adminId,
          entity: 'support_ticket',
          entityId: ticketId,
          action: 'answer',
          before: { status: ticket.status },
          after: { status },
        });
        return found(tx, ticketId, language);
      }),

    resolve: async (adminId, ticketId, refundPaise, language, refundTo) => {
      let owedPayout: RefundRow | null = null;
      const view = await db.transaction(async (tx) => {
        const ticket = await lockTicket(tx, ticketId);
        // Resolving twice (a retried request) changes nothing and pays nothing more.
        if (ticket.status === 'resolved') return found(tx, ticketId, language);
        const refund = refundPaise ? await goodwillRefund(tx, ticket, refundPaise, refundTo) : null;
        if (refund?.destination === 'payout' && refund.status === 'owed') owedPayout = refund;
        await tx.query(
          `update support_tickets set status = 'resolved', resolved_by = $2, resolved_at = tokri_now(),
                  refund_id = coalesce($3, refund_id), updated_at = tokri_now()
            where id = $1`,
          [ticketId, adminId, refund?.id ?? null],
        );
        await recordAdminChange(tx, {
          actorUserId: adminId,
          entity: 'support_ticket',
          entityId: ticketId,
          action: 'resolve',
          before: { status: ticket.status },
          after: {
            status: 'resolved',
            ...(refund ? { refundId: refund.id, refundPaise: refund.amount_paise } : {}),
          },
        });
        return found(tx, ticketId, language);
      });
      // A payout goes out at once after the commit; if the provider cannot be reached the refund stays owed and
      // the refund round sends it with the same key.
      if (!owedPayout || !payouts) return view;
      const payout: RefundRow = owedPayout;
      await sendPayoutRefund(db, payouts, payout).catch((error: unknown) =>
        log.warn({ err: error, refundId: payout.id }, 'payout not sent; the refund round will send it'),
      );
      return found(db, ticketId, language);
    },

    async photo(ticketId, messageId) {
      const photoId = await messagePhotoId(db, ticketId, messageId);
      const photo = photoId ? await media.privatePhoto(photoId) : null;
      if (!photo) throw notFound();
      return photo;
    },
  };
}
