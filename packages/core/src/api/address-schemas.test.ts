import { describe, expect, it } from 'vitest';
import { deliveryAddressSchema, savedAddressSchema, toDeliveryAddress } from './address-schemas.js';

const typed = {
  contactName: '  Priya Sharma ',
  contactPhone: '098765 43210',
  house: ' Flat 4B ',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: ' 560001 ',
};

/** Each issue as "path: message", so a test names the field it expects refused and the code it expects. */
function issuesOf(input: unknown): string[] {
  const result = savedAddressSchema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}
const pathsOf = (input: unknown) => issuesOf(input).map((issue) => issue.split(':')[0]);

describe('the address contract', () => {
  it('when an address is typed with spaces and a local phone, then it is trimmed, the phone is E.164 and the rest defaulted', () => {
    expect(savedAddressSchema.parse(typed)).toEqual({
      contactName: 'Priya Sharma',
      contactPhone: '+919876543210',
      house: 'Flat 4B',
      street: '',
      landmark: '',
      area: '',
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560001',
      lat: null,
      lng: null,
      label: 'home',
      isDefault: false,
    });
  });

  it('when only the delivery fields are parsed, then no label or default flag is added', () => {
    expect(Object.keys(deliveryAddressSchema.parse(typed))).not.toContain('label');
  });

  it("when a saved address (with its id, label and default flag) becomes an order's address, then only the delivery fields are kept", () => {
    const saved = { id: 'a1', ...savedAddressSchema.parse({ ...typed, label: 'work', isDefault: true }) };
    expect(toDeliveryAddress(saved)).toEqual({
      contactName: 'Priya Sharma',
      contactPhone: '+919876543210',
      house: 'Flat 4B',
      street: '',
      landmark: '',
      area: '',
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560001',
      lat: null,
      lng: null,
    });
  });

  it.each([
    ['contactName', '   ', 'contactName: ADDRESS_REQUIRED'],
    ['contactName', undefined, 'contactName: ADDRESS_REQUIRED'],
    ['house', '', 'house: ADDRESS_REQUIRED'],
    ['city', ' ', 'city: ADDRESS_REQUIRED'],
    ['state', undefined, 'state: ADDRESS_REQUIRED'],
    ['contactPhone', '12345', 'contactPhone: INVALID_PHONE'],
    ['contactPhone', '98765432100', 'contactPhone: INVALID_PHONE'],
    ['contactPhone', '5876543210', 'contactPhone: INVALID_PHONE'],
    ['contactPhone', undefined, 'contactPhone: INVALID_PHONE'],
    ['pincode', '060001', 'pincode: INVALID_PINCODE'],
    ['pincode', '56000', 'pincode: INVALID_PINCODE'],
    ['pincode', '5600011', 'pincode: INVALID_PINCODE'],
    ['pincode', '56O001', 'pincode: INVALID_PINCODE'],
    ['pincode', undefined, 'pincode: INVALID_PINCODE'],
  ])('when %s is %j, then the address is refused with %s', (field, value, expected) => {
    expect(issuesOf({ ...typed, [field]: value })).toEqual([expected]);
  });

  it.each([
    ['contactName', 120],
    ['house', 120],
    ['street', 200],
    ['landmark', 120],
    ['area', 120],
    ['city', 80],
    ['state', 80],
  ])(
    'when %s has %i characters (even with spaces around), then it is kept; one more is refused',
    (field, max) => {
      const atLimit = `  ${'a'.repeat(max)}  `;
      expect(savedAddressSchema.parse({ ...typed, [field]: atLimit })[field as 'city']).toBe('a'.repeat(max));
      expect(pathsOf({ ...typed, [field]: 'a'.repeat(max + 1) })).toEqual([field]);
    },
  );

  it.each([
    ['lat', 90, true],
    ['lat', -90, true],
    ['lat', 90.000001, false],
    ['lat', -90.000001, false],
    ['lng', 180, true],
    ['lng', -180, true],
    ['lng', 180.000001, false],
    ['lng', -180.000001, false],
    ['lat', '12.9', false],
  ])('when %s is %j, then accepted is %s', (field, value, accepted) => {
    expect(pathsOf({ ...typed, [field]: value })).toEqual(accepted ? [] : [field]);
  });

  it.each(['home', 'work', 'other'])('when the label is %s, then it is kept', (label) => {
    expect(savedAddressSchema.parse({ ...typed, label }).label).toBe(label);
  });

  it('when the label is not one of home, work, other, then the label is refused', () => {
    expect(pathsOf({ ...typed, label: 'office' })).toEqual(['label']);
  });
});
