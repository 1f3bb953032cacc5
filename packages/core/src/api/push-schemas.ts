import { z } from 'zod';

/**
 * A browser's push endpoint is a serialised URL: printable ASCII, a few hundred characters. The cap keeps it under
 * PostgreSQL's b-tree row limit (2704 bytes) for the endpoint's unique index, which answers a longer one with
 * 54000, a 500 (issue 20 item 4).
 */
const PUSH_ENDPOINT_MAX_LENGTH = 2048;
const PRINTABLE_ASCII = /^[\x21-\x7e]+$/;

/** POST /api/push/subscriptions: a browser's Web Push subscription (https endpoints only). */
export const pushSubscriptionSchema = z.object({
  endpoint: z
    .url()
    .max(PUSH_ENDPOINT_MAX_LENGTH)
    .regex(PRINTABLE_ASCII)
    .refine((url) => url.startsWith('https://'), { error: 'INVALID_FIELD' }),
  keys: z.object({ p256dh: z.string().min(20).max(200), auth: z.string().min(8).max(100) }),
});
export type PushSubscriptionRequest = z.input<typeof pushSubscriptionSchema>;
