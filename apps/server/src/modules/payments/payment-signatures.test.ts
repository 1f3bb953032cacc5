import { describe, expect, it } from 'vitest';
import {
  hmacHex,
  paymentSignature,
  safeEqualHex,
  verifyPaymentSignature,
  verifyWebhookSignature,
} from './payment-signatures.js';

/**
 * Known answers, not values made by the code under test (issue 20): RFC 4231's HMAC-SHA256 vector, and Razorpay
 * signatures computed once outside this code with
 *   printf '%s' 'order_IluGWxBm9U8zJ8|pay_IluGZ5uqWE5bBl' | openssl dgst -sha256 -hmac 'rzp_test_secret_EXAMPLE'
 * and confirmed with the official package's `validatePaymentVerification` (razorpay/dist/utils/razorpay-utils).
 */
const KEY_SECRET = 'rzp_test_secret_EXAMPLE';
const ORDER_ID = 'order_IluGWxBm9U8zJ8';
const PAYMENT_ID = 'pay_IluGZ5uqWE5bBl';
const PAYMENT_SIGNATURE = '7e7b39de12f5e7f83f1717ec3fffdc68629f8f088bb2f1ca2a04dc93acceda09';

const WEBHOOK_SECRET = 'whsec_example_123';
const WEBHOOK_BODY =
  '{"event":"payment.captured","payload":{"payment":{"entity":{"id":"pay_IluGZ5uqWE5bBl","amount":21400}}}}';
const WEBHOOK_SIGNATURE = '5347763512fb9cec0e8d72a360cdeaeae798fa72d0b8c442bc7f10cbe9e20627';

describe('payment signatures against known answers', () => {
  it('computes HMAC-SHA256 as RFC 4231 test case 2 says', () => {
    expect(hmacHex('Jefe', 'what do ya want for nothing?')).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
  });

  it("signs a Checkout payment as Razorpay does: order id, '|', payment id", () => {
    expect(paymentSignature(KEY_SECRET, ORDER_ID, PAYMENT_ID)).toBe(PAYMENT_SIGNATURE);
    expect(verifyPaymentSignature(KEY_SECRET, ORDER_ID, PAYMENT_ID, PAYMENT_SIGNATURE)).toBe(true);
    // Order and payment swapped, another secret, one character changed, upper case: all refused.
    expect(verifyPaymentSignature(KEY_SECRET, PAYMENT_ID, ORDER_ID, PAYMENT_SIGNATURE)).toBe(false);
    expect(verifyPaymentSignature('other', ORDER_ID, PAYMENT_ID, PAYMENT_SIGNATURE)).toBe(false);
    expect(
      verifyPaymentSignature(KEY_SECRET, ORDER_ID, PAYMENT_ID, `${PAYMENT_SIGNATURE.slice(0, -1)}8`),
    ).toBe(false);
    expect(verifyPaymentSignature(KEY_SECRET, ORDER_ID, PAYMENT_ID, PAYMENT_SIGNATURE.toUpperCase())).toBe(
      false,
    );
  });

  it('verifies a webhook on the raw body, byte for byte', () => {
    expect(verifyWebhookSignature(WEBHOOK_SECRET, WEBHOOK_BODY, WEBHOOK_SIGNATURE)).toBe(true);
    // The same JSON re-serialised with a space is another body.
    expect(
      verifyWebhookSignature(WEBHOOK_SECRET, WEBHOOK_BODY.replace('":"', '": "'), WEBHOOK_SIGNATURE),
    ).toBe(false);
    expect(verifyWebhookSignature('whsec_other', WEBHOOK_BODY, WEBHOOK_SIGNATURE)).toBe(false);
  });

  it('compares only lower-case hex of the same length', () => {
    expect(safeEqualHex('ab', 'ab')).toBe(true);
    expect(safeEqualHex('ab', 'abab')).toBe(false);
    expect(safeEqualHex('abab', 'ab')).toBe(false);
    expect(safeEqualHex('ab', 'zz')).toBe(false);
    expect(safeEqualHex('ab', '')).toBe(false);
  });
});
