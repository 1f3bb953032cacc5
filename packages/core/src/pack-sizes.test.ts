import { describe, expect, it } from 'vitest';
import { PACK_UNITS, parsePackSize } from './pack-sizes.js';

describe('pack sizes', () => {
  it('when a stored pack size is canonical, then it reads as a count and a unit code', () => {
    expect(parsePackSize('500 g')).toEqual({ count: 500, unit: 'gram' });
    expect(parsePackSize('1 kg')).toEqual({ count: 1, unit: 'kilogram' });
    expect(parsePackSize('200 ml')).toEqual({ count: 200, unit: 'millilitre' });
    expect(parsePackSize('1.2 L')).toEqual({ count: 1.2, unit: 'litre' });
    expect(parsePackSize('1 pc')).toEqual({ count: 1, unit: 'piece' });
    expect(parsePackSize('6 pcs')).toEqual({ count: 6, unit: 'piece' });
    expect(parsePackSize('1 bunch')).toEqual({ count: 1, unit: 'bunch' });
  });

  it('when the string is not canonical, then it is not guessed at', () => {
    for (const value of ['', 'bunch', '6pcs', '0 g', '-1 kg', '1 l', '1 litre', '1 kg extra', '1,5 kg']) {
      expect(parsePackSize(value), value).toBeNull();
    }
  });

  it('when every unit code is listed, then each has a symbol that parses to it', () => {
    const parsed = ['1 g', '1 kg', '1 ml', '1 L', '1 pc', '1 bunch'].map(
      (value) => parsePackSize(value)?.unit,
    );
    expect(new Set(parsed)).toEqual(new Set(PACK_UNITS));
  });
});
