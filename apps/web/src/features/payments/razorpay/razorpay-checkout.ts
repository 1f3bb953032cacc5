import type { PaymentStart } from '@tokri/core';
import { currentLanguage } from '../../../i18n/index.js';
import type { SignedPayment } from '../api/payments-api.js';
import {
  checkoutSurface,
  type RazorpayOptions,
  type RazorpaySuccess,
  razorpayOptions,
} from './razorpay-options.js';

/**
 * Razorpay Checkout, only when the server's provider is 'razorpay' (the default sandbox hosts its own page).
 * The script is loaded on first use. Note: the server's Content-Security-Policy must then allow
 * https://checkout.razorpay.com (script) and https://api.razorpay.com (frame).
 */
const SCRIPT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

interface RazorpayFailure {
  error?: { code?: string; reason?: string; description?: string };
}

interface RazorpayInstance {
  open(): void;
  close(): void;
  on(event: 'payment.failed', callback: (response: RazorpayFailure) => void): void;
}

declare global {
  interface Window {
    Razorpay?: new (options: RazorpayOptions) => RazorpayInstance;
  }
}

let loading: Promise<void> | null = null;

function loadScript(): Promise<void> {
  if (window.Razorpay) return Promise.resolve();
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('Razorpay Checkout could not be loaded'));
    };
    document.head.append(script);
  });
  return loading;
}

export interface RazorpayHandlers {
  onSuccess: (payment: SignedPayment) => void;
  onFailure: (reason: string) => void;
}

/** Opens Razorpay Checkout for a gateway order; exactly one of the handlers runs, once. */
export async function openRazorpayCheckout(payment: PaymentStart, handlers: RazorpayHandlers) {
  await loadScript();
  const Razorpay = window.Razorpay;
  if (!Razorpay) throw new Error('Razorpay Checkout is not available');
  let settled = false;
  const once =
    <A extends unknown[]>(run: (...args: A) => void) =>
    (...args: A) => {
      if (settled) return;
      settled = true;
      run(...args);
    };
  const fail = once((reason: string) => handlers.onFailure(reason));
  const checkout = new Razorpay(
    razorpayOptions(payment, checkoutSurface(), currentLanguage(), {
      handler: once((response: RazorpaySuccess) =>
        handlers.onSuccess({
          gatewayOrderId: response.razorpay_order_id,
          paymentId: response.razorpay_payment_id,
          signature: response.razorpay_signature,
        }),
      ),
      onDismiss: () => fail('dismissed'),
    }),
  );
  checkout.on('payment.failed', (response) => {
    fail(response.error?.reason ?? response.error?.code ?? 'payment_failed');
    checkout.close();
  });
  checkout.open();
}
