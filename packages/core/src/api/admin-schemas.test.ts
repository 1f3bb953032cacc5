import { describe, expect, it } from 'vitest';
import {
  adminAuditQuerySchema,
  adminBroadcastSchema,
  adminChartsQuerySchema,
  adminDistanceQuerySchema,
} from './admin-schemas.js';

type Schema = {
  safeParse(input: unknown): { error?: { issues: { path: PropertyKey[]; message: string }[] } };
};
/** Each issue as "path: message": the field a test expects refused, and the code it expects. */
const issuesOf = (schema: Schema, input: unknown) =>
  schema.safeParse(input).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];
const pathsOf = (schema: Schema, input: unknown) =>
  schema.safeParse(input).error?.issues.map((issue) => issue.path.join('.')) ?? [];

const broadcast = { title: { en: 'Diwali sale' }, message: { en: 'Sweets at 20% off till Sunday.' } };

describe('a broadcast', () => {
  it('when only English is written (with spaces) and blank translations, then English is trimmed, the others left out and no store set', () => {
    expect(
      adminBroadcastSchema.parse({
        title: { en: ' Diwali sale ', hi: '  ', te: '' },
        message: { en: 'Sweets at 20% off till Sunday.' },
      }),
    ).toEqual({
      title: { en: 'Diwali sale', hi: undefined, te: undefined },
      message: { en: 'Sweets at 20% off till Sunday.', hi: undefined, te: undefined },
      storeId: null,
    });
  });

  it('when a translation is written with spaces, then it is trimmed', () => {
    expect(adminBroadcastSchema.parse({ ...broadcast, title: { en: 'Sale', te: ' అమ్మకం ' } }).title.te).toBe(
      'అమ్మకం',
    );
  });

  it.each([
    ['the English title is blank', { title: { en: '  ' } }, 'title.en: FIELD_REQUIRED'],
    ['the English message is missing', { message: { hi: 'सेल' } }, 'message.en'],
    ['the English title has 81 characters', { title: { en: 't'.repeat(81) } }, 'title.en: FIELD_TOO_LONG'],
    [
      'the Hindi title has 81 characters',
      { title: { en: 'Sale', hi: 't'.repeat(81) } },
      'title.hi: FIELD_TOO_LONG',
    ],
    [
      'the Telugu message has 301 characters',
      { message: { en: 'm', te: 'm'.repeat(301) } },
      'message.te: FIELD_TOO_LONG',
    ],
    ['the English message holds NUL', { message: { en: 'sale\u0000' } }, 'message.en: INVALID_CHARACTERS'],
    ['the Hindi title holds BEL', { title: { en: 'Sale', hi: 'सेल\u0007' } }, 'title.hi: INVALID_CHARACTERS'],
    [
      'the Telugu title holds a C1 control',
      { title: { en: 'Sale', te: '\u0090' } },
      'title.te: INVALID_CHARACTERS',
    ],
    ['the store is not an id', { storeId: 'blr' }, 'storeId'],
  ])('when %s, then %s', (_, change, expected) => {
    const issues = issuesOf(adminBroadcastSchema, { ...broadcast, ...change });
    expect(issues).toHaveLength(1);
    expect(issues[0]?.startsWith(expected)).toBe(true);
  });

  it('when every text is at its limit (80 for titles, 300 for messages), then it is accepted', () => {
    const title = { en: 't'.repeat(80), hi: 't'.repeat(80), te: 't'.repeat(80) };
    const message = { en: 'm'.repeat(300), hi: 'm'.repeat(300), te: 'm'.repeat(300) };
    expect(issuesOf(adminBroadcastSchema, { title, message })).toEqual([]);
  });
});

describe('admin queries', () => {
  it.each([
    [{}, { days: 30 }],
    [{ days: '7' }, { days: 7 }],
    [{ days: '90' }, { days: 90 }],
  ])('when the charts ask %j, then %j', (query, parsed) => {
    expect(adminChartsQuerySchema.parse(query)).toEqual(parsed);
  });

  it.each(['6', '91', '14.5'])('when the charts ask for %s days, then days is refused', (days) => {
    expect(pathsOf(adminChartsQuerySchema, { days })).toEqual(['days']);
  });

  it('when the audit is opened without filters, then page 1 of 50', () => {
    expect(adminAuditQuerySchema.parse({})).toEqual({ page: 1, pageSize: 50 });
  });

  it.each([
    ['entity', 'order_items', []],
    ['entity', 'e'.repeat(40), []],
    ['entity', 'e'.repeat(41), ['entity: INVALID_FIELD']],
    ['entity', 'Orders', ['entity: INVALID_FIELD']],
    ['entity', 'orders;', ['entity: INVALID_FIELD']],
    ['entity', '', ['entity: INVALID_FIELD']],
  ])('when the audit filters %s by %j, then %j', (field, value, expected) => {
    expect(issuesOf(adminAuditQuerySchema, { [field]: value })).toEqual(expected);
  });

  it.each([
    ['page', '10000', true],
    ['page', '10001', false],
    ['page', '0', false],
    ['pageSize', '100', true],
    ['pageSize', '101', false],
  ])('when the audit asks %s %s, then accepted is %s', (field, value, accepted) => {
    expect(pathsOf(adminAuditQuerySchema, { [field]: value })).toEqual(accepted ? [] : [field]);
  });

  it('when the distance report asks for a day, then it must be a real IST date', () => {
    expect(adminDistanceQuerySchema.parse({ date: '2028-02-29' })).toEqual({ date: '2028-02-29' });
    expect(issuesOf(adminDistanceQuerySchema, { date: '2027-02-29' })).toEqual(['date: INVALID_FIELD']);
  });
});
