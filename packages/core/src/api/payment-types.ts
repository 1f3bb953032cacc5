/** Payments API shapes shared by server and web (types only). */

/** POST /api/payments/orders/:id/start: the gateway order to pay for one unpaid order. */
export interface PaymentStart {
  provider: 'sandbox' | 'razorpay';
  keyId: string;
  orderId: string;
  gatewayOrderId: string;
  amountPaise: number;
  currency: string;
  /** The sandbox's hosted page; null for Razorpay (the web opens Razorpay Checkout). */
  checkoutUrl: string | null;
}

/** GET /api/payment-methods: saved UPI ids and gateway card tokens (never a card number). */
export interface SavedPaymentMethod {
  id: string;
  kind: 'upi' | 'card';
  label: string;
  upiId: string | null;
  cardLast4: string | null;
  cardNetwork: string | null;
  isDefault: boolean;
  createdAt: string;
}
