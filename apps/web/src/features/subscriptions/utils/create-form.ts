import {
  addIstDays,
  type CreateSubscriptionRequest,
  deliveryDaysFit,
  type ErrorCode,
  type IstDate,
  isIstDate,
  packetsBetween,
  type SubscriptionType,
  type Weekday,
} from '@tokri/core';

/** What the create form holds; dates are the date inputs' "YYYY-MM-DD" (the end date may be empty). */
export interface CreateDraft {
  productId: string | null;
  /** The pack: null is the product's own default pack. */
  variantId: string | null;
  type: SubscriptionType;
  deliveryDays: Weekday[];
  quantity: number;
  startDate: string;
  endDate: string;
  addressId: string | null;
  paymentMethod: 'wallet' | 'cod';
}

export type CreateField = 'productId' | 'deliveryDays' | 'startDate' | 'endDate' | 'addressId';
/**
 * A problem is one of the form's own, or a core error code (its message comes from core): the form finds
 * SUBSCRIPTION_DAYS_INVALID, SUBSCRIPTION_START_IN_PAST, SUBSCRIPTION_END_BEFORE_START and INVALID_DATE itself;
 * the server may name others on a field.
 */
export type CreateProblem = 'product' | 'address' | ErrorCode;

/** Starts tomorrow (IST), every day, one pack, cash on delivery. */
export function emptyCreateDraft(today: IstDate, productId: string | null): CreateDraft {
  return {
    productId,
    variantId: null,
    type: 'daily',
    deliveryDays: [],
    quantity: 1,
    startDate: addIstDays(today, 1),
    endDate: '',
    addressId: null,
    paymentMethod: 'cod',
  };
}

/** A new plan type keeps the chosen days that still fit: weekly keeps only the first. */
export function withType(draft: CreateDraft, type: SubscriptionType): CreateDraft {
  const deliveryDays = type === 'weekly' ? draft.deliveryDays.slice(0, 1) : draft.deliveryDays;
  return { ...draft, type, deliveryDays };
}

/** Ticks a weekday on or off (for 'weekly' the one day is replaced). */
export function toggleDay(draft: CreateDraft, day: Weekday): CreateDraft {
  if (draft.type === 'weekly') return { ...draft, deliveryDays: [day] };
  const deliveryDays = draft.deliveryDays.includes(day)
    ? draft.deliveryDays.filter((d) => d !== day)
    : [...draft.deliveryDays, day].sort((a, b) => a - b);
  return { ...draft, deliveryDays };
}

const usesDays = (type: SubscriptionType) => type === 'weekdays' || type === 'weekly';

/** The same rules the server applies (§5 and the create schema), so most mistakes never leave the phone. */
export function validateCreateDraft(
  draft: CreateDraft,
  today: IstDate,
): Partial<Record<CreateField, CreateProblem>> {
  const problems: Partial<Record<CreateField, CreateProblem>> = {};
  if (!draft.productId) problems.productId = 'product';
  if (usesDays(draft.type) && !deliveryDaysFit(draft.type, draft.deliveryDays)) {
    problems.deliveryDays = 'SUBSCRIPTION_DAYS_INVALID';
  }
  if (!isIstDate(draft.startDate)) problems.startDate = 'INVALID_DATE';
  else if (draft.startDate < today) problems.startDate = 'SUBSCRIPTION_START_IN_PAST';
  if (draft.endDate !== '') {
    if (!isIstDate(draft.endDate)) problems.endDate = 'INVALID_DATE';
    else if (isIstDate(draft.startDate) && draft.endDate < draft.startDate) {
      problems.endDate = 'SUBSCRIPTION_END_BEFORE_START';
    }
  }
  if (!draft.addressId) problems.addressId = 'address';
  return problems;
}

/** POST /api/subscriptions body of a valid draft. */
export function toCreateRequest(draft: CreateDraft): CreateSubscriptionRequest {
  return {
    productId: draft.productId!,
    variantId: draft.variantId,
    type: draft.type,
    deliveryDays: usesDays(draft.type) ? draft.deliveryDays : [],
    quantity: draft.quantity,
    startDate: draft.startDate,
    endDate: draft.endDate === '' ? null : draft.endDate,
    paymentMethod: draft.paymentMethod,
    addressId: draft.addressId!,
  };
}

/** The summary: one delivery, and the packs and price of the first 30 days (at today's price). */
export function priceSummary(
  draft: CreateDraft,
  unitPricePaise: number,
  today: IstDate,
): { perDeliveryPaise: number; monthPackets: number; perMonthPaise: number } {
  const start =
    isIstDate(draft.startDate) && draft.startDate >= today ? draft.startDate : addIstDays(today, 1);
  const end = isIstDate(draft.endDate) && draft.endDate >= start ? draft.endDate : null;
  const days = usesDays(draft.type) ? draft.deliveryDays : [];
  const monthPackets = packetsBetween(
    {
      schedule: { type: draft.type, deliveryDays: days, startDate: start, endDate: end },
      quantity: draft.quantity,
    },
    start,
    30,
  );
  return {
    perDeliveryPaise: unitPricePaise * draft.quantity,
    monthPackets,
    perMonthPaise: unitPricePaise * monthPackets,
  };
}
