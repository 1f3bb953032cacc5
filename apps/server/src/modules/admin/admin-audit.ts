import type { Queryable } from '../../db/database.js';

/** One admin change: what, which row, who, and the row before and after (null when created or deleted). */
export interface AdminChange {
  actorUserId: string;
  /** The kind of thing changed, snake_case: 'product', 'coupon', 'user_role', 'order', … */
  entity: string;
  entityId: string | null;
  /** snake_case verb: 'create', 'update', 'archive', 'delete', 'grant', 'revoke', 'adjust_stock', … */
  action: string;
  before?: unknown;
  after?: unknown;
  note?: string | null;
}

/**
 * Writes an admin change to the audit log, in the caller's transaction: the change and its record commit or
 * roll back together, so the log never lists a change that did not happen nor misses one that did.
 */
export async function recordAdminChange(tx: Queryable, change: AdminChange): Promise<void> {
  await tx.query(
    `insert into admin_audit_log (actor_user_id, entity, entity_id, action, before, after, note)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [
      change.actorUserId,
      change.entity,
      change.entityId,
      change.action,
      change.before === undefined ? null : JSON.stringify(change.before),
      change.after === undefined ? null : JSON.stringify(change.after),
      change.note ?? null,
    ],
  );
}
