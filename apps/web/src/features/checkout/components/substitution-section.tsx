import type { CheckoutSubstitutionOptions } from '@tokri/core';
import { useId } from 'react';
import { useFormat } from '../../../shared/format/use-format.js';
import type { Quote } from '../api/checkout-api.js';
import { useCheckoutSubstitutionText } from '../substitution-texts.js';
import {
  type LineChoiceValue,
  lineKey,
  type OrderDefaultChoice,
  type SubstitutionState,
} from '../utils/substitution-choices.js';

const ORDER_CHOICES: readonly OrderDefaultChoice[] = ['best_match', 'refund', 'call'];

const SELECT =
  'min-h-11 w-full rounded-xl border-2 border-stone-300 bg-white px-3 text-sm dark:border-stone-600 dark:bg-stone-950';

/**
 * "If an item is unavailable" (ADR 0045): one choice for the whole order, and per item (folded away) the
 * order's choice, best match, one of the similar products, refund me or call me; remembered ones pre-filled.
 */
export function SubstitutionSection({
  items,
  options,
  value,
  onChange,
}: {
  items: Quote['items'];
  options: CheckoutSubstitutionOptions | undefined;
  value: SubstitutionState;
  onChange: (next: SubstitutionState) => void;
}) {
  const text = useCheckoutSubstitutionText();
  const format = useFormat();
  const defaultId = useId();
  const lineId = useId();
  const similarOf = (key: string) => options?.lines.find((line) => lineKey(line) === key)?.similar ?? [];
  return (
    <section
      className="space-y-3 rounded-2xl bg-white p-4 dark:bg-stone-900"
      aria-labelledby={`${defaultId}-title`}
      data-testid="substitution-section"
    >
      <h2 id={`${defaultId}-title`} className="font-semibold">
        {text('title')}
      </h2>
      <div className="space-y-1">
        <label htmlFor={defaultId} className="block text-sm font-medium">
          {text('orderDefault')}
        </label>
        <select
          id={defaultId}
          className={SELECT}
          value={value.orderDefault}
          onChange={(event) =>
            onChange({ ...value, orderDefault: event.currentTarget.value as OrderDefaultChoice })
          }
        >
          {ORDER_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {text(`choice.${choice}`)}
            </option>
          ))}
        </select>
      </div>
      <details className="group">
        <summary className="flex min-h-11 cursor-pointer items-center text-sm font-semibold text-brand-700 dark:text-brand-300">
          {text('perItem')}
        </summary>
        <ul className="mt-2 space-y-3">
          {items.map((item, index) => {
            const key = lineKey(item);
            return (
              <li key={key} className="space-y-1">
                <label htmlFor={`${lineId}-${index}`} className="block text-sm">
                  {item.name} <span className="text-stone-500 dark:text-stone-400">({item.unit})</span>
                </label>
                <select
                  id={`${lineId}-${index}`}
                  className={SELECT}
                  data-testid="substitution-line"
                  value={value.lines[key] ?? 'default'}
                  onChange={(event) =>
                    onChange({
                      ...value,
                      lines: { ...value.lines, [key]: event.currentTarget.value as LineChoiceValue },
                    })
                  }
                >
                  <option value="default">{text('useDefault')}</option>
                  <option value="best_match">{text('choice.best_match')}</option>
                  {similarOf(key).map((product) => (
                    <option key={product.id} value={`specific:${product.id}`}>
                      {text('specificOption', {
                        name: product.name,
                        price: format.rupees(product.unitPricePaise),
                      })}
                    </option>
                  ))}
                  <option value="refund">{text('choice.refund')}</option>
                  <option value="call">{text('choice.call')}</option>
                </select>
              </li>
            );
          })}
        </ul>
      </details>
      <p className="text-xs text-stone-600 dark:text-stone-400">{text('hint')}</p>
    </section>
  );
}
