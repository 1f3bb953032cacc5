import { describe, expect, it } from 'vitest';
import { appRatingRequestSchema, orderRatingRequestSchema, productRatingSummary } from './rating-schemas.js';

type Schema = {
  safeParse(input: unknown): { error?: { issues: { path: PropertyKey[]; message: string }[] } };
};
/** Each issue as "path: message": the field a test expects refused, and the code it expects. */
const issuesOf = (schema: Schema, input: unknown) =>
  schema.safeParse(input).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];
const pathsOf = (schema: Schema, input: unknown) =>
  schema.safeParse(input).error?.issues.map((issue) => issue.path.join('.')) ?? [];

const productId = '88888888-8888-4888-8888-888888888888';

describe('ratings', () => {
  it.each([1, 2, 3, 4, 5])('when %i stars are given, then they are accepted', (stars) => {
    expect(orderRatingRequestSchema.parse({ stars })).toEqual({ stars });
  });

  it.each([0, 6, 4.5, '5', undefined])('when the stars are %j, then RATING_STARS_INVALID', (stars) => {
    expect(issuesOf(appRatingRequestSchema, { stars })).toEqual(['stars: RATING_STARS_INVALID']);
  });

  it.each([
    [' Fresh and on time ', 'Fresh and on time'],
    ['   ', null],
    ['', null],
    [null, null],
    ['c'.repeat(500), 'c'.repeat(500)],
    ['पहले से बेहतर\nధన్యవాదాలు', 'पहले से बेहतर\nధన్యవాదాలు'],
  ])('when the comment is %j, then it is stored as %j (blank means none)', (comment, stored) => {
    expect(appRatingRequestSchema.parse({ stars: 4, comment }).comment).toBe(stored);
  });

  it.each([
    ['501 characters', 'c'.repeat(501), 'comment: RATING_COMMENT_TOO_LONG'],
    ['NUL', 'good\u0000', 'comment: INVALID_CHARACTERS'],
    ['BEL', '\u0007ring', 'comment: INVALID_CHARACTERS'],
    ['a C1 control', 'ok\u0085', 'comment: INVALID_CHARACTERS'],
    ['a lone surrogate', 'ok \udc00', 'comment: INVALID_CHARACTERS'],
  ])('when the comment has %s, then %s', (_, comment, expected) => {
    expect(issuesOf(orderRatingRequestSchema, { stars: 3, comment })).toEqual([expected]);
  });

  it('when an order rating thumbs items, then up to 100 are accepted; 101, a bad id or an extra field are refused', () => {
    const thumb = { productId, thumbsUp: true };
    expect(pathsOf(orderRatingRequestSchema, { stars: 5, items: Array(100).fill(thumb) })).toEqual([]);
    expect(pathsOf(orderRatingRequestSchema, { stars: 5, items: Array(101).fill(thumb) })).toEqual(['items']);
    expect(
      pathsOf(orderRatingRequestSchema, { stars: 5, items: [{ productId: 'p1', thumbsUp: true }] }),
    ).toEqual(['items.0.productId']);
    expect(pathsOf(orderRatingRequestSchema, { stars: 5, items: [{ ...thumb, stars: 5 }] })).toEqual([
      'items.0',
    ]);
  });

  it('when the app rating carries items (only orders have them), then it is refused', () => {
    expect(appRatingRequestSchema.safeParse({ stars: 5, items: [] }).error?.issues[0]?.code).toBe(
      'unrecognized_keys',
    );
  });

  it.each([
    [0, 0, null],
    [-1, 0, null],
    [1, 1, { count: 1, likedPercent: 100 }],
    [3, 2, { count: 3, likedPercent: 67 }],
    [8, 1, { count: 8, likedPercent: 13 }],
    [3, 0, { count: 3, likedPercent: 0 }],
  ])('when %i thumbs of which %i up, then the product shows %j', (count, up, summary) => {
    expect(productRatingSummary(count, up)).toEqual(summary);
  });
});
