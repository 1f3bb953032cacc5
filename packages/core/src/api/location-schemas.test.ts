import { describe, expect, it } from 'vitest';
import { serviceabilityQuerySchema } from './location-schemas.js';

describe('the serviceability query', () => {
  it.each([
    [
      { lat: '17.385', lng: '78.4867' },
      { lat: 17.385, lng: 78.4867 },
    ],
    [
      { lat: '-90', lng: '180' },
      { lat: -90, lng: 180 },
    ],
    [{ pincode: '500001' }, { pincode: '500001' }],
  ])('when asked %j, then it is read as %j', (query, parsed) => {
    expect(serviceabilityQuerySchema.parse(query)).toEqual(parsed);
  });

  it.each([
    ['a latitude past the pole', { lat: '90.1', lng: '78' }],
    ['a longitude past the date line', { lat: '17', lng: '-180.1' }],
    ['a latitude that is not a number', { lat: 'north', lng: '78' }],
    ['a PIN code starting with 0', { pincode: '050001' }],
    ['a five-digit PIN code', { pincode: '50001' }],
    ['nothing', {}],
  ])('when asked with %s, then it is refused', (_, query) => {
    expect(serviceabilityQuerySchema.safeParse(query).success).toBe(false);
  });
});
