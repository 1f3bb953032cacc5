import type { Invoice } from '@tokri/core';
import { Printer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useFormat } from '../../shared/format/use-format.js';
import { Button } from '../../shared/ui/button.js';
import { QueryError } from '../../shared/ui/query-error.js';
import { Spinner } from '../../shared/ui/spinner.js';
import { useInvoice } from './api/orders-api.js';
import { AddressBlock } from './components/address-block.js';
import { paymentStatusKey } from './utils/order-status.js';

function InvoiceDocument({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  const format = useFormat();
  const cell = 'px-2 py-1.5 text-right tabular-nums';
  const head = 'px-2 py-1.5 text-right font-semibold';
  const totals: [string, number, string?][] = [
    [t('invoice.taxableValue'), invoice.taxablePaise],
    [t('invoice.gst'), invoice.gstPaise],
    [t('invoice.itemsTotal'), invoice.itemsTotalPaise],
    [t('summary.discount'), -invoice.discountPaise],
    [t('summary.deliveryFee'), invoice.deliveryFeePaise],
  ];
  const rupees = (paise: number) => (paise < 0 ? `−${format.rupees(-paise)}` : format.rupees(paise));
  return (
    <article
      data-testid="invoice"
      className="space-y-4 rounded-2xl bg-white p-4 text-sm text-stone-900 dark:bg-stone-900 dark:text-stone-100 print:rounded-none print:bg-white print:p-0 print:text-black"
    >
      <header className="flex flex-wrap items-start justify-between gap-3 border-b border-stone-200 pb-3 dark:border-stone-700 print:border-stone-400">
        <div>
          <p className="text-lg font-bold">{invoice.seller.name}</p>
          <p>{invoice.seller.address}</p>
          <p>{t('invoice.gstin', { gstin: invoice.seller.gstin })}</p>
        </div>
        <div className="text-right">
          <h1 className="text-xl font-bold">{t('invoice.title')}</h1>
          <p data-testid="invoice-number">{t('invoice.number', { number: invoice.invoiceNumber })}</p>
          <p>{t('invoice.date', { date: format.dateTime(invoice.issuedAt) })}</p>
        </div>
      </header>
      <section>
        <h2 className="mb-1 font-semibold">{t('invoice.billTo')}</h2>
        <AddressBlock address={invoice.billTo} />
      </section>
      <div className="overflow-x-auto print:overflow-visible">
        <table className="w-full min-w-[34rem] border-collapse text-xs print:min-w-0">
          <caption className="sr-only">{t('invoice.items')}</caption>
          <thead>
            <tr className="border-b border-stone-300 dark:border-stone-600 print:border-stone-400">
              <th scope="col" className="px-2 py-1.5 text-left font-semibold">
                {t('invoice.item')}
              </th>
              <th scope="col" className={head}>
                {t('invoice.qty')}
              </th>
              <th scope="col" className={head}>
                {t('invoice.rate')}
              </th>
              <th scope="col" className={head}>
                {t('invoice.taxableValue')}
              </th>
              <th scope="col" className={head}>
                {t('invoice.gstRate')}
              </th>
              <th scope="col" className={head}>
                {t('invoice.gstAmount')}
              </th>
              <th scope="col" className={head}>
                {t('invoice.total')}
              </th>
            </tr>
          </thead>
          <tbody>
            {invoice.lines.map((line) => (
              <tr
                key={`${line.name}-${line.unit}`}
                className="border-b border-stone-200 dark:border-stone-700 print:border-stone-300"
              >
                <th scope="row" className="px-2 py-1.5 text-left font-normal">
                  {line.name}{' '}
                  <span className="text-stone-500 print:text-stone-700">({format.packSize(line.unit)})</span>
                </th>
                <td className={cell}>{line.quantity}</td>
                <td className={cell}>{format.rupees(line.unitPricePaise)}</td>
                <td className={cell}>{format.rupees(line.taxablePaise)}</td>
                <td className={cell}>{line.gstRate}%</td>
                <td className={cell}>{format.rupees(line.gstPaise)}</td>
                <td className={cell}>{format.rupees(line.totalPaise)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="ml-auto max-w-xs space-y-1">
        {totals.map(([label, paise]) => (
          <div key={label} className="flex justify-between gap-3">
            <dt>{label}</dt>
            <dd className="tabular-nums">{rupees(paise)}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-3 border-t border-stone-300 pt-1 text-base font-bold dark:border-stone-600 print:border-stone-400">
          <dt>{t('invoice.grandTotal')}</dt>
          <dd className="tabular-nums" data-testid="invoice-total">
            {format.rupees(invoice.totalPaise)}
          </dd>
        </div>
      </dl>
      <p className="text-xs text-stone-600 dark:text-stone-400 print:text-stone-700">
        {t('invoice.paidBy', {
          method: t(`orders.method.${invoice.paymentMethod}`),
          status: t(
            `orders.paymentStatuses.${paymentStatusKey(invoice.paymentStatus)}` as 'orders.paymentStatuses.pending',
          ),
        })}
        {' · '}
        {t('invoice.pricesInclusive')}
      </p>
    </article>
  );
}

/** /orders/:orderId/invoice: a printable GST tax invoice. */
export function InvoicePage() {
  const { t } = useTranslation();
  const id = useParams().orderId ?? '';
  const invoice = useInvoice(id);
  return (
    <section className="mx-auto max-w-3xl px-4 py-4 print:max-w-none print:p-0">
      <div className="mb-4 flex items-center justify-between gap-2 print:hidden">
        <Link
          to={`/orders/${id}`}
          className="font-semibold text-brand-700 hover:underline dark:text-brand-300"
        >
          {t('invoice.backToOrder')}
        </Link>
        <Button onClick={() => window.print()} disabled={!invoice.data}>
          <Printer aria-hidden="true" className="size-5" />
          {t('invoice.print')}
        </Button>
      </div>
      {invoice.isPending ? <Spinner label={t('app.loading')} /> : null}
      {invoice.isError ? (
        <QueryError
          message={t('invoice.loadFailed')}
          detail={invoice.error.message}
          retryLabel={t('catalogue.retry')}
          onRetry={() => void invoice.refetch()}
        />
      ) : null}
      {invoice.data ? <InvoiceDocument invoice={invoice.data} /> : null}
    </section>
  );
}
