import { errorMessage, type SavedPaymentMethod } from '@tokri/core';
import { CreditCard, Smartphone, Star, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useLanguage } from '../../i18n/use-language.js';
import { useTranslation } from '../../i18n/use-translation.js';
import { ApiError } from '../../shared/api/api-error.js';
import { Button } from '../../shared/ui/button.js';
import { EmptyState } from '../../shared/ui/empty-state.js';
import { Page } from '../../shared/ui/page.js';
import { QueryError } from '../../shared/ui/query-error.js';
import { Spinner } from '../../shared/ui/spinner.js';
import { TextField } from '../../shared/ui/text-field.js';
import { toast } from '../../shared/ui/toast.js';
import { useChangePaymentMethods, usePaymentMethods } from './api/payment-methods-api.js';
import { isValidUpiId } from './utils/upi.js';

const NETWORKS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  rupay: 'RuPay',
  amex: 'American Express',
  diners: 'Diners Club',
};

function MethodRow({ method }: { method: SavedPaymentMethod }) {
  const { t } = useTranslation();
  const change = useChangePaymentMethods();
  const title =
    method.kind === 'upi'
      ? (method.upiId ?? '')
      : t('paymentMethods.card', {
          network: NETWORKS[method.cardNetwork ?? ''] ?? method.cardNetwork ?? '',
          last4: method.cardLast4 ?? '',
        });
  const Icon = method.kind === 'upi' ? Smartphone : CreditCard;
  const onError = (error: Error) =>
    toast.error(t('paymentMethods.changeFailed'), { description: error.message });
  return (
    <li
      className="flex flex-wrap items-center gap-3 rounded-2xl bg-white p-3 dark:bg-stone-900"
      data-testid="payment-method"
    >
      <Icon aria-hidden="true" className="size-6 shrink-0 text-brand-600 dark:text-brand-400" />
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold">{title}</p>
        <p className="text-xs text-stone-500 dark:text-stone-400">
          {method.label || (method.kind === 'upi' ? t('paymentMethods.upi') : t('paymentMethods.savedCard'))}
          {method.isDefault ? (
            <span className="ml-2 rounded-full bg-brand-100 px-2 py-0.5 font-semibold text-brand-700 dark:bg-brand-900 dark:text-brand-300">
              {t('paymentMethods.default')}
            </span>
          ) : null}
        </p>
      </div>
      <div className="flex gap-1">
        {method.isDefault ? null : (
          <Button
            variant="secondary"
            className="min-h-10 px-3 py-1.5 text-sm"
            disabled={change.isPending}
            onClick={() => change.mutate({ action: 'makeDefault', id: method.id }, { onError })}
          >
            <Star aria-hidden="true" className="size-4" />
            {t('paymentMethods.makeDefault')}
          </Button>
        )}
        <button
          type="button"
          disabled={change.isPending}
          aria-label={t('paymentMethods.remove', { name: title })}
          onClick={() =>
            change.mutate(
              { action: 'remove', id: method.id },
              { onSuccess: () => toast.success(t('paymentMethods.removed')), onError },
            )
          }
          className="inline-flex size-11 items-center justify-center rounded-full text-stone-500 hover:bg-stone-100 hover:text-red-600 dark:text-stone-400 dark:hover:bg-stone-800"
        >
          <Trash2 aria-hidden="true" className="size-5" />
        </button>
      </div>
    </li>
  );
}

function AddUpiForm({ first }: { first: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const change = useChangePaymentMethods();
  const [upiId, setUpiId] = useState('');
  const [label, setLabel] = useState('');
  const [makeDefault, setMakeDefault] = useState(first);
  const [error, setError] = useState<string | undefined>();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = upiId.trim();
    if (!isValidUpiId(value)) {
      setError(errorMessage('INVALID_UPI', language));
      return;
    }
    setError(undefined);
    change.mutate(
      { action: 'addUpi', upiId: value, label: label.trim(), makeDefault },
      {
        onSuccess: () => {
          toast.success(t('paymentMethods.added'));
          setUpiId('');
          setLabel('');
          setMakeDefault(false);
        },
        onError: (failure) =>
          setError(failure instanceof ApiError ? (failure.fields.upiId ?? failure.message) : failure.message),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3 rounded-2xl bg-white p-4 dark:bg-stone-900">
      <h2 className="font-semibold">{t('paymentMethods.addUpi')}</h2>
      <TextField
        label={t('paymentMethods.upiId')}
        hint={t('paymentMethods.upiHint')}
        value={upiId}
        onChange={(event) => setUpiId(event.target.value)}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        inputMode="email"
        error={error}
      />
      <TextField
        label={t('paymentMethods.label')}
        value={label}
        maxLength={60}
        onChange={(event) => setLabel(event.target.value)}
      />
      <label className="flex min-h-11 items-center gap-3">
        <input
          type="checkbox"
          checked={makeDefault}
          onChange={(event) => setMakeDefault(event.target.checked)}
          className="size-5 accent-brand-600"
        />
        {t('paymentMethods.makeDefaultOnAdd')}
      </label>
      <Button type="submit" className="w-full" disabled={change.isPending}>
        {change.isPending ? t('paymentMethods.saving') : t('paymentMethods.addUpiButton')}
      </Button>
    </form>
  );
}

/** /payment-methods: saved UPI ids and cards (cards are saved by the gateway after a payment). */
export function PaymentMethodsPage() {
  const { t } = useTranslation();
  const methods = usePaymentMethods();
  return (
    <Page title={t('pages.paymentMethods')}>
      <div className="space-y-4">
        {methods.isPending ? <Spinner label={t('app.loading')} /> : null}
        {methods.isError ? (
          <QueryError
            message={t('paymentMethods.loadFailed')}
            detail={methods.error.message}
            retryLabel={t('catalogue.retry')}
            onRetry={() => void methods.refetch()}
          />
        ) : null}
        {methods.data?.length === 0 ? (
          <EmptyState icon={CreditCard} body={t('paymentMethods.empty')} testId="payment-methods-empty" />
        ) : null}
        {methods.data?.length ? (
          <ul className="space-y-2" aria-label={t('paymentMethods.saved')}>
            {methods.data.map((method) => (
              <MethodRow key={method.id} method={method} />
            ))}
          </ul>
        ) : null}
        {methods.data ? <AddUpiForm first={methods.data.length === 0} /> : null}
        <p className="text-xs text-stone-500 dark:text-stone-400">{t('paymentMethods.cardsNote')}</p>
      </div>
    </Page>
  );
}
