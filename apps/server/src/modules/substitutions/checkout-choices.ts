import {
  type CheckoutSubstitutions,
  checkoutSubstitutionsSchema,
  type SubstitutionChoice,
} from '@tokri/core';
import type { Queryable } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';

export interface ChoiceLine {
  productId: string;
  variantId: string | null;
}

export interface LineChoice {
  substitutionChoice: SubstitutionChoice;
  substitutionProductId: string | null;
}

// One round trip (checkout counts them): what was asked per line (null: nothing), else what was remembered, else
// best match; whether a `specific` product is another product of the line's category on sale; and the choices
// remembered for next time (one row per product, the last line of it wins). The upsert reads the snapshot from
// before it, so `remembered` is last time's choice.
const CHOOSE = `
  with wanted as (
    select x.n, x.product_id, x.choice, x.specific
      from unnest($2::uuid[], $3::text[], $4::uuid[]) with ordinality as x(product_id, choice, specific, n)),
  chosen as (
    select w.n, w.product_id, w.choice is not null as asked,
           coalesce(w.choice, r.choice, 'best_match') as choice,
           case when w.choice is not null then w.specific when r.choice = 'specific' then r.specific_product_id end
             as specific
      from wanted w left join substitution_preferences r on r.user_id = $1 and r.product_id = w.product_id),
  checked as (
    select c.n, c.product_id, c.asked,
           c.choice <> 'specific' or exists (
             select 1 from products p join products o on o.id = c.product_id
              where p.id = c.specific and p.id <> o.id and p.category_id = o.category_id and p.is_active) as is_similar,
           c.choice, c.specific
      from chosen c),
  resolved as (
    select n, product_id, asked, is_similar,
           case when is_similar then choice else 'best_match' end as choice,
           case when is_similar and choice = 'specific' then specific end as specific
      from checked),
  saved as (
    insert into substitution_preferences (user_id, product_id, choice, specific_product_id)
    select distinct on (product_id) $1, product_id, choice, specific from resolved order by product_id, n desc
    on conflict (user_id, product_id) do update
      set choice = excluded.choice, specific_product_id = excluded.specific_product_id, updated_at = tokri_now())
  select asked, is_similar, choice, specific from resolved order by n`;

/**
 * Each order line's substitution choice at checkout (ADR 0045): the line's own override, else the order's
 * default, else what this customer chose for the product last time, else best match. An asked-for `specific`
 * product must be another product of the same category on sale (SUBSTITUTE_NOT_SIMILAR otherwise); a
 * remembered one that no longer is falls back to best match. Remembered for next time, in the caller's
 * transaction. Without `request`, nothing: see below.
 */
export async function chooseForCheckout(
  tx: Queryable,
  userId: string,
  lines: readonly ChoiceLine[],
  request: CheckoutSubstitutions | undefined,
): Promise<LineChoice[]> {
  // Nothing sent: the order's lines take the remembered choices as they are written (order-creation.ts), and
  // there is nothing new to remember; no round trip.
  if (lines.length === 0 || request === undefined) return [];
  const asked = checkoutSubstitutionsSchema.parse(request);
  const wanted = lines.map((line) => {
    const own =
      asked.lines.find(
        (candidate) =>
          candidate.productId === line.productId && (candidate.variantId ?? null) === line.variantId,
      ) ?? asked.lines.find((candidate) => candidate.productId === line.productId);
    if (own)
      return { choice: own.choice, specific: own.choice === 'specific' ? own.specificProductId! : null };
    return { choice: asked.default ?? null, specific: null };
  });
  const { rows } = await tx.query<{
    asked: boolean;
    is_similar: boolean;
    choice: SubstitutionChoice;
    specific: string | null;
  }>(CHOOSE, [
    userId,
    lines.map((line) => line.productId),
    wanted.map((want) => want.choice),
    wanted.map((want) => want.specific),
  ]);
  if (rows.some((row) => row.asked && !row.is_similar))
    throw new DomainError('SUBSTITUTE_NOT_SIMILAR', { fields: { substitutions: 'SUBSTITUTE_NOT_SIMILAR' } });
  return rows.map((row) => ({ substitutionChoice: row.choice, substitutionProductId: row.specific }));
}
