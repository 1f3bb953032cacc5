import { parsePackSize } from '@tokri/core';
import { describe, expect, it } from 'vitest';
import { demoProducts } from './demo-catalogue.js';

describe('demo pack sizes', () => {
  it('when the demo catalogue is seeded, then every pack size is canonical so each language can say it', () => {
    const packs = demoProducts.flatMap((product) =>
      product.variants.flatMap((variant) => [variant.unit, variant.name]),
    );
    expect(packs.length).toBeGreaterThan(100);
    expect(packs.filter((pack) => parsePackSize(pack) === null)).toEqual([]);
  });
});
