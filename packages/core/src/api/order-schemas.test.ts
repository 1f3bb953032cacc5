import { describe, expect, it } from 'vitest';
import {
  adminOrderExportQuerySchema,
  adminOrderListQuerySchema,
  assignRiderSchema,
  orderListQuerySchema,
  orderStatusChangeSchema,
} from './order-schemas.js';

type Schema = {
  safeParse(input: unknown): { error?: { issues: { path: PropertyKey[]; message: string }[] } };
};
/** Each issue as "path: message": the field a test expects refused, and the code it expects. */
const issuesOf = (schema: Schema, input: unknown) =>
  schema.safeParse(input).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];
const pathsOf = (schema: Schema, input: unknown) =>
  schema.safeParse(input).error?.issues.map((issue) => issue.path.join('.')) ?? [];

const STATUSES = [
  'payment_pending',
  'placed',
  'confirmed',
  'preparing',
  'accepted',
  'picked_up',
  'out_for_delivery',
  'delivered',
  'cancelled',
];

describe('the order list query', () => {
  it('when nothing is asked, then the first 50 come', () => {
    expect(orderListQuerySchema.parse({})).toEqual({ limit: 50, offset: 0 });
  });

  it('when the query string carries numbers, then they are read as numbers', () => {
    expect(orderListQuerySchema.parse({ sinceMinutes: '10', limit: '5', offset: '20' })).toEqual({
      sinceMinutes: 10,
      limit: 5,
      offset: 20,
    });
  });

  it.each([
    ['sinceMinutes', '1', true],
    ['sinceMinutes', '1440', true],
    ['sinceMinutes', '0', false],
    ['sinceMinutes', '1441', false],
    ['sinceMinutes', '1.5', false],
    ['limit', '1', true],
    ['limit', '100', true],
    ['limit', '0', false],
    ['limit', '101', false],
    ['offset', '0', true],
    ['offset', '100000', true],
    ['offset', '-1', false],
    ['offset', '100001', false],
    ['offset', 'ten', false],
  ])('when %s is %s, then accepted is %s', (field, value, accepted) => {
    expect(pathsOf(orderListQuerySchema, { [field]: value })).toEqual(accepted ? [] : [field]);
    if (field !== 'sinceMinutes')
      expect(pathsOf(adminOrderListQuerySchema, { [field]: value })).toEqual(accepted ? [] : [field]);
  });

  it.each(STATUSES)('when the customer filters by %s, then it is accepted', (status) => {
    expect(orderListQuerySchema.parse({ status }).status).toBe(status);
  });

  it('when the status is not one of the nine, then it is refused', () => {
    expect(pathsOf(orderListQuerySchema, { status: 'shipped' })).toEqual(['status']);
  });
});

describe('a status change', () => {
  it('when a note is typed with spaces, then it is trimmed', () => {
    expect(orderStatusChangeSchema.parse({ status: 'confirmed', note: ' called ' })).toEqual({
      status: 'confirmed',
      note: 'called',
    });
  });

  it('when the note has 200 characters, then it is accepted; 201 are refused', () => {
    expect(pathsOf(orderStatusChangeSchema, { status: 'placed', note: 'n'.repeat(200) })).toEqual([]);
    expect(pathsOf(orderStatusChangeSchema, { status: 'placed', note: 'n'.repeat(201) })).toEqual(['note']);
    expect(pathsOf(orderStatusChangeSchema, { status: 'lost' })).toEqual(['status']);
  });
});

describe('the admin order board query', () => {
  it.each(STATUSES.filter((status) => status !== 'payment_pending'))(
    'when the board filters by %s, then it is accepted',
    (status) => {
      expect(pathsOf(adminOrderListQuerySchema, { status })).toEqual([]);
    },
  );

  it('when the board filters by payment_pending (never shown there), then it is refused', () => {
    expect(pathsOf(adminOrderListQuerySchema, { status: 'payment_pending' })).toEqual(['status']);
  });

  it.each(['cod', 'online', 'wallet'])(
    'when it filters by payment %s, then it is accepted',
    (paymentMethod) => {
      expect(pathsOf(adminOrderListQuerySchema, { paymentMethod })).toEqual([]);
    },
  );

  it('when the payment method or the store is not one it knows, then that field is refused', () => {
    expect(pathsOf(adminOrderListQuerySchema, { paymentMethod: 'upi' })).toEqual(['paymentMethod']);
    expect(pathsOf(adminOrderListQuerySchema, { storeId: 'blr-1' })).toEqual(['storeId']);
  });

  it.each([
    [{ from: '2026-02-29' }, ['from: INVALID_FIELD']],
    [{ to: '2026-11-31' }, ['to: INVALID_FIELD']],
    [{ from: '26-11-2026' }, ['from: INVALID_FIELD']],
    [{ from: '2026-11-27', to: '2026-11-26' }, ['to: INVALID_FIELD']],
    [{ from: '2026-11-26', to: '2026-11-26' }, []],
    [{ from: '2028-02-29', to: '2028-03-01' }, []],
  ])('when the board asks for the IST days %j, then %j', (query, expected) => {
    expect(issuesOf(adminOrderListQuerySchema, query)).toEqual(expected);
  });

  it.each([
    ['the end of an order id', ' 3f2A ', '3f2A'],
    ['a phone number', '+91 98765-43210', '+91 98765-43210'],
  ])('when it searches %s, then the search is kept trimmed', (_, q, parsed) => {
    expect(adminOrderListQuerySchema.parse({ q }).q).toBe(parsed);
  });

  it.each([
    ['a letter that is not hex', 'order'],
    ['a quote', "3f2a'"],
    ['41 characters', '1'.repeat(41)],
  ])('when it searches with %s, then the search is refused', (_, q) => {
    expect(pathsOf(adminOrderListQuerySchema, { q })).toEqual(['q']);
  });

  it('when the search has 40 characters, then it is accepted', () => {
    expect(pathsOf(adminOrderListQuerySchema, { q: '1'.repeat(40) })).toEqual([]);
  });
});

describe('the order export and rider assignment', () => {
  it.each([
    [{ from: '2026-11-01', to: '2026-11-30' }, []],
    [{ from: '2026-11-30', to: '2026-11-30' }, []],
    [{ from: '2026-12-01', to: '2026-11-30' }, ['to']],
    [{ to: '2026-11-30' }, ['from']],
    [{ from: '2026-11-01' }, ['to']],
  ])('when the export asks %j, then %j is refused (both days required, in order)', (query, expected) => {
    expect(pathsOf(adminOrderExportQuerySchema, query)).toEqual(expected);
  });

  it('when a rider is assigned by something other than an id, then riderId is refused', () => {
    expect(pathsOf(assignRiderSchema, { riderId: 'ravi' })).toEqual(['riderId']);
    expect(pathsOf(assignRiderSchema, { riderId: '44444444-4444-4444-8444-444444444444' })).toEqual([]);
  });
});
