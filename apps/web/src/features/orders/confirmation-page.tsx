import { CircleCheck, PackageSearch } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.js';
import { useFormat } from '../../shared/format/use-format.js';
import type { OrderView } from '../../shared/types/order.js';
import { EmptyState } from '../../shared/ui/empty-state.js';
import { linkButtonClass } from '../../shared/ui/link-button-class.js';
import { Page } from '../../shared/ui/page.js';
import { QueryError } from '../../shared/ui/query-error.js';
import { Spinner } from '../../shared/ui/spinner.js';
import { StickyActionBar } from '../../shared/ui/sticky-action-bar.js';
import { InstallCard } from '../install/index.js';
import { useOrder } from './api/orders-api.js';
import { readConfirmationState } from './utils/confirmation-state.js';

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <dt className="text-stone-600 dark:text-stone-400">{label}</dt>
      <dd className="text-right font-semibold" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

function Confirmed({ order, paymentConfirmed }: { order: OrderView; paymentConfirmed: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const paidOnline = paymentConfirmed || order.paymentStatus === 'paid_online';
  const payment = paidOnline
    ? t('confirmation.paidOnline')
    : order.paymentMethod === 'cod'
      ? t('confirmation.payOnDelivery', { amount: format.rupees(order.totalPaise) })
      : t('confirmation.paymentPending');
  return (
    <div className="space-y-4" data-testid="confirmation">
      <div className="flex flex-col items-center gap-2 rounded-2xl bg-white p-6 text-center dark:bg-stone-900">
        <CircleCheck aria-hidden="true" className="size-14 text-brand-500" />
        <p className="text-xl font-bold">
          {paidOnline ? t('confirmation.paidTitle') : t('confirmation.title')}
        </p>
        <p className="text-sm text-stone-600 dark:text-stone-400">{t('confirmation.body')}</p>
      </div>
      <dl className="space-y-2 rounded-2xl bg-white p-4 text-sm dark:bg-stone-900">
        <Fact label={t('confirmation.orderNumber')} testId="confirmation-order-id">
          {t('orders.shortId', { id: order.shortId })}
        </Fact>
        <Fact label={t('confirmation.items')} testId="confirmation-items">
          {t('orders.itemCount', { count: order.itemCount })}
        </Fact>
        <Fact label={t('summary.total')} testId="confirmation-total">
          {format.rupees(order.totalPaise)}
        </Fact>
        <Fact label={t('confirmation.payment')} testId="confirmation-payment">
          {payment}
        </Fact>
      </dl>
      <Link to="/home" className={`${linkButtonClass.secondary} w-full`}>
        {t('confirmation.continueShopping')}
      </Link>
      <InstallCard hasOrdered />
      {/* Docked above the bottom navigation: the order's toasts rise above the bar instead of covering
          'View order' (issue 32 minor). */}
      <StickyActionBar label={t('confirmation.actions')} testId="confirmation-actions">
        <div className="grid grid-cols-2 gap-2">
          <Link to={`/track-order/${order.id}`} className={linkButtonClass.primary}>
            {t('confirmation.track')}
          </Link>
          <Link to={`/orders/${order.id}`} className={linkButtonClass.secondary}>
            {t('confirmation.viewOrder')}
          </Link>
        </div>
      </StickyActionBar>
    </div>
  );
}

/** /confirmation: opened with { orderId, fromWebSocket, paymentConfirmed }; without them it still makes sense. */
export function ConfirmationPage() {
  const { t } = useTranslation();
  const state = readConfirmationState(useLocation().state);
  const order = useOrder(state.orderId);

  let content: ReactNode;
  if (!state.orderId) {
    content = (
      <EmptyState
        icon={PackageSearch}
        title={t('confirmation.noOrderTitle')}
        body={t('confirmation.noOrderBody')}
        testId="confirmation-empty"
        action={
          <div className="flex flex-wrap justify-center gap-2">
            <Link to="/orders" className={linkButtonClass.primary}>
              {t('confirmation.viewOrders')}
            </Link>
            <Link to="/home" className={linkButtonClass.secondary}>
              {t('errors.goHome')}
            </Link>
          </div>
        }
      />
    );
  } else if (order.isPending) {
    content = <Spinner label={t('app.loading')} />;
  } else if (order.isError) {
    content = (
      <QueryError
        message={t('orders.loadOneFailed')}
        detail={order.error.message}
        retryLabel={t('catalogue.retry')}
        onRetry={() => void order.refetch()}
      />
    );
  } else {
    content = <Confirmed order={order.data} paymentConfirmed={state.paymentConfirmed} />;
  }
  return <Page title={t('pages.confirmation')}>{content}</Page>;
}
