import { formatIndianPhone, formatIstDate, type IstDate, shortOrderId, startOfIstDay } from '@tokri/core';
import { type FormEvent, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useLanguage } from '../../../i18n/use-language.js';
import { useTranslation } from '../../../i18n/use-translation.js';
import { useFormat } from '../../../shared/format/use-format.js';
import { Button } from '../../../shared/ui/button.js';
import { ModalDialog } from '../../../shared/ui/modal-dialog.js';
import { QueryError } from '../../../shared/ui/query-error.js';
import { Spinner } from '../../../shared/ui/spinner.js';
import { TextField } from '../../../shared/ui/text-field.js';
import { toast } from '../../../shared/ui/toast.js';
import { AdminLayout } from '../admin-layout.js';
import { useCustomer, useCustomerActions } from './people-api.js';
import { usePeopleText } from './people-texts.js';

const cardClass = 'rounded-2xl bg-white p-3 dark:bg-stone-900';
type Dialog = 'block' | 'grant' | 'revoke' | null;

/** /admin/customers/:id: the customer's orders and subscriptions; block or unblock, grant or revoke admin. */
export function CustomerDetailPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const text = usePeopleText();
  const format = useFormat();
  const language = useLanguage();
  const detail = useCustomer(id);
  const { block, unblock, setAdmin } = useCustomerActions(id);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [reason, setReason] = useState('');
  const failed = (error: Error) => toast.error(error.message);
  const customer = detail.data?.customer;
  const name = customer?.fullName || text('customers.unnamed');

  const confirmBlock = (event: FormEvent) => {
    event.preventDefault();
    block.mutate(reason, {
      onSuccess: () => {
        toast.success(text('detail.blockedDone'));
        setDialog(null);
        setReason('');
      },
    });
  };
  const confirmRole = () =>
    setAdmin.mutate(dialog === 'grant', {
      onSuccess: () => toast.success(text('detail.roleDone')),
      onError: failed,
      onSettled: () => setDialog(null),
    });

  return (
    <AdminLayout title={customer ? name : text('customers.title')}>
      <Link to="/admin/customers" className="mb-4 inline-flex min-h-11 items-center underline">
        {text('detail.back')}
      </Link>
      {detail.isPending ? <Spinner label={text('loading')} /> : null}
      {detail.isError ? (
        <QueryError
          message={text('loadFailed')}
          detail={detail.error.message}
          retryLabel={text('retry')}
          onRetry={() => void detail.refetch()}
        />
      ) : null}
      {detail.data && customer ? (
        <div className="space-y-6">
          <section className={`${cardClass} space-y-2`} aria-label={name}>
            <p className="break-all">
              {[customer.phone && formatIndianPhone(customer.phone), customer.email]
                .filter(Boolean)
                .join(' · ')}
            </p>
            <p className="text-sm text-stone-600 dark:text-stone-400">
              {text('detail.joined', { date: format.date(customer.createdAt) })} ·{' '}
              {text('customers.orders', { count: customer.orderCount })} ·{' '}
              {text('customers.spent', { amount: format.rupees(customer.totalSpentPaise) })}
            </p>
            {customer.blockedAt ? (
              <p role="status" className="text-sm font-semibold text-red-700 dark:text-red-300">
                {text('detail.blockedSince', {
                  date: format.dateTime(customer.blockedAt),
                  reason: customer.blockedReason ?? '',
                })}
              </p>
            ) : null}
            <div className="flex flex-wrap gap-2">
              {customer.blockedAt ? (
                <Button
                  variant="secondary"
                  disabled={unblock.isPending}
                  onClick={() =>
                    unblock.mutate(undefined, {
                      onSuccess: () => toast.success(text('detail.unblockedDone')),
                      onError: failed,
                    })
                  }
                >
                  {text('detail.unblock')}
                </Button>
              ) : customer.isAdmin ? null : (
                <Button variant="danger" onClick={() => setDialog('block')}>
                  {text('detail.block')}
                </Button>
              )}
              {customer.isAdmin ? (
                <Button variant="secondary" onClick={() => setDialog('revoke')}>
                  {text('detail.revoke')}
                </Button>
              ) : customer.blockedAt ? null : (
                <Button variant="secondary" onClick={() => setDialog('grant')}>
                  {text('detail.grant')}
                </Button>
              )}
            </div>
          </section>
          <section aria-labelledby="customer-orders" className="space-y-2">
            <h2 id="customer-orders" className="text-lg font-semibold">
              {text('detail.orders')}
            </h2>
            {detail.data.orders.length === 0 ? <p>{text('detail.noOrders')}</p> : null}
            <ul className="space-y-2">
              {detail.data.orders.map((order) => (
                <li key={order.id} className={`${cardClass} flex flex-wrap justify-between gap-2`}>
                  <span>
                    <span className="block font-mono text-sm">
                      {t('orders.shortId', { id: shortOrderId(order.id) })}
                    </span>
                    <span className="block text-sm text-stone-600 dark:text-stone-400">
                      {format.dateTime(order.createdAt)}
                    </span>
                  </span>
                  <span className="text-right">
                    <span className="block font-semibold">{format.rupees(order.totalPaise)}</span>
                    <span className="block text-sm">{t(`orders.status.${order.status}`)}</span>
                  </span>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="customer-subscriptions" className="space-y-2">
            <h2 id="customer-subscriptions" className="text-lg font-semibold">
              {text('detail.subscriptions')}
            </h2>
            {detail.data.subscriptions.length === 0 ? <p>{text('detail.noSubscriptions')}</p> : null}
            <ul className="space-y-2">
              {detail.data.subscriptions.map((plan) => (
                <li key={plan.id} className={cardClass}>
                  <span className="block font-semibold">{plan.productName}</span>
                  <span className="block text-sm">
                    {text('detail.subscriptionLine', { quantity: plan.quantity })} ·{' '}
                    {plan.isActive && plan.nextDeliveryDate
                      ? text('detail.nextDelivery', {
                          date: formatIstDate(startOfIstDay(plan.nextDeliveryDate as IstDate), language),
                        })
                      : text('detail.paused')}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        </div>
      ) : null}
      <ModalDialog
        open={dialog === 'block'}
        title={text('detail.blockTitle')}
        description={text('detail.blockDescription')}
        onClose={() => setDialog(null)}
      >
        <form onSubmit={confirmBlock} noValidate className="space-y-3">
          <TextField
            label={text('detail.reason')}
            value={reason}
            maxLength={300}
            required
            onChange={(event) => setReason(event.target.value)}
            error={block.error ? block.error.message : undefined}
          />
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => setDialog(null)}>
              {text('detail.cancel')}
            </Button>
            <Button type="submit" variant="danger" disabled={block.isPending}>
              {text('detail.confirmBlock')}
            </Button>
          </div>
        </form>
      </ModalDialog>
      <ModalDialog
        open={dialog === 'grant' || dialog === 'revoke'}
        title={dialog === 'revoke' ? text('detail.revokeTitle') : text('detail.grantTitle')}
        description={dialog === 'revoke' ? text('detail.revokeDescription') : text('detail.grantDescription')}
        onClose={() => setDialog(null)}
      >
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => setDialog(null)}>
            {text('detail.cancel')}
          </Button>
          <Button disabled={setAdmin.isPending} onClick={confirmRole}>
            {text('detail.confirm')}
          </Button>
        </div>
      </ModalDialog>
    </AdminLayout>
  );
}
