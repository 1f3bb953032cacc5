import { CreditCard, FileText, MapPin, PackageX, RotateCcw, Truck, XCircle } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.js';
import { ApiError } from '../../shared/api/api-error.js';
import { useFormat } from '../../shared/format/use-format.js';
import type { OrderView } from '../../shared/types/order.js';
import { Button } from '../../shared/ui/button.js';
import { EmptyState } from '../../shared/ui/empty-state.js';
import { linkButtonClass } from '../../shared/ui/link-button-class.js';
import { ModalDialog } from '../../shared/ui/modal-dialog.js';
import { Page } from '../../shared/ui/page.js';
import { QueryError } from '../../shared/ui/query-error.js';
import { Spinner } from '../../shared/ui/spinner.js';
import { toast } from '../../shared/ui/toast.js';
import { PriceSummary } from '../cart/index.js';
import { useStartPayment } from '../payments/index.js';
import { OrderRatingPanel } from '../ratings/index.js';
import { useCancelOrder, useOrder, useReorder } from './api/orders-api.js';
import { AddressBlock } from './components/address-block.js';
import { OrderItems } from './components/order-items.js';
import { OrderTimeline } from './components/order-timeline.js';
import { StatusChip } from './components/status-chip.js';
import { GetHelpLink } from './get-help-link.js';
import { RemovedLinesNote } from './handover/removed-lines.js';
import { OrderRefunds } from './refunds/order-refunds.js';
import { canCancel, canPayNow, orderPaymentKey } from './utils/order-status.js';

function Section({
  title,
  icon: Icon,
  children,
}: {
  title: string;
  icon?: typeof MapPin;
  children: ReactNode;
}) {
  return (
    <section className="rounded-2xl bg-white p-4 dark:bg-stone-900">
      <h2 className="mb-2 flex items-center gap-2 font-semibold">
        {Icon ? <Icon aria-hidden="true" className="size-5 text-brand-600 dark:text-brand-400" /> : null}
        {title}
      </h2>
      {children}
    </section>
  );
}

