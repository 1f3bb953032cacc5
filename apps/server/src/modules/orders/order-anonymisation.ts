import { ERASED_ADDRESS_FIELDS } from '@tokri/core';
import type { Queryable } from '../../db/database.js';

/** Orders not yet delivered or cancelled: while one exists, the account cannot be erased (ADR 0051). */
export async function hasActiveOrders(db: Queryable, userId: string): Promise<boolean> {
  const { rows } = await db.query(
    `select 1 from orders where user_id = $1 and status not in ('delivered', 'cancelled') limit 1`,
    [userId],
  );
  return rows.length > 0;
}

/**
 * Anonymises an erased account's orders (ADR 0051): they are tax and payment records, so the totals, lines,
 * payments and refunds stay, but the delivery address keeps only its state (the GST place of supply) and the
 * free-text notes (the cancel reason, the cash note, the status notes) go.
 */
export async function anonymiseOrders(tx: Queryable, userId: string): Promise<void> {
  await tx.query(
    `update orders
        set delivery_address = $2::jsonb || jsonb_build_object('state', delivery_address -> 'state'),
            cancel_reason = null, cod_note = null, delivery_otp = null, updated_at = tokri_now()
      where user_id = $1`,
    [userId, JSON.stringify(ERASED_ADDRESS_FIELDS)],
  );
  await tx.query(
    `update order_status_history set note = null
      where order_id in (select id from orders where user_id = $1) and note is not null`,
    [userId],
  );
}
