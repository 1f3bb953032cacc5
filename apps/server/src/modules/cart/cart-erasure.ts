import type { Queryable } from '../../db/database.js';

/** Deletes an erased account's cart (ADR 0051). */
export async function eraseCart(tx: Queryable, userId: string): Promise<void> {
  await tx.query('delete from cart_items where user_id = $1', [userId]);
  await tx.query('delete from carts where user_id = $1', [userId]);
}
