import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '../../../i18n/use-translation.js';
import { apiUrl } from '../../../shared/api/api-origin.js';
import { toast } from '../../../shared/ui/toast.js';
import { startPayment } from '../api/payments-api.js';
import { openRazorpayCheckout } from '../razorpay/razorpay-checkout.js';
import { usePaymentOutcome } from './use-payment-outcome.js';

/**
 * Pays for an unpaid online order: asks the server for the gateway order, then either sends the browser to
 * the sandbox gateway's page (it comes back to /checkout/payment) or opens Razorpay Checkout.
 */
export function useStartPayment() {
  const { t } = useTranslation();
  const outcome = usePaymentOutcome();
  const mutation = useMutation({
    mutationFn: async (orderId: string) => {
      const payment = await startPayment(orderId);
      if (payment.provider === 'razorpay') {
        await openRazorpayCheckout(payment, {
          onSuccess: (signed) =>
            void outcome.succeed(signed).catch((error: Error) => {
              toast.error(t('payments.verifyFailed'), { description: error.message });
            }),
          onFailure: (reason) => void outcome.fail(payment.gatewayOrderId, reason, orderId),
        });
        return 'opened' as const;
      }
      if (!payment.checkoutUrl) throw new Error(t('payments.startFailed'));
      window.location.assign(apiUrl(payment.checkoutUrl));
      return 'redirected' as const;
    },
    onError: (error) => toast.error(t('payments.startFailed'), { description: error.message }),
  });

  // Coming back from the gateway with the browser's Back button restores this page as it was: let it pay again.
  const { reset } = mutation;
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) reset();
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, [reset]);

  return {
    start: mutation.mutateAsync,
    /** Busy while starting, and after sending the browser to the gateway until it leaves. */
    busy: mutation.isPending || mutation.data === 'redirected',
  };
}
