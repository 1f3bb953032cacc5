import { ADMIN_FILTER_STATUSES, type OrderStatus } from '@tokri/core';
import { Radio, XCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.js';
import { useFormat } from '../../shared/format/use-format.js';
import type { OrderView } from '../../shared/types/order.js';
import { Button } from '../../shared/ui/button.js';
import { ModalDialog } from '../../shared/ui/modal-dialog.js';
import { QueryError } from '../../shared/ui/query-error.js';
import { Spinner } from '../../shared/ui/spinner.js';
import { TextField } from '../../shared/ui/text-field.js';
import { toast } from '../../shared/ui/toast.js';
import { StatusChip } from '../orders/index.js';
import { AdminLayout } from './admin-layout.js';
import { useAdminOrders, useMoveOrder } from './admin-orders-api.js';
import { useAdminText } from './console/admin-texts.js';
import { DeliverWithoutCode } from './orders/deliver-without-code.js';
import { OrderHistory, RiderAssignment } from './orders/order-card-parts.js';
import { OrderFilters, useOrderFilters } from './orders/order-filters.js';
import { adminMoves } from './utils/admin-moves.js';

const statusLabel = (t: ReturnType<typeof useTranslation>['t'], status: string) =>
  t(`orders.status.${status}` as 'orders.status.placed', { defaultValue: status });

function OrderCard({ order, isNew }: { order: OrderView; isNew: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const move = useMoveOrder();
  const text = useAdminText();
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const moves = adminMoves(order.status);
  const { canCancel } = moves;
  // A rider's order is handed over with the customer's code, or without it with a reason (ADR 0039).
  const forward = order.rider ? moves.forward.filter((status) => status !== 'delivered') : moves.forward;
  const handover = order.status === 'out_for_delivery' && Boolean(order.rider);

  const moveTo = (status: OrderStatus, note?: string) =>
    move.mutate(
      { id: order.id, status, ...(note ? { note } : {}) },
      {
        onSuccess: () => {
          setConfirmCancel(false);
          toast.success(t('adminOrders.moved', { id: order.shortId, status: statusLabel(t, status) }));
        },
        onError: (error) =>
          toast.error(t('adminOrders.moveFailed', { id: order.shortId }), { description: error.message }),
      },
    );

  return (
    <li
      data-testid="admin-order"
      data-order-id={order.id}
      data-status={order.status}
      className={`min-w-0 space-y-3 rounded-2xl bg-white p-4 dark:bg-stone-900 ${isNew ? 'ring-2 ring-saffron-400' : ''}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex items-center gap-2 font-bold">
          {t('orders.shortId', { id: order.shortId })}
          {isNew ? (
            <span className="rounded-full bg-saffron-400 px-2 py-0.5 text-xs font-bold text-stone-950">
              {t('adminOrders.new')}
            </span>
          ) : null}
        </p>
        <StatusChip status={order.status} />
      </div>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        <dt className="text-stone-500 dark:text-stone-400">{t('adminOrders.customer')}</dt>
        <dd className="truncate font-medium">{order.customer?.name ?? order.deliveryAddress.contactName}</dd>
        <dt className="text-stone-500 dark:text-stone-400">{t('adminOrders.placedAt')}</dt>
        <dd>
          <time dateTime={order.createdAt}>{format.dateTime(order.createdAt)}</time>
        </dd>
        <dt className="text-stone-500 dark:text-stone-400">{t('adminOrders.total')}</dt>
        <dd>
          <span className="font-semibold">{format.rupees(order.totalPaise)}</span>
          {' · '}
          {t('orders.itemCount', { count: order.itemCount })}
          {' · '}
          {t(`orders.method.${order.paymentMethod}`)}
        </dd>
        <dt className="text-stone-500 dark:text-stone-400">{t('adminOrders.deliverTo')}</dt>
        <dd className="truncate">
          {order.deliveryAddress.city} {order.deliveryAddress.pincode}
          {order.store ? ` · ${text('orders.storeName', { name: order.store.name })}` : ''}
          {typeof order.deliveryDistanceKm === 'number'
            ? ` · ${text('orders.distance', { km: order.deliveryDistanceKm })}`
            : ''}
        </dd>
      </dl>
      <RiderAssignment order={order} />
      {forward.length > 0 || canCancel || handover ? (
        <div className="flex flex-wrap gap-2">
          <DeliverWithoutCode order={order} />
          {forward.map((status, index) => (
            <Button
              key={status}
              variant={index === 0 ? 'primary' : 'secondary'}
              disabled={move.isPending}
              onClick={() => moveTo(status)}
              className="flex-1"
            >
              {t(`adminOrders.actions.${status}` as 'adminOrders.actions.confirmed')}
            </Button>
          ))}
          {canCancel ? (
            <Button variant="danger" disabled={move.isPending} onClick={() => setConfirmCancel(true)}>
              <XCircle aria-hidden="true" className="size-5" />
              {t('adminOrders.actions.cancelled')}
            </Button>
          ) : null}
        </div>
      ) : null}
      <OrderHistory order={order} />
      <ModalDialog
        open={confirmCancel}
        onClose={() => setConfirmCancel(false)}
        title={t('adminOrders.cancelTitle', { id: order.shortId })}
        description={t('adminOrders.cancelBody')}
      >
        <form
          id={`cancel-${order.id}`}
          className="mb-3"
          onSubmit={(event) => {
            event.preventDefault();
            if (!reason.trim()) return setReasonError(text('orders.cancelReasonRequired'));
            moveTo('cancelled', reason.trim());
          }}
        >
          <TextField
            label={text('orders.cancelReason')}
            value={reason}
            maxLength={200}
            error={reasonError}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setReasonError(undefined);
            }}
          />
        </form>
        <div className="flex gap-2">
          <Button variant="secondary" className="flex-1" onClick={() => setConfirmCancel(false)}>
            {t('adminOrders.keep')}
          </Button>
          <Button
            className="flex-1 bg-red-600 hover:bg-red-700 disabled:bg-red-600/60"
            disabled={move.isPending}
            type="submit"
            form={`cancel-${order.id}`}
          >
            {t('adminOrders.cancelConfirm')}
          </Button>
        </div>
      </ModalDialog>
    </li>
  );
}

/** /admin/orders: every order (newest first), filtered and searched, moved along with one tap; updates live. */
export function AdminOrdersPage() {
  const { t } = useTranslation();
  const { filters, filterKey } = useOrderFilters();
  const orders = useAdminOrders(filters);
  // Orders that arrive while the page is open are marked "New".
  const seenByFilter = useRef(new Map<string, Set<string>>());
  useEffect(() => {
    if (orders.data && !orders.isPlaceholderData && !seenByFilter.current.has(filterKey)) {
      seenByFilter.current.set(filterKey, new Set(orders.data.map((order) => order.id)));
    }
  }, [orders.data, orders.isPlaceholderData, filterKey]);
  const seen = seenByFilter.current.get(filterKey);

  return (
    <AdminLayout
      title={t('pages.adminOrders')}
      actions={
        <p className="flex items-center gap-1 text-xs text-stone-600 dark:text-stone-400">
          <Radio aria-hidden="true" className="size-3.5 text-brand-600" />
          {t('adminOrders.live')}
        </p>
      }
    >
      <OrderFilters statuses={ADMIN_FILTER_STATUSES} statusLabel={(status) => statusLabel(t, status)} />
      {orders.isPending ? <Spinner label={t('app.loading')} /> : null}
      {orders.isError ? (
        <QueryError
          message={t('adminOrders.loadFailed')}
          detail={orders.error.message}
          retryLabel={t('catalogue.retry')}
          onRetry={() => void orders.refetch()}
        />
      ) : null}
      {orders.data?.length === 0 ? (
        <p className="rounded-2xl bg-white p-6 text-center text-stone-600 dark:bg-stone-900 dark:text-stone-400">
          {t('adminOrders.empty')}
        </p>
      ) : null}
      {orders.data && orders.data.length > 0 ? (
        <ul className="grid gap-3 xl:grid-cols-2" data-testid="admin-orders">
          {orders.data.map((order) => (
            <OrderCard key={order.id} order={order} isNew={Boolean(seen && !seen.has(order.id))} />
          ))}
        </ul>
      ) : null}
    </AdminLayout>
  );
}
