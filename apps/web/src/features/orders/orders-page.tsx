import { ChevronRight, Package } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.js';
import { useFormat } from '../../shared/format/use-format.js';
import type { OrderView } from '../../shared/types/order.js';
import { EmptyState } from '../../shared/ui/empty-state.js';
import { linkButtonClass } from '../../shared/ui/link-button-class.js';
import { Page } from '../../shared/ui/page.js';
import { QueryError } from '../../shared/ui/query-error.js';
import { Spinner } from '../../shared/ui/spinner.js';
import { useOrders } from './api/orders-api.js';
import { StatusChip } from './components/status-chip.js';

function OrderRow({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <li>
      <Link
        to={`/orders/${order.id}`}
        data-testid="order-row"
        className="flex items-center gap-3 rounded-2xl bg-white p-4 hover:bg-stone-100 dark:bg-stone-900 dark:hover:bg-stone-800"
      >
        <div className="min-w-0 flex-1 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-bold" data-testid="order-short-id">
              {t('orders.shortId', { id: order.shortId })}
            </span>
            <StatusChip status={order.status} />
          </div>
          <p className="text-xs text-stone-500 dark:text-stone-400">
            <time dateTime={order.createdAt}>{format.dateTime(order.createdAt)}</time>
          </p>
          <p className="text-sm">
            <span className="font-semibold">{format.rupees(order.totalPaise)}</span>
            {' · '}
            {t('orders.itemCount', { count: order.itemCount })}
          </p>
        </div>
        <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-stone-400" />
      </Link>
    </li>
  );
}

/** /orders: every order, newest first. */
export function OrdersPage() {
  const { t } = useTranslation();
  const orders = useOrders();
  return (
    <Page title={t('pages.orders')}>
      {orders.isPending ? <Spinner label={t('app.loading')} /> : null}
      {orders.isError ? (
        <QueryError
          message={t('orders.loadFailed')}
          detail={orders.error.message}
          retryLabel={t('catalogue.retry')}
          onRetry={() => void orders.refetch()}
        />
      ) : null}
      {orders.data?.length === 0 ? (
        <EmptyState
          icon={Package}
          title={t('orders.emptyTitle')}
          body={t('orders.emptyBody')}
          testId="orders-empty"
          action={
            <Link to="/home" className={linkButtonClass.primary}>
              {t('cart.startShopping')}
            </Link>
          }
        />
      ) : null}
      {orders.data?.length ? (
        <ul className="space-y-3" aria-label={t('pages.orders')}>
          {orders.data.map((order) => (
            <OrderRow key={order.id} order={order} />
          ))}
        </ul>
      ) : null}
    </Page>
  );
}
