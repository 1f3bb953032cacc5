import { useTranslation } from '../../../i18n/use-translation.js';
import { useFormat } from '../../../shared/format/use-format.js';
import type { CartLine } from '../../cart/index.js';

/** What is being bought, one line each. */
export function CheckoutItems({ items }: { items: CartLine[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <details className="rounded-2xl bg-white p-4 dark:bg-stone-900" open={items.length <= 4}>
      <summary className="cursor-pointer py-2.5 font-semibold">
        {t('checkout.itemsHeading', { count: items.reduce((sum, line) => sum + line.quantity, 0) })}
      </summary>
      <ul className="mt-2 divide-y divide-stone-200 text-sm dark:divide-stone-800">
        {items.map((line) => (
          <li key={`${line.productId}:${line.variantId ?? ''}`} className="flex justify-between gap-3 py-1.5">
            <span className={line.available ? '' : 'text-red-600 line-through dark:text-red-400'}>
              {line.name}{' '}
              <span className="text-stone-500 dark:text-stone-400">{format.packSize(line.unit)}</span> ×{' '}
              {line.quantity}
            </span>
            <span className="tabular-nums">{format.rupees(line.lineTotalPaise)}</span>
          </li>
        ))}
      </ul>
    </details>
  );
}
