import { describe, expect, it } from 'vitest';
import {
  identifierSchema,
  newPasswordSchema,
  passwordResetRequestSchema,
  passwordResetVerifySchema,
  refreshRequestSchema,
  signInRequestSchema,
  signUpConfirmSchema,
  signUpRequestSchema,
  updatePasswordRequestSchema,
} from './auth-schemas.js';

type Schema = {
  safeParse(input: unknown): { error?: { issues: { path: PropertyKey[]; message: string }[] } };
};
/** Each issue as "path: message": the field a test expects refused, and the code it expects. */
const issuesOf = (schema: Schema, input: unknown) =>
  schema.safeParse(input).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];
const pathsOf = (schema: Schema, input: unknown) =>
  schema.safeParse(input).error?.issues.map((issue) => issue.path.join('.')) ?? [];

/** An address of exactly `length` characters at example.com. */
const emailOfLength = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;

describe('the sign-in identifier', () => {
  it.each([
    [' Priya@Example.COM ', 'Priya@Example.COM'],
    ['+91 98765 43210', '+91 98765 43210'],
    ['09876543210', '09876543210'],
    [emailOfLength(254), emailOfLength(254)],
  ])('when %j is typed, then it is accepted as %j (trimmed; the service normalises)', (typed, parsed) => {
    expect(identifierSchema.parse(typed)).toBe(parsed);
  });

  it.each([
    ['nothing', ''],
    ['only spaces', '   '],
    ['an 11-digit number', '98765432100'],
    ['a number starting with 5', '5876543210'],
    ['two @', 'a@b@example.com'],
    ['no dot in the domain', 'priya@example'],
    ['a one-letter top-level domain', 'priya@example.c'],
    ['a 255-character email', emailOfLength(255)],
    ['not a string', 9876543210],
  ])('when it is %s, then AUTH_INVALID_IDENTIFIER', (_, typed) => {
    expect(issuesOf(identifierSchema, typed).every((issue) => issue === ': AUTH_INVALID_IDENTIFIER')).toBe(
      true,
    );
    expect(issuesOf(identifierSchema, typed)).not.toEqual([]);
  });
});

describe('passwords', () => {
  it.each([
    [7, false],
    [8, true],
    [128, true],
    [129, false],
  ])('when a new password has %i characters, then accepted is %s', (length, accepted) => {
    expect(issuesOf(newPasswordSchema, 'p'.repeat(length))).toEqual(accepted ? [] : [': AUTH_WEAK_PASSWORD']);
  });

  it('when a new password has spaces around it, then they are kept (a password is not trimmed)', () => {
    expect(newPasswordSchema.parse('  secret1  ')).toBe('  secret1  ');
    expect(issuesOf(newPasswordSchema, '  abc   ')).toEqual([]);
  });

  it.each([
    ['', 'password: AUTH_PASSWORD_REQUIRED'],
    [undefined, 'password: AUTH_PASSWORD_REQUIRED'],
    ['x'.repeat(1025), 'password: AUTH_INVALID_CREDENTIALS'],
  ])('when signing in with password %j, then %s', (password, expected) => {
    expect(issuesOf(signInRequestSchema, { identifier: '9876543210', password })).toEqual([expected]);
  });

  it('when signing in with a 1-character or 1024-character password, then it is accepted (old passwords may be short)', () => {
    expect(issuesOf(signInRequestSchema, { identifier: '9876543210', password: 'x' })).toEqual([]);
    expect(issuesOf(signInRequestSchema, { identifier: '9876543210', password: 'x'.repeat(1024) })).toEqual(
      [],
    );
  });

  it.each([
    [undefined, []],
    ['old', []],
    ['', ['currentPassword: AUTH_CURRENT_PASSWORD_REQUIRED']],
    ['x'.repeat(1025), ['currentPassword: AUTH_CURRENT_PASSWORD_WRONG']],
  ])('when changing the password with current password %j, then %j', (currentPassword, expected) => {
    expect(issuesOf(updatePasswordRequestSchema, { password: 'newsecret', currentPassword })).toEqual(
      expected,
    );
  });

  it('when the new password is too short on change, then AUTH_WEAK_PASSWORD on password', () => {
    expect(issuesOf(updatePasswordRequestSchema, { password: 'short' })).toEqual([
      'password: AUTH_WEAK_PASSWORD',
    ]);
  });
});

describe('sign-up and tokens', () => {
  it('when signing up with a name and a referral code typed with spaces, then both are trimmed', () => {
    expect(
      signUpRequestSchema.parse({
        identifier: 'priya@example.com',
        password: 'secret12',
        fullName: ' Priya Sharma ',
        referralCode: ' PRIYA7 ',
      }),
    ).toEqual({
      identifier: 'priya@example.com',
      password: 'secret12',
      fullName: 'Priya Sharma',
      referralCode: 'PRIYA7',
    });
  });

  it.each([
    ['fullName', 120, true],
    ['fullName', 121, false],
    ['referralCode', 40, true],
    ['referralCode', 41, false],
  ])('when %s has %i characters, then accepted is %s', (field, length, accepted) => {
    const input = { identifier: '9876543210', password: 'secret12', [field]: 'r'.repeat(length) };
    expect(pathsOf(signUpRequestSchema, input)).toEqual(accepted ? [] : [field]);
  });

  it.each([
    [19, false],
    [20, true],
    [200, true],
    [201, false],
  ])('when a refresh or reset token has %i characters, then accepted is %s', (length, accepted) => {
    expect(pathsOf(refreshRequestSchema, { refreshToken: 't'.repeat(length) })).toEqual(
      accepted ? [] : ['refreshToken'],
    );
    expect(pathsOf(passwordResetVerifySchema, { token: 't'.repeat(length) })).toEqual(
      accepted ? [] : ['token'],
    );
  });

  it('when a reset is asked for a bad identifier, then AUTH_INVALID_IDENTIFIER on identifier', () => {
    expect(issuesOf(passwordResetRequestSchema, { identifier: 'priya@' })).toEqual([
      'identifier: AUTH_INVALID_IDENTIFIER',
    ]);
  });
});

describe("the device's language on the sign-in, sign-up and link requests (issue 32 item 6)", () => {
  const token = 'a'.repeat(43);
  const requests = [
    ['sign-in', signInRequestSchema, { identifier: 'priya@example.com', password: 'x' }],
    ['sign-up', signUpRequestSchema, { identifier: 'priya@example.com', password: 'long enough password' }],
    ['sign-up link', signUpConfirmSchema, { token }],
    ['reset or invite link', passwordResetVerifySchema, { token }],
  ] as const;

  it.each(requests)('when the %s request carries te, then it is kept', (_name, schema, body) => {
    expect(schema.parse({ ...body, language: 'te' })).toMatchObject({ language: 'te' });
  });

  it.each(requests)('when the %s request carries no language, then it is left out', (_name, schema, body) => {
    expect(schema.parse(body)).not.toHaveProperty('language');
  });

  it.each(requests)(
    'when the %s request carries fr, then it is refused as LANGUAGE_INVALID',
    (_name, schema, body) => {
      expect(issuesOf(schema, { ...body, language: 'fr' })).toEqual(['language: LANGUAGE_INVALID']);
      expect(issuesOf(schema, { ...body, language: null })).toEqual(['language: LANGUAGE_INVALID']);
    },
  );
});
