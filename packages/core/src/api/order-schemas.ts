import { z } from 'zod';
import { isIstDate } from '../ist.js';
import { ORDER_STATUSES } from '../order-states.js';

/** GET /api/orders and /api/admin/orders. */
export const orderListQuerySchema = z.object({
  /** Spec §7: "the user's orders in the last 10 minutes, newest first, limit 5" (purchase monitoring polls it). */
  sinceMinutes: z.coerce.number().int().min(1).max(1440).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
  status: z.enum(ORDER_STATUSES).optional(),
});

/** PATCH /api/admin/orders/:id/status. */
export const orderStatusChangeSchema = z.object({
  status: z.enum(ORDER_STATUSES),
  note: z.string().trim().max(200).optional(),
});
export type OrderStatusChange = z.input<typeof orderStatusChangeSchema>;

const istDay = z.string().refine(isIstDate, 'INVALID_FIELD');

/** GET /api/admin/orders: the board's filters. Dates are IST calendar days, both ends included. */
export const adminOrderListQuerySchema = z
  .object({
    limit: z.coerce.number().int().min(1).max(100).default(50),
    offset: z.coerce.number().int().min(0).max(100_000).default(0),
    status: z.enum(ORDER_STATUSES).exclude(['payment_pending']).optional(),
    from: istDay.optional(),
    to: istDay.optional(),
    storeId: z.uuid().optional(),
    paymentMethod: z.enum(['cod', 'online', 'wallet']).optional(),
    /** The end of an order id (as the customer reads it out, 4 or more of its hex digits) or a phone number. */
    q: z
      .string()
      .trim()
      .max(40)
      .regex(/^[0-9a-fA-F +-]*$/, 'INVALID_FIELD')
      .optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    message: 'INVALID_FIELD',
  });
export type AdminOrderListQuery = z.output<typeof adminOrderListQuerySchema>;

/** GET /api/admin/orders/export.csv: a date range of at most 92 IST days. */
export const adminOrderExportQuerySchema = z
  .object({ from: istDay, to: istDay })
  .refine((query) => query.from <= query.to, { path: ['to'], message: 'INVALID_FIELD' });

/** POST /api/admin/orders/:id/rider. */
export const assignRiderSchema = z.object({ riderId: z.uuid() });
