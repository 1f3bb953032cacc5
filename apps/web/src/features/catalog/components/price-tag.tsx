import { useTranslation } from '../../../i18n/use-translation.js';
import { useFormat } from '../../../shared/format/use-format.js';

/** What the customer pays, with the MRP struck through when there is a discount. */
export function PriceTag({
  finalPaise,
  mrpPaise,
  size = 'sm',
}: {
  finalPaise: number;
  mrpPaise: number;
  size?: 'sm' | 'lg';
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const discounted = finalPaise < mrpPaise;
  return (
    <p className="flex flex-wrap items-baseline gap-x-1.5" data-testid="price">
      <span className={size === 'lg' ? 'text-2xl font-bold' : 'font-bold'}>{format.rupees(finalPaise)}</span>
      {discounted ? (
        <span className={`text-stone-500 dark:text-stone-400 ${size === 'lg' ? 'text-sm' : 'text-xs'}`}>
          <span className={size === 'lg' ? '' : 'sr-only'}>{t('product.mrp')} </span>
          <s>{format.rupees(mrpPaise)}</s>
        </span>
      ) : null}
    </p>
  );
}

export function DiscountBadge({ percent, className = '' }: { percent: number; className?: string }) {
  const { t } = useTranslation();
  if (percent <= 0) return null;
  return (
    <span className={`rounded-md bg-brand-600 px-1.5 py-0.5 text-xs font-bold text-white ${className}`}>
      {t('product.off', { percent })}
    </span>
  );
}
