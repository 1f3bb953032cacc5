import { describe, expect, it } from 'vitest';
import {
  bestBeforeQuerySchema,
  expiringLotsQuerySchema,
  productLotsQuerySchema,
  receiveLotInputSchema,
  shelfLifeRuleInputSchema,
} from './lot-schemas.js';

type Schema = {
  safeParse(input: unknown): { error?: { issues: { path: PropertyKey[]; message: string }[] } };
};
/** Each issue as "path: message": the field a test expects refused, and the code it expects. */
const issuesOf = (schema: Schema, input: unknown) =>
  schema.safeParse(input).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];
const pathsOf = (schema: Schema, input: unknown) =>
  schema.safeParse(input).error?.issues.map((issue) => issue.path.join('.')) ?? [];

const productId = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const otherId = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
const lot = { productId, quantity: 24, packedOn: '2026-11-20', bestBefore: '2026-12-05' };
/** Test ids: the n-th of a run of distinct uuids. */
const idNumber = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('a received lot', () => {
  it('when a lot of the product itself is received, then no pack is named', () => {
    expect(receiveLotInputSchema.parse(lot)).toEqual({ ...lot, variantId: null });
  });

  it.each([
    ['quantity', 0, 'quantity: LOT_QUANTITY_INVALID'],
    ['quantity', 1_000_001, 'quantity: LOT_QUANTITY_INVALID'],
    ['quantity', 2.5, 'quantity: LOT_QUANTITY_INVALID'],
    ['quantity', '24', 'quantity: LOT_QUANTITY_INVALID'],
    ['packedOn', '2026-11-31', 'packedOn: INVALID_DATE'],
    ['bestBefore', '05/12/2026', 'bestBefore: INVALID_DATE'],
    ['bestBefore', undefined, 'bestBefore: INVALID_DATE'],
  ])('when %s is %j, then %s', (field, value, expected) => {
    expect(issuesOf(receiveLotInputSchema, { ...lot, [field]: value })).toEqual([expected]);
  });

  it('when the quantity is 1 or 1,000,000, then it is accepted', () => {
    expect(issuesOf(receiveLotInputSchema, { ...lot, quantity: 1 })).toEqual([]);
    expect(issuesOf(receiveLotInputSchema, { ...lot, quantity: 1_000_000 })).toEqual([]);
  });

  it('when the lot carries a field it does not know, then it is refused', () => {
    expect(receiveLotInputSchema.safeParse({ ...lot, price: 100 }).error?.issues[0]?.code).toBe(
      'unrecognized_keys',
    );
  });
});

describe('shelf-life rules and lot queries', () => {
  it.each([
    [{ percent: 0, days: 0 }, []],
    [{ percent: 100, days: 3650 }, []],
    [{ percent: 30, days: 45 }, []],
    [{ percent: 101, days: 45 }, ['percent: PERCENT_INVALID']],
    [{ percent: -1, days: 45 }, ['percent: PERCENT_INVALID']],
    [{ percent: 30, days: 3651 }, ['days: DAYS_INVALID']],
    [{ percent: 30.5, days: 45 }, ['percent: PERCENT_INVALID']],
  ])('when the rule is %j, then %j', (rule, expected) => {
    expect(issuesOf(shelfLifeRuleInputSchema, rule)).toEqual(expected);
  });

  it.each([
    [{}, { days: 7 }],
    [{ days: '1' }, { days: 1 }],
    [{ days: '90' }, { days: 90 }],
  ])('when expiring lots are asked %j, then %j', (query, parsed) => {
    expect(expiringLotsQuerySchema.parse(query)).toEqual(parsed);
  });

  it.each(['0', '91'])('when expiring lots are asked for %s days, then days is refused', (days) => {
    expect(pathsOf(expiringLotsQuerySchema, { days })).toEqual(['days']);
  });

  it("when a product's lots are asked by something other than an id, then productId is refused", () => {
    expect(pathsOf(productLotsQuerySchema, { productId: 'milk' })).toEqual(['productId']);
  });

  it('when best-before dates are asked with repeats and empty items, then each id is asked once', () => {
    expect(bestBeforeQuerySchema.parse({ productIds: `${productId},,${otherId},${productId},` })).toEqual({
      productIds: [productId, otherId],
    });
  });

  it.each([
    ['no ids', ',,', false],
    ['a bad id', `${productId},milk`, false],
    ['100 ids', Array.from({ length: 100 }, (_, i) => idNumber(i)).join(','), true],
    ['101 ids', Array.from({ length: 101 }, (_, i) => idNumber(i)).join(','), false],
  ])('when best-before dates are asked for %s, then accepted is %s', (_, productIds, accepted) => {
    expect(bestBeforeQuerySchema.safeParse({ productIds }).success).toBe(accepted);
  });
});
