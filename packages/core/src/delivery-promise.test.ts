import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deliveryPromise } from './delivery-promise.js';

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
