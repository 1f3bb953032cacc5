import { z } from 'zod';
import { isIstDate } from '../ist.js';
import { isPlainText } from '../patterns.js';

/** GET /api/admin/stats/charts: how many IST days back the daily charts go. */
export const adminChartsQuerySchema = z.object({
  days: z.coerce.number().int().min(7).max(90).default(30),
});

const plain = (max: number) =>
  z
    .string()
    .trim()
    .min(1, 'FIELD_REQUIRED')
    .max(max, 'FIELD_TOO_LONG')
    .refine(isPlainText, 'INVALID_CHARACTERS');
const optionalPlain = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'FIELD_TOO_LONG')
    .refine(isPlainText, 'INVALID_CHARACTERS')
    .optional()
    .transform((value) => (value ? value : undefined));

/** A text the admin writes in English and, where they can, in Hindi and Telugu (English stands in otherwise). */
const threeLanguages = (max: number) =>
  z.object({ en: plain(max), hi: optionalPlain(max), te: optionalPlain(max) });

/** POST /api/admin/broadcasts: the spec's `notification` (title, message) to every customer or one store's area. */
export const adminBroadcastSchema = z.object({
  title: threeLanguages(80),
  message: threeLanguages(300),
  storeId: z.uuid().nullable().default(null),
});
export type AdminBroadcastRequest = z.output<typeof adminBroadcastSchema>;

/** GET /api/admin/audit. */
export const adminAuditQuerySchema = z.object({
  entity: z
    .string()
    .regex(/^[a-z_]{1,40}$/, 'INVALID_FIELD')
    .optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});

/** GET /api/admin/distance: one IST day (today when left out). */
export const adminDistanceQuerySchema = z.object({
  date: z.string().refine(isIstDate, 'INVALID_FIELD').optional(),
});
