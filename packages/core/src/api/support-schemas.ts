import { z } from 'zod';
import { LANGUAGES } from '../languages.js';
import { codRefundDestinationSchema } from './payout-schemas.js';

/** Support (issue 16 item 3, ADR 0049): /api/support (the customer's) and /api/admin/support (the queue). */

export const SUPPORT_REASONS = [
  'missing_item',
  'damaged_item',
  'wrong_item',
  'late_delivery',
  'payment_problem',
] as const;
export type SupportReason = (typeof SUPPORT_REASONS)[number];
/** Reasons about one item, where the customer may name the order line. */
export const ITEM_REASONS: readonly SupportReason[] = ['missing_item', 'damaged_item', 'wrong_item'];

export const BUG_PRIORITIES = ['low', 'medium', 'high'] as const;
export type BugPriority = (typeof BUG_PRIORITIES)[number];

export const TICKET_KINDS = ['order', 'bug'] as const;
export type TicketKind = (typeof TICKET_KINDS)[number];
export const TICKET_STATUSES = ['open', 'answered', 'resolved'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const SUPPORT_MESSAGE_MAX = 2000;
export const BUG_TITLE_MAX = 120;

const uuid = z.uuid({ error: 'INVALID_FIELD' });
const messageBody = z
  .string({ error: 'SUPPORT_MESSAGE_REQUIRED' })
  .trim()
  .min(1, { error: 'SUPPORT_MESSAGE_REQUIRED' })
  .max(SUPPORT_MESSAGE_MAX, { error: 'INVALID_FIELD' });

/** POST /api/support/tickets: help with one of the caller's orders. */
export const orderTicketRequestSchema = z
  .object({
    orderId: uuid,
    reason: z.enum(SUPPORT_REASONS, { error: 'INVALID_FIELD' }),
    orderItemId: uuid.nullish(),
    message: messageBody,
    /** A photo uploaded first to POST /api/support/photos by the same customer. */
    photoId: uuid.nullish(),
  })
  .strict();
export type OrderTicketRequest = z.infer<typeof orderTicketRequestSchema>;

/** POST /api/support/bugs: a bug report with what the app says about itself. */
export const bugReportRequestSchema = z
  .object({
    title: z
      .string({ error: 'SUPPORT_TITLE_REQUIRED' })
      .trim()
      .min(1, { error: 'SUPPORT_TITLE_REQUIRED' })
      .max(BUG_TITLE_MAX, { error: 'INVALID_FIELD' }),
    priority: z.enum(BUG_PRIORITIES, { error: 'INVALID_FIELD' }),
    description: messageBody,
    device: z
      .object({
        appVersion: z.string().trim().max(40),
        userAgent: z.string().trim().max(400),
        viewport: z.string().regex(/^\d{1,5}x\d{1,5}$/),
        language: z.enum(LANGUAGES),
      })
      .strict(),
  })
  .strict();
export type BugReportRequest = z.infer<typeof bugReportRequestSchema>;

/** POST /api/support/tickets/:id/messages and /api/admin/support/tickets/:id/messages. */
export const ticketReplyRequestSchema = z.object({ message: messageBody }).strict();

/** POST /api/admin/support/tickets/:id/resolve: optionally with a goodwill refund on an order ticket. */
export const resolveTicketRequestSchema = z
  .object({
    refundPaise: z.number({ error: 'INVALID_FIELD' }).int().min(1, { error: 'INVALID_FIELD' }).optional(),
    /** A cash-on-delivery order's refund goes to the wallet or to the UPI id / bank account given (ADR 0079). */
    refundTo: codRefundDestinationSchema.optional(),
  })
  .strict();

/** GET /api/admin/support/tickets?status=open&kind=bug */
export const adminTicketsQuerySchema = z.object({
  status: z.enum(TICKET_STATUSES, { error: 'INVALID_FIELD' }).optional(),
  kind: z.enum(TICKET_KINDS, { error: 'INVALID_FIELD' }).optional(),
  limit: z.coerce.number({ error: 'INVALID_FIELD' }).int().min(1).max(200).default(100),
});

export interface SupportMessage {
  id: string;
  fromStaff: boolean;
  body: string;
  /** Where the attached photo is read (only by the ticket's customer and admins). */
  photoUrl: string | null;
  createdAt: string;
}

export interface SupportTicketSummary {
  id: string;
  kind: TicketKind;
  status: TicketStatus;
  reason: SupportReason | null;
  title: string | null;
  priority: BugPriority | null;
  orderId: string | null;
  trackingId: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface SupportTicket extends SupportTicketSummary {
  orderItemName: string | null;
  messages: SupportMessage[];
  refund: { amountPaise: number; status: string } | null;
}

/** What the admin sees besides the customer's view: who, the device, and how much the order can still refund. */
export interface AdminSupportTicket extends SupportTicket {
  customerName: string | null;
  customerEmail: string | null;
  device: {
    appVersion: string | null;
    userAgent: string | null;
    viewport: string | null;
    language: string | null;
  };
  /** Charged (or cash collected) minus refunded or owed; null when the order took no money (unpaid, no order). */
  refundablePaise: number | null;
  /** The order was paid in cash: a refund goes to the wallet or out as a payout, never "back" (ADR 0079). */
  cashOnDelivery: boolean;
}

export interface AdminTicketRow extends SupportTicketSummary {
  customerName: string | null;
  messageCount: number;
}

/** GET /api/support/contact: how to reach people, from the server's settings. */
export interface SupportContact {
  phone: string;
  email: string;
  /** Digits only, country code first (wa.me wants no plus sign). */
  whatsapp: string;
  /** Support hours in IST, "HH:MM". */
  opensAt: string;
  closesAt: string;
}

/** The shop's rules as configured, so the help answers quote what this server actually does. */
export interface SupportRules {
  minimumOrderPaise: number;
  freeDeliveryFromPaise: number;
  deliveryFeePaise: number;
  paymentExpiryMinutes: number;
  lateDeliveryRefundMinutes: number;
  substituteRejectMinutes: number;
}

/** GET /api/support/contact */
export interface SupportContactResponse {
  contact: SupportContact;
  rules: SupportRules;
}
