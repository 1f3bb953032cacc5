import { describe, expect, it } from 'vitest';
import {
  checkoutQuoteQuerySchema,
  checkoutRequestSchema,
  idempotencyKeySchema,
  reverseGeocodeRequestSchema,
  upiIdSchema,
} from './checkout-schemas.js';

type Schema = {
  safeParse(input: unknown): { error?: { issues: { path: PropertyKey[]; message: string }[] } };
};
/** Each issue as "path: message": the field a test expects refused, and the code it expects. */
const issuesOf = (schema: Schema, input: unknown) =>
  schema.safeParse(input).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];
const pathsOf = (schema: Schema, input: unknown) =>
  schema.safeParse(input).error?.issues.map((issue) => issue.path.join('.')) ?? [];

const addressId = '33333333-3333-4333-8333-333333333333';
const typedAddress = {
  contactName: 'Priya Sharma',
  contactPhone: '9876543210',
  house: '12',
  city: 'Hyderabad',
  state: 'Telangana',
  pincode: '500001',
};

describe('the checkout request', () => {
  it('when a saved address is named and a coupon typed with spaces, then the coupon is trimmed (its case kept)', () => {
    expect(checkoutRequestSchema.parse({ addressId, paymentMethod: 'cod', couponCode: ' fresh10 ' })).toEqual(
      {
        addressId,
        paymentMethod: 'cod',
        couponCode: 'fresh10',
      },
    );
  });

  it('when an address is typed in instead, then it comes out in the one address shape with its defaults', () => {
    expect(checkoutRequestSchema.parse({ address: typedAddress, paymentMethod: 'online' }).address).toEqual({
      ...typedAddress,
      contactPhone: '+919876543210',
      street: '',
      landmark: '',
      area: '',
      lat: null,
      lng: null,
      label: 'home',
      isDefault: false,
    });
  });

  it.each([
    ['both a saved and a typed address', { addressId, address: typedAddress }],
    ['neither', {}],
  ])('when it carries %s, then ADDRESS_REQUIRED on address', (_, addresses) => {
    expect(issuesOf(checkoutRequestSchema, { ...addresses, paymentMethod: 'cod' })).toEqual([
      'address: ADDRESS_REQUIRED',
    ]);
  });

  it.each(['cod', 'online'])('when paying by %s, then it is accepted', (paymentMethod) => {
    expect(pathsOf(checkoutRequestSchema, { addressId, paymentMethod })).toEqual([]);
  });

  it.each([
    ['paymentMethod', 'wallet'],
    ['paymentMethod', undefined],
    ['addressId', 'home'],
    ['couponCode', 'A'.repeat(21)],
    ['saveAddress', 'yes'],
  ])('when %s is %j, then that field is refused', (field, value) => {
    expect(pathsOf(checkoutRequestSchema, { addressId, paymentMethod: 'cod', [field]: value })).toEqual([
      field,
    ]);
  });

  it('when the coupon has 20 characters (spaces around not counted), then it is accepted', () => {
    const couponCode = ` ${'A'.repeat(20)} `;
    expect(checkoutRequestSchema.parse({ addressId, paymentMethod: 'cod', couponCode }).couponCode).toBe(
      'A'.repeat(20),
    );
  });

  it('when a typed address has a bad field, then the path names it inside address', () => {
    expect(
      issuesOf(checkoutRequestSchema, {
        address: { ...typedAddress, pincode: '000000' },
        paymentMethod: 'cod',
      }),
    ).toEqual(['address.pincode: INVALID_PINCODE']);
  });
});

describe('the UPI id', () => {
  it('when typed with spaces around, then it is trimmed', () => {
    expect(upiIdSchema.parse(' priya.s-1_x@okaxis ')).toBe('priya.s-1_x@okaxis');
  });

  it.each([
    ['the shortest name and handle', 'ab@ok'],
    ['a 255-character name', `${'a'.repeat(255)}@okaxis`],
    ['a 64-character handle', `priya@o${'k'.repeat(63)}`],
  ])('when it has %s, then it is accepted', (_, upiId) => {
    expect(upiIdSchema.safeParse(upiId).success).toBe(true);
  });

  it.each([
    ['no handle', 'priya@'],
    ['no name', '@okaxis'],
    ['a one-character name', 'p@okaxis'],
    ['a one-character handle', 'priya@o'],
    ['a handle starting with a digit', 'priya@1bank'],
    ['a dotted handle', 'priya@okaxis.com'],
    ['two @', 'priya@ok@axis'],
    ['a space inside', 'priya s@okaxis'],
    ['a 256-character name', `${'a'.repeat(256)}@okaxis`],
    ['a 65-character handle', `priya@o${'k'.repeat(64)}`],
    ['a line break after it', 'priya@okaxis\nx'],
    ['not a string', 42],
  ])('when it has %s, then INVALID_UPI', (_, upiId) => {
    expect(issuesOf(upiIdSchema, upiId)).toEqual([': INVALID_UPI']);
  });
});

describe('reverse geocoding, the idempotency key and the quote', () => {
  it.each([
    [{ lat: 90, lng: 180 }, []],
    [{ lat: -90, lng: -180 }, []],
    [{ lat: 90.0001, lng: 0 }, ['lat']],
    [{ lat: -90.0001, lng: 0 }, ['lat']],
    [{ lat: 0, lng: 180.0001 }, ['lng']],
    [{ lat: 0, lng: -180.0001 }, ['lng']],
    [{ lat: '17.38', lng: 78.48 }, ['lat']],
  ])('when the point is %j, then %j is refused', (point, paths) => {
    expect(pathsOf(reverseGeocodeRequestSchema, point)).toEqual(paths);
  });

  it.each([
    ['8 characters', 'abcd-_12', true],
    ['100 characters', 'k'.repeat(100), true],
    ['7 characters', 'abcd-_1', false],
    ['101 characters', 'k'.repeat(101), false],
    ['a space', 'abcd efgh', false],
    ['a character after valid ones', 'abcdefgh!', false],
    ['a character before valid ones', '!abcdefgh', false],
    ['a trailing line break', 'abcdefgh\n', false],
  ])('when the Idempotency-Key has %s, then accepted is %s', (_, key, accepted) => {
    expect(idempotencyKeySchema.safeParse(key).success).toBe(accepted);
  });

  it('when the quote names a coupon with spaces, then it is trimmed; 21 characters are refused', () => {
    expect(checkoutQuoteQuerySchema.parse({ coupon: ' SAVE20 ' })).toEqual({ coupon: 'SAVE20' });
    expect(checkoutQuoteQuerySchema.parse({})).toEqual({});
    expect(pathsOf(checkoutQuoteQuerySchema, { coupon: 'S'.repeat(21) })).toEqual(['coupon']);
  });
});
