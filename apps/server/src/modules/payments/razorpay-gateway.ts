import {
  type GatewayOrder,
  type GatewayRefund,
  GatewayRefundRefused,
  type GatewayRefundStatus,
  type PaymentGateway,
} from './payment-gateway.js';
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
  const api = (path: string) => `${settings.apiBase.replace(/\/$/, '')}${path}`;
  return {
    name: 'razorpay',
    keyId: settings.keyId,
    async createOrder({ amountPaise, currency, receipt, notes }): Promise<GatewayOrder> {
      const response = await fetch(api('/v1/orders'), {
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
    /**
     * POST /v1/payments/:id/refund (Razorpay Refunds API): amount in paise, normal speed, our receipt and notes,
     * made idempotent with the X-Refund-Idempotency header. A 400 is a refusal (more than is left, not
     * captured); anything else (409 "still processing", 5xx, timeout) may be retried with the same key.
     */
    async refund({ paymentId, amountPaise, idempotencyKey, receipt, notes }): Promise<GatewayRefund> {
      const response = await fetch(api(`/v1/payments/${encodeURIComponent(paymentId)}/refund`), {
        method: 'POST',
        headers: {
          authorization: auth,
          'content-type': 'application/json',
          'x-refund-idempotency': idempotencyKey,
        },
        body: JSON.stringify({ amount: amountPaise, speed: 'normal', receipt: receipt.slice(0, 40), notes }),
        signal: AbortSignal.timeout(10_000),
      });
      const body = (await response.json().catch(() => null)) as {
        id?: string;
        amount?: number;
        status?: string;
        error?: { description?: string };
      } | null;
      if (response.status === 400) {
        throw new GatewayRefundRefused(
          `Razorpay refused the refund: ${body?.error?.description ?? 'no body'}`,
        );
      }
      if (!response.ok || !body?.id) {
        throw new Error(
          `Razorpay refund failed (${response.status}): ${body?.error?.description ?? 'no body'}`,
        );
      }
      const status: GatewayRefundStatus =
        body.status === 'processed' || body.status === 'failed' ? body.status : 'pending';
      return { refundId: body.id, status, amountPaise: body.amount ?? amountPaise };
    },
    /**
     * GET /v1/refunds/:id (Razorpay Refunds API, "Fetch Refund With ID"): the refund entity, whose status is
     * pending, processed or failed. Any error is thrown; the refund round asks again on its next pass.
     */
    async refundStatus(refundId): Promise<GatewayRefund> {
      const response = await fetch(api(`/v1/refunds/${encodeURIComponent(refundId)}`), {
        headers: { authorization: auth },
        signal: AbortSignal.timeout(10_000),
      });
      const body = (await response.json().catch(() => null)) as {
        id?: string;
        amount?: number;
        status?: string;
        error?: { description?: string };
      } | null;
      if (!response.ok || !body?.id) {
        throw new Error(
          `Razorpay refund lookup failed (${response.status}): ${body?.error?.description ?? 'no body'}`,
        );
      }
      const status: GatewayRefundStatus =
        body.status === 'processed' || body.status === 'failed' ? body.status : 'pending';
      return { refundId: body.id, status, amountPaise: body.amount ?? 0 };
    },
    checkoutUrl: () => null,
    verifyPayment: (orderId, paymentId, signature) =>
      verifyPaymentSignature(settings.keySecret, orderId, paymentId, signature),
    verifyWebhook: (rawBody, signature) => verifyWebhookSignature(settings.webhookSecret, rawBody, signature),
  };
}
