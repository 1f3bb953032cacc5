import { z } from 'zod';
import { PINCODE } from '../patterns.js';

/** GET /api/locations/serviceability: a point, or a PIN code. */
export const serviceabilityQuerySchema = z.union([
  z.object({ lat: z.coerce.number().min(-90).max(90), lng: z.coerce.number().min(-180).max(180) }),
  z.object({ pincode: z.string().regex(PINCODE, { error: 'INVALID_PINCODE' }) }),
]);
