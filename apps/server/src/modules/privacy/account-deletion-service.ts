import type { AccountDeletionStatus, AuthUser } from '@tokri/core';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import { createFixedWindowLimit } from '../auth/fixed-window-limit.js';
import { revokeSessions } from '../auth/session-revocation.js';
import { hasActiveOrders } from '../orders/order-anonymisation.js';
import { exportPersonalData } from './personal-data-export.js';

export interface PrivacyDeps {
  db: Database;
  clock: Clock;
  /** ACCOUNT_DELETION_GRACE_DAYS. */
  graceDays: number;
  /** Checks the account's password again (auth's, counted against its sign-in throttle); throws when wrong. */
  confirmPassword(userId: string, password: string, ip: string): Promise<void>;
}

const EXPORT_LIMIT = { limit: 1, windowSeconds: 60 };

/** The DPDP rights (issue 16 point 7, ADR 0051): download my data, delete my account, change my mind. */
export function createPrivacyService(deps: PrivacyDeps) {
  const { db } = deps;
  const limits = createFixedWindowLimit(db);

  async function deletionStatus(userId: string): Promise<AccountDeletionStatus> {
    const { rows } = await db.query<{ requested_at: Date; erase_after: Date }>(
      'select requested_at, erase_after from account_deletion_requests where user_id = $1 and erased_at is null',
      [userId],
    );
    const row = rows[0];
    return {
      scheduled: row
        ? {
            requestedAt: new Date(row.requested_at).toISOString(),
            eraseAfter: new Date(row.erase_after).toISOString(),
          }
        : null,
      graceDays: deps.graceDays,
    };
  }

  return {
    /** One export a minute per account: it reads every table, and a minute is no wait for a person. */
    async exportData(userId: string) {
      const window = await limits.hit(`privacy-export:${userId}`, EXPORT_LIMIT);
      if (window.hits > EXPORT_LIMIT.limit)
        throw new DomainError('PRIVACY_EXPORT_TOO_SOON', {
          params: { seconds: window.retryAfter },
          retryAfterSeconds: window.retryAfter,
        });
      return exportPersonalData(db, userId, deps.clock());
    },

    deletionStatus,

    /**
     * Schedules the erasure after the grace period and signs out every device. Staff are refused (an admin
     * closes their accounts), and so is anyone with an order on its way: its delivery needs the address.
     */
    async requestDeletion(user: AuthUser, password: string, ip: string): Promise<AccountDeletionStatus> {
      if (user.isAdmin || user.isDeliveryPartner) throw new DomainError('PRIVACY_STAFF_ACCOUNT');
      await deps.confirmPassword(user.id, password, ip);
      if (await hasActiveOrders(db, user.id)) throw new DomainError('PRIVACY_ACTIVE_ORDERS');
      const now = deps.clock();
      const eraseAfter = new Date(now.getTime() + deps.graceDays * 24 * 60 * 60 * 1000);
      await db.transaction(async (tx) => {
        await tx.query(
          `insert into account_deletion_requests (user_id, requested_at, erase_after) values ($1, $2, $3)
           on conflict (user_id) do update set requested_at = excluded.requested_at,
             erase_after = excluded.erase_after, lease_until = null
           where account_deletion_requests.erased_at is null`,
          [user.id, now, eraseAfter],
        );
        await revokeSessions(tx, 'account_deletion', { userId: user.id, exceptSessionId: null });
      });
      return deletionStatus(user.id);
    },

    /** Signing in during the grace period and choosing "Cancel deletion": the account stays as it is. */
    async cancelDeletion(userId: string): Promise<AccountDeletionStatus> {
      await db.query('delete from account_deletion_requests where user_id = $1 and erased_at is null', [
        userId,
      ]);
      return deletionStatus(userId);
    },
  };
}

export type PrivacyService = ReturnType<typeof createPrivacyService>;
