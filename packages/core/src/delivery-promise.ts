/**
 * The delivery time promised at checkout, from the distance between the serving store and the address
 * (the same straight-line distance the server uses to pick the store). See docs/decisions (delivery promise).
 */
export interface DeliveryPromise {
  minMinutes: number;
  maxMinutes: number;
}

/** Picking and packing an order at the store. */
export const PACKING_MINUTES = 10;
/** A rider on a two-wheeler in city traffic: about 15 km/h door to door, i.e. 4 minutes a kilometre. */
export const RIDER_MINUTES_PER_KM = 4;
/** The promise is a window this wide, starting at the estimate rounded up to 5 minutes. */
export const PROMISE_WINDOW_MINUTES = 10;

export function deliveryPromise(distanceKm: number): DeliveryPromise {
  if (!Number.isFinite(distanceKm) || distanceKm < 0) throw new RangeError(`Not a distance: ${distanceKm}`);
  const estimate = PACKING_MINUTES + distanceKm * RIDER_MINUTES_PER_KM;
  const minMinutes = Math.ceil(estimate / 5) * 5;
  return { minMinutes, maxMinutes: minMinutes + PROMISE_WINDOW_MINUTES };
}

/** The states before the rider leaves the store: the whole promise (packing and the ride) still lies ahead. */
const BEFORE_PICK_UP = new Set(['payment_pending', 'placed', 'confirmed', 'preparing', 'accepted']);
/** The states on the road: only the ride is left. */
const ON_THE_ROAD = new Set(['picked_up', 'out_for_delivery']);

/**
 * One delivery estimate for an order, wherever it is shown (checkout, the track card, the order's notice, the
 * map; ADR 0081): before pick-up the checkout promise from the store-to-door distance; on the road the rider's
 * live minutes to the door when known (a single figure), otherwise the ride alone from that distance on the same
 * 5-minute marks. Null once delivered or stopped, or when nothing is known to estimate from.
 */
export function orderEstimate(input: {
  status: string;
  distanceKm: number | null | undefined;
  riderEtaMinutes?: number | null | undefined;
}): DeliveryPromise | null {
  const { status, distanceKm } = input;
  const known = typeof distanceKm === 'number' && Number.isFinite(distanceKm) && distanceKm >= 0;
  if (BEFORE_PICK_UP.has(status)) return known ? deliveryPromise(distanceKm) : null;
  if (!ON_THE_ROAD.has(status)) return null;
  const eta = input.riderEtaMinutes;
  if (typeof eta === 'number' && Number.isFinite(eta) && eta >= 0)
    return { minMinutes: eta, maxMinutes: eta };
  if (!known) return null;
  const minMinutes = Math.max(5, Math.ceil((distanceKm * RIDER_MINUTES_PER_KM) / 5) * 5);
  return { minMinutes, maxMinutes: minMinutes + PROMISE_WINDOW_MINUTES };
}
