import { describe, expect, it } from 'vitest';
import { initialSubstitutions, substitutionsBody } from './substitution-choices.js';

const options = {
  lines: [
    {
      productId: 'a',
      variantId: null,
      remembered: { choice: 'specific' as const, specificProductId: 'x' },
      similar: [{ id: 'x', name: 'X', unit: '1 kg', unitPricePaise: 100, imageUrl: null }],
    },
    {
      productId: 'b',
      variantId: 'v',
      remembered: { choice: 'refund' as const, specificProductId: null },
      similar: [],
    },
    { productId: 'c', variantId: null, remembered: null, similar: [] },
  ],
};

describe('substitution choices at checkout', () => {
  it('when choices were remembered, then the lines are pre-filled with them and the order default is best match', () => {
    expect(initialSubstitutions(options)).toEqual({
      orderDefault: 'best_match',
      lines: { 'a:': 'specific:x', 'b:v': 'refund' },
    });
  });

  it('when a remembered specific product is no longer offered, then that line is not pre-filled', () => {
    const gone = { lines: [{ ...options.lines[0]!, similar: [] }] };
    expect(initialSubstitutions(gone).lines).toEqual({});
  });

  it('when sent, then the default and only the lines that differ from it, with the specific product named', () => {
    const state = {
      orderDefault: 'call' as const,
      lines: { 'a:': 'specific:x' as const, 'b:v': 'default' as const },
    };
    expect(substitutionsBody(state, options)).toEqual({
      default: 'call',
      lines: [{ productId: 'a', variantId: null, choice: 'specific', specificProductId: 'x' }],
    });
  });
});
