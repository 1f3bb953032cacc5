/** What other features may use from payments. The return and payment-methods pages are loaded by the router. */

export type { SignedPayment } from './api/payments-api.js';
export { usePaymentFailedToast } from './hooks/use-payment-outcome.js';
export { useStartPayment } from './hooks/use-start-payment.js';
export { openRazorpayCheckout } from './razorpay/razorpay-checkout.js';
export { parsePaymentCallback } from './utils/payment-callback.js';
