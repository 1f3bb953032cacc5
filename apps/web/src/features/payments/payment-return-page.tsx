import { CreditCard } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.js';
import { EmptyState } from '../../shared/ui/empty-state.js';
import { linkButtonClass } from '../../shared/ui/link-button-class.js';
import { Page } from '../../shared/ui/page.js';
import { Spinner } from '../../shared/ui/spinner.js';
import { usePaymentOutcome } from './hooks/use-payment-outcome.js';
import { parsePaymentCallback } from './utils/payment-callback.js';

/** Each gateway result is acted on once, even if the page renders again (or twice in development). */
const handled = new Set<string>();

/** /checkout/payment: where the payment gateway sends the customer back with the signed result. */
export function PaymentReturnPage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const callback = useMemo(() => parsePaymentCallback(search), [search]);
  const outcome = usePaymentOutcome();
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (callback.kind === 'invalid' || handled.has(search)) return;
    handled.add(search);
    if (callback.kind === 'success') {
      outcome.succeed(callback).catch((failure: Error) => setError(failure.message));
    } else {
      void outcome.fail(callback.gatewayOrderId, callback.reason);
    }
  }, [callback, outcome, search]);

  if (callback.kind === 'invalid' || error) {
    return (
      <Page title={t('payments.returnTitle')}>
        <EmptyState
          icon={CreditCard}
          title={error ? t('payments.verifyFailed') : t('payments.nothingToConfirm')}
          body={error ?? t('payments.nothingToConfirmBody')}
          testId="payment-return-problem"
          action={
            <Link to="/orders" className={linkButtonClass.primary}>
              {t('confirmation.viewOrders')}
            </Link>
          }
        />
      </Page>
    );
  }
  return <Spinner label={t('payments.confirming')} />;
}
