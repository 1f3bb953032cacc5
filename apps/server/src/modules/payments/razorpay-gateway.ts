import {
  type GatewayOrder,
  type GatewayPayment,
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

/** What Razorpay answers: an entity (order or refund) or an error with its description. */
interface RazorpayEntity {
  id?: string;
  amount?: number;
  currency?: string;
  status?: string;
  error?: { description?: string };
  /** A collection's entities (GET /v1/orders/:id/payments). */
  items?: RazorpayEntity[];
}

const PAYMENT_STATUSES: readonly GatewayPayment['status'][] = [
  'created',
  'authorized',
  'captured',
  'refunded',
  'failed',
];

/** Razorpay: orders API over HTTPS with basic auth; the web client opens Razorpay Checkout with the order id. */
export function createRazorpayGateway(settings: RazorpaySettings): PaymentGateway {
  const auth = `Basic ${Buffer.from(`${settings.keyId}:${settings.keySecret}`).toString('base64')}`;
  const api = (path: string) => `${settings.apiBase.replace(/\/$/, '')}${path}`;
  /** One call with our key and a 10 s limit; the body, or null when it was not JSON. */
  async function call(path: string, body?: object, headers: Record<string, string> = {}) {
    const response = await fetch(api(path), {
      ...(body ? { method: 'POST', body: JSON.stringify(body) } : {}),
      headers: { authorization: auth, ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
      signal: AbortSignal.timeout(10_000),
    });
    const entity = (await response.json().catch(() => null)) as RazorpayEntity | null;
    return { response, entity, why: entity?.error?.description ?? 'no body' };
  }
  const refundStatusOf = (entity: RazorpayEntity): GatewayRefundStatus =>
    entity.status === 'processed' || entity.status === 'failed' ? entity.status : 'pending';
  return {
    name: 'razorpay',
    keyId: settings.keyId,
    async createOrder({ amountPaise, currency, receipt, notes }): Promise<GatewayOrder> {
      const { response, entity, why } = await call('/v1/orders', {
        amount: amountPaise,
        currency,
        receipt: receipt.slice(0, 40),
        notes,
      });
      if (!response.ok || !entity?.id) {
        throw new Error(`Razorpay order creation failed (${response.status}): ${why}`);
      }
      return {
        id: entity.id,
        amountPaise: entity.amount ?? amountPaise,
        currency: entity.currency ?? currency,
      };
    },
    /**
     * POST /v1/payments/:id/refund (Razorpay Refunds API): amount in paise, normal speed, our receipt and notes,
     * made idempotent with the X-Refund-Idempotency header. A 400 is a refusal (more than is left, not
     * captured); anything else (409 "still processing", 5xx, timeout) may be retried with the same key.
     */
    async refund({ paymentId, amountPaise, idempotencyKey, receipt, notes }): Promise<GatewayRefund> {
      const { response, entity, why } = await call(
        `/v1/payments/${encodeURIComponent(paymentId)}/refund`,
        { amount: amountPaise, speed: 'normal', receipt: receipt.slice(0, 40), notes },
        { 'x-refund-idempotency': idempotencyKey },
      );
      if (response.status === 400) throw new GatewayRefundRefused(`Razorpay refused the refund: ${why}`);
      if (!response.ok || !entity?.id) throw new Error(`Razorpay refund failed (${response.status}): ${why}`);
      return {
        refundId: entity.id,
        status: refundStatusOf(entity),
        amountPaise: entity.amount ?? amountPaise,
      };
    },
    /**
     * GET /v1/refunds/:id (Razorpay Refunds API, "Fetch Refund With ID"): the refund entity, whose status is
     * pending, processed or failed. Any error is thrown; the refund round asks again on its next pass.
     */
    async refundStatus(refundId): Promise<GatewayRefund> {
      const { response, entity, why } = await call(`/v1/refunds/${encodeURIComponent(refundId)}`);
      if (!response.ok || !entity?.id) {
        throw new Error(`Razorpay refund lookup failed (${response.status}): ${why}`);
      }
      return { refundId: entity.id, status: refundStatusOf(entity), amountPaise: entity.amount ?? 0 };
    },
    /**
     * GET /v1/orders/:id/payments (Razorpay Orders API, "Fetch Payments for an Order"): a collection of payment
     * entities. A status Razorpay may add later is read as `created` (not money we hold). Any error is thrown.
     */
    async orderPayments(gatewayOrderId): Promise<GatewayPayment[]> {
      const { response, entity, why } = await call(
        `/v1/orders/${encodeURIComponent(gatewayOrderId)}/payments`,
      );
      if (!response.ok || !Array.isArray(entity?.items)) {
        throw new Error(`Razorpay order payments lookup failed (${response.status}): ${why}`);
      }
      return entity.items.flatMap((item) =>
        typeof item.id === 'string' && typeof item.amount === 'number'
          ? [
              {
                id: item.id,
                status: PAYMENT_STATUSES.find((status) => status === item.status) ?? 'created',
                amountPaise: item.amount,
              },
            ]
          : [],
      );
    },
    checkoutUrl: () => null,
    verifyPayment: (orderId, paymentId, signature) =>
      verifyPaymentSignature(settings.keySecret, orderId, paymentId, signature),
    verifyWebhook: (rawBody, signature) => verifyWebhookSignature(settings.webhookSecret, rawBody, signature),
  };
}
