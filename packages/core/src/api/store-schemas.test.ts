import { describe, expect, it } from 'vitest';
import { dayHoursSchema, storeActiveSchema, storeInputSchema } from './store-schemas.js';

type Schema = {
  safeParse(input: unknown): { error?: { issues: { path: PropertyKey[]; message: string }[] } };
};
/** Each issue as "path: message": the field a test expects refused, and the code it expects. */
const issuesOf = (schema: Schema, input: unknown) =>
  schema.safeParse(input).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];
const pathsOf = (schema: Schema, input: unknown) =>
  schema.safeParse(input).error?.issues.map((issue) => issue.path.join('.')) ?? [];

const store = { name: 'Koramangala', lat: 12.93, lng: 77.62, areaKind: 'radius', serviceRadiusKm: 3 };
const everyDay = (hours: { open: string; close: string } | null) => ({
  mon: hours,
  tue: hours,
  wed: hours,
  thu: hours,
  fri: hours,
  sat: hours,
  sun: hours,
});
const triangle = [
  [12.9, 77.6],
  [12.95, 77.6],
  [12.9, 77.65],
];

describe('the admin store', () => {
  it('when only the required fields are sent (name with spaces), then the rest takes its defaults', () => {
    expect(storeInputSchema.parse({ ...store, name: ' Koramangala ' })).toEqual({
      ...store,
      address: '',
      city: '',
      phone: '',
      areaPolygon: null,
      openingHours: everyDay({ open: '07:00', close: '23:00' }),
      isActive: true,
      legalName: '',
      gstin: '',
      stateCode: '',
      pincode: '',
      invoiceCode: '',
    });
  });

  it.each([
    ['name', '  ', 'name: FIELD_REQUIRED'],
    ['name', undefined, 'name: FIELD_REQUIRED'],
    ['name', 'n'.repeat(121), 'name: FIELD_TOO_LONG'],
    ['serviceRadiusKm', 0.09, 'serviceRadiusKm: STORE_RADIUS_INVALID'],
    ['serviceRadiusKm', 50.01, 'serviceRadiusKm: STORE_RADIUS_INVALID'],
    ['lat', '12.93', 'lat: AREA_POINT_OUT_OF_RANGE'],
    ['phone', 'call me', 'phone: INVALID_PHONE'],
    ['phone', `+${'9'.repeat(20)}`, 'phone: INVALID_PHONE'],
    ['phone', '+91', 'phone: INVALID_PHONE'],
    ['pincode', '060001', 'pincode: INVALID_PINCODE'],
    ['stateCode', '99', 'stateCode: GST_STATE_INVALID'],
    ['invoiceCode', 'B', 'invoiceCode: STORE_INVOICE_CODE_INVALID'],
    ['invoiceCode', 'BLR12', 'invoiceCode: STORE_INVOICE_CODE_INVALID'],
    ['invoiceCode', 'BL-1', 'invoiceCode: STORE_INVOICE_CODE_INVALID'],
    ['address', 'a'.repeat(301), 'address: FIELD_TOO_LONG'],
    ['city', 'c'.repeat(81), 'city: FIELD_TOO_LONG'],
    ['legalName', 'l'.repeat(161), 'legalName: FIELD_TOO_LONG'],
  ])('when %s is %j, then %s', (field, value, expected) => {
    expect(issuesOf(storeInputSchema, { ...store, [field]: value })).toEqual([expected]);
  });

  it.each([
    ['name', 'n'.repeat(120)],
    ['serviceRadiusKm', 0.1],
    ['serviceRadiusKm', 50],
    ['lat', 90],
    ['lng', -180],
    ['phone', '+91 80 4123-4567'],
    ['phone', `+${'9'.repeat(19)}`],
    ['phone', '080412'],
    ['address', 'a'.repeat(300)],
    ['city', 'c'.repeat(80)],
    ['legalName', 'l'.repeat(160)],
  ])('when %s is %j (at a limit), then it is accepted', (field, value) => {
    expect(issuesOf(storeInputSchema, { ...store, [field]: value })).toEqual([]);
  });

  it.each([
    ['name', 121],
    ['lat', 90.01],
    ['lng', 180.01],
  ])('when %s is past its limit, then it is refused', (field, over) => {
    const value = field === 'name' ? 'n'.repeat(over) : over;
    expect(pathsOf(storeInputSchema, { ...store, [field]: value })).toEqual([field]);
  });

  it('when the invoice code and GSTIN are typed in lower case with spaces, then they are upper-cased and trimmed', () => {
    const parsed = storeInputSchema.parse({
      ...store,
      invoiceCode: ' blr1 ',
      gstin: ' 29aagcb7383j1z4 ',
      stateCode: ' 29 ',
      pincode: ' 560034 ',
    });
    expect([parsed.invoiceCode, parsed.gstin, parsed.stateCode, parsed.pincode]).toEqual([
      'BLR1',
      '29AAGCB7383J1Z4',
      '29',
      '560034',
    ]);
  });

  it('when the form sends its optional fields empty, then they are accepted as empty (not only when left out)', () => {
    const cleared = {
      address: '',
      city: '',
      phone: '',
      legalName: '',
      gstin: '',
      stateCode: '',
      pincode: '',
      invoiceCode: '',
    };
    expect(storeInputSchema.parse({ ...store, ...cleared })).toMatchObject(cleared);
  });

  it('when the tax fields and the polygon are all wrong, then each is a custom issue on its own field', () => {
    const result = storeInputSchema.safeParse({
      ...store,
      areaKind: 'polygon',
      areaPolygon: triangle.slice(0, 2),
      gstin: '29AAGCB7383J1Z4',
    });
    expect(result.error?.issues).toEqual([
      { code: 'custom', path: ['stateCode'], message: 'GST_STATE_INVALID' },
      { code: 'custom', path: ['areaPolygon'], message: 'AREA_TOO_FEW_POINTS' },
    ]);
    const mismatch = storeInputSchema.safeParse({ ...store, gstin: '29AAGCB7383J1Z4', stateCode: '36' });
    expect(mismatch.error?.issues).toEqual([
      { code: 'custom', path: ['gstin'], message: 'GSTIN_STATE_MISMATCH' },
    ]);
    const invalid = storeInputSchema.safeParse({ ...store, gstin: '29AAGCB7383J1Z5', stateCode: '29' });
    expect(invalid.error?.issues).toEqual([{ code: 'custom', path: ['gstin'], message: 'GSTIN_INVALID' }]);
  });

  it.each([
    [{ gstin: '29AAGCB7383J1Z4', stateCode: '36' }, ['gstin: GSTIN_STATE_MISMATCH']],
    [{ gstin: '29AAGCB7383J1Z5', stateCode: '29' }, ['gstin: GSTIN_INVALID']],
    [{ gstin: '29AAGCB7383J1Z', stateCode: '29' }, ['gstin: GSTIN_INVALID']],
    [{ gstin: '29AAGCB7383J1Z4' }, ['stateCode: GST_STATE_INVALID']],
    [{ stateCode: '29' }, []],
  ])('when the tax registration is %j, then %j', (tax, expected) => {
    expect(issuesOf(storeInputSchema, { ...store, ...tax })).toEqual(expected);
  });

  it.each(['radius', 'polygon'])(
    'when the area kind is %s (with a simple polygon), then it is accepted',
    (areaKind) => {
      expect(issuesOf(storeInputSchema, { ...store, areaKind, areaPolygon: triangle })).toEqual([]);
    },
  );

  it.each([
    ['two points', triangle.slice(0, 2), ['areaPolygon: AREA_TOO_FEW_POINTS']],
    ['none at all', null, ['areaPolygon: AREA_TOO_FEW_POINTS']],
    [
      'a point off the globe',
      [[91, 77.6], ...triangle.slice(1)],
      ['areaPolygon.0.0: AREA_POINT_OUT_OF_RANGE', 'areaPolygon: AREA_POINT_OUT_OF_RANGE'],
    ],
    [
      'a longitude off the globe',
      [[12.9, -180.5], ...triangle.slice(1)],
      ['areaPolygon.0.1: AREA_POINT_OUT_OF_RANGE', 'areaPolygon: AREA_POINT_OUT_OF_RANGE'],
    ],
  ])('when a polygon store has %s, then %j', (_, areaPolygon, expected) => {
    expect(issuesOf(storeInputSchema, { ...store, areaKind: 'polygon', areaPolygon })).toEqual(expected);
  });

  it('when a polygon has 101 points, then AREA_TOO_MANY_POINTS even for a radius store (the schema caps the array)', () => {
    const areaPolygon = Array.from({ length: 101 }, (_, i) => [12 + i / 1000, 77]);
    expect(issuesOf(storeInputSchema, { ...store, areaPolygon })).toEqual([
      'areaPolygon: AREA_TOO_MANY_POINTS',
    ]);
  });

  it('when the area kind is neither radius nor polygon, then areaKind is refused', () => {
    expect(pathsOf(storeInputSchema, { ...store, areaKind: 'hexagon' })).toEqual(['areaKind']);
  });

  it('when the active flag is switched, then it must be a boolean', () => {
    expect(pathsOf(storeActiveSchema, { isActive: 'false' })).toEqual(['isActive']);
  });
});

