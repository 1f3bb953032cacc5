import { z } from 'zod';

/** GET /api/admin/products: one page of the admin table. */
export const adminPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});

/** GET /api/admin/stats/charts: how many IST days back the daily charts go. */
export const adminChartsQuerySchema = z.object({
  days: z.coerce.number().int().min(7).max(90).default(30),
});
