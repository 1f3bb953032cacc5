import { z } from 'zod';
import { SUBSTITUTION_CHOICES, type SubstitutionChoice } from '../substitution.js';

export const substitutionChoiceSchema = z.enum(SUBSTITUTION_CHOICES);

/** One line's choice at checkout; `specificProductId` names the product for `specific`. */
export const lineSubstitutionSchema = z
  .object({
    productId: z.uuid(),
    variantId: z.uuid().nullable().optional(),
    choice: substitutionChoiceSchema,
    specificProductId: z.uuid().optional(),
  })
  .strict()
  .refine((line) => line.choice !== 'specific' || Boolean(line.specificProductId), {
    error: 'INVALID_FIELD',
    path: ['specificProductId'],
  });

/**
 * What checkout sends under `substitutions` (optional): a default for the whole order and per-line overrides.
 * A line without an override takes the default; without a default, the choice remembered for that product,
 * else best match.
 */
export const checkoutSubstitutionsSchema = z
  .object({
    /** "This specific item" is per line only: it names a product similar to that line. */
    default: z.enum(['best_match', 'refund', 'call']).optional(),
    lines: z.array(lineSubstitutionSchema).max(100).default([]),
  })
  .strict();
export type CheckoutSubstitutions = z.input<typeof checkoutSubstitutionsSchema>;
export type LineSubstitution = z.infer<typeof lineSubstitutionSchema>;

/** A product offered for "this specific item". */
export interface SimilarProduct {
  id: string;
  name: string;
  unit: string;
  unitPricePaise: number;
  imageUrl: string | null;
}

/** GET /api/substitutions/checkout: per cart line, the remembered choice and the similar products to pick from. */
export interface CheckoutSubstitutionOptions {
  lines: {
    productId: string;
    variantId: string | null;
    remembered: { choice: SubstitutionChoice; specificProductId: string | null } | null;
    similar: SimilarProduct[];
  }[];
}
