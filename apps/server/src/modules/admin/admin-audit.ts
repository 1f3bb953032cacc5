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

/** One page of the audit log, newest first, optionally for one kind of thing. */
export async function adminAuditPage(
  db: Queryable,
  query: { entity?: string | undefined; page: number; pageSize: number },
) {
  const where = query.entity ? 'where a.entity = $3' : '';
  const params = [query.pageSize, (query.page - 1) * query.pageSize, ...(query.entity ? [query.entity] : [])];
  const { rows } = await db.query<{
    id: string;
    created_at: Date;
    actor_user_id: string | null;
    actor_name: string | null;
    actor_email: string | null;
    entity: string;
    entity_id: string | null;
    action: string;
    before: unknown;
    after: unknown;
    note: string | null;
  }>(
    `select a.id, a.created_at, a.actor_user_id, p.full_name as actor_name, u.email as actor_email, a.entity,
            a.entity_id, a.action, a.before, a.after, a.note
       from admin_audit_log a left join users u on u.id = a.actor_user_id left join profiles p on p.user_id = u.id
       ${where} order by a.created_at desc, a.id desc limit $1 offset $2`,
    params,
  );
  const total = await db.query<{ n: number }>(
    `select count(*)::int as n from admin_audit_log a ${query.entity ? 'where a.entity = $1' : ''}`,
    query.entity ? [query.entity] : [],
  );
  return {
    items: rows.map((row) => ({
      id: row.id,
      at: new Date(row.created_at).toISOString(),
      actor: row.actor_user_id
        ? { id: row.actor_user_id, name: row.actor_name, email: row.actor_email }
        : null,
      entity: row.entity,
      entityId: row.entity_id,
      action: row.action,
      before: row.before,
      after: row.after,
      note: row.note,
    })),
    total: total.rows[0]?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/**
 * Empties the before/after snapshots and notes of audit entries about an erased account, its orders and its
 * subscriptions (ADR 0051): who changed what and when stays, the personal data in the snapshots goes.
 */
export async function eraseAuditSnapshotsOf(tx: Queryable, userId: string): Promise<void> {
  await tx.query(
    `update admin_audit_log set before = null, after = null, note = null
      where entity_id = $1::uuid::text
         or entity_id in (select id::text from orders where user_id = $1::uuid)
         or entity_id in (select id::text from subscriptions where user_id = $1::uuid)`,
    [userId],
  );
}
