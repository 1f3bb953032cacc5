import type { RiderToday } from '@tokri/core';
import { useTranslation } from '../../../i18n/use-translation.js';
import { useFormat } from '../../../shared/format/use-format.js';
import { useDeliveryText } from '../delivery-texts.js';

const figure = 'rounded-xl bg-stone-100 p-3 dark:bg-stone-800';

/** Today (IST): deliveries, distance ridden, cash held to deposit, and the day's orders. */
export function TodayPanel({ today }: { today: RiderToday }) {
  const text = useDeliveryText();
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <section
      aria-labelledby="rider-today"
      className="space-y-3 rounded-2xl bg-white p-4 text-stone-950 dark:bg-stone-900 dark:text-stone-50"
      data-testid="rider-today"
    >
      <h2 id="rider-today" className="text-xl font-bold">
        {text('today.heading')}
      </h2>
      <dl className="grid grid-cols-3 gap-2 text-center">
        <div className={figure}>
          <dt className="text-sm">{text('today.deliveries')}</dt>
          <dd className="text-2xl font-bold tabular-nums" data-testid="rider-today-deliveries">
            {today.deliveries}
          </dd>
        </div>
        <div className={figure}>
          <dt className="text-sm">{text('today.distance')}</dt>
          <dd className="font-bold tabular-nums" data-testid="rider-today-distance">
            {today.distanceKm === null ? (
              <span className="text-sm">{text('today.notMeasured')}</span>
            ) : (
              <span className="text-2xl">{text('today.km', { km: today.distanceKm.toFixed(1) })}</span>
            )}
          </dd>
        </div>
        <div className={figure}>
          <dt className="text-sm">{text('today.cash')}</dt>
          <dd className="text-xl font-bold tabular-nums" data-testid="rider-today-cash">
            {format.rupees(today.cashCollectedPaise)}
          </dd>
        </div>
      </dl>
      {today.orders.length === 0 ? (
        <p className="text-base">{text('today.none')}</p>
      ) : (
        <>
          <h3 className="text-base font-bold">{text('today.list')}</h3>
          <ul className="divide-y divide-stone-300 dark:divide-stone-700">
            {today.orders.map((order) => (
              <li
                key={order.orderId}
                className="flex flex-wrap items-center justify-between gap-2 py-2 text-base"
                data-testid="rider-today-order"
              >
                <span className="font-semibold">#{order.shortId}</span>
                <span>{t(`orders.status.${order.status}`)}</span>
                {order.deliveredAt ? (
                  <time dateTime={order.deliveredAt} className="text-sm">
                    {format.dateTime(order.deliveredAt)}
                  </time>
                ) : null}
                <span className="tabular-nums">{format.rupees(order.cashCollectedPaise)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
