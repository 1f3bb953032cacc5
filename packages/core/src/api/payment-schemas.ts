import { z } from 'zod';
import { upiIdSchema } from './checkout-schemas.js';

/** POST /api/payments/verify: Razorpay Checkout's signed answer. */
export const paymentVerifyRequestSchema = z.object({
  razorpay_order_id: z.string().min(6).max(60),
  razorpay_payment_id: z.string().min(6).max(60),
  razorpay_signature: z.string().min(10).max(200),
});

/** POST /api/payments/failed. */
export const paymentFailureRequestSchema = z.object({
  razorpay_order_id: z.string().min(6).max(60),
  reason: z.string().trim().max(200).default('failed'),
});

/** POST /api/payment-methods. */
const methodOptions = { label: z.string().trim().max(60).optional(), makeDefault: z.boolean().optional() };

/** Strict: a body carrying anything else (a card number, a CVV) is refused outright and nothing is stored. */
export const newPaymentMethodSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('upi'), upiId: upiIdSchema, ...methodOptions }).strict(),
  z
    .object({
      kind: z.literal('card'),
      token: z.string().regex(/^token_[A-Za-z0-9]{8,40}$/),
      last4: z.string().regex(/^[0-9]{4}$/),
      network: z.enum(['visa', 'mastercard', 'rupay', 'amex', 'diners']),
      ...methodOptions,
    })
    .strict(),
]);
export type PaymentVerifyRequest = z.input<typeof paymentVerifyRequestSchema>;
export type NewPaymentMethodRequest = z.input<typeof newPaymentMethodSchema>;
