import type { Database, Queryable } from '../../db/database.js';
import { DomainError, notFound } from '../../errors/domain-error.js';
import { revokeSessions } from './session-revocation.js';

/** Writes one admin change to the audit log in the caller's transaction (modules/admin's recordAdminChange). */
export type AuditWriter = (
  tx: Queryable,
  change: {
    actorUserId: string;
    entity: string;
    entityId: string | null;
    action: string;
    before?: unknown;
    after?: unknown;
  },
) => Promise<void>;

interface AccountState {
  id: string;
  blocked_at: Date | null;
  blocked_reason: string | null;
  is_admin: boolean;
}

/** The account, locked for the change (its row in users), or 404. */
async function lockAccount(tx: Queryable, userId: string): Promise<AccountState> {
  const { rows } = await tx.query<AccountState>(
    `select u.id, u.blocked_at, u.blocked_reason,
            exists (select 1 from user_roles r where r.user_id = u.id and r.role = 'admin') as is_admin
       from users u where u.id = $1 for update`,
    [userId],
  );
  if (!rows[0]) throw notFound();
  return rows[0];
}

const blockState = (row: AccountState) => ({
  blockedAt: row.blocked_at ? new Date(row.blocked_at).toISOString() : null,
  blockedReason: row.blocked_reason,
});

export interface AccountChange {
  userId: string;
  changed: boolean;
}

/** Blocking, unblocking and the admin role: the admin's changes to accounts, each audited with before and after. */
export function createAdminAccounts(db: Database, recordAdminChange: AuditWriter) {
  return {
    /**
     * Blocks a customer: they cannot sign in or refresh, every session is revoked (open sockets close on the
     * revocation's NOTIFY). Never oneself nor another admin: an admin's role is taken away first.
     */
    async block(actorUserId: string, userId: string, reason: string): Promise<AccountChange> {
      return db.transaction(async (tx) => {
        const before = await lockAccount(tx, userId);
        if (userId === actorUserId || before.is_admin) throw new DomainError('ADMIN_CANNOT_BLOCK_ADMIN');
        const { rows } = await tx.query<AccountState>(
          `update users set blocked_at = coalesce(blocked_at, tokri_now()), blocked_reason = $2, updated_at = tokri_now()
            where id = $1 returning id, blocked_at, blocked_reason, false as is_admin`,
          [userId, reason],
        );
        const revoked = await revokeSessions(tx, 'blocked', { userId, exceptSessionId: null });
        await recordAdminChange(tx, {
          actorUserId,
          entity: 'user',
          entityId: userId,
          action: 'block',
          before: blockState(before),
          after: { ...blockState(rows[0]!), revokedSessions: revoked.length },
        });
        return { userId, changed: before.blocked_at === null || before.blocked_reason !== reason };
      });
    },

    async unblock(actorUserId: string, userId: string): Promise<AccountChange> {
      return db.transaction(async (tx) => {
        const before = await lockAccount(tx, userId);
        if (before.blocked_at === null) return { userId, changed: false };
        await tx.query(
          'update users set blocked_at = null, blocked_reason = null, updated_at = tokri_now() where id = $1',
          [userId],
        );
        await recordAdminChange(tx, {
          actorUserId,
          entity: 'user',
          entityId: userId,
          action: 'unblock',
          before: blockState(before),
          after: { blockedAt: null, blockedReason: null },
        });
        return { userId, changed: true };
      });
    },

    async grantAdmin(actorUserId: string, userId: string): Promise<AccountChange> {
      return db.transaction(async (tx) => {
        const before = await lockAccount(tx, userId);
        if (before.is_admin) return { userId, changed: false };
        if (before.blocked_at !== null) throw new DomainError('ADMIN_BLOCKED_USER');
        await tx.query(`insert into user_roles (user_id, role) values ($1, 'admin')`, [userId]);
        await recordAdminChange(tx, {
          actorUserId,
          entity: 'user_role',
          entityId: userId,
          action: 'grant',
          before: { roles: [] },
          after: { roles: ['admin'] },
        });
        return { userId, changed: true };
      });
    },

    /** Never one's own role (someone else must do it), and never the last admin's. */
    async revokeAdmin(actorUserId: string, userId: string): Promise<AccountChange> {
      if (userId === actorUserId) throw new DomainError('ADMIN_ROLE_SELF');
      return db.transaction(async (tx) => {
        // Every admin's role row locked, so two admins revoking each other at once cannot leave none.
        const { rows: admins } = await tx.query<{ user_id: string }>(
          `select user_id from user_roles where role = 'admin' order by user_id for update`,
        );
        await lockAccount(tx, userId);
        if (!admins.some((row) => row.user_id === userId)) return { userId, changed: false };
        if (admins.length <= 1) throw new DomainError('ADMIN_LAST_ADMIN');
        await tx.query(`delete from user_roles where user_id = $1 and role = 'admin'`, [userId]);
        await recordAdminChange(tx, {
          actorUserId,
          entity: 'user_role',
          entityId: userId,
          action: 'revoke',
          before: { roles: ['admin'] },
          after: { roles: [] },
        });
        return { userId, changed: true };
      });
    },
  };
}

export type AdminAccounts = ReturnType<typeof createAdminAccounts>;
