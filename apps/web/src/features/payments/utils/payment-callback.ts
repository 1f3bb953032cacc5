import type { SignedPayment } from '../api/payments-api.js';

/**
 * What the gateway put in the URL when it sent the customer back to /checkout/payment:
 * approved  -> razorpay_order_id, razorpay_payment_id, razorpay_signature
 * declined  -> razorpay_order_id, error_code, error_reason (sandbox) or error[code], error[reason] (Razorpay)
 */
export type PaymentCallback =
  | ({ kind: 'success' } & SignedPayment)
  | { kind: 'failure'; gatewayOrderId: string; reason: string }
  | { kind: 'invalid' };

const MAX_REASON = 200;

function first(params: URLSearchParams, ...names: string[]): string {
  for (const name of names) {
    const value = params.get(name)?.trim();
    if (value) return value;
  }
  return '';
}

export function parsePaymentCallback(search: string | URLSearchParams): PaymentCallback {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const gatewayOrderId = first(params, 'razorpay_order_id', 'error[metadata][order_id]');
  if (!gatewayOrderId) return { kind: 'invalid' };
  const errorCode = first(params, 'error_code', 'error[code]');
  const reason = first(params, 'error_reason', 'error[reason]', 'error_description', 'error[description]');
  const paymentId = first(params, 'razorpay_payment_id');
  const signature = first(params, 'razorpay_signature');
  if (!errorCode && !reason && paymentId && signature) {
    return { kind: 'success', gatewayOrderId, paymentId, signature };
  }
  return {
    kind: 'failure',
    gatewayOrderId,
    reason: (reason || errorCode || 'payment_failed').slice(0, MAX_REASON),
  };
}
