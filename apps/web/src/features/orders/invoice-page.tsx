import type { Invoice, InvoiceLine, InvoiceTax } from '@tokri/core';
import { Download, Printer } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.js';
import { useFormat } from '../../shared/format/use-format.js';
import { Button } from '../../shared/ui/button.js';
import { QueryError } from '../../shared/ui/query-error.js';
import { Spinner } from '../../shared/ui/spinner.js';
import { downloadInvoicePdf, useInvoice } from './api/orders-api.js';
import { AddressBlock } from './components/address-block.js';
import { useInvoiceText } from './invoice-texts.js';
import { paymentStatusKey } from './utils/order-status.js';

type Text = ReturnType<typeof useInvoiceText>;

/** One label/value pair; the invoice is a stack of these, so nothing is hidden or scrolls sideways at 360 px. */
function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-3 ${strong ? 'font-bold' : ''}`}>
      <dt>{label}</dt>
      <dd className="text-right tabular-nums">{value}</dd>
    </div>
  );
}

function TaxRows({ tax, intra, text }: { tax: InvoiceTax; intra: boolean; text: Text }) {
  const format = useFormat();
  return intra ? (
    <>
      <Row label={text('cgst')} value={format.rupees(tax.cgstPaise)} />
      <Row label={text('sgst')} value={format.rupees(tax.sgstPaise)} />
    </>
  ) : (
    <Row label={text('igst')} value={format.rupees(tax.igstPaise)} />
  );
}

function LineCard({ line, intra, text }: { line: InvoiceLine; intra: boolean; text: Text }) {
  const format = useFormat();
  const goods = line.kind === 'goods';
  return (
    <li
      data-testid="invoice-line"
      className="rounded-xl border border-stone-200 p-3 break-inside-avoid dark:border-stone-700 print:border-stone-400"
    >
      <p className="font-semibold">
        {goods ? `${line.name} (${format.packSize(line.unit)})` : text('delivery')}
      </p>
      <dl className="mt-1 space-y-0.5 text-xs">
        <Row label={goods ? text('hsn') : text('sac')} value={line.code ?? '—'} />
        {goods ? <Row label={text('qty')} value={String(line.quantity)} /> : null}
        <Row label={text('price')} value={format.rupees(line.totalPaise)} />
        {line.discountPaise > 0 ? (
          <Row label={text('discount')} value={`−${format.rupees(line.discountPaise)}`} />
        ) : null}
        <Row label={text('taxable')} value={format.rupees(line.taxablePaise)} />
        <Row label={text('rate')} value={`${line.rate}%`} />
        <TaxRows tax={line} intra={intra} text={text} />
        <Row label={text('amount')} value={format.rupees(line.valuePaise)} strong />
      </dl>
    </li>
  );
}

export function InvoiceDocument({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  const text = useInvoiceText();
  const format = useFormat();
  const intra = invoice.supplyType === 'intra';
  const issued = invoice.status === 'issued';
  const section = 'space-y-1 border-t border-stone-200 pt-3 dark:border-stone-700 print:border-stone-400';
  return (
    <article
      data-testid="invoice"
      data-status={invoice.status}
      className="space-y-4 rounded-2xl bg-white p-4 text-sm text-stone-900 dark:bg-stone-900 dark:text-stone-100 print:rounded-none print:bg-white print:p-0 print:text-black"
    >
      <header className="space-y-1">
        <h1 className="text-xl font-bold">{issued ? text('title') : text('pendingTitle')}</h1>
        {issued ? null : <p className="text-xs text-stone-600 dark:text-stone-400">{text('pendingNote')}</p>}
        <dl className="space-y-0.5">
          {invoice.invoiceNumber ? (
            <div className="flex flex-wrap justify-between gap-x-3">
              <dt>{text('number')}</dt>
              <dd data-testid="invoice-number" className="font-semibold tabular-nums">
                {invoice.invoiceNumber}
              </dd>
            </div>
          ) : null}
          {invoice.issuedAt ? <Row label={text('date')} value={format.dateTime(invoice.issuedAt)} /> : null}
          <Row label={text('order')} value={invoice.orderShortId} />
        </dl>
      </header>
      <section className={section} aria-labelledby="invoice-supplier">
        <h2 id="invoice-supplier" className="font-semibold">
          {text('supplier')}
        </h2>
        {invoice.seller ? (
          <>
            <p className="font-semibold">{invoice.seller.legalName}</p>
            <p>{invoice.seller.storeName}</p>
            <p>{invoice.seller.address}</p>
            <dl className="space-y-0.5">
              <Row label={text('gstin')} value={invoice.seller.gstin} />
              <Row
                label={text('state')}
                value={`${invoice.seller.stateName} (${invoice.seller.stateCode})`}
              />
            </dl>
          </>
        ) : (
          <p>{text('noSeller')}</p>
        )}
      </section>
      <section className={section} aria-labelledby="invoice-bill-to">
        <h2 id="invoice-bill-to" className="font-semibold">
          {text('billTo')}
        </h2>
        <AddressBlock address={invoice.billTo} />
        <dl className="space-y-0.5">
          {invoice.placeOfSupply ? (
            <Row
              label={text('placeOfSupply')}
              value={`${invoice.placeOfSupply.stateName} (${invoice.placeOfSupply.stateCode})`}
            />
          ) : null}
        </dl>
        <p data-testid="invoice-supply-type">{intra ? text('supplyIntra') : text('supplyInter')}</p>
      </section>
      <section className={section} aria-labelledby="invoice-items">
        <h2 id="invoice-items" className="font-semibold">
          {text('items')}
        </h2>
        <ul className="space-y-2">
          {invoice.lines.map((line) => (
            <LineCard
              key={`${line.kind}-${line.name}-${line.unit}-${line.rate}`}
              line={line}
              intra={intra}
              text={text}
            />
          ))}
        </ul>
      </section>
      <section className={section} aria-labelledby="invoice-by-rate">
        <h2 id="invoice-by-rate" className="font-semibold">
          {text('byRate')}
        </h2>
        {invoice.byRate.map((rate) => (
          <dl key={rate.rate} className="space-y-0.5 text-xs">
            <Row
              label={text('rateLabel', { rate: rate.rate })}
              value={format.rupees(rate.taxablePaise)}
              strong
            />
            <TaxRows tax={rate} intra={intra} text={text} />
          </dl>
        ))}
      </section>
      <dl className={section}>
        <Row label={text('totalTaxable')} value={format.rupees(invoice.totals.taxablePaise)} />
        <TaxRows tax={invoice.totals} intra={intra} text={text} />
        <Row label={text('totalTax')} value={format.rupees(invoice.totals.taxPaise)} />
        {invoice.totals.discountPaise > 0 ? (
          <Row label={text('discount')} value={`−${format.rupees(invoice.totals.discountPaise)}`} />
        ) : null}
        <div className="flex justify-between gap-3 border-t border-stone-300 pt-1 text-base font-bold dark:border-stone-600 print:border-stone-400">
          <dt>{text('grandTotal')}</dt>
          <dd className="tabular-nums" data-testid="invoice-total">
            {format.rupees(invoice.totals.valuePaise)}
          </dd>
        </div>
      </dl>
      {invoice.creditNotes.length > 0 ? (
        <section className={section} aria-labelledby="invoice-credit-notes">
          <h2 id="invoice-credit-notes" className="font-semibold">
            {text('creditNotes')}
          </h2>
          <ul className="space-y-2">
            {invoice.creditNotes.map((note) => (
              <li
                key={note.number}
                data-testid="credit-note"
                className="rounded-xl border border-stone-200 p-3 break-inside-avoid dark:border-stone-700 print:border-stone-400"
              >
                <p className="font-semibold">{text('creditNote', { number: note.number })}</p>
                <p className="text-xs">{text('against', { number: note.invoiceNumber })}</p>
                <dl className="mt-1 space-y-0.5 text-xs">
                  <Row label={text('date')} value={format.dateTime(note.issuedAt)} />
                  <Row label={text('taxable')} value={format.rupees(note.totals.taxablePaise)} />
                  <TaxRows tax={note.totals} intra={intra} text={text} />
                  <Row label={text('refundAmount')} value={format.rupees(note.amountPaise)} strong />
                </dl>
                {note.refundReference ? (
                  <p className="text-xs text-stone-600 dark:text-stone-400">
                    {text('reference', { reference: note.refundReference })}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <p className="text-xs text-stone-600 dark:text-stone-400 print:text-stone-700">
        {text('paidBy', {
          method: t(`orders.method.${invoice.paymentMethod}`),
          status: t(
            `orders.paymentStatuses.${paymentStatusKey(invoice.paymentStatus)}` as 'orders.paymentStatuses.pending',
          ),
        })}
        {' · '}
        {text('pricesInclusive')}
      </p>
    </article>
  );
}

/** /orders/:orderId/invoice: the GST tax invoice, stacked for a phone, printable, and as a PDF (ADR 0047). */
export function InvoicePage() {
  const { t } = useTranslation();
  const text = useInvoiceText();
  const id = useParams().orderId ?? '';
  const invoice = useInvoice(id);
  const [downloading, setDownloading] = useState(false);
  const [downloadFailed, setDownloadFailed] = useState(false);
  const download = async () => {
    setDownloading(true);
    setDownloadFailed(false);
    try {
      const name = (invoice.data?.invoiceNumber ?? `order-${invoice.data?.orderShortId ?? id}`).replace(
        /[^A-Za-z0-9-]+/g,
        '-',
      );
      await downloadInvoicePdf(id, `tokri-invoice-${name}.pdf`);
    } catch {
      setDownloadFailed(true);
    } finally {
      setDownloading(false);
    }
  };
  return (
    <section className="mx-auto max-w-3xl px-4 py-4 print:max-w-none print:p-0">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2 print:hidden">
        <Link
          to={`/orders/${id}`}
          className="inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline dark:text-brand-300"
        >
          {text('backToOrder')}
        </Link>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => window.print()} disabled={!invoice.data}>
            <Printer aria-hidden="true" className="size-5" />
            {text('print')}
          </Button>
          <Button onClick={() => void download()} disabled={!invoice.data || downloading}>
            <Download aria-hidden="true" className="size-5" />
            {text('downloadPdf')}
          </Button>
        </div>
      </div>
      {downloadFailed ? (
        <p role="alert" className="mb-3 text-sm text-red-700 dark:text-red-300 print:hidden">
          {text('downloadFailed')}
        </p>
      ) : null}
      {invoice.isPending ? <Spinner label={t('app.loading')} /> : null}
      {invoice.isError ? (
        <QueryError
          message={text('loadFailed')}
          detail={invoice.error.message}
          retryLabel={t('catalogue.retry')}
          onRetry={() => void invoice.refetch()}
        />
      ) : null}
      {invoice.data ? <InvoiceDocument invoice={invoice.data} /> : null}
    </section>
  );
}
