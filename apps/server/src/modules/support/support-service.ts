import {
  type BugReportRequest,
  ITEM_REASONS,
  type Language,
  type OrderTicketRequest,
  type SupportTicket,
  type SupportTicketSummary,
} from '@tokri/core';
import type { Clock } from '../../clock.js';
import type { Database, Queryable } from '../../db/database.js';
import { DomainError, notFound } from '../../errors/domain-error.js';
import type { MediaService } from '../media/media-service.js';
import { takeSupportPhotoAllowance } from './support-photo-quota.js';
import { customerTicket, messagePhotoId, summaryOf, TICKET_SELECT, type TicketRow } from './support-views.js';

/** The customer's side of support (issue 16 item 3, ADR 0049): help with an order, bug reports, their tickets. */
export interface SupportService {
  uploadPhoto(userId: string, bytes: Uint8Array): Promise<{ photoId: string }>;
  /** `language`, here and below: the reader's, for the product's name (issue 32 item 6). */
  createOrderTicket(userId: string, input: OrderTicketRequest, language: Language): Promise<SupportTicket>;
  reportBug(userId: string, input: BugReportRequest, language: Language): Promise<SupportTicket>;
  myTickets(userId: string): Promise<SupportTicketSummary[]>;
  myTicket(userId: string, ticketId: string, language: Language): Promise<SupportTicket>;
  reply(userId: string, ticketId: string, message: string, language: Language): Promise<SupportTicket>;
  myPhoto(
    userId: string,
    ticketId: string,
    messageId: string,
  ): Promise<{ bytes: Uint8Array; contentType: string }>;
}

/** The order line, when the reason is about one item and the line is the order's own. */
async function orderLineOf(tx: Queryable, input: OrderTicketRequest): Promise<string | null> {
  if (!input.orderItemId || !ITEM_REASONS.includes(input.reason)) return null;
  const { rows } = await tx.query('select 1 from order_items where id = $1 and order_id = $2', [
    input.orderItemId,
    input.orderId,
  ]);
  if (rows.length === 0) throw new DomainError('SUPPORT_ORDER_LINE_NOT_IN_ORDER');
  return input.orderItemId;
}

/**
 * A photo the same customer uploaded and no message carries yet, locked until the message carrying it commits,
 * so the cleanup of unattached photos (ADR 0072) cannot delete it in between.
 */
async function ownUnusedPhoto(tx: Queryable, userId: string, photoId: string | null | undefined) {
  if (!photoId) return null;
  const { rows } = await tx.query(
    `select 1 from media_assets a where a.id = $1 and a.kind = 'support_photo' and a.created_by = $2
        and not exists (select 1 from support_messages m where m.photo_asset_id = a.id)
        for update of a`,
    [photoId, userId],
  );
  if (rows.length === 0) throw new DomainError('SUPPORT_PHOTO_NOT_FOUND');
  return photoId;
}

async function addMessage(
  tx: Queryable,
  message: { ticketId: string; authorId: string; fromStaff: boolean; body: string; photoId?: string | null },
) {
  await tx.query(
    `insert into support_messages (ticket_id, author_id, from_staff, body, photo_asset_id)
     values ($1, $2, $3, $4, $5)`,
    [message.ticketId, message.authorId, message.fromStaff, message.body, message.photoId ?? null],
  );
}

export { addMessage };

export function createSupportService(db: Database, media: MediaService, clock: Clock): SupportService {
  async function mine(q: Queryable, userId: string, ticketId: string, language: Language) {
    const ticket = await customerTicket(q, ticketId, userId, language);
    // Someone else's ticket is as absent as one that never existed.
    if (!ticket) throw notFound();
    return ticket;
  }

  return {
    async uploadPhoto(userId, bytes) {
      // The allowance is taken before the photo is decoded: a refused upload costs one statement (ADR 0072).
      const now = clock();
      await takeSupportPhotoAllowance(db, userId, now);
      const { id } = await media.storeSupportPhoto(userId, bytes, now);
      return { photoId: id };
    },

    createOrderTicket: (userId, input, language) =>
      db.transaction(async (tx) => {
        const { rows } = await tx.query('select 1 from orders where id = $1 and user_id = $2', [
          input.orderId,
          userId,
        ]);
        if (rows.length === 0) throw notFound();
        const orderItemId = await orderLineOf(tx, input);
        const photoId = await ownUnusedPhoto(tx, userId, input.photoId);
        const { rows: created } = await tx.query<{ id: string }>(
          `insert into support_tickets (user_id, kind, order_id, order_item_id, reason)
           values ($1, 'order', $2, $3, $4) returning id`,
          [userId, input.orderId, orderItemId, input.reason],
        );
        const ticketId = created[0]!.id;
        await addMessage(tx, { ticketId, authorId: userId, fromStaff: false, body: input.message, photoId });
        return mine(tx, userId, ticketId, language);
      }),

    reportBug: (userId, input, language) =>
      db.transaction(async (tx) => {
        const { rows } = await tx.query<{ id: string }>(
          `insert into support_tickets (user_id, kind, title, priority, app_version, user_agent, viewport, language)
           values ($1, 'bug', $2, $3, $4, $5, $6, $7) returning id`,
          [
            userId,
            input.title,
            input.priority,
            input.device.appVersion,
            input.device.userAgent,
            input.device.viewport,
            input.device.language,
          ],
        );
        const ticketId = rows[0]!.id;
        await addMessage(tx, { ticketId, authorId: userId, fromStaff: false, body: input.description });
        return mine(tx, userId, ticketId, language);
      }),

    async myTickets(userId) {
      const { rows } = await db.query<TicketRow>(
        `${TICKET_SELECT} where t.user_id = $1 order by t.updated_at desc, t.id limit 100`,
        [userId],
      );
      return rows.map(summaryOf);
    },

    myTicket: (userId, ticketId, language) => mine(db, userId, ticketId, language),

    reply: (userId, ticketId, message, language) =>
      db.transaction(async (tx) => {
        // The customer writing again reopens the ticket: it goes back into the admin queue's open tickets.
        const { rows } = await tx.query(
          `update support_tickets set status = 'open', resolved_at = null, resolved_by = null, updated_at = tokri_now()
            where id = $1 and user_id = $2 returning id`,
          [ticketId, userId],
        );
        if (rows.length === 0) throw notFound();
        await addMessage(tx, { ticketId, authorId: userId, fromStaff: false, body: message });
        return mine(tx, userId, ticketId, language);
      }),

    async myPhoto(userId, ticketId, messageId) {
      await mine(db, userId, ticketId, 'en'); // only whether the ticket is theirs
      const photoId = await messagePhotoId(db, ticketId, messageId);
      const photo = photoId ? await media.privatePhoto(photoId) : null;
      if (!photo) throw notFound();
      return photo;
    },
  };
}
