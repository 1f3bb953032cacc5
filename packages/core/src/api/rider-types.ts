import type { OrderStatus } from '../order-states.js';
import type { RiderVehicleType } from './admin-people-schemas.js';

/** Shapes of the rider app's API (`/api/rider/*`, issue 14), shared by server and web. Money in paise. */

export interface RiderMe {
  id: string;
  fullName: string;
  isOnline: boolean;
  vehicleType: RiderVehicleType;
  homeStore: { id: string; name: string } | null;
}

/** An order offered to this rider: accept before `expiresAt` or it goes to the next rider. */
export interface RiderOffer {
  id: string;
  orderId: string;
  shortId: string;
  offeredAt: string;
  expiresAt: string;
  store: { id: string; name: string; lat: number; lng: number } | null;
  /** Where the order goes, no closer than the area (the full address comes with acceptance). */
  area: { city: string; pincode: string };
  distanceKm: number | null;
  itemCount: number;
  /** Cash to collect at the door; 0 when the order is prepaid. */
  amountToCollectPaise: number;
}

/**
 * 'substituted': replaced by a substitute line; 'rejected': a substitute the customer rejected (ADR 0045).
 * Every status but 'ok' is not paid for.
 */
export type RiderLineStatus = 'ok' | 'missing' | 'refused' | 'substituted' | 'rejected';

export interface RiderOrderLine {
  id: string;
  name: string;
  unit: string;
  quantity: number;
  totalPricePaise: number;
  status: RiderLineStatus;
  /** What the customer chose for this line if it is unavailable (ADR 0045). */
  substitutionChoice?: import('../substitution.js').SubstitutionChoice;
  /** Set on a substitute: the line it replaces. */
  substituteFor?: string | null;
}

/** An order this rider has accepted and not yet handed over. */
export interface RiderAssignment {
  orderId: string;
  shortId: string;
  status: OrderStatus;
  customerFirstName: string;
  /** Shown masked ("+91 98XXX XX210"); the call button dials through `tel:` with the real number. */
  customerPhoneMasked: string;
  customerPhone: string;
  address: {
    house: string;
    area: string;
    landmark: string | null;
    city: string;
    pincode: string;
    lat: number | null;
    lng: number | null;
  };
  store: { id: string; name: string; lat: number; lng: number } | null;
  lines: RiderOrderLine[];
  paymentMethod: 'cod' | 'online' | 'wallet';
  /** What the rider collects in cash: the cash-on-delivery total less missing or refused lines; 0 if prepaid. */
  amountToCollectPaise: number;
  /** The customer's notes for the rider, where the order has them. */
  deliveryNotes: string | null;
  substitutionNotes: string | null;
  /** Wrong delivery codes left before the code locks (an admin then overrides). */
  otpAttemptsLeft: number;
}

export interface RiderDayOrder {
  orderId: string;
  shortId: string;
  status: OrderStatus;
  deliveredAt: string | null;
  cashCollectedPaise: number;
}

/** Today (IST) for this rider: what they delivered, how far they rode and the cash they hold to deposit. */
export interface RiderToday {
  date: string;
  deliveries: number;
  /** Null until the rider's track has points today. */
  distanceKm: number | null;
  cashCollectedPaise: number;
  orders: RiderDayOrder[];
}

/** GET /api/rider/home: everything the rider app's first screen shows. */
export interface RiderHome {
  me: RiderMe;
  offers: RiderOffer[];
  current: RiderAssignment[];
  today: RiderToday;
}

/** The rider's position as the customer's map shows it (only for their own order while it is on its way). */
export interface RiderPositionView {
  orderId: string;
  lat: number;
  lng: number;
  at: string;
  /** Metres per second, measured or derived from the track; null when unknown. */
  speedMps: number | null;
  /** Straight-line distance to the door and the minutes it should take at the rider's pace. */
  distanceKm: number | null;
  etaMinutes: number | null;
}

/** An online rider on the admin's map. */
export interface AdminRiderPosition {
  riderId: string;
  name: string;
  lat: number;
  lng: number;
  at: string;
  orderId: string | null;
}

/** GET /api/admin/riders/cash?date=: cash each rider collected on an IST day, to reconcile deposits. */
export interface AdminRiderCash {
  date: string;
  riders: { riderId: string; name: string; deliveries: number; cashCollectedPaise: number }[];
  totalPaise: number;
}

/** Why an offer stopped being open: the rider answered, it timed out, or it was taken back (offline, admin). */
export type RiderOfferClosedReason = 'accepted' | 'declined' | 'expired' | 'withdrawn';

/**
 * Payloads of the durable realtime events on topic `rider`, addressed to the rider's own user (ADR 0038):
 * a new offer (the app rings the delivery-agent alert), an offer that closed, and a change to an order the rider
 * holds (`unassigned` when an admin gave it to someone else). The app refetches `/api/rider/home` on any of them.
 */
export type RiderRealtimePayload =
  | { type: 'offer'; offer: RiderOffer }
  | { type: 'offer_closed'; offerId: string; orderId: string; reason: RiderOfferClosedReason }
  | { type: 'assignment'; orderId: string; status: OrderStatus | 'unassigned' };

const OFFER_CLOSED_REASONS: readonly string[] = ['accepted', 'declined', 'expired', 'withdrawn'];

/** Reads a `rider` event's payload; null for anything else (an unknown type from a newer server). */
export function parseRiderRealtimePayload(payload: unknown): RiderRealtimePayload | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const p = payload as Record<string, unknown>;
  if (p.type === 'offer' && typeof p.offer === 'object' && p.offer !== null)
    return { type: 'offer', offer: p.offer as RiderOffer };
  if (
    p.type === 'offer_closed' &&
    typeof p.offerId === 'string' &&
    typeof p.orderId === 'string' &&
    typeof p.reason === 'string' &&
    OFFER_CLOSED_REASONS.includes(p.reason)
  )
    return {
      type: 'offer_closed',
      offerId: p.offerId,
      orderId: p.orderId,
      reason: p.reason as RiderOfferClosedReason,
    };
  if (p.type === 'assignment' && typeof p.orderId === 'string' && typeof p.status === 'string')
    return { type: 'assignment', orderId: p.orderId, status: p.status as OrderStatus | 'unassigned' };
  return null;
}
