import { z } from 'zod';

/** POST /api/push/subscriptions: a browser's Web Push subscription (https endpoints only). */
export const pushSubscriptionSchema = z.object({
  endpoint: z.url().refine((url) => url.startsWith('https://'), { error: 'INVALID_FIELD' }),
  keys: z.object({ p256dh: z.string().min(20).max(200), auth: z.string().min(8).max(100) }),
});
export type PushSubscriptionRequest = z.input<typeof pushSubscriptionSchema>;
