import { describe, expect, it } from 'vitest';
import { amountToFreeDeliveryPaise, DEFAULT_DELIVERY_FEE_RULE, deliveryFeePaise } from './delivery-fees.js';

describe('delivery fee', () => {
  const rule = DEFAULT_DELIVERY_FEE_RULE;
  it('charges the flat fee below the threshold and nothing at or above it', () => {
    expect(deliveryFeePaise(198_99, rule)).toBe(25_00);
    expect(deliveryFeePaise(199_00, rule)).toBe(0);
    expect(deliveryFeePaise(500_00, rule)).toBe(0);
    expect(deliveryFeePaise(0, rule)).toBe(0);
  });

  it('says how much more gives free delivery', () => {
    expect(amountToFreeDeliveryPaise(150_00, rule)).toBe(49_00);
    expect(amountToFreeDeliveryPaise(250_00, rule)).toBe(0);
  });
});
