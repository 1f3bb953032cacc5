import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deliveryPromise, orderEstimate } from './delivery-promise.js';

describe('deliveryPromise', () => {
  it('when the address is next to the store, then the window starts after packing', () => {
    expect(deliveryPromise(0)).toEqual({ minMinutes: 10, maxMinutes: 20 });
  });

  it('when the address is 3.2 km away, then 10 + 12.8 minutes rounds up to a 25–35 minute window', () => {
    expect(deliveryPromise(3.2)).toEqual({ minMinutes: 25, maxMinutes: 35 });
  });

  it('when the distance grows, then the promise never gets shorter and stays a 10-minute window on 5-minute marks', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 50, noNaN: true }),
        fc.double({ min: 0, max: 50, noNaN: true }),
        (a, b) => {
          const [near, far] = a <= b ? [a, b] : [b, a];
          const p = deliveryPromise(near);
          const q = deliveryPromise(far);
          expect(q.minMinutes).toBeGreaterThanOrEqual(p.minMinutes);
          expect(p.minMinutes % 5).toBe(0);
          expect(p.maxMinutes - p.minMinutes).toBe(10);
        },
      ),
    );
  });

  it('when the distance is negative or not a number, then it refuses', () => {
    expect(() => deliveryPromise(-1)).toThrow(RangeError);
    expect(() => deliveryPromise(Number.NaN)).toThrow(RangeError);
  });
});

describe('orderEstimate', () => {
  it('before pick-up, then it is the checkout promise for the recorded distance (not a fixed 30–45)', () => {
    for (const status of ['payment_pending', 'placed', 'confirmed', 'preparing', 'accepted']) {
      expect(orderEstimate({ status, distanceKm: 3.2 })).toEqual({ minMinutes: 25, maxMinutes: 35 });
    }
    expect(orderEstimate({ status: 'accepted', distanceKm: 0, riderEtaMinutes: 3 })).toEqual({
      minMinutes: 10,
      maxMinutes: 20,
    });
  });

  it('on the road with a live rider ETA, then that one figure is the estimate', () => {
    expect(orderEstimate({ status: 'picked_up', distanceKm: 3.2, riderEtaMinutes: 4 })).toEqual({
      minMinutes: 4,
      maxMinutes: 4,
    });
    expect(orderEstimate({ status: 'out_for_delivery', distanceKm: null, riderEtaMinutes: 0 })).toEqual({
      minMinutes: 0,
      maxMinutes: 0,
    });
  });

  it('on the road without a live position, then the ride alone on 5-minute marks, at least 5', () => {
    expect(orderEstimate({ status: 'out_for_delivery', distanceKm: 3.2, riderEtaMinutes: null })).toEqual({
      minMinutes: 15,
      maxMinutes: 25,
    });
    expect(orderEstimate({ status: 'picked_up', distanceKm: 0 })).toEqual({ minMinutes: 5, maxMinutes: 15 });
    expect(orderEstimate({ status: 'picked_up', distanceKm: 2.5 })).toEqual({
      minMinutes: 10,
      maxMinutes: 20,
    });
  });

  it('when delivered, stopped or with nothing to go on, then there is no estimate', () => {
    for (const status of ['delivered', 'cancelled', 'refunded', 'failed']) {
      expect(orderEstimate({ status, distanceKm: 3, riderEtaMinutes: 2 })).toBeNull();
    }
    expect(orderEstimate({ status: 'placed', distanceKm: null })).toBeNull();
    expect(orderEstimate({ status: 'placed', distanceKm: Number.NaN })).toBeNull();
    expect(orderEstimate({ status: 'placed', distanceKm: -1 })).toBeNull();
    expect(
      orderEstimate({ status: 'picked_up', distanceKm: undefined, riderEtaMinutes: Number.NaN }),
    ).toBeNull();
    expect(orderEstimate({ status: 'picked_up', distanceKm: undefined, riderEtaMinutes: -2 })).toBeNull();
  });
});
