import { MAX_SUBSCRIPTION_QUANTITY } from '@tokri/core';
import { useSubscriptionText } from '../i18n/texts.js';

const stepButton =
  'inline-flex size-11 items-center justify-center rounded-xl border text-xl border-stone-300 font-semibold hover:bg-stone-100 disabled:cursor-not-allowed disabled:opacity-40 dark:border-stone-600 dark:hover:bg-stone-800';

/** Packs per delivery, 1 to 20, with − and + buttons (each 44 px) around the number. */
export function QuantityStepper({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number;
  onChange: (value: number) => void;
}) {
  const text = useSubscriptionText();
  return (
    <fieldset className="space-y-1">
      <legend className="mb-1 block text-sm font-medium text-stone-700 dark:text-stone-300">{label}</legend>
      <div className="flex items-center gap-3">
        <button
          type="button"
          className={stepButton}
          aria-label={text('stepper.decrease')}
          disabled={value <= 1}
          onClick={() => onChange(Math.max(1, value - 1))}
        >
          <span aria-hidden="true">−</span>
        </button>
        <output
          aria-live="polite"
          data-testid="quantity-value"
          className="min-w-8 text-center text-lg font-bold"
        >
          {value}
        </output>
        <button
          type="button"
          className={stepButton}
          aria-label={text('stepper.increase')}
          disabled={value >= MAX_SUBSCRIPTION_QUANTITY}
          onClick={() => onChange(Math.min(MAX_SUBSCRIPTION_QUANTITY, value + 1))}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </fieldset>
  );
}
