import type { OrderStatus } from '../order-states.js';
import type { DeliveryAddress } from './address-schemas.js';

/** Shapes of the orders API, shared by server and web (type-only, so no schema code reaches the bundle). */

export type PaymentMethodKind = 'cod' | 'online';
export type PaymentStatus =
  | 'pending'
  | 'paid'
  | 'paid_online'
  | 'paid_cod'
  | 'failed'
  | 'refund_pending'
  | 'refunded';

export interface OrderItemView {
  productId: string;
  variantId: string | null;
  name: string;
  unit: string;
  imageUrl: string | null;
  quantity: number;
  /** Price per unit before discount when the order was placed. */
  mrpPaise: number;
  /** Price per unit actually paid. */
  unitPricePaise: number;
  discountPercentage: number;
  totalPricePaise: number;
  gstRate: number;
  /**
   * 'missing' (not found at the store) or 'refused' (at the door): the customer does not pay for it;
   * 'substituted': replaced by the line whose `substituteFor` is this one; 'rejected': a substitute the
   * customer rejected (ADR 0045).
   */
  lineStatus?: 'ok' | 'missing' | 'refused' | 'substituted' | 'rejected';
  /** The order line's id (the customer rejects a substitute by it). */
  id?: string;
  /** Set on a substitute: the id of the line it replaces. */
  substituteFor?: string | null;
  /** Set on a substitute: until when the customer may reject it (ISO). */
  rejectUntil?: string | null;
  /** The customer's choice for this line if it is unavailable. */
  substitutionChoice?: import('../substitution.js').SubstitutionChoice;
}

export interface OrderHistoryEntry {
  from: OrderStatus | null;
  to: OrderStatus;
  actor: string;
  at: string;
  note: string | null;
}

/** One refund of the order (ADR 0042): owed until the gateway is asked, then pending, processed or failed. */
export interface OrderRefundView {
  amountPaise: number;
  status: 'owed' | 'pending' | 'processed' | 'failed';
  /** The gateway's refund id, once the gateway has one; what the customer quotes to their bank. */
  reference: string | null;
  createdAt: string;
}

/** The address an order was delivered to, as recorded when it was placed. */
export type OrderAddress = DeliveryAddress;

export interface OrderView {
  id: string;
  shortId: string;
  trackingId: string | null;
  status: OrderStatus;
  paymentStatus: PaymentStatus | string;
  /** 'wallet' only on subscription orders, paid from the prepaid wallet when the midnight run makes them. */
  paymentMethod: PaymentMethodKind | 'wallet';
  itemCount: number;
  mrpTotalPaise: number;
  subtotalPaise: number;
  couponCode: string | null;
  discountPaise: number;
  deliveryFeePaise: number;
  totalPaise: number;
  deliveryAddress: OrderAddress;
  createdAt: string;
  paymentExpiresAt: string | null;
  cancelReason: string | null;
  items: OrderItemView[];
  history: OrderHistoryEntry[];
  /** The order's refunds, oldest first: in its customer's own view and the admin's detail, never a rider's. */
  refunds?: OrderRefundView[];
  /** Who placed it (the admin lists carry it). */
  customer?: { id: string; name: string | null };
  /** The delivery partner assigned, once one is. */
  rider?: { id: string; name: string } | null;
  /** The dark store it is packed at, and its distance to the door (recorded at checkout). */
  store?: { id: string; name: string } | null;
  deliveryDistanceKm?: number | null;
  /** When it should arrive, by core's `orderEstimate` (ADR 0081); null once delivered or stopped. */
  estimate?: import('../delivery-promise.js').DeliveryPromise | null;
  /**
   * What the order costs now: the total less missing or refused lines (ADR 0039, `handoverMoney`); the cash to
   * collect on cash on delivery.
   */
  amountDuePaise?: number;
  /**
   * The 4-digit code the customer reads out to the rider. Only in the customer's own view of their order, and
   * only while a rider has it (accepted, picked_up, out_for_delivery); never in an admin's or a rider's view.
   */
  deliveryOtp?: string | null;
  /** Admin views: the rider entered too many wrong codes; only an admin can hand the order over now. */
  deliveryCodeLocked?: boolean;
}
