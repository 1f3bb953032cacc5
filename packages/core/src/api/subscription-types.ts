import type { IstDate } from '../ist.js';
import type {
  PauseRange,
  SubscriptionSettings,
  SubscriptionType,
  Weekday,
} from '../subscription-schedule.js';
import type { DeliveryAddress } from './address-schemas.js';

/** Shapes of the subscriptions API (type-only). The screens compute status and calendar with the core rules. */

export interface SubscriptionPause extends PauseRange {
  id: string;
}

export interface SubscriptionView {
  id: string;
  productId: string;
  variantId: string | null;
  /** In the customer's language. */
  productName: string;
  imageUrl: string | null;
  /** The pack ("500 ml"): the variant's unit, or the product's own. */
  unit: string;
  /** Today's price of one pack after discount; the midnight run charges the day's price. */
  unitPricePaise: number;
  mrpPaise: number;
  /** False when the product or pack is no longer sold: deliveries are skipped until it is. */
  available: boolean;
  type: SubscriptionType;
  deliveryDays: Weekday[];
  quantity: number;
  startDate: IstDate;
  endDate: IstDate | null;
  nextDeliveryDate: IstDate | null;
  isActive: boolean;
  paymentMethod: 'wallet' | 'cod';
  deliveryAddress: DeliveryAddress;
  pauses: SubscriptionPause[];
  skips: IstDate[];
  dayQuantities: { date: IstDate; quantity: number }[];
  createdAt: string;
}

export interface SubscriptionListResponse {
  subscriptions: SubscriptionView[];
  settings: SubscriptionSettings;
  /** The server's IST date, so a phone with a wrong clock still shows the right calendar. */
  today: IstDate;
  /** The server's time, ISO. */
  now: string;
}

export interface ProcessImmediateSubscriptionResponse {
  same_day_order: boolean;
  order_id: string | null;
}

/** What happened to one due delivery. */
export type SubscriptionDeliveryOutcome =
  | 'ordered'
  | 'skipped_out_of_stock'
  | 'skipped_balance'
  | 'skipped_unavailable'
  | 'skipped_unserviceable';

export interface FixerPlanRow {
  subscriptionId: string;
  userId: string;
  customerName: string | null;
  productName: string;
  storedNextDeliveryDate: IstDate | null;
  expectedNextDeliveryDate: IstDate | null;
}

export interface FixerMissingRow {
  subscriptionId: string;
  customerName: string | null;
  productName: string;
  deliveryDate: IstDate;
}

export interface FixerDuplicateRow {
  subscriptionId: string;
  deliveryDate: IstDate;
  orderIds: string[];
}

export interface SubscriptionFixerReport {
  wrongNextDate: FixerPlanRow[];
  missingOrders: FixerMissingRow[];
  duplicateOrders: FixerDuplicateRow[];
}

/** POST /api/admin/subscription-fixer/recompute */
export interface FixerRecomputeResult {
  subscriptionId: string;
  before: IstDate | null;
  after: IstDate | null;
  /** False when the plan was already right (nothing written, nothing audited). */
  changed: boolean;
}

/** POST /api/admin/subscription-fixer/create-missing */
export interface FixerCreateMissingResult {
  subscriptionId: string;
  deliveryDate: IstDate;
  outcome: SubscriptionDeliveryOutcome | 'not_due';
  orderId: string | null;
  /** False when the day had already been handled (this answers what happened then). */
  created: boolean;
}
