import { type AdminRefund, type RefundState, shortOrderId } from '@tokri/core';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.js';
import { useFormat } from '../../../shared/format/use-format.js';
import { Button } from '../../../shared/ui/button.js';
import { QueryError } from '../../../shared/ui/query-error.js';
import { Spinner } from '../../../shared/ui/spinner.js';
import { toast } from '../../../shared/ui/toast.js';
import { AdminLayout } from '../admin-layout.js';
import { useRefundText } from './refund-texts.js';
import { useAdminRefunds, useReconciliation, useRetryRefund } from './refunds-api.js';

// Type-only imports from core: its zod schemas and order rules would be two more chunks for the route's preload
// list, which sits in the /home bundle.
const STATES: readonly RefundState[] = ['owed', 'pending', 'processed', 'failed'];

const field =
  'min-h-11 rounded-xl border border-stone-300 bg-white px-3 text-base dark:border-stone-600 dark:bg-stone-950';

const STATE_STYLE: Record<RefundState, string> = {
  owed: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  pending: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200',
  processed: 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-300',
  failed: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-300',
};

function RefundCard({ refund }: { refund: AdminRefund }) {
  const text = useRefundText();
  const format = useFormat();
  const { t } = useTranslation();
  const retry = useRetryRefund();
  // The order number the customer sees (spec §9, ADR 0014): "#" and the last 8 characters of the id.
  const order = t('orders.shortId', { id: shortOrderId(refund.orderId) });
  const facts: [string, string][] = [
    [text('columns.customer'), refund.customerName ?? refund.customerEmail ?? '—'],
    [text('columns.cause'), text(`causes.${refund.cause}` as 'causes.admin')],
    [
      text('columns.destination'),
      // A payout shows where it went only masked (ADR 0079).
      refund.payoutTo
        ? `${text(`destinations.${refund.destination}`)} · ${refund.payoutTo}`
        : text(`destinations.${refund.destination}`),
    ],
    [text('columns.attempts'), String(refund.attempts)],
    [text('columns.created'), format.dateTime(refund.createdAt)],
  ];
  if (refund.processedAt) facts.push([text('columns.processed'), format.dateTime(refund.processedAt)]);
  if (refund.lastError) facts.push([text('columns.lastError'), refund.lastError]);
  return (
    <li className="space-y-2 rounded-2xl bg-white p-3 dark:bg-stone-900" data-testid="admin-refund">
      <div className="flex flex-wrap items-center gap-2">
        <p className="font-mono font-bold">
          {text('columns.order')} {order}
        </p>
        <p className="text-lg font-bold">{format.rupees(refund.amountPaise)}</p>
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATE_STYLE[refund.status]}`}>
          {text(`states.${refund.status}`)}
        </span>
      </div>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
        {facts.map(([label, value]) => (
          <div key={label} className="flex flex-wrap gap-1">
            <dt className="text-stone-600 dark:text-stone-400">{label}:</dt>
            <dd className="break-all font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      {refund.status === 'failed' ? (
        <Button
          variant="secondary"
          disabled={retry.isPending}
          onClick={() =>
            retry.mutate(refund.id, {
              onSuccess: () => toast.success(text('retried')),
              onError: (error) => toast.error(text('failed', { message: error.message })),
            })
          }
        >
          {text('retry', { amount: format.rupees(refund.amountPaise), order })}
        </Button>
      ) : null}
    </li>
  );
}

function ReconciliationPanel() {
  const text = useRefundText();
  const format = useFormat();
  const { t } = useTranslation();
  const run = useReconciliation();
  const report = run.data;
  return (
    <section
      aria-labelledby="reconciliation-title"
      className="mt-8 space-y-3 rounded-2xl bg-white p-3 dark:bg-stone-900"
    >
      <h2 id="reconciliation-title" className="text-lg font-bold">
        {text('reconciliation.title')}
      </h2>
      <p className="text-sm text-stone-600 dark:text-stone-400">{text('reconciliation.intro')}</p>
      <Button
        variant="secondary"
        disabled={run.isPending}
        onClick={() =>
          run.mutate(undefined, {
            onError: (error) => toast.error(text('failed', { message: error.message })),
          })
        }
      >
        {text('reconciliation.run')}
      </Button>
      {run.isPending ? <Spinner label={text('reconciliation.running')} /> : null}
      {report ? (
        <div role="status" data-testid="reconciliation-result">
          {report.mismatches.length === 0 ? (
            <p>{text('reconciliation.allGood', { count: report.checkedOrders })}</p>
          ) : (
            <>
              <p className="font-semibold">
                {text('reconciliation.mismatches', {
                  count: report.mismatches.length,
                  checked: report.checkedOrders,
                })}
              </p>
              <ul className="mt-2 space-y-1 text-sm">
                {report.mismatches.map((m) => (
                  <li key={m.orderId} className="font-mono">
                    {t('orders.shortId', { id: shortOrderId(m.orderId) })} · {text('reconciliation.charged')}{' '}
                    {format.rupees(m.chargedPaise)} · {text('reconciliation.kept')}{' '}
                    {format.rupees(m.keptPaise)} · {text('reconciliation.refunded')}{' '}
                    {format.rupees(m.refundedPaise)}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      ) : null}
    </section>
  );
}

/** /admin/refunds (issue 15, ADR 0044): refunds by state, Retry on a failed one, and the reconciliation. */
export function RefundsPage() {
  const text = useRefundText();
  const [state, setState] = useState<RefundState | null>(null);
  const refunds = useAdminRefunds(state);
  return (
    <AdminLayout title={text('title')}>
      <p className="mb-4 text-sm text-stone-600 dark:text-stone-400">{text('intro')}</p>
      <label className="mb-4 flex max-w-xs flex-col gap-1 text-sm font-medium">
        {text('filter')}
        <select
          className={field}
          value={state ?? ''}
          onChange={(event) => setState((event.target.value || null) as RefundState | null)}
        >
          <option value="">{text('states.all')}</option>
          {STATES.map((value) => (
            <option key={value} value={value}>
              {text(`states.${value}`)}
            </option>
          ))}
        </select>
      </label>
      {refunds.isPending ? <Spinner label={text('loading')} /> : null}
      {refunds.isError ? (
        <QueryError
          message={text('loadFailed')}
          detail={refunds.error.message}
          retryLabel={text('tryAgain')}
          onRetry={() => void refunds.refetch()}
        />
      ) : null}
      {refunds.data ? (
        refunds.data.items.length === 0 ? (
          <p>{text('empty')}</p>
        ) : (
          <ul className="grid gap-3 lg:grid-cols-2">
            {refunds.data.items.map((refund) => (
              <RefundCard key={refund.id} refund={refund} />
            ))}
          </ul>
        )
      ) : null}
      <ReconciliationPanel />
    </AdminLayout>
  );
}
