import { UPI_ID } from '@tokri/core';
import { describe, expect, it } from 'vitest';
import { parsePaymentCallback } from './payment-callback.js';
import { isValidUpiId, UPI_ID_PATTERN } from './upi.js';

describe('the payment gateway callback', () => {
  it('when the payment was approved, then the signed triple is read', () => {
    expect(
      parsePaymentCallback('?razorpay_order_id=order_1&razorpay_payment_id=pay_2&razorpay_signature=abc123'),
    ).toEqual({ kind: 'success', gatewayOrderId: 'order_1', paymentId: 'pay_2', signature: 'abc123' });
  });

  it('when the sandbox declined, then it is a failure with its reason', () => {
    expect(
      parsePaymentCallback(
        new URLSearchParams(
          'razorpay_order_id=order_1&error_code=BAD_REQUEST_ERROR&error_reason=payment_declined',
        ),
      ),
    ).toEqual({ kind: 'failure', gatewayOrderId: 'order_1', reason: 'payment_declined' });
  });

  it("when Razorpay's own redirect reports an error, then its bracketed fields are understood", () => {
    const query = new URLSearchParams({
      'error[code]': 'BAD_REQUEST_ERROR',
      'error[reason]': 'payment_cancelled',
      'error[metadata][order_id]': 'order_9',
    });
    expect(parsePaymentCallback(query)).toEqual({
      kind: 'failure',
      gatewayOrderId: 'order_9',
      reason: 'payment_cancelled',
    });
  });

  it('when a signature is missing or an error is present, then it is never treated as paid', () => {
    expect(parsePaymentCallback('?razorpay_order_id=o&razorpay_payment_id=p').kind).toBe('failure');
    expect(
      parsePaymentCallback('?razorpay_order_id=o&razorpay_payment_id=p&razorpay_signature=s&error_code=X')
        .kind,
    ).toBe('failure');
  });

  it('when the page is opened without a gateway order, then there is nothing to act on', () => {
    expect(parsePaymentCallback('')).toEqual({ kind: 'invalid' });
    expect(parsePaymentCallback('?razorpay_payment_id=p&razorpay_signature=s')).toEqual({ kind: 'invalid' });
  });

  it('when a reason is very long, then it is cut to what the server accepts', () => {
    const result = parsePaymentCallback(`?razorpay_order_id=o&error_reason=${'x'.repeat(500)}`);
    expect(result.kind === 'failure' && result.reason.length).toBe(200);
  });
});

describe('UPI ids', () => {
  it('are checked with the same pattern as the server', () => {
    expect(UPI_ID_PATTERN.source).toBe(UPI_ID.source);
    expect(isValidUpiId(' priya@okaxis ')).toBe(true);
    expect(isValidUpiId('priya')).toBe(false);
    expect(isValidUpiId('p@1bank')).toBe(false);
  });
});
