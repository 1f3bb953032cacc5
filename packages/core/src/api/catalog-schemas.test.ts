import { describe, expect, it } from 'vitest';
import { productListQuerySchema, searchQuerySchema } from './catalog-schemas.js';

type Schema = {
  safeParse(input: unknown): { error?: { issues: { path: PropertyKey[]; message: string }[] } };
};
/** The fields a test expects refused. */
const pathsOf = (schema: Schema, input: unknown) =>
  schema.safeParse(input).error?.issues.map((issue) => issue.path.join('.')) ?? [];

describe('the product list query', () => {
  it('when nothing is asked, then the newest 24', () => {
    expect(productListQuerySchema.parse({})).toEqual({ sort: 'newest', limit: 24 });
  });

  it('when the URL carries filters, then numbers and flags are read from their text', () => {
    expect(
      productListQuerySchema.parse({
        category: 'fruits-vegetables',
        minPrice: '0',
        maxPrice: '100000000',
        inStock: '1',
        discounted: 'false',
        limit: '100',
      }),
    ).toEqual({
      category: 'fruits-vegetables',
      minPrice: 0,
      maxPrice: 100_000_000,
      inStock: true,
      discounted: false,
      sort: 'newest',
      limit: 100,
    });
  });

  it.each([
    ['true', true],
    ['1', true],
    ['false', false],
    ['0', false],
  ])('when inStock is %s, then it is read as %s', (inStock, parsed) => {
    expect(productListQuerySchema.parse({ inStock }).inStock).toBe(parsed);
  });

  it.each(['newest', 'price_asc', 'price_desc', 'discount', 'popularity'])(
    'when sorted by %s, then it is accepted',
    (sort) => {
      expect(productListQuerySchema.parse({ sort }).sort).toBe(sort);
    },
  );

  it.each([
    ['sort', 'cheapest'],
    ['inStock', 'yes'],
    ['discounted', 'TRUE'],
    ['category', 'Fruits'],
    ['category', 'fruits vegetables'],
    ['category', 'c'.repeat(61)],
    ['category', ''],
    ['minPrice', '-1'],
    ['maxPrice', '100000001'],
    ['minPrice', '9.99'],
    ['limit', '0'],
    ['limit', '101'],
    ['cursor', 'c'.repeat(301)],
  ])('when %s is %j, then that field is refused', (field, value) => {
    expect(pathsOf(productListQuerySchema, { [field]: value })).toEqual([field]);
  });

  it('when the category slug has 60 characters and the cursor 300, then they are accepted', () => {
    expect(pathsOf(productListQuerySchema, { category: 'c'.repeat(60), cursor: 'c'.repeat(300) })).toEqual(
      [],
    );
  });
});

describe('the search query', () => {
  it('when a search is typed with spaces, then it is trimmed and 8 suggestions come', () => {
    expect(searchQuerySchema.parse({ q: ' dal ' })).toEqual({ q: 'dal', limit: 8 });
  });

  it.each([
    [{ q: '   ' }, ['q']],
    [{}, ['q']],
    [{ q: 'q'.repeat(80) }, []],
    [{ q: 'q'.repeat(81) }, ['q']],
    [{ q: 'दाल', limit: '50' }, []],
    [{ q: 'dal', limit: '51' }, ['limit']],
    [{ q: 'dal', limit: '0' }, ['limit']],
  ])('when the search is %j, then %j is refused', (query, paths) => {
    expect(pathsOf(searchQuerySchema, query)).toEqual(paths);
  });
});
