import { type AdminOrderListQuery, addIstDays, normaliseIndianMobile, startOfIstDay } from '@tokri/core';

/**
 * The admin board's filters as a SQL condition on `orders o`; a phone finds the customer's orders by their account
 * or profile number. Unpaid online orders never appear (spec §6).
 */
export function adminOrderCondition(query: Partial<AdminOrderListQuery>): {
  where: string;
  params: unknown[];
} {
  const clauses = [`o.status <> 'payment_pending'`];
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (query.status) clauses.push(`o.status = ${param(query.status)}`);
  if (query.from) clauses.push(`o.created_at >= ${param(startOfIstDay(query.from))}`);
  if (query.to) clauses.push(`o.created_at < ${param(startOfIstDay(addIstDays(query.to, 1)))}`);
  if (query.storeId) clauses.push(`o.seller_location_id = ${param(query.storeId)}`);
  if (query.paymentMethod) clauses.push(`o.payment_method = ${param(query.paymentMethod)}`);
  const search = query.q?.replace(/[\s+-]/g, '') ?? '';
  if (search) {
    const phone = normaliseIndianMobile(search);
    const alternatives: string[] = [];
    // An id suffix: what the customer reads out from "Order #1a2b3c4d" (spec §9 shows the last 8 characters).
    if (/^[0-9a-fA-F]{4,32}$/.test(search))
      alternatives.push(`o.id::text like ${param(`%${search.toLowerCase()}`)}`);
    if (phone)
      alternatives.push(
        `o.user_id in (select u.id from users u where u.phone = ${param(phone)}
                       union select p.user_id from profiles p where p.phone = $${params.length})`,
      );
    clauses.push(alternatives.length > 0 ? `(${alternatives.join(' or ')})` : 'false');
  }
  return { where: clauses.join(' and '), params };
}
