import { useTranslation } from '../../../i18n/use-translation.js';
import { useFormat } from '../../../shared/format/use-format.js';
import type { OrderHistoryEntry } from '../../../shared/types/order.js';

/** Every status the order has been through, oldest first, with IST times. */
export function OrderTimeline({ history }: { history: OrderHistoryEntry[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <ol
      className="relative space-y-3 border-l-2 border-stone-200 pl-4 dark:border-stone-700"
      data-testid="order-timeline"
    >
      {history.map((entry) => (
        <li key={`${entry.to}-${entry.at}`} className="relative">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[1.4rem] size-3 rounded-full border-2 border-white bg-brand-500 dark:border-stone-900"
          />
          <p className="text-sm font-semibold">
            {t(`orders.status.${entry.to}` as 'orders.status.placed', { defaultValue: entry.to })}
          </p>
          <p className="text-xs text-stone-500 dark:text-stone-400">
            <time dateTime={entry.at}>{format.dateTime(entry.at)}</time>
            {' · '}
            {t(`orders.actor.${entry.actor}` as 'orders.actor.customer', { defaultValue: entry.actor })}
          </p>
        </li>
      ))}
    </ol>
  );
}
