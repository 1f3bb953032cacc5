import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation.js';
import { useFormat } from '../../../shared/format/use-format.js';

export interface PriceSummaryValues {
  subtotalPaise: number;
  discountPaise: number;
  deliveryFeePaise: number;
  totalPaise: number;
  /** "You save ₹X": MRP savings plus the coupon; hidden when 0. */
  savingsPaise?: number;
}

/** The breakdown the cart, checkout and an order all show: subtotal, discount, delivery fee, total. */
export function PriceSummary({
  values,
  title,
  feeNote,
}: {
  values: PriceSummaryValues;
  title?: string;
  /** Beside the delivery fee: the cart's and checkout's "Why this fee?" (ADR 0043). */
  feeNote?: ReactNode;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const row = 'flex items-baseline justify-between gap-3';
  return (
    <section
      aria-label={title ?? t('summary.title')}
      className="rounded-2xl bg-white p-4 dark:bg-stone-900"
      data-testid="price-summary"
    >
      {title ? <h2 className="mb-2 font-semibold">{title}</h2> : null}
      <dl className="space-y-1.5 text-sm">
        <div className={row}>
          <dt>{t('summary.subtotal')}</dt>
          <dd data-testid="summary-subtotal">{format.rupees(values.subtotalPaise)}</dd>
        </div>
        <div className={row}>
          <dt>{t('summary.discount')}</dt>
          <dd
            data-testid="summary-discount"
            className={values.discountPaise > 0 ? 'font-semibold text-brand-700 dark:text-brand-300' : ''}
          >
            {values.discountPaise > 0 ? `−${format.rupees(values.discountPaise)}` : format.rupees(0)}
          </dd>
        </div>
        <div className={row}>
          <dt className="flex flex-1 flex-wrap items-center gap-1">
            <span>{t('summary.deliveryFee')}</span>
            {feeNote}
          </dt>
          <dd data-testid="summary-delivery-fee">
            {values.deliveryFeePaise > 0 ? format.rupees(values.deliveryFeePaise) : t('summary.free')}
          </dd>
        </div>
        <div className={`${row} border-t border-stone-200 pt-2 text-base font-bold dark:border-stone-700`}>
          <dt>{t('summary.total')}</dt>
          <dd data-testid="summary-total">{format.rupees(values.totalPaise)}</dd>
        </div>
      </dl>
      {values.savingsPaise && values.savingsPaise > 0 ? (
        <p
          data-testid="summary-savings"
          className="mt-3 rounded-lg bg-brand-50 px-3 py-1.5 text-sm font-semibold text-brand-700 dark:bg-brand-900 dark:text-brand-300"
        >
          {t('summary.youSave', { amount: format.rupees(values.savingsPaise) })}
        </p>
      ) : null}
    </section>
  );
}
