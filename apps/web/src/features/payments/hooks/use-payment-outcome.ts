import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.js';
import { ordersKeys } from '../../../shared/api/order-keys.js';
import { toast } from '../../../shared/ui/toast.js';
import { reportPaymentFailure, type SignedPayment, verifyPayment } from '../api/payments-api.js';

/** Spec §8: the payment failure toast (destructive). */
export function usePaymentFailedToast() {
  const { t } = useTranslation();
  return useCallback(
    () =>
      toast.error(t('payments.failedTitle'), {
        id: 'payment-failed',
        description: t('payments.failedDescription'),
      }),
    [t],
  );
}

/**
 * The end of a payment attempt, wherever it happened (the gateway's return page or Razorpay's modal):
 * a signed success is verified by the server and leads to /confirmation; a failure is reported, the
 * failure toast shows, and the customer lands on the order, where "Pay now" tries again.
 */
export function usePaymentOutcome() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const failedToast = usePaymentFailedToast();

  const succeed = useCallback(
    async (payment: SignedPayment) => {
      const { orderId } = await verifyPayment(payment);
      void queryClient.invalidateQueries({ queryKey: ordersKeys.all });
      navigate('/confirmation', {
        replace: true,
        state: { orderId, fromWebSocket: false, paymentConfirmed: true },
      });
    },
    [navigate, queryClient],
  );

  const fail = useCallback(
    async (gatewayOrderId: string, reason: string, knownOrderId?: string) => {
      let orderId = knownOrderId;
      try {
        orderId = (await reportPaymentFailure(gatewayOrderId, reason)).orderId;
      } catch {
        // The attempt stays unpaid either way; the order page still offers "Pay now".
      }
      failedToast();
      void queryClient.invalidateQueries({ queryKey: ordersKeys.all });
      navigate(orderId ? `/orders/${orderId}` : '/orders', { replace: true });
    },
    [failedToast, navigate, queryClient],
  );

  return useMemo(() => ({ succeed, fail }), [succeed, fail]);
}
