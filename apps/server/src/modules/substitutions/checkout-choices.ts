import {
  type CheckoutSubstitutions,
  checkoutSubstitutionsSchema,
  DEFAULT_SUBSTITUTION_CHOICE,
  type SubstitutionChoice,
} from '@tokri/core';
import type { Queryable } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import { isSimilarProduct } from './similar-products.js';
import { type RememberedChoice, rememberChoices, rememberedChoices } from './substitution-preferences.js';

export interface ChoiceLine {
  productId: string;
  variantId: string | null;
}

export interface LineChoice {
  substitutionChoice: SubstitutionChoice;
  substitutionProductId: string | null;
}

/**
 * Each order line's substitution choice at checkout (ADR 0045): the line's own override, else the order's
 * default, else what this customer chose for the product last time, else best match. A `specific` product must
 * be another product of the same category on sale (SUBSTITUTE_NOT_SIMILAR otherwise); a remembered one that no
 * longer is falls back to best match. The choices are remembered for next time, in the caller's transaction.
 */
export async function chooseForCheckout(
  tx: Queryable,
  userId: string,
  lines: readonly ChoiceLine[],
  request: CheckoutSubstitutions | undefined,
): Promise<LineChoice[]> {
  const asked = checkoutSubstitutionsSchema.parse(request ?? {});
  const remembered = await rememberedChoices(
    tx,
    userId,
    lines.map((line) => line.productId),
  );
  const chosen: LineChoice[] = [];
  for (const line of lines) {
    const own =
      asked.lines.find(
        (wanted) => wanted.productId === line.productId && (wanted.variantId ?? null) === line.variantId,
      ) ?? asked.lines.find((wanted) => wanted.productId === line.productId);
    if (own) {
      if (own.choice === 'specific' && !(await isSimilarProduct(tx, line.productId, own.specificProductId!)))
        throw new DomainError('SUBSTITUTE_NOT_SIMILAR', {
          fields: { substitutions: 'SUBSTITUTE_NOT_SIMILAR' },
        });
      chosen.push({
        substitutionChoice: own.choice,
        substitutionProductId: own.choice === 'specific' ? own.specificProductId! : null,
      });
      continue;
    }
    if (asked.default) {
      chosen.push({ substitutionChoice: asked.default, substitutionProductId: null });
      continue;
    }
    chosen.push(await fromMemory(tx, line.productId, remembered.get(line.productId)));
  }
  await rememberChoices(
    tx,
    userId,
    lines.map(
      (line, index): RememberedChoice => ({
        productId: line.productId,
        choice: chosen[index]!.substitutionChoice,
        specificProductId: chosen[index]!.substitutionProductId,
      }),
    ),
  );
  return chosen;
}

async function fromMemory(
  tx: Queryable,
  productId: string,
  memory: RememberedChoice | undefined,
): Promise<LineChoice> {
  if (!memory) return { substitutionChoice: DEFAULT_SUBSTITUTION_CHOICE, substitutionProductId: null };
  if (memory.choice !== 'specific') return { substitutionChoice: memory.choice, substitutionProductId: null };
  if (memory.specificProductId && (await isSimilarProduct(tx, productId, memory.specificProductId)))
    return { substitutionChoice: 'specific', substitutionProductId: memory.specificProductId };
  return { substitutionChoice: DEFAULT_SUBSTITUTION_CHOICE, substitutionProductId: null };
}
