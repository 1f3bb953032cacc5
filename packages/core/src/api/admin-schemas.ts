import { z } from 'zod';

/** GET /api/admin/products: one page of the admin table. */
export const adminPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});