describe('opening hours', () => {
  it.each([
    [{ open: '00:00', close: '23:59' }, []],
    [{ open: '07:00', close: '07:01' }, []],
    [null, []],
    [{ open: '09:00', close: '09:00' }, ['close: STORE_HOURS_INVALID']],
    [{ open: '22:00', close: '02:00' }, ['close: STORE_HOURS_INVALID']],
    [{ open: '24:00', close: '24:30' }, ['open: STORE_HOURS_INVALID', 'close: STORE_HOURS_INVALID']],
    [{ open: '7:00', close: '08:00' }, ['open: STORE_HOURS_INVALID', 'close: STORE_HOURS_INVALID']],
    [{ open: '07:00 ', close: '08:00' }, ['open: STORE_HOURS_INVALID']],
    [{ open: '07:00', close: '23:60' }, ['close: STORE_HOURS_INVALID']],
    [{ open: '07:00', close: '23:00 ' }, ['close: STORE_HOURS_INVALID']],
  ])('when a day is %j, then %j', (hours, expected) => {
    expect(issuesOf(dayHoursSchema, hours)).toEqual(expected);
  });

  it('when one weekday is wrong, then the path names that day', () => {
    const openingHours = {
      ...everyDay({ open: '07:00', close: '23:00' }),
      sun: { open: '10:00', close: '09:00' },
    };
    expect(issuesOf(storeInputSchema, { ...store, openingHours })).toEqual([
      'openingHours.sun.close: STORE_HOURS_INVALID',
    ]);
  });

  it('when a weekday is left out, then that day is refused (closed is null, not absent)', () => {
    const { sat: _, ...openingHours } = everyDay(null);
    expect(pathsOf(storeInputSchema, { ...store, openingHours })).toEqual(['openingHours.sat']);
  });
});
