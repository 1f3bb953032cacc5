import type { PaymentStart } from '@tokri/core';
import { describe, expect, it } from 'vitest';
import { razorpayOptions } from './razorpay-options.js';

const payment: PaymentStart = {
  provider: 'razorpay',
  keyId: 'rzp_test_123',
  orderId: 'b7e0c1a2-0000-4000-8000-000000000001',
  gatewayOrderId: 'order_Nx81',
  amountPaise: 45_050,
  currency: 'INR',
  checkoutUrl: null,
};
const callbacks = { handler: () => undefined, onDismiss: () => undefined };

describe("Razorpay Checkout's options (UPI by intent on phones, by QR on computers)", () => {
  it('when opened in the Android app, then UPI apps open by intent and no QR block is forced', () => {
    const options = razorpayOptions(payment, { androidShell: true, desktop: false }, 'en', callbacks);
    expect(options.webview_intent).toBe(true);
    expect(options.config).toBeUndefined();
    expect(options).toMatchObject({
      key: 'rzp_test_123',
      order_id: 'order_Nx81',
      amount: 45_050,
      currency: 'INR',
    });
  });

  it('when opened on a desktop browser, then the UPI QR block comes first, named in the shopper language', () => {
    const options = razorpayOptions(payment, { androidShell: false, desktop: true }, 'hi', callbacks);
    expect(options.webview_intent).toBeUndefined();
    expect(options.config?.display).toEqual({
      blocks: {
        upi_qr: {
          name: 'किसी भी यूपीआई ऐप से क्यूआर कोड स्कैन करें',
          instruments: [{ method: 'upi', flows: ['qr'] }],
        },
      },
      sequence: ['block.upi_qr'],
      preferences: { show_default_blocks: true },
    });
  });

  it("when opened in a phone's browser, then Checkout keeps its own choices (it offers UPI apps by intent there)", () => {
    const options = razorpayOptions(payment, { androidShell: false, desktop: false }, 'te', callbacks);
    expect(options.webview_intent).toBeUndefined();
    expect(options.config).toBeUndefined();
  });

  it('when dismissed, then the dismiss callback is what Checkout calls', () => {
    let dismissed = 0;
    const options = razorpayOptions(payment, { androidShell: false, desktop: false }, 'en', {
      handler: () => undefined,
      onDismiss: () => {
        dismissed += 1;
      },
    });
    options.modal.ondismiss();
    expect(dismissed).toBe(1);
  });
});
