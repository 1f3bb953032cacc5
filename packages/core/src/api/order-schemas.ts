import { z } from 'zod';
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
