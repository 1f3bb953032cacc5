/** What other features may use from payments. The return and payment-methods pages are loaded by the router. */
export { usePaymentFailedToast } from './hooks/use-payment-outcome.js';
export { useStartPayment } from './hooks/use-start-payment.js';
