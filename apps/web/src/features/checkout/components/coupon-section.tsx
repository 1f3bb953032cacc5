import type { CouponOffer } from '@tokri/core';
import { TicketPercent } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation.js';
import { useFormat } from '../../../shared/format/use-format.js';
import { Button } from '../../../shared/ui/button.js';
import { OfferList } from './offer-list.js';

interface CouponSectionProps {
  input: string;
  onInput: (value: string) => void;
  applied: { code: string; discountPaise: number } | null;
  error: string | null;
  busy: boolean;
  onApply: () => void;
  onRemove: () => void;
  /** Offers from the server; undefined while they load (or when they could not be loaded). */
  offers: CouponOffer[] | undefined;
  onApplyOffer: (code: string) => void;
}

/**
 * The offers the customer can use, each with an Apply button, and a field for any other code. Apply asks for a
 * quote with the code; a refusal shows under the field in the customer's language.
 */
export function CouponSection({
  input,
  onInput,
  applied,
  error,
  busy,
  onApply,
  onRemove,
  offers,
  onApplyOffer,
}: CouponSectionProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <section className="space-y-2 rounded-2xl bg-white p-4 dark:bg-stone-900" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="flex items-center gap-2 font-semibold">
        <TicketPercent aria-hidden="true" className="size-5 text-brand-600 dark:text-brand-400" />
        {t('checkout.coupon')}
      </h2>
      {applied ? (
        <div
          data-testid="coupon-applied"
          className="flex items-center justify-between gap-3 rounded-xl bg-brand-50 p-3 text-sm dark:bg-brand-900/60"
        >
          <p>
            <strong className="font-bold">{applied.code}</strong>{' '}
            {t('checkout.couponApplied', { amount: format.rupees(applied.discountPaise) })}
          </p>
          <Button variant="secondary" className="min-h-10 px-3 py-1.5 text-sm" onClick={onRemove}>
            {t('checkout.couponRemove')}
          </Button>
        </div>
      ) : (
        <>
          {offers ? (
            <>
              <h3 className="text-sm font-semibold">{t('checkout.offers')}</h3>
              <OfferList offers={offers} busy={busy} onApply={onApplyOffer} />
            </>
          ) : null}
          <label htmlFor={id} className="block pt-1 text-sm font-medium text-stone-700 dark:text-stone-300">
            {t('checkout.couponCode')}
          </label>
          <div className="flex gap-2">
            <input
              id={id}
              value={input}
              onChange={(event) => onInput(event.target.value.toUpperCase())}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  onApply();
                }
              }}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={20}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              className="min-w-0 flex-1 rounded-xl border border-stone-300 bg-white px-3 py-2.5 text-base uppercase aria-invalid:border-red-500 dark:border-stone-600 dark:bg-stone-900"
            />
            <Button variant="secondary" onClick={onApply} disabled={busy || !input.trim()}>
              {busy ? t('checkout.couponApplying') : t('checkout.couponApply')}
            </Button>
          </div>
          {error ? (
            <p
              id={errorId}
              role="alert"
              className="text-sm text-red-600 dark:text-red-400"
              data-testid="coupon-error"
            >
              {error}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
