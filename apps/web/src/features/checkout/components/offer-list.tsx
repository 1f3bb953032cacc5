import type { CouponOffer } from '@tokri/core';
import { useTranslation } from '../../../i18n/use-translation.js';
import { useFormat } from '../../../shared/format/use-format.js';
import { Button } from '../../../shared/ui/button.js';

/** The offers the customer can use now (Apply) or unlock by adding more; texts come translated from the server. */
export function OfferList({
  offers,
  busy,
  onApply,
}: {
  offers: CouponOffer[];
  busy: boolean;
  onApply: (code: string) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  if (offers.length === 0) {
    return <p className="text-sm text-stone-600 dark:text-stone-400">{t('checkout.offersNone')}</p>;
  }
  return (
    <ul className="space-y-2" aria-label={t('checkout.offers')} data-testid="offer-list">
      {offers.map((offer) => (
        <li
          key={offer.code}
          data-testid="offer"
          className={`flex items-start gap-3 rounded-xl border border-dashed p-3 text-sm ${
            offer.applicable
              ? 'border-brand-500 bg-brand-50/60 dark:bg-brand-900/40'
              : 'border-stone-300 dark:border-stone-700'
          }`}
        >
          <div className="min-w-0 flex-1 space-y-0.5">
            <p className="font-semibold">
              <span className="mr-1.5 rounded bg-stone-900 px-1.5 py-0.5 font-mono text-xs tracking-wide text-white dark:bg-stone-100 dark:text-stone-900">
                {offer.code}
              </span>
              {offer.title}
            </p>
            <ul className="text-xs text-stone-600 dark:text-stone-400">
              {offer.conditions.map((condition) => (
                <li key={condition}>{condition}</li>
              ))}
            </ul>
            {offer.applicable ? (
              <p className="text-xs font-semibold text-brand-700 dark:text-brand-300">
                {t('checkout.offerSaves', { amount: format.rupees(offer.discountPaise) })}
              </p>
            ) : (
              <p className="text-xs font-semibold text-stone-700 dark:text-stone-300">
                {t('checkout.offerAddMore', { amount: format.rupees(offer.shortfallPaise) })}
              </p>
            )}
          </div>
          {offer.applicable ? (
            <Button
              variant="secondary"
              className="shrink-0 px-3 text-sm"
              disabled={busy}
              aria-label={t('checkout.offerApplyNamed', { code: offer.code })}
              onClick={() => onApply(offer.code)}
            >
              {t('checkout.couponApply')}
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
