import { orderEstimate } from '@tokri/core';
import { Bike, Check, Clock, PackageX, Radio } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.js';
import { ApiError } from '../../shared/api/api-error.js';
import { useFormat } from '../../shared/format/use-format.js';
import type { OrderView } from '../../shared/types/order.js';
import { EmptyState } from '../../shared/ui/empty-state.js';
import { linkButtonClass } from '../../shared/ui/link-button-class.js';
import { Page } from '../../shared/ui/page.js';
import { QueryError } from '../../shared/ui/query-error.js';
import { Spinner } from '../../shared/ui/spinner.js';
import { useOrder } from './api/orders-api.js';
import { StatusChip } from './components/status-chip.js';
import { DeliveryCode } from './handover/delivery-code.js';
import { RemovedLinesNote } from './handover/removed-lines.js';
import { useLiveOrderFacts } from './live/apply-order-change.js';
import { CallRiderButton } from './live/call-rider-button.js';
import { RiderTracker } from './live/rider-tracker.js';
import { useTrackText } from './live/track-texts.js';
import { useRiderPosition } from './live/use-rider-position.js';
import { RIDER_ASSIGNED, type TrackStep, trackSteps } from './utils/track-steps.js';

const DOT: Record<TrackStep['state'], string> = {
  done: 'border-brand-500 bg-brand-500 text-white',
  current: 'border-brand-500 bg-white text-brand-600 ring-4 ring-brand-500/25 dark:bg-stone-900',
  upcoming: 'border-stone-300 bg-white dark:border-stone-600 dark:bg-stone-900',
};

