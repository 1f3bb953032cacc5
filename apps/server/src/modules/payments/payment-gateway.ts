/** A payment gateway following Razorpay's flow: server-side order, client checkout, signed result, webhooks. */
export interface GatewayOrder {
  id: string;
  amountPaise: number;
  currency: string;
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
  };
}
