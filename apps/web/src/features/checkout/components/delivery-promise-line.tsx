import type { DeliveryPromise } from '@tokri/core';
import { Clock } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation.js';

export type PromiseState =
  | { kind: 'promise'; promise: DeliveryPromise; storeName: string | null }
  | { kind: 'needsPincode' }
  | { kind: 'notServiceable' }
  | { kind: 'checking' };

/** "Arrives in 25–35 min · Delivered from Tokri Indiranagar", shown next to "Place order", before paying. */
export function DeliveryPromiseLine({ state }: { state: PromiseState }) {
  const { t } = useTranslation();
  if (state.kind === 'checking') return null;
  const text =
    state.kind === 'promise'
      ? t('checkout.promise', { min: state.promise.minMinutes, max: state.promise.maxMinutes })
      : state.kind === 'needsPincode'
        ? t('checkout.promiseNeedsPincode')
        : t('checkout.notServiceable');
  return (
    <p
      data-testid="delivery-promise"
      className={`flex items-center gap-1.5 text-sm ${state.kind === 'notServiceable' ? 'font-semibold text-red-700 dark:text-red-300' : ''}`}
    >
      <Clock aria-hidden="true" className="size-4 shrink-0 text-brand-600 dark:text-brand-400" />
      <span className="min-w-0">
        <span className={state.kind === 'promise' ? 'font-bold' : ''}>{text}</span>
        {state.kind === 'promise' && state.storeName ? (
          <span className="text-stone-600 dark:text-stone-400">
            {' · '}
            {t('checkout.deliversFrom', { store: state.storeName })}
          </span>
        ) : null}
      </span>
    </p>
  );
}
