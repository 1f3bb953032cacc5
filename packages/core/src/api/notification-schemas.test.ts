import { describe, expect, it } from 'vitest';
import { notificationPageQuerySchema } from './notification-schemas.js';

type Schema = {
  safeParse(input: unknown): { error?: { issues: { path: PropertyKey[]; message: string }[] } };
};
/** The fields a test expects refused. */
const pathsOf = (schema: Schema, input: unknown) =>
  schema.safeParse(input).error?.issues.map((issue) => issue.path.join('.')) ?? [];

describe('the notification page query', () => {
  it("when nothing is asked, then the newest 50 (the spec's fetch limit)", () => {
    expect(notificationPageQuerySchema.parse({})).toEqual({ limit: 50 });
  });

  it('when a cursor is given, then it is kept', () => {
    const cursor = {
      beforeCreatedAt: '2026-11-26T10:15:00.123+05:30',
      beforeId: 'ffffffff-ffff-4fff-8fff-ffffffffffff',
    };
    expect(notificationPageQuerySchema.parse({ ...cursor, limit: '1' })).toEqual({ ...cursor, limit: 1 });
  });

  it.each([
    ['limit', '51'],
    ['limit', '0'],
    ['beforeCreatedAt', '2026-11-26'],
    ['beforeCreatedAt', 'yesterday'],
    ['beforeId', '17'],
  ])('when %s is %j, then that field is refused', (field, value) => {
    expect(pathsOf(notificationPageQuerySchema, { [field]: value })).toEqual([field]);
  });
});