function Steps({ steps }: { steps: TrackStep[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <ol aria-label={t('track.timeline')} className="space-y-0" data-testid="track-steps">
      {steps.map((step, index) => {
        const stopped = step.status === 'cancelled';
        return (
          <li
            key={step.status}
            data-testid="track-step"
            data-status={step.status}
            data-state={step.state}
            aria-current={step.state === 'current' ? 'step' : undefined}
            className="relative flex gap-3 pb-5 last:pb-0"
          >
            {index < steps.length - 1 ? (
              <span
                aria-hidden="true"
                className={`absolute top-7 bottom-0 left-[0.8rem] w-0.5 ${
                  step.state === 'done' ? 'bg-brand-500' : 'bg-stone-200 dark:bg-stone-700'
                }`}
              />
            ) : null}
            <span
              aria-hidden="true"
              className={`relative z-10 flex size-7 shrink-0 items-center justify-center rounded-full border-2 ${
                stopped ? 'border-red-500 bg-red-500 text-white' : DOT[step.state]
              }`}
            >
              {step.state === 'done' ? <Check className="size-4" /> : null}
              {step.state === 'current' && !stopped ? (
                <span className="size-2.5 animate-pulse rounded-full bg-brand-500" />
              ) : null}
            </span>
            <div
              className={`min-w-0 flex-1 rounded-xl px-3 py-1.5 ${
                step.state === 'current'
                  ? stopped
                    ? 'bg-red-50 dark:bg-red-950/60'
                    : 'bg-brand-50 dark:bg-brand-900/60'
                  : ''
              }`}
            >
              <p
                className={`text-sm ${step.state === 'upcoming' ? 'text-stone-500 dark:text-stone-400' : 'font-semibold'}`}
              >
                {t(`orders.status.${step.status}` as 'orders.status.placed')}
                {step.state === 'current' ? <span className="sr-only"> · {t('track.current')}</span> : null}
              </p>
              {step.at ? (
                <p className="text-xs text-stone-600 dark:text-stone-300">
                  <time dateTime={step.at} data-testid="track-step-time">
                    {format.dateTime(step.at)}
                  </time>
                </p>
              ) : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}

function Tracking({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  const text = useTrackText();
  const live = useLiveOrderFacts(order.id);
  const steps = trackSteps(order.status, order.history);
  const riderAssigned = RIDER_ASSIGNED.includes(order.status);
  // The live change names the rider as it happens; after a reload the order's own view does.
  const riderName = live?.riderName ?? order.rider?.name ?? null;
  // The rider's position is the customer's from pick-up until the door (the server enforces the same).
  const onItsWay = order.status === 'picked_up' || order.status === 'out_for_delivery';
  const position = useRiderPosition(order.id, onItsWay);
  // One estimate (ADR 0081): the rule the server serves with the order, with the map's live minutes when known.
  const estimate = orderEstimate({
    status: order.status,
    distanceKm: order.deliveryDistanceKm,
    riderEtaMinutes: onItsWay ? position?.etaMinutes : null,
  });
  const { lat, lng } = order.deliveryAddress;
  const door = typeof lat === 'number' && typeof lng === 'number' ? { lat, lng } : null;
  return (
    <div className="space-y-4" data-testid="track-order" data-status={order.status}>
      <div className="flex flex-wrap items-center justify-between gap-2 rounded-2xl bg-white p-4 dark:bg-stone-900">
        <div>
          <p className="font-bold" data-testid="track-order-id">
            {t('orders.shortId', { id: order.shortId })}
          </p>
          <p className="flex items-center gap-1 text-xs text-stone-500 dark:text-stone-400">
            <Radio aria-hidden="true" className="size-3.5 text-brand-500" />
            {t('track.live')}
          </p>
        </div>
        <StatusChip status={order.status} />
        {estimate ? (
          <p className="flex w-full items-center gap-1 text-sm font-semibold" data-testid="track-eta">
            <Clock aria-hidden="true" className="size-4 text-brand-600 dark:text-brand-400" />
            {estimate.maxMinutes === 0
              ? text('etaDoor')
              : estimate.minMinutes === estimate.maxMinutes
                ? text('etaAbout', { minutes: estimate.minMinutes })
                : text('eta', { min: estimate.minMinutes, max: estimate.maxMinutes })}
          </p>
        ) : null}
      </div>
      {order.status === 'payment_pending' ? (
        <p role="status" className="rounded-2xl border border-saffron-400 bg-saffron-400/10 p-4 text-sm">
          {t('track.awaitingPayment')}
        </p>
      ) : null}
      <DeliveryCode order={order} />
      <RemovedLinesNote order={order} />
      {riderAssigned ? (
        <section
          aria-label={t('track.riderHeading')}
          className="flex items-start gap-3 rounded-2xl bg-white p-4 dark:bg-stone-900"
          data-testid="track-rider"
        >
          <Bike aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand-600 dark:text-brand-400" />
          <div className="min-w-0 flex-1 space-y-2 text-sm">
            <p className="font-semibold">
              {riderName ? t('track.rider', { name: riderName }) : t('track.riderAssigned')}
            </p>
            <CallRiderButton orderId={order.id} riderName={riderName} />
          </div>
        </section>
      ) : null}
      <section className="rounded-2xl bg-white p-4 dark:bg-stone-900">
        <Steps steps={steps} />
      </section>
      {onItsWay ? <RiderTracker position={position} door={door} /> : null}
      <Link to={`/orders/${order.id}`} className={`${linkButtonClass.secondary} w-full`}>
        {t('track.viewOrder')}
      </Link>
    </div>
  );
}

/** /track-order/:orderId: the order's progress, step by step with IST times, moving live as it changes. */
export function TrackOrderPage() {
  const { t } = useTranslation();
  const id = useParams().orderId ?? '';
  const order = useOrder(id);
  return (
    <Page title={t('pages.trackOrder')}>
      {order.isPending ? <Spinner label={t('app.loading')} /> : null}
      {order.isError ? (
        order.error instanceof ApiError && (order.error.status === 404 || order.error.status === 400) ? (
          <EmptyState
            icon={PackageX}
            title={t('orders.notFoundTitle')}
            body={t('orders.notFoundBody')}
            testId="order-not-found"
            action={
              <Link to="/orders" className={linkButtonClass.primary}>
                {t('confirmation.viewOrders')}
              </Link>
            }
          />
        ) : (
          <QueryError
            message={t('orders.loadOneFailed')}
            detail={order.error.message}
            retryLabel={t('catalogue.retry')}
            onRetry={() => void order.refetch()}
          />
        )
      ) : null}
      {order.data ? <Tracking order={order.data} /> : null}
    </Page>
  );
}
