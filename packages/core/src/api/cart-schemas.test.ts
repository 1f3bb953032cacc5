import { describe, expect, it } from 'vitest';
import { cartAddRequestSchema, cartRemoveRequestSchema, cartSetRequestSchema } from './cart-schemas.js';

const productId = '11111111-1111-4111-8111-111111111111';
const variantId = '22222222-2222-4222-8222-222222222222';

type Schema = {
  safeParse(input: unknown): { error?: { issues: { path: PropertyKey[]; message: string }[] } };
};
/** The fields a test expects refused. */
const pathsOf = (schema: Schema, input: unknown) =>
  schema.safeParse(input).error?.issues.map((issue) => issue.path.join('.')) ?? [];

describe('cart requests', () => {
  it('when a product is added without quantity or pack, then one of its default pack is added', () => {
    expect(cartAddRequestSchema.parse({ productId })).toEqual({ productId, variantId: null, quantity: 1 });
  });

  it.each([
    [1, true],
    [100, true],
    [0, false],
    [101, false],
    [1.5, false],
    ['2', false],
  ])('when an add asks for quantity %j, then accepted is %s (1 to 100 whole)', (quantity, accepted) => {
    expect(pathsOf(cartAddRequestSchema, { productId, quantity })).toEqual(accepted ? [] : ['quantity']);
  });

  it.each([
    [-1000, true],
    [0, true],
    [1000, true],
    [-1001, false],
    [1001, false],
    [2.5, false],
    [undefined, false],
  ])('when a set asks for quantity %j, then accepted is %s', (quantity, accepted) => {
    expect(pathsOf(cartSetRequestSchema, { productId, variantId, quantity })).toEqual(
      accepted ? [] : ['quantity'],
    );
  });

  it.each([
    [{ productId: 'tomato' }, ['productId']],
    [{ productId, variantId: 'pack-1' }, ['variantId']],
    [{}, ['productId']],
  ])('when %j is added, then %j is refused', (input, paths) => {
    expect(pathsOf(cartAddRequestSchema, input)).toEqual(paths);
  });

  it('when a line is removed, then the pack is optional but must be an id when given', () => {
    expect(cartRemoveRequestSchema.parse({ productId })).toEqual({ productId });
    expect(pathsOf(cartRemoveRequestSchema, { productId, variantId: 'x' })).toEqual(['variantId']);
  });
});
