import { useFormat } from '../../../shared/format/use-format.js';
import { useSubscriptionText } from '../i18n/texts.js';

/** Per delivery and for 30 days, at today's price (each delivery is charged at its own day's price). */
export function PriceSummary({
  perDeliveryPaise,
  monthPackets,
  perMonthPaise,
}: {
  perDeliveryPaise: number;
  monthPackets: number;
  perMonthPaise: number;
}) {
  const text = useSubscriptionText();
  const format = useFormat();
  return (
    <section aria-labelledby="price-summary" className="space-y-2 rounded-2xl bg-white p-4 dark:bg-stone-900">
      <h2 id="price-summary" className="font-semibold">
        {text('create.summary')}
      </h2>
      <dl className="space-y-1 text-sm" data-testid="price-summary">
        <div className="flex justify-between gap-3">
          <dt>{text('create.perDelivery')}</dt>
          <dd className="font-semibold">{format.rupees(perDeliveryPaise)}</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt>{text('create.perMonth', { count: monthPackets })}</dt>
          <dd className="font-semibold">{format.rupees(perMonthPaise)}</dd>
        </div>
      </dl>
      <p className="text-xs text-stone-600 dark:text-stone-400">{text('create.priceNote')}</p>
    </section>
  );
}
