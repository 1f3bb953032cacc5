import { z } from 'zod';

/** POST /api/me/recently-viewed. */
export const recordViewRequestSchema = z.object({ productId: z.uuid() });
