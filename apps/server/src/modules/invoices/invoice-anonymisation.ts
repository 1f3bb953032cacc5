import { ERASED_ADDRESS_FIELDS } from '@tokri/core';
import type { Queryable } from '../../db/database.js';

/**
 * Anonymises the buyer on an erased account's tax invoices (ADR 0051). GST law keeps invoices for 72 months,
 * so the number, lines, tax and totals stay as issued; a B2C invoice under ₹50,000 needs no buyer name or
 * address, only the place of supply, which is its own field and stays, as does the state in the bill-to.
 */
export async function anonymiseInvoiceBuyers(tx: Queryable, userId: string): Promise<void> {
  await tx.query(
    `update tax_invoices
        set document = jsonb_set(document, '{billTo}',
                                 $2::jsonb || jsonb_build_object('state', document -> 'billTo' -> 'state'))
      where order_id in (select id from orders where user_id = $1) and document ? 'billTo'`,
    [userId, JSON.stringify(ERASED_ADDRESS_FIELDS)],
  );
}
