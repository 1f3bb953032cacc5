import { Minus, Plus, Trash2 } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation.js';

interface QuantityStepperProps {
  name: string;
  quantity: number;
  max: number;
  onChange: (quantity: number) => void;
  size?: 'sm' | 'md';
  /**
   * At 1, the minus button removes the line (a bin). Off where the line has its own remove button (the cart),
   * so there is one remove action per line: minus then stops at 1.
   */
  removeAtOne?: boolean;
}

/** − qty +: one step at a time; at 1 the minus button removes the line (quantity 0), unless removeAtOne is off. */
export function QuantityStepper({
  name,
  quantity,
  max,
  onChange,
  size = 'md',
  removeAtOne = true,
}: QuantityStepperProps) {
  const { t } = useTranslation();
  const button =
    size === 'sm'
      ? 'inline-flex size-11 items-center justify-center rounded-lg'
      : 'inline-flex size-11 items-center justify-center rounded-xl';
  const icon = size === 'sm' ? 'size-4' : 'size-5';
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of two buttons and a number, not a form fieldset
    <div
      role="group"
      aria-label={t('cart.quantityOf', { name })}
      data-testid="quantity-stepper"
      className="inline-flex items-center rounded-xl bg-brand-600 text-white"
    >
      <button
        type="button"
        onClick={() => onChange(quantity - 1)}
        disabled={!removeAtOne && quantity <= 1}
        aria-label={
          removeAtOne && quantity <= 1 ? t('cart.removeItem', { name }) : t('cart.decrease', { name })
        }
        className={`${button} hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-50`}
      >
        {removeAtOne && quantity <= 1 ? (
          <Trash2 aria-hidden="true" className={icon} />
        ) : (
          <Minus aria-hidden="true" className={icon} />
        )}
      </button>
      <span aria-live="polite" data-testid="quantity" className="min-w-7 text-center font-bold tabular-nums">
        {quantity}
      </span>
      <button
        type="button"
        onClick={() => onChange(quantity + 1)}
        disabled={quantity >= max}
        aria-label={t('cart.increase', { name })}
        className={`${button} hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-50`}
      >
        <Plus aria-hidden="true" className={icon} />
      </button>
    </div>
  );
}
