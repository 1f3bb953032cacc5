import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 as hex, Razorpay's signature scheme. */
export function hmacHex(secret: string, payload: string | Buffer): string {
  return createHmac('sha256', secret).update(payload).digest('hex');
}

/**
 * Constant-time comparison with a lower-case hex digest. Case-sensitive, like Razorpay's own utilities
 * (`expectedSignature === signature`): an upper-case copy of a signature is not that signature.
 */
export function safeEqualHex(expected: string, given: string): boolean {
  if (!/^[0-9a-f]+$/.test(given) || given.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(given, 'hex'));
}

/** Checkout's payment signature: HMAC-SHA256 of "<order_id>|<payment_id>" with the key secret. */
export function paymentSignature(keySecret: string, gatewayOrderId: string, paymentId: string): string {
  return hmacHex(keySecret, `${gatewayOrderId}|${paymentId}`);
}

export function verifyPaymentSignature(
  keySecret: string,
  gatewayOrderId: string,
  paymentId: string,
  signature: string,
): boolean {
  return safeEqualHex(paymentSignature(keySecret, gatewayOrderId, paymentId), signature);
}

/** Webhook signature: HMAC-SHA256 of the raw request body with the webhook secret (X-Razorpay-Signature). */
export function verifyWebhookSignature(webhookSecret: string, rawBody: string, signature: string): boolean {
  return safeEqualHex(hmacHex(webhookSecret, rawBody), signature);
}
