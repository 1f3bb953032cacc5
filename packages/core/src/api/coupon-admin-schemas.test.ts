import { describe, expect, it } from 'vitest';
import { couponInputSchema } from './coupon-admin-schemas.js';

type Schema = {
  safeParse(input: unknown): { error?: { issues: { path: PropertyKey[]; message: string }[] } };
};
/** Each issue as "path: message": the field a test expects refused, and the code it expects. */
const issuesOf = (schema: Schema, input: unknown) =>
  schema.safeParse(input).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];
const pathsOf = (schema: Schema, input: unknown) =>
  schema.safeParse(input).error?.issues.map((issue) => issue.path.join('.')) ?? [];

const percent = { code: 'FRESH10', kind: 'percent', value: 10 };
const flat = { code: 'FLAT50', kind: 'flat', value: 5000 };

describe('the admin coupon', () => {
  it('when a percent coupon is typed in lower case with spaces and nothing else, then it is upper-cased and defaulted', () => {
    expect(couponInputSchema.parse({ ...percent, code: ' fresh10 ' })).toEqual({
      code: 'FRESH10',
      description: '',
      kind: 'percent',
      value: 10,
      maxDiscountPaise: null,
      minOrderPaise: 0,
      validFrom: null,
      validUntil: null,
      usageLimit: null,
      perUserLimit: null,
      firstOrderOnly: false,
      isActive: true,
    });
  });

  it('when a flat coupon is sent with a cap, then the cap is dropped (only percent coupons have one)', () => {
    expect(couponInputSchema.parse({ ...flat, maxDiscountPaise: 2000 }).maxDiscountPaise).toBeNull();
    expect(couponInputSchema.parse({ ...percent, maxDiscountPaise: 2000 }).maxDiscountPaise).toBe(2000);
  });

  it.each([
    ['ABC', true],
    ['A1B2C3D4E5F6G7H8I9J0', true],
    ['AB', false],
    ['A1B2C3D4E5F6G7H8I9J0K', false],
    ['FRESH-10', false],
    ['FRESH 10', false],
    ['FRËSH10', false],
  ])('when the code is %s, then accepted is %s (3 to 20 letters or digits)', (code, accepted) => {
    expect(issuesOf(couponInputSchema, { ...percent, code })).toEqual(
      accepted ? [] : ['code: COUPON_CODE_INVALID'],
    );
  });

  it.each([
    ['percent', 1, true],
    ['percent', 100, true],
    ['percent', 0, false],
    ['percent', 101, false],
    ['percent', -5, false],
    ['percent', 12.5, false],
    ['flat', 1, true],
    ['flat', 100_000_000, true],
    ['flat', 0, false],
    ['flat', 100_000_001, false],
    ['flat', '5000', false],
  ])('when a %s coupon has value %j, then accepted is %s', (kind, value, accepted) => {
    expect(issuesOf(couponInputSchema, { code: 'ABC', kind, value })).toEqual(
      accepted ? [] : ['value: COUPON_VALUE_INVALID'],
    );
  });

  it.each([
    ['maxDiscountPaise', 1, true],
    ['maxDiscountPaise', 0, false],
    ['maxDiscountPaise', 100_000_001, false],
    ['minOrderPaise', 0, true],
    ['minOrderPaise', 100_000_000, true],
    ['minOrderPaise', -1, false],
    ['minOrderPaise', 100_000_001, false],
    ['minOrderPaise', 199.5, false],
    ['usageLimit', 1, true],
    ['usageLimit', 1_000_000, true],
    ['usageLimit', 0, false],
    ['usageLimit', 1_000_001, false],
    ['perUserLimit', 1, true],
    ['perUserLimit', 0, false],
    ['perUserLimit', 2.5, false],
    ['perUserLimit', 'ten', false],
    ['minOrderPaise', 'ten', false],
  ])('when %s is %j, then accepted is %s', (field, value, accepted) => {
    const code = field.endsWith('Limit') ? 'LIMIT_INVALID' : 'AMOUNT_INVALID';
    expect(issuesOf(couponInputSchema, { ...percent, [field]: value })).toEqual(
      accepted ? [] : [`${field}: ${code}`],
    );
  });

  it('when the description has 200 characters (spaces around not counted), then it is kept; 201 are refused', () => {
    expect(couponInputSchema.parse({ ...percent, description: ` ${'d'.repeat(200)} ` }).description).toBe(
      'd'.repeat(200),
    );
    expect(issuesOf(couponInputSchema, { ...percent, description: 'd'.repeat(201) })).toEqual([
      'description: FIELD_TOO_LONG',
    ]);
  });

  it.each([
    [{ validFrom: '2026-11-26', validUntil: '2026-11-26' }, []],
    [{ validFrom: '2026-11-26', validUntil: '2026-12-31' }, []],
    [{ validFrom: '2026-11-27', validUntil: '2026-11-26' }, ['validUntil: COUPON_WINDOW_INVALID']],
    [{ validFrom: '2026-13-01' }, ['validFrom: INVALID_DATE']],
    [{ validUntil: '2027-02-29' }, ['validUntil: INVALID_DATE']],
    [{ validFrom: '2026-11-26T00:00:00Z' }, ['validFrom: INVALID_DATE']],
  ])('when the window is %j, then %j', (window, expected) => {
    expect(issuesOf(couponInputSchema, { ...percent, ...window })).toEqual(expected);
  });

  it('when the value and the window are both wrong, then each is a custom issue on its own field', () => {
    const result = couponInputSchema.safeParse({
      ...percent,
      value: 101,
      validFrom: '2026-11-27',
      validUntil: '2026-11-26',
    });
    expect(result.error?.issues).toEqual([
      { code: 'custom', path: ['value'], message: 'COUPON_VALUE_INVALID' },
      { code: 'custom', path: ['validUntil'], message: 'COUPON_WINDOW_INVALID' },
    ]);
  });

  it.each(['flat', 'percent'])('when the kind is %s, then it is accepted', (kind) => {
    expect(pathsOf(couponInputSchema, { code: 'ABC', kind, value: 10 })).toEqual([]);
  });

  it('when the kind is anything else, then kind is refused', () => {
    expect(pathsOf(couponInputSchema, { ...percent, kind: 'bogo' })).toEqual(['kind']);
  });
});
