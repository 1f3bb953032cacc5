import { z } from 'zod';
import { NOTIFICATION_PAGE_SIZE } from './notification-types.js';

/** GET /api/notifications: the page before a (createdAt, id) cursor. */
export const notificationPageQuerySchema = z.object({
  beforeCreatedAt: z.iso.datetime({ offset: true }).optional(),
  beforeId: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(NOTIFICATION_PAGE_SIZE).default(NOTIFICATION_PAGE_SIZE),
});
