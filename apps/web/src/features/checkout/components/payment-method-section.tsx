import { Banknote, CreditCard } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation.js';
import type { PaymentMethodKind } from '../../../shared/types/order.js';

const METHODS = [
  { value: 'cod', Icon: Banknote },
  { value: 'online', Icon: CreditCard },
] as const;

/** Cash on delivery or pay online (the gateway offers UPI, cards and netbanking). */
export function PaymentMethodSection({
  value,
  onChange,
}: {
  value: PaymentMethodKind;
  onChange: (value: PaymentMethodKind) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="space-y-2 rounded-2xl bg-white p-4 dark:bg-stone-900">
      <legend className="float-left mb-2 w-full font-semibold">{t('checkout.paymentMethod')}</legend>
      {METHODS.map(({ value: method, Icon }) => (
        <label
          key={method}
          className="flex cursor-pointer items-start gap-3 rounded-xl border-2 border-stone-200 p-3 has-checked:border-brand-500 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-brand-500 dark:border-stone-700 dark:has-checked:bg-brand-900/60"
        >
          <input
            type="radio"
            name="paymentMethod"
            value={method}
            checked={value === method}
            onChange={() => onChange(method)}
            className="mt-1 size-5 shrink-0 accent-brand-600"
          />
          <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600 dark:text-brand-400" />
          <span className="text-sm">
            <span className="block font-semibold">{t(`checkout.methods.${method}`)}</span>
            <span className="block text-stone-600 dark:text-stone-400">
              {t(`checkout.methods.${method}Hint`)}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
