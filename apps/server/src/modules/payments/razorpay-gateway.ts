import type { GatewayOrder, PaymentGateway } from './payment-gateway.js';
import { verifyPaymentSignature, verifyWebhookSignature } from './payment-signatures.js';

export interface RazorpaySettings {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** https://api.razorpay.com, or a local stand-in in tests. */
  apiBase: string;
}

/** Razorpay: orders API over HTTPS with basic auth; the web client opens Razorpay Checkout with the order id. */
export function createRazorpayGateway(settings: RazorpaySettings): PaymentGateway {
  const auth = `Basic ${Buffer.from(`${settings.keyId}:${settings.keySecret}`).toString('base64')}`;
  return {
    name: 'razorpay',
    keyId: settings.keyId,
    async createOrder({ amountPaise, currency, receipt, notes }): Promise<GatewayOrder> {
      const response = await fetch(`${settings.apiBase.replace(/\/$/, '')}/v1/orders`, {
        method: 'POST',
        headers: { authorization: auth, 'content-type': 'application/json' },
        body: JSON.stringify({ amount: amountPaise, currency, receipt: receipt.slice(0, 40), notes }),
        signal: AbortSignal.timeout(10_000),
      });
      const body = (await response.json().catch(() => null)) as {
        id?: string;
        amount?: number;
        currency?: string;
        error?: { description?: string };
      } | null;
      if (!response.ok || !body?.id) {
        throw new Error(
          `Razorpay order creation failed (${response.status}): ${body?.error?.description ?? 'no body'}`,
        );
      }
      return { id: body.id, amountPaise: body.amount ?? amountPaise, currency: body.currency ?? currency };
    },
    checkoutUrl: () => null,
    verifyPayment: (orderId, paymentId, signature) =>
      verifyPaymentSignature(settings.keySecret, orderId, paymentId, signature),
    verifyWebhook: (rawBody, signature) => verifyWebhookSignature(settings.webhookSecret, rawBody, signature),
  };
}
