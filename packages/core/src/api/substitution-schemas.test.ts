import { describe, expect, it } from 'vitest';
import { checkoutSubstitutionsSchema, lineSubstitutionSchema } from './substitution-schemas.js';

type Schema = {
  safeParse(input: unknown): { error?: { issues: { path: PropertyKey[]; message: string }[] } };
};
/** Each issue as "path: message": the field a test expects refused, and the code it expects. */
const issuesOf = (schema: Schema, input: unknown) =>
  schema.safeParse(input).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];
const pathsOf = (schema: Schema, input: unknown) =>
  schema.safeParse(input).error?.issues.map((issue) => issue.path.join('.')) ?? [];

const productId = 'dddddddd-dddd-4ddd-8ddd-dddddddddddd';
const similarId = 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee';

describe('substitution choices at checkout', () => {
  it.each(['best_match', 'refund', 'call'])('when a line chooses %s, then it is accepted', (choice) => {
    expect(lineSubstitutionSchema.parse({ productId, choice })).toEqual({ productId, choice });
  });

  it('when a line chooses a specific item and names it, then it is accepted', () => {
    expect(
      issuesOf(lineSubstitutionSchema, { productId, choice: 'specific', specificProductId: similarId }),
    ).toEqual([]);
  });

  it('when a line chooses a specific item without naming it, then INVALID_FIELD on specificProductId', () => {
    expect(issuesOf(lineSubstitutionSchema, { productId, choice: 'specific' })).toEqual([
      'specificProductId: INVALID_FIELD',
    ]);
  });

  it.each([
    [{ productId, choice: 'cheapest' }, ['choice']],
    [{ productId: 'milk', choice: 'refund' }, ['productId']],
    [{ productId, variantId: 'small', choice: 'refund' }, ['variantId']],
    [{ productId, choice: 'specific', specificProductId: 'paneer' }, ['specificProductId']],
    [{ productId, choice: 'refund', note: 'x' }, ['']],
  ])('when a line is %j, then %j is refused', (line, paths) => {
    expect(pathsOf(lineSubstitutionSchema, line)).toEqual(paths);
  });

  it('when nothing is chosen, then there are no lines and no default', () => {
    expect(checkoutSubstitutionsSchema.parse({})).toEqual({ lines: [] });
  });

  it.each(['best_match', 'refund', 'call'])(
    'when the whole order defaults to %s, then it is accepted',
    (choice) => {
      expect(checkoutSubstitutionsSchema.parse({ default: choice })).toEqual({ default: choice, lines: [] });
    },
  );

  it('when the whole order defaults to a specific item (only a line can), then default is refused', () => {
    expect(pathsOf(checkoutSubstitutionsSchema, { default: 'specific' })).toEqual(['default']);
  });

  it('when 100 lines are sent, then they are accepted; 101 are refused', () => {
    const line = { productId, choice: 'refund' };
    expect(pathsOf(checkoutSubstitutionsSchema, { lines: Array(100).fill(line) })).toEqual([]);
    expect(pathsOf(checkoutSubstitutionsSchema, { lines: Array(101).fill(line) })).toEqual(['lines']);
  });

  it('when a line inside is wrong, then the path names the line', () => {
    expect(issuesOf(checkoutSubstitutionsSchema, { lines: [{ productId, choice: 'specific' }] })).toEqual([
      'lines.0.specificProductId: INVALID_FIELD',
    ]);
  });
});
