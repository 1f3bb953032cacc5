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
