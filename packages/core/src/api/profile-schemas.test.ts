import { describe, expect, it, vi } from 'vitest';
import { dateOfBirthProblem } from '../date-of-birth.js';
import { toIstDate } from '../ist.js';
import { languageSchema, updateProfileRequestSchema } from './profile-schemas.js';

type Schema = {
  safeParse(input: unknown): { error?: { issues: { path: PropertyKey[]; message: string }[] } };
};
/** Each issue as "path: message": the field a test expects refused, and the code it expects. */
const issuesOf = (schema: Schema, input: unknown) =>
  schema.safeParse(input).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];
const pathsOf = (schema: Schema, input: unknown) =>
  schema.safeParse(input).error?.issues.map((issue) => issue.path.join('.')) ?? [];

describe('the profile update', () => {
  it('when nothing is sent, then nothing changes (every field is optional)', () => {
    expect(updateProfileRequestSchema.parse({})).toEqual({});
  });

  it('when a name is typed with spaces and the phone in any form, then the name is trimmed and the phone kept as typed', () => {
    expect(updateProfileRequestSchema.parse({ fullName: ' Priya ', phone: ' +91 98765-43210 ' })).toEqual({
      fullName: 'Priya',
      phone: '+91 98765-43210',
    });
  });

  it.each([
    [{ fullName: null }],
    [{ phone: null }],
    [{ phone: '' }],
    [{ dateOfBirth: null }],
    [{ dateOfBirth: '' }],
    [{ dateOfBirth: '1990-05-01' }],
    [{ fullName: 'n'.repeat(120) }],
    [{ pushNotifications: false, emailMarketing: true, smsUpdates: false }],
  ])('when %j is sent, then it is accepted (null or empty clears)', (input) => {
    expect(pathsOf(updateProfileRequestSchema, input)).toEqual([]);
  });

  it.each([
    [{ fullName: 'n'.repeat(121) }, 'fullName'],
    [{ phone: '12345' }, 'phone: INVALID_PHONE'],
    [{ phone: '98765432100' }, 'phone: INVALID_PHONE'],
    [{ dateOfBirth: '1990-02-30' }, 'dateOfBirth: INVALID_DATE'],
    [{ dateOfBirth: '1900-01-01' }, 'dateOfBirth: INVALID_DATE'],
    [{ preferredLanguage: 'fr' }, 'preferredLanguage: LANGUAGE_INVALID'],
    [{ preferredLanguage: null }, 'preferredLanguage: LANGUAGE_INVALID'],
    [{ pushNotifications: 'true' }, 'pushNotifications'],
  ])('when %j is sent, then %s', (input, expected) => {
    const issues = issuesOf(updateProfileRequestSchema, input);
    expect(issues).toHaveLength(1);
    expect(issues[0]?.startsWith(expected)).toBe(true);
  });

  it('when the date of birth is not a date, then the issue is a custom one on dateOfBirth', () => {
    expect(updateProfileRequestSchema.safeParse({ dateOfBirth: '31-12-1990' }).error?.issues).toEqual([
      { code: 'custom', path: ['dateOfBirth'], message: 'INVALID_DATE' },
    ]);
  });

  it('when a field the profile does not have is sent (the email), then the request is refused', () => {
    const result = updateProfileRequestSchema.safeParse({ email: 'x@example.com' });
    expect(result.error?.issues.map((issue) => issue.code)).toEqual(['unrecognized_keys']);
  });

  it('when a real date in the future or too recent is sent, then the shape passes: the server judges the age on its clock (ADR 0073)', () => {
    vi.useFakeTimers({ now: new Date('2026-11-26T18:30:00Z') });
    try {
      expect(issuesOf(updateProfileRequestSchema, { dateOfBirth: '2999-01-01' })).toEqual([]);
      expect(issuesOf(updateProfileRequestSchema, { dateOfBirth: '2026-11-28' })).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  describe('when it is 00:00 IST on 27 November 2026 (still the 26th in UTC)', () => {
    const today = toIstDate(new Date('2026-11-26T18:30:00Z'));

    it.each([
      ['2013-11-27', null],
      ['2013-11-28', 'DATE_OF_BIRTH_TOO_YOUNG'],
      ['2026-11-27', 'DATE_OF_BIRTH_TOO_YOUNG'],
      ['2026-11-28', 'DATE_OF_BIRTH_IN_FUTURE'],
    ])('then a birth date of %s gives %s (13 from the IST day, not the UTC one)', (dateOfBirth, expected) => {
      expect(dateOfBirthProblem(dateOfBirth, today)).toBe(expected);
    });
  });

  it.each(['en', 'hi', 'te'])('when the language is %s, then it is accepted', (language) => {
    expect(languageSchema.parse(language)).toBe(language);
  });
});
