import { describe, expect, it } from 'vitest';
import { adminRefundsQuerySchema } from './refund-admin-schemas.js';

type Schema = {
  safeParse(input: unknown): { error?: { issues: { path: PropertyKey[]; message: string }[] } };
};
/** Each issue as "path: message": the field a test expects refused, and the code it expects. */
const issuesOf = (schema: Schema, input: unknown) =>
  schema.safeParse(input).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];
const pathsOf = (schema: Schema, input: unknown) =>
  schema.safeParse(input).error?.issues.map((issue) => issue.path.join('.')) ?? [];

describe('the refunds admin query', () => {
  it('when nothing is asked, then every state, 100 at a time', () => {
    expect(adminRefundsQuerySchema.parse({})).toEqual({ limit: 100 });
  });

  it.each(['owed', 'pending', 'processed', 'failed'])(
    'when the state is %s, then it is accepted',
    (state) => {
      expect(adminRefundsQuerySchema.parse({ state }).state).toBe(state);
    },
  );

  it('when the state is not one of the four, then INVALID_FIELD on state', () => {
    expect(issuesOf(adminRefundsQuerySchema, { state: 'done' })).toEqual(['state: INVALID_FIELD']);
  });

  it.each([
    ['1', true],
    ['200', true],
    ['0', false],
    ['201', false],
    ['2.5', false],
  ])('when the limit is %s, then accepted is %s', (limit, accepted) => {
    expect(pathsOf(adminRefundsQuerySchema, { limit })).toEqual(accepted ? [] : ['limit']);
  });
});
