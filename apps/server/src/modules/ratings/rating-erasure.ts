import type { Queryable } from '../../db/database.js';

/**
 * An erased account's ratings (ADR 0050, 0051): the words it wrote go; an order's stars and its products' thumbs
 * stay, since they name no one once the account is erased and the products' "% liked" is built from them.
 */
export async function eraseRatings(tx: Queryable, userId: string): Promise<void> {
  await tx.query('update order_ratings set comment = null where user_id = $1', [userId]);
  await tx.query('delete from app_ratings where user_id = $1', [userId]);
}
