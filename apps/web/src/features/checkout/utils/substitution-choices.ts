import type { CheckoutSubstitutionOptions, CheckoutSubstitutions, SubstitutionChoice } from '@tokri/core';

/** The whole order's choice: "this specific item" names a product per line, so it is never the default. */
export type OrderDefaultChoice = Exclude<SubstitutionChoice, 'specific'>;

/** One line's select: the order's default, a choice, or `specific:<productId>`. */
export type LineChoiceValue = 'default' | OrderDefaultChoice | `specific:${string}`;

export interface SubstitutionState {
  orderDefault: OrderDefaultChoice;
  lines: Record<string, LineChoiceValue>;
}

export const lineKey = (line: { productId: string; variantId: string | null }) =>
  `${line.productId}:${line.variantId ?? ''}`;

/** The form's first state: best match for the order, each line pre-filled with the customer's remembered choice. */
export function initialSubstitutions(options: CheckoutSubstitutionOptions | undefined): SubstitutionState {
  const lines: Record<string, LineChoiceValue> = {};
  for (const line of options?.lines ?? []) {
    const remembered = line.remembered;
    if (!remembered) continue;
    if (remembered.choice === 'specific') {
      if (
        remembered.specificProductId &&
        line.similar.some((item) => item.id === remembered.specificProductId)
      )
        lines[lineKey(line)] = `specific:${remembered.specificProductId}`;
    } else {
      lines[lineKey(line)] = remembered.choice;
    }
  }
  return { orderDefault: 'best_match', lines };
}

/** What checkout sends: the order's default and every line that differs from it. */
export function substitutionsBody(
  state: SubstitutionState,
  options: CheckoutSubstitutionOptions | undefined,
): CheckoutSubstitutions {
  const lines: NonNullable<CheckoutSubstitutions['lines']> = [];
  for (const line of options?.lines ?? []) {
    const value = state.lines[lineKey(line)] ?? 'default';
    if (value === 'default') continue;
    const base = { productId: line.productId, variantId: line.variantId };
    lines.push(
      value.startsWith('specific:')
        ? { ...base, choice: 'specific', specificProductId: value.slice('specific:'.length) }
        : { ...base, choice: value as OrderDefaultChoice },
    );
  }
  return { default: state.orderDefault, lines };
}
