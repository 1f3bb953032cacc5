import { describe, expect, it } from 'vitest';
import { navigationUrl } from './navigation-url.js';

describe('the Navigate link', () => {
  const address = { house: 'Flat 402', area: 'Indiranagar', city: 'Bengaluru', pincode: '560038' };
  it('when the address has a map point, then the maps app gets directions to it on a two-wheeler', () => {
    const url = new URL(navigationUrl({ ...address, lat: 12.9784, lng: 77.6408 }));
    expect(url.origin + url.pathname).toBe('https://www.google.com/maps/dir/');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      api: '1',
      destination: '12.9784,77.6408',
      travelmode: 'two-wheeler',
    });
  });

  it('when it has none, then the written address is the destination', () => {
    const url = new URL(navigationUrl({ ...address, lat: null, lng: null }));
    expect(url.searchParams.get('destination')).toBe('Flat 402, Indiranagar, Bengaluru, 560038');
  });
});
