import { describe, expect, it } from 'vitest';
import { healthResponseSchema, readinessResponseSchema } from './health-schemas.js';

describe('health and readiness contracts', () => {
  it('when readiness reports its three checks, then the shape is accepted; an unknown state or a missing check is not', () => {
    const ready = {
      ready: true,
      draining: false,
      checks: { database: 'ok', migrations: 'ok', realtime: 'ok' },
    };
    expect(readinessResponseSchema.parse(ready)).toEqual(ready);
    const down = {
      ...ready,
      ready: false,
      checks: { database: 'failed', migrations: 'unknown', realtime: 'disconnected' },
    };
    expect(readinessResponseSchema.safeParse(down).success).toBe(true);
    expect(
      readinessResponseSchema.safeParse({ ...ready, checks: { ...ready.checks, database: 'slow' } }).success,
    ).toBe(false);
    expect(
      readinessResponseSchema.safeParse({ ...ready, checks: { database: 'ok', migrations: 'ok' } }).success,
    ).toBe(false);
  });

  it('when liveness answers, then it names the engine and nothing else is promised', () => {
    expect(healthResponseSchema.parse({ ok: true, database: 'pglite' })).toEqual({
      ok: true,
      database: 'pglite',
    });
    expect(healthResponseSchema.safeParse({ ok: false, database: 'pglite' }).success).toBe(false);
    expect(healthResponseSchema.safeParse({ ok: true, database: 'mysql' }).success).toBe(false);
  });
});