function PayNowBanner({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  const format = useFormat();
  const payment = useStartPayment();
  const open = canPayNow(order);
  return (
    <div
      role="status"
      data-testid="payment-pending"
      className="space-y-2 rounded-2xl border border-saffron-400 bg-saffron-400/10 p-4 text-sm"
    >
      <p className="font-semibold">
        {open
          ? order.paymentExpiresAt
            ? t('orders.payBy', { time: format.dateTime(order.paymentExpiresAt) })
            : t('orders.awaitingPayment')
          : t('orders.paymentWindowClosed')}
      </p>
      {order.paymentStatus === 'failed' ? <p>{t('orders.lastAttemptFailed')}</p> : null}
      {open ? (
        <Button
          className="w-full"
          disabled={payment.busy}
          onClick={() => void payment.start(order.id).catch(() => undefined)}
        >
          <CreditCard aria-hidden="true" className="size-5" />
          {payment.busy
            ? t('checkout.redirectingToPayment')
            : t('orders.payNow', { amount: format.rupees(order.totalPaise) })}
        </Button>
      ) : null}
    </div>
  );
}

function CancelButton({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  const cancel = useCancelOrder(order.id);
  const [open, setOpen] = useState(false);
  const close = () => {
    setOpen(false);
    cancel.reset();
  };
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        <XCircle aria-hidden="true" className="size-5" />
        {t('orders.cancel')}
      </Button>
      <ModalDialog
        open={open}
        onClose={close}
        title={t('orders.cancelTitle', { id: order.shortId })}
        description={t('orders.cancelBody')}
      >
        {cancel.error ? (
          <p role="alert" className="mb-3 text-sm font-medium text-red-700 dark:text-red-300">
            {cancel.error.message}
          </p>
        ) : null}
        <div className="flex gap-2">
          <Button variant="secondary" className="flex-1" onClick={close}>
            {t('orders.keepOrder')}
          </Button>
          <Button
            className="flex-1 bg-red-600 hover:bg-red-700 disabled:bg-red-600/60"
            disabled={cancel.isPending}
            onClick={() =>
              cancel.mutate(undefined, {
                onSuccess: () => {
                  setOpen(false);
                  toast.success(t('orders.cancelled', { id: order.shortId }));
                },
              })
            }
          >
            {cancel.isPending ? t('orders.cancelling') : t('orders.cancelConfirm')}
          </Button>
        </div>
      </ModalDialog>
    </>
  );
}

function ReorderButton({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const reorder = useReorder(order.id);
  const run = () =>
    reorder.mutate(undefined, {
      onSuccess: ({ added, unavailable }) => {
        const unavailableText =
          unavailable.length > 0
            ? t('orders.reorderUnavailable', { names: unavailable.map((item) => item.name).join(', ') })
            : undefined;
        if (added.length === 0) {
          toast.error(t('orders.reorderNothing'), unavailableText ? { description: unavailableText } : {});
          return;
        }
        toast.success(
          t('orders.reorderAdded', {
            names: added.map((item) => `${item.name} × ${item.quantity}`).join(', '),
          }),
          unavailableText ? { description: unavailableText } : {},
        );
        navigate('/cart');
      },
      onError: (error) => toast.error(t('orders.reorderFailed'), { description: error.message }),
    });
  return (
    <Button variant="secondary" onClick={run} disabled={reorder.isPending}>
      <RotateCcw aria-hidden="true" className="size-5" />
      {t('orders.reorder')}
    </Button>
  );
}

function OrderDetail({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <div className="space-y-4" data-testid="order-detail">
      <p className="flex flex-wrap items-center gap-2 text-sm text-stone-600 dark:text-stone-400">
        <StatusChip status={order.status} />
        {/* One order number for customers: the page title's "#" + last 8 of the id (ADR 0014). */}
        <span>{t('orders.placedOn', { date: format.dateTime(order.createdAt) })}</span>
      </p>
      {order.status === 'payment_pending' ? <PayNowBanner order={order} /> : null}
      {order.status === 'cancelled' ? (
        <p
          role="status"
          className="rounded-2xl bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950/60 dark:text-red-200"
        >
          {order.paymentStatus === 'refund_pending' ? t('orders.refundPending') : t('orders.cancelledNote')}
        </p>
      ) : null}
      <Section title={t('orders.items')}>
        <OrderItems items={order.items} order={order} />
      </Section>
      <PriceSummary
        title={t('orders.bill')}
        values={{
          subtotalPaise: order.subtotalPaise,
          discountPaise: order.discountPaise,
          deliveryFeePaise: order.deliveryFeePaise,
          totalPaise: order.totalPaise,
          savingsPaise: Math.max(0, order.mrpTotalPaise - order.subtotalPaise + order.discountPaise),
        }}
      />
      <RemovedLinesNote order={order} />
      {order.couponCode ? (
        <p className="text-sm text-stone-600 dark:text-stone-400">
          {t('orders.couponUsed', { code: order.couponCode })}
        </p>
      ) : null}
      <Section title={t('orders.payment')} icon={CreditCard}>
        <dl className="space-y-1 text-sm">
          <div className="flex justify-between gap-3">
            <dt>{t('orders.paymentMethod')}</dt>
            <dd className="font-semibold">{t(`orders.method.${order.paymentMethod}`)}</dd>
          </div>
          <div className="flex justify-between gap-3">
            <dt>{t('orders.paymentStatus')}</dt>
            <dd className="font-semibold" data-testid="payment-status">
              {t(`orders.paymentStatuses.${orderPaymentKey(order)}` as 'orders.paymentStatuses.pending')}
            </dd>
          </div>
        </dl>
      </Section>
      <OrderRefunds refunds={order.refunds} />
      <Section title={t('orders.deliveryAddress')} icon={MapPin}>
        <AddressBlock address={order.deliveryAddress} />
      </Section>
      <Section title={t('orders.timeline')}>
        <OrderTimeline history={order.history} />
      </Section>
      {order.status === 'delivered' ? <OrderRatingPanel orderId={order.id} /> : null}
      <div className="grid grid-cols-2 gap-2">
        <Link to={`/track-order/${order.id}`} className={linkButtonClass.secondary}>
          <Truck aria-hidden="true" className="size-5" />
          {t('confirmation.track')}
        </Link>
        <Link to={`/orders/${order.id}/invoice`} className={linkButtonClass.secondary}>
          <FileText aria-hidden="true" className="size-5" />
          {t('orders.invoice')}
        </Link>
        <ReorderButton order={order} />
        <GetHelpLink orderId={order.id} />
        {canCancel(order) ? <CancelButton order={order} /> : null}
      </div>
    </div>
  );
}

/** /orders/:orderId: one order with its items, bill, address, payment, history and what can be done next. */
export function OrderDetailPage() {
  const { t } = useTranslation();
  const id = useParams().orderId ?? '';
  const order = useOrder(id);
  const title = order.data ? t('orders.shortId', { id: order.data.shortId }) : t('orders.detailTitle');
  return (
    <Page title={title}>
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
      {order.data ? <OrderDetail order={order.data} /> : null}
    </Page>
  );
}
