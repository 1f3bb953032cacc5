import { describe, expect, it } from 'vitest';
import {
  adminDeliverOverrideSchema,
  adminRiderCashQuerySchema,
  riderDeliverRequestSchema,
  riderLineRequestSchema,
  riderLocationUploadSchema,
  riderOnlineRequestSchema,
  riderPointSchema,
  riderStatusRequestSchema,
} from './rider-schemas.js';

type Schema = {
  safeParse(input: unknown): { error?: { issues: { path: PropertyKey[]; message: string }[] } };
};
/** Each issue as "path: message": the field a test expects refused, and the code it expects. */
const issuesOf = (schema: Schema, input: unknown) =>
  schema.safeParse(input).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];
const pathsOf = (schema: Schema, input: unknown) =>
  schema.safeParse(input).error?.issues.map((issue) => issue.path.join('.')) ?? [];

const point = { lat: 17.385, lng: 78.4867, at: '2026-11-26T10:15:00+05:30' };

describe('the rider at the door', () => {
  it('when the code is read out with cash and a note typed with spaces, then the note is trimmed', () => {
    expect(
      riderDeliverRequestSchema.parse({ otp: '0042', cashCollectedPaise: 21_400, cashNote: ' short ₹1 ' }),
    ).toEqual({
      otp: '0042',
      cashCollectedPaise: 21_400,
      cashNote: 'short ₹1',
    });
  });

  it.each(['042', '00421', '4a42', ' 0042', '００４２'])(
    'when the code is %j, then INVALID_FIELD on otp',
    (otp) => {
      expect(issuesOf(riderDeliverRequestSchema, { otp })).toEqual(['otp: INVALID_FIELD']);
    },
  );

  it.each([
    [{ cashCollectedPaise: 0 }, []],
    [{ cashCollectedPaise: 10_000_000 }, []],
    [{ cashCollectedPaise: 10_000_001 }, ['cashCollectedPaise']],
    [{ cashCollectedPaise: -1 }, ['cashCollectedPaise']],
    [{ cashCollectedPaise: 99.5 }, ['cashCollectedPaise']],
    [{ cashNote: 'n'.repeat(300) }, []],
    [{ cashNote: 'n'.repeat(301) }, ['cashNote']],
    [{ cashNote: '  ' }, ['cashNote']],
    [{ tip: 100 }, ['']],
  ])('when the handover carries %j, then %j is refused', (input, paths) => {
    expect(pathsOf(riderDeliverRequestSchema, { otp: '1234', ...input })).toEqual(paths);
  });

  it.each([
    ['NUL', 'paid\u0000'],
    ['ESC', '\u001b[2J'],
    ['DEL', 'x\u007f'],
  ])('when a note holds %s, then INVALID_CHARACTERS', (_, note) => {
    expect(issuesOf(riderDeliverRequestSchema, { otp: '1234', cashNote: note })).toEqual([
      'cashNote: INVALID_CHARACTERS',
    ]);
    expect(issuesOf(riderLineRequestSchema, { status: 'refused', reason: note })).toEqual([
      'reason: INVALID_CHARACTERS',
    ]);
    expect(issuesOf(adminDeliverOverrideSchema, { reason: note })).toEqual(['reason: INVALID_CHARACTERS']);
  });
});

describe('the rider app requests', () => {
  it('when going online, then only a boolean is taken', () => {
    expect(riderOnlineRequestSchema.parse({ online: true })).toEqual({ online: true });
    expect(pathsOf(riderOnlineRequestSchema, { online: 'yes' })).toEqual(['online']);
  });

  it.each(['picked_up', 'out_for_delivery'])(
    'when the rider moves the order to %s, then it is accepted',
    (status) => {
      expect(pathsOf(riderStatusRequestSchema, { status })).toEqual([]);
    },
  );

  it.each(['delivered', 'cancelled', 'accepted'])(
    'when the rider moves the order to %s (not theirs to set), then it is refused',
    (status) => {
      expect(pathsOf(riderStatusRequestSchema, { status })).toEqual(['status']);
    },
  );

  it.each([
    [{ status: 'missing' }, []],
    [{ status: 'refused', reason: 'Torn packet' }, []],
    [{ status: 'unavailable', afterCall: 'substitute' }, []],
    [{ status: 'unavailable', afterCall: 'remove' }, []],
    [{ status: 'damaged' }, ['status']],
    [{ status: 'unavailable', afterCall: 'refund' }, ['afterCall']],
    [{ status: 'refused', reason: '' }, ['reason']],
  ])('when a line report is %j, then %j is refused', (input, paths) => {
    expect(pathsOf(riderLineRequestSchema, input)).toEqual(paths);
  });

  it("when the admin completes a handover, then a reason is required and cash is limited like the rider's", () => {
    expect(adminDeliverOverrideSchema.parse({ reason: ' phone dead ' })).toEqual({ reason: 'phone dead' });
    expect(pathsOf(adminDeliverOverrideSchema, {})).toEqual(['reason']);
    expect(pathsOf(adminDeliverOverrideSchema, { reason: 'x', cashCollectedPaise: 10_000_001 })).toEqual([
      'cashCollectedPaise',
    ]);
  });

  it.each([
    [{}, []],
    [{ date: '2026-11-26' }, []],
    [{ date: '2026-02-29' }, ['date: INVALID_FIELD']],
    [{ date: '2026-11-26T00:00' }, ['date: INVALID_FIELD']],
  ])('when the cash report asks %j, then %j', (query, expected) => {
    expect(issuesOf(adminRiderCashQuerySchema, query)).toEqual(expected);
  });
});

describe('rider location points', () => {
  it.each([
    ['an offset time', point],
    ['a UTC time', { ...point, at: '2026-11-26T04:45:00Z' }],
    ['every measure at its limit', { ...point, accuracyM: 100_000, speedMps: 100, headingDeg: 359.99 }],
    ['every measure at zero', { ...point, accuracyM: 0, speedMps: 0, headingDeg: 0 }],
    ['the poles and the date line', { ...point, lat: -90, lng: 180 }],
  ])('when a point has %s, then it is accepted', (_, input) => {
    expect(pathsOf(riderPointSchema, input)).toEqual([]);
  });

  it.each([
    ['at', '2026-11-26 10:15'],
    ['at', '2026-11-26T10:15:00'],
    ['headingDeg', 360],
    ['headingDeg', -0.1],
    ['speedMps', 100.1],
    ['accuracyM', 100_001],
    ['accuracyM', -1],
    ['lat', 90.5],
    ['lng', -180.5],
  ])('when a point has %s %j, then that field is refused', (field, value) => {
    expect(pathsOf(riderPointSchema, { ...point, [field]: value })).toEqual([field]);
  });

  it.each([
    [0, ['points']],
    [1, []],
    [200, []],
    [201, ['points']],
  ])('when an upload carries %i points, then %j is refused', (count, paths) => {
    expect(pathsOf(riderLocationUploadSchema, { points: Array(count).fill(point) })).toEqual(paths);
  });
});
