import { describe, expect, it } from 'vitest';
import { recordViewRequestSchema } from './recently-viewed-schemas.js';

describe('recording a viewed product', () => {
  it('when the product is named by its id, then it is accepted; by anything else, refused', () => {
    const productId = '12121212-1212-4121-8121-121212121212';
    expect(recordViewRequestSchema.parse({ productId })).toEqual({ productId });
    expect(recordViewRequestSchema.safeParse({ productId: 'tomato' }).success).toBe(false);
    expect(recordViewRequestSchema.safeParse({}).success).toBe(false);
  });
});
