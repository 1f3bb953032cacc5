import { describe, expect, it } from 'vitest';
import {
  newPaymentMethodSchema,
  paymentFailureRequestSchema,
  paymentVerifyRequestSchema,
} from './payment-schemas.js';

type Schema = {
  safeParse(input: unknown): { error?: { issues: { path: PropertyKey[]; message: string }[] } };
};
/** Each issue as "path: message": the field a test expects refused, and the code it expects. */
const issuesOf = (schema: Schema, input: unknown) =>
  schema.safeParse(input).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];
const pathsOf = (schema: Schema, input: unknown) =>
  schema.safeParse(input).error?.issues.map((issue) => issue.path.join('.')) ?? [];

const verified = {
  razorpay_order_id: 'order_9A33XWu170gUtm',
  razorpay_payment_id: 'pay_29QQoUBi66xm2f',
  razorpay_signature: '9ef4dffbfd84f1318f6739a3ce19f9d85851857ae648f114332d8401e0949a3d',
};

describe('payment verification and failure', () => {
  it('when Checkout answers with its three fields, then they are accepted as sent', () => {
    expect(paymentVerifyRequestSchema.parse(verified)).toEqual(verified);
  });

  it.each([
    ['razorpay_order_id', 6, 60],
    ['razorpay_payment_id', 6, 60],
    ['razorpay_signature', 10, 200],
  ])(
    'when %s has from %i to %i characters, then it is accepted; one fewer or one more is refused',
    (field, min, max) => {
      for (const [length, accepted] of [
        [min - 1, false],
        [min, true],
        [max, true],
        [max + 1, false],
      ] as const)
        expect(pathsOf(paymentVerifyRequestSchema, { ...verified, [field]: 'x'.repeat(length) })).toEqual(
          accepted ? [] : [field],
        );
    },
  );

  it('when a failure comes without a reason, then the reason is "failed"; a given one is trimmed', () => {
    expect(paymentFailureRequestSchema.parse({ razorpay_order_id: 'order_1' })).toEqual({
      razorpay_order_id: 'order_1',
      reason: 'failed',
    });
    expect(
      paymentFailureRequestSchema.parse({ razorpay_order_id: 'order_1', reason: ' cancelled ' }).reason,
    ).toBe('cancelled');
  });

  it.each([
    ['a 200-character reason', { razorpay_order_id: 'order_1', reason: 'r'.repeat(200) }, []],
    ['a 201-character reason', { razorpay_order_id: 'order_1', reason: 'r'.repeat(201) }, ['reason']],
    ['a 5-character order id', { razorpay_order_id: 'ord_1' }, ['razorpay_order_id']],
    ['a 61-character order id', { razorpay_order_id: 'o'.repeat(61) }, ['razorpay_order_id']],
  ])('when a failure has %s, then %j is refused', (_, input, paths) => {
    expect(pathsOf(paymentFailureRequestSchema, input)).toEqual(paths);
  });
});

describe('a saved payment method', () => {
  const card = { kind: 'card', token: 'token_AbCd1234', last4: '4242', network: 'visa' };

  it('when a UPI id is saved with a label, then both are trimmed', () => {
    expect(newPaymentMethodSchema.parse({ kind: 'upi', upiId: ' priya@okaxis ', label: ' Mine ' })).toEqual({
      kind: 'upi',
      upiId: 'priya@okaxis',
      label: 'Mine',
    });
  });

  it.each(['visa', 'mastercard', 'rupay', 'amex', 'diners'])(
    'when a %s card token is saved, then it is accepted',
    (network) => {
      expect(pathsOf(newPaymentMethodSchema, { ...card, network, makeDefault: true })).toEqual([]);
    },
  );

  it.each([
    ['network', 'discover'],
    ['token', 'token_AbCd123'],
    ['token', `token_${'a'.repeat(41)}`],
    ['token', 'tok_AbCd1234'],
    ['token', 'token_AbCd1234 '],
    ['last4', '424'],
    ['last4', '42424'],
    ['last4', '42a2'],
    ['label', 'l'.repeat(61)],
    ['makeDefault', 'yes'],
  ])('when a card has %s %j, then that field is refused', (field, value) => {
    expect(pathsOf(newPaymentMethodSchema, { ...card, [field]: value })).toEqual([field]);
  });

  it('when a card token has 40 characters after token_ and a 60-character label, then it is accepted', () => {
    expect(
      pathsOf(newPaymentMethodSchema, { ...card, token: `token_${'a'.repeat(40)}`, label: 'l'.repeat(60) }),
    ).toEqual([]);
  });

  it.each([
    ['a card number', { ...card, cardNumber: '4242424242424242' }],
    ['a CVV', { ...card, cvv: '123' }],
    ['a card number beside a UPI id', { kind: 'upi', upiId: 'priya@okaxis', cardNumber: '4242424242424242' }],
  ])('when the body also carries %s, then the whole request is refused', (_, body) => {
    expect(newPaymentMethodSchema.safeParse(body).error?.issues.map((issue) => issue.code)).toEqual([
      'unrecognized_keys',
    ]);
  });

  it('when the kind is neither upi nor card, or the UPI id is bad, then it is refused there', () => {
    expect(pathsOf(newPaymentMethodSchema, { kind: 'netbanking' })).toEqual(['kind']);
    expect(issuesOf(newPaymentMethodSchema, { kind: 'upi', upiId: 'priya' })).toEqual(['upiId: INVALID_UPI']);
  });
});
