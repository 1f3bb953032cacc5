import { describe, expect, it } from 'vitest';
import { accountDeletionRequestSchema } from './privacy-schemas.js';

type Schema = {
  safeParse(input: unknown): { error?: { issues: { path: PropertyKey[]; message: string }[] } };
};
/** Each issue as "path: message": the field a test expects refused, and the code it expects. */
const issuesOf = (schema: Schema, input: unknown) =>
  schema.safeParse(input).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];
const pathsOf = (schema: Schema, input: unknown) =>
  schema.safeParse(input).error?.issues.map((issue) => issue.path.join('.')) ?? [];

describe('account deletion', () => {
  it.each([
    ['', ['password: AUTH_CURRENT_PASSWORD_REQUIRED']],
    [undefined, ['password: AUTH_CURRENT_PASSWORD_REQUIRED']],
    ['p', []],
    ['p'.repeat(200), []],
  ])('when the password given is %j, then %j', (password, expected) => {
    expect(issuesOf(accountDeletionRequestSchema, { password })).toEqual(expected);
  });

  it('when the password has 201 characters, then it is refused; spaces in it are kept', () => {
    expect(pathsOf(accountDeletionRequestSchema, { password: 'p'.repeat(201) })).toEqual(['password']);
    expect(accountDeletionRequestSchema.parse({ password: ' pass ' })).toEqual({ password: ' pass ' });
  });
});
