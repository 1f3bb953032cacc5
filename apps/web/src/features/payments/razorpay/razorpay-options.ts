import type { Language, PaymentStart } from '@tokri/core';
import { isNativeShell, nativePlatform } from '../../../shared/native/native-shell.js';
import { paymentsTexts } from '../i18n/texts.js';

export interface RazorpaySuccess {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

/** An instrument of Checkout's display configuration; Tokri uses only UPI's. */
interface UpiInstrument {
  method: 'upi';
  flows: ('qr' | 'intent' | 'collect')[];
}

export interface RazorpayOptions {
  key: string;
  order_id: string;
  amount: number;
  currency: string;
  name: string;
  handler: (response: RazorpaySuccess) => void;
  modal: { ondismiss: () => void };
  /** Inside an Android WebView, UPI apps open by intent (the shell lets upi:// and intent:// links out). */
  webview_intent?: boolean;
  config?: {
    display: {
      blocks: Record<string, { name: string; instruments: UpiInstrument[] }>;
      sequence: string[];
      preferences: { show_default_blocks: boolean };
    };
  };
}

/** Where Checkout opens: the Android app's WebView, a desktop browser (no touch, wide), or a phone's browser. */
export interface CheckoutSurface {
  androidShell: boolean;
  desktop: boolean;
}

/** Reads the surface from the browser: the Capacitor shell's platform, and a fine pointer on a wide screen. */
export function checkoutSurface(): CheckoutSurface {
  return {
    androidShell: isNativeShell() && nativePlatform() === 'android',
    desktop:
      window.matchMedia?.('(hover: hover) and (pointer: fine) and (min-width: 1024px)').matches ?? false,
  };
}

/**
 * Checkout's options for one gateway order. UPI collect (typing a UPI id) is being retired by NPCI, so UPI goes by
 * intent on phones and by QR on computers (ADR 0056): in the Android app `webview_intent` lets Checkout open the
 * UPI app itself; on a desktop the QR block comes first (Checkout's other methods stay below it).
 */
export function razorpayOptions(
  payment: PaymentStart,
  surface: CheckoutSurface,
  language: Language,
  callbacks: Pick<RazorpayOptions, 'handler'> & { onDismiss: () => void },
): RazorpayOptions {
  const options: RazorpayOptions = {
    key: payment.keyId,
    order_id: payment.gatewayOrderId,
    amount: payment.amountPaise,
    currency: payment.currency,
    name: 'Tokri',
    handler: callbacks.handler,
    modal: { ondismiss: callbacks.onDismiss },
  };
  if (surface.androidShell) options.webview_intent = true;
  else if (surface.desktop) {
    options.config = {
      display: {
        blocks: {
          upi_qr: {
            name: paymentsTexts.texts[language].upiQrBlock,
            instruments: [{ method: 'upi', flows: ['qr'] }],
          },
        },
        sequence: ['block.upi_qr'],
        preferences: { show_default_blocks: true },
      },
    };
  }
  return options;
}
