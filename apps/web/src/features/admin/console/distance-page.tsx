import { toIstDate } from '@tokri/core';
import { lazy, type ReactNode, Suspense, useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.js';
import { QueryError } from '../../../shared/ui/query-error.js';
import { Spinner } from '../../../shared/ui/spinner.js';
import { useMapToken } from '../../location/index.js';
import { StatusChip } from '../../orders/index.js';
import { AdminLayout } from '../admin-layout.js';
import { useAdminText } from './admin-texts.js';
import { type DistanceReport, useDistanceReport } from './console-api.js';

function Table({ caption, head, children }: { caption: string; head: string[]; children: ReactNode }) {
  return (
    // A table wider than a phone scrolls sideways: the scroller takes the focus so a keyboard can scroll it (axe
    // scrollable-region-focusable), named by its caption.
    <section
      aria-label={caption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll
      tabIndex={0}
      className="mb-4 overflow-x-auto rounded-2xl bg-white focus-visible:outline-2 focus-visible:outline-brand-500 dark:bg-stone-900"
    >
      <table className="w-full text-left text-sm">
        <caption className="p-2 text-left font-semibold">{caption}</caption>
        <thead className="text-xs text-stone-600 dark:text-stone-400">
          <tr>
            {head.map((cell) => (
              <th key={cell} scope="col" className="p-2">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </section>
  );
}

const DeliveriesMap = lazy(() =>
  import('./deliveries-map.js').then((module) => ({ default: module.DeliveriesMap })),
);

/** The day's stores and doors on a map; the tables below say the same in words. */
export function DeliveriesMapSection({ report }: { report: DistanceReport }) {
  const text = useAdminText();
  const token = useMapToken();
  const [tilesFailed, setTilesFailed] = useState(false);
  const onTilesFailed = useCallback(() => setTilesFailed(true), []);
  const orders = report.orders.flatMap((order) =>
    order.destination ? [{ ...order, destination: order.destination }] : [],
  );
  if (orders.length === 0) return null;
  return (
    <>
      <h2 className="mb-2 font-semibold">{text('distance.map')}</h2>
      <section
        className="mb-4 h-80 overflow-hidden rounded-2xl bg-stone-200 dark:bg-stone-800"
        aria-label={text('distance.mapLabel', { date: report.date })}
        data-testid="deliveries-map"
      >
        {token.data && !tilesFailed ? (
          <Suspense fallback={null}>
            <DeliveriesMap
              tileUrl={token.data.tileUrl}
              attribution={token.data.attribution}
              stores={report.stores}
              orders={orders}
              onTilesFailed={onTilesFailed}
            />
          </Suspense>
        ) : token.isError || tilesFailed ? (
          <p className="p-4 text-sm" role="status">
            {text('distance.mapFailed')}
          </p>
        ) : null}
      </section>
    </>
  );
}

const cell = 'border-t border-stone-200 p-2 dark:border-stone-800';

/** /admin/distance-tracking: one IST day's distances per order, per store and per delivery partner. */
export function DistancePage() {
  const text = useAdminText();
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const date = params.get('date');
  const report = useDistanceReport(date);
  const storeName = new Map(report.data?.stores.map((store) => [store.id, store.name]));
  const number = (value: number | null) => (value === null ? '—' : value.toLocaleString('en-IN'));
  return (
    <AdminLayout title={text('nav.distance')}>
      <p className="mb-3 text-sm text-stone-600 dark:text-stone-400">{text('distance.intro')}</p>
      <label className="mb-3 flex max-w-xs flex-col gap-1 text-sm font-medium">
        {text('distance.date')}
        <input
          type="date"
          value={date ?? report.data?.date ?? toIstDate(new Date())}
          onChange={(event) =>
            setParams(event.currentTarget.value ? { date: event.currentTarget.value } : {})
          }
          className="min-h-11 rounded-xl border border-stone-300 bg-white px-3 dark:border-stone-600 dark:bg-stone-900"
        />
      </label>
      {report.isPending ? <Spinner label={t('app.loading')} /> : null}
      {report.isError ? (
        <QueryError
          message={text('charts.loadFailed')}
          detail={report.error.message}
          retryLabel={text('charts.retry')}
          onRetry={() => void report.refetch()}
        />
      ) : null}
      {report.data ? (
        <>
          <DeliveriesMapSection report={report.data} />
          <Table
            caption={text('distance.stores')}
            head={[
              text('distance.store'),
              text('distance.orders'),
              text('distance.totalKm'),
              text('distance.averageKm'),
            ]}
          >
            {report.data.stores.map((store) => (
              <tr key={store.id} data-testid="distance-store">
                <th scope="row" className={cell}>
                  {store.name}
                </th>
                <td className={cell}>{store.orders}</td>
                <td className={cell}>{number(store.totalKm)}</td>
                <td className={cell}>{number(store.averageKm)}</td>
              </tr>
            ))}
          </Table>
          <Table
            caption={text('distance.riders')}
            head={[
              text('distance.rider'),
              text('distance.deliveries'),
              text('distance.averageMinutes'),
              text('distance.travelled'),
            ]}
          >
            {report.data.riders.map((rider) => (
              <tr key={rider.id}>
                <th scope="row" className={cell}>
                  {rider.name}
                </th>
                <td className={cell}>{rider.deliveries}</td>
                <td className={cell}>{number(rider.averageDeliveryMinutes)}</td>
                <td className={cell}>
                  {rider.travelledKm === null ? text('distance.notYet') : number(rider.travelledKm)}
                </td>
              </tr>
            ))}
          </Table>
          {report.data.orders.length === 0 ? (
            <p className="rounded-2xl bg-white p-6 text-center dark:bg-stone-900">{text('distance.none')}</p>
          ) : (
            <Table
              caption={text('distance.orders')}
              head={[
                text('distance.order'),
                text('distance.store'),
                text('distance.km'),
                text('distance.rider'),
                text('distance.status'),
              ]}
            >
              {report.data.orders.map((order) => (
                <tr key={order.id}>
                  <th scope="row" className={cell}>
                    #{order.shortId}
                  </th>
                  <td className={cell}>{order.storeId ? storeName.get(order.storeId) : '—'}</td>
                  <td className={cell}>{number(order.distanceKm)}</td>
                  <td className={cell}>{order.riderName ?? '—'}</td>
                  <td className={cell}>
                    <StatusChip status={order.status as 'placed'} />
                  </td>
                </tr>
              ))}
            </Table>
          )}
        </>
      ) : null}
    </AdminLayout>
  );
}
