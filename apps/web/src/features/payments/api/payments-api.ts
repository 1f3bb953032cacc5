import type { PaymentStart } from '@tokri/core';
import { api } from '../../../shared/api/api-client.js';

export interface SignedPayment {
  gatewayOrderId: string;
  paymentId: string;
  signature: string;
}

export const startPayment = (orderId: string) =>
  api<{ payment: PaymentStart }>(`/api/payments/orders/${encodeURIComponent(orderId)}/start`, {
    method: 'POST',
  }).then((body) => body.payment);

export const verifyPayment = (payment: SignedPayment) =>
  api<{ orderId: string }>('/api/payments/verify', {
    method: 'POST',
    body: {
      razorpay_order_id: payment.gatewayOrderId,
      razorpay_payment_id: payment.paymentId,
      razorpay_signature: payment.signature,
    },
  });

export const reportPaymentFailure = (gatewayOrderId: string, reason: string) =>
  api<{ orderId: string }>('/api/payments/failed', {
    method: 'POST',
    body: { razorpay_order_id: gatewayOrderId, reason },
  });
