import { z } from 'zod';

/** POST /api/privacy/deletion: the account's password again, the confirmation step (issue 16 point 7). */
export const accountDeletionRequestSchema = z.object({
  password: z
    .string({ error: 'AUTH_CURRENT_PASSWORD_REQUIRED' })
    .min(1, { error: 'AUTH_CURRENT_PASSWORD_REQUIRED' })
    .max(200),
});
export type AccountDeletionRequest = z.input<typeof accountDeletionRequestSchema>;

/** GET /api/privacy/deletion: whether the account is scheduled for erasure, and from when (an ISO instant). */
export interface AccountDeletionStatus {
  scheduled: { requestedAt: string; eraseAfter: string } | null;
  /** Days between the request and the erasure (ACCOUNT_DELETION_GRACE_DAYS), for the confirmation page. */
  graceDays: number;
}
