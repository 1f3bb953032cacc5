import { beforeAll, describe, expect, it } from 'vitest';
import { IndiaPincodeIndex } from './india-pincode-index.js';
import { createOfflinePincodeGeocoder, localityName } from './offline-pincode-geocoder.js';
import type { ReverseGeocoder } from './reverse-geocoder.js';

let geocoder: ReverseGeocoder;
let index: IndiaPincodeIndex;

beforeAll(async () => {
  index = await IndiaPincodeIndex.load();
  geocoder = createOfflinePincodeGeocoder(index);
});

const at = (lat: number, lng: number) => geocoder.reverse(lat, lng, AbortSignal.timeout(2000));

describe('offline reverse geocoder over Indian PIN codes', () => {
  it('loads every PIN code with a position and a name', () => {
    expect(index.size).toBeGreaterThan(18_000);
    expect(index.get('560038')).toMatchObject({ district: 'Bengaluru', state: 'Karnataka' });
  });

  it('places Bengaluru MG Road in 560001', async () => {
    expect(await at(12.9756, 77.6066)).toMatchObject({
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560001',
    });
  });

  it('places Indiranagar, Bengaluru in 560038 with its locality name', async () => {
    const place = await at(12.9719, 77.6412);
    expect(place).toMatchObject({ area: 'Indiranagar', city: 'Bengaluru', pincode: '560038' });
    expect(place?.fullAddress).toBe('Indiranagar, Bengaluru, Karnataka 560038, India');
  });

  it('places Hyderabad Charminar in 500002', async () => {
    expect(await at(17.3616, 78.4747)).toMatchObject({
      city: 'Hyderabad',
      state: 'Telangana',
      pincode: '500002',
    });
  });

  it('places Delhi Connaught Place in 110001', async () => {
    expect(await at(28.6315, 77.2167)).toMatchObject({
      area: 'Connaught Place',
      state: 'Delhi',
      pincode: '110001',
    });
  });

  it('finds the nearest PIN code for a rural point in Anantapur district', async () => {
    const place = await at(14.55, 77.45);
    expect(place?.state).toBe('Andhra Pradesh');
    expect(place?.pincode).toMatch(/^515\d{3}$/);
  });

  it('returns nothing far out at sea, so the caller falls back', async () => {
    expect(await at(15.0, 70.0)).toBeNull();
    expect(await at(-10, 100)).toBeNull();
  });

  it('cleans post-office names into localities', () => {
    expect(localityName('Indiranagar (Bangalore)')).toBe('Indiranagar');
    expect(localityName('Hyderabad Jubilee H.O')).toBe('Hyderabad Jubilee');
    expect(localityName('Koramangala VI Bk S.O')).toBe('Koramangala VI Bk');
  });
});
