/** A payment gateway following Razorpay's flow: server-side order, client checkout, signed result, webhooks. */
export interface GatewayOrder {
  id: string;
  amountPaise: number;
  currency: string;
}

/** A refund as the gateway reports it (Razorpay's refund entity: pending, then processed or failed). */
export type GatewayRefundStatus = 'pending' | 'processed' | 'failed';

export interface GatewayRefund {
  refundId: string;
  status: GatewayRefundStatus;
  amountPaise: number;
}

export interface GatewayRefundRequest {
  /** The gateway's payment id (pay_...). */
  paymentId: string;
  amountPaise: number;
  /**
   * The same key on a retry gets the same refund, never a second one (Razorpay's X-Refund-Idempotency:
   * 10+ characters of letters, digits, hyphens and underscores; the retried body must be identical).
   */
  idempotencyKey: string;
  /** Our reference, up to 40 characters (Razorpay's limit). */
  receipt: string;
  notes: Record<string, string>;
}

/**
 * One payment attempt on a gateway order, as the gateway reports it (Razorpay's payment entity: created,
 * authorized, captured, refunded or failed). Only `captured` is money the shop holds.
 */
export interface GatewayPayment {
  /** The gateway's payment id (pay_...). */
  id: string;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  amountPaise: number;
}

/** The gateway refused to refund (more than is left, not captured, ...): retrying the same request will not help. */
export class GatewayRefundRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GatewayRefundRefused';
  }
}

export interface PaymentGateway {
  readonly name: 'sandbox' | 'razorpay';
  /** Public key the web checkout needs. */
  readonly keyId: string;
  createOrder(input: {
    amountPaise: number;
    currency: 'INR';
    receipt: string;
    notes: Record<string, string>;
  }): Promise<GatewayOrder>;
  /** Where the browser goes to pay (the sandbox's hosted page); null when the gateway's own script is used. */
  checkoutUrl(gatewayOrderId: string, callbackPath: string): string | null;
  verifyPayment(gatewayOrderId: string, paymentId: string, signature: string): boolean;
  verifyWebhook(rawBody: string, signature: string): boolean;
  /** Returns money from a captured payment (whole or part); throws GatewayRefundRefused when the gateway says no. */
  refund(request: GatewayRefundRequest): Promise<GatewayRefund>;
  /**
   * Reads a refund's state again (Razorpay's GET /v1/refunds/:id), for a refund left pending without a webhook.
   * Throws when the gateway cannot be asked; the caller tries again later.
   */
  refundStatus(refundId: string): Promise<GatewayRefund>;
  /**
   * The payments made on one gateway order (Razorpay's GET /v1/orders/:id/payments), for an order whose
   * webhook may never have come (ADR 0070). Throws when the gateway cannot be asked; the caller tries later.
   */
  orderPayments(gatewayOrderId: string): Promise<GatewayPayment[]>;
}

/** The webhook payload shape both gateways send (Razorpay's). */
export interface GatewayWebhookEvent {
  event: 'payment.captured' | 'payment.failed' | 'order.paid' | string;
  payload: {
    payment?: {
      entity: {
        id: string;
        order_id: string;
        amount: number;
        currency: string;
        status: string;
        error_description?: string;
      };
    };
    /** refund.created / refund.processed / refund.failed carry the refund entity. */
    refund?: {
      entity: {
        id: string;
        payment_id: string;
        amount: number;
        status: string;
        receipt?: string | null;
      };
    };
  };
}
