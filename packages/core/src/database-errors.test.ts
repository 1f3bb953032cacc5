import { describe, expect, it } from 'vitest';
import { mapDatabaseError } from './database-errors.js';
import { errorMessage } from './error-messages.js';
import { errorStatus } from './error-status.js';

const message = (input: unknown) => {
  const mapped = mapDatabaseError(input);
  return mapped.rawMessage ?? errorMessage(mapped.code, 'en', mapped.params);
};

/** The status the server answers a database failure with: its kind's row in the one status table. */
const statusOf = (input: unknown) => errorStatus(mapDatabaseError(input).code);

describe('mapDatabaseError (spec §8)', () => {
  it('maps unique violations to "already exists"', () => {
    expect(message({ code: '23505', message: 'duplicate key value violates unique constraint' })).toBe(
      'This item already exists.',
    );
    expect(statusOf({ code: '23505' })).toBe(409);
  });

  it('maps insufficient privilege to the permission message', () => {
    expect(message({ code: '42501' })).toBe('You do not have permission to perform this action.');
  });

  it('maps "no row where one was expected" to no data', () => {
    expect(message({ code: 'PGRST116' })).toBe('No data found.');
  });

  it('maps check violations with the first line of details, capped at 180 characters', () => {
    expect(message({ code: '23514', detail: 'Failing row contains (x).\nsecond line' })).toBe(
      'Invalid data: Failing row contains (x).',
    );
    const long = 'a'.repeat(400);
    expect(message({ code: '23514', details: long })).toBe(`Invalid data: ${'a'.repeat(180)}`);
    expect(message({ code: '23514' })).toBe('Invalid data provided.');
  });

  it('reads the code from a wrapped cause (drivers and ORMs wrap errors)', () => {
    expect(message({ message: 'query failed', cause: { code: '23505' } })).toBe('This item already exists.');
  });

  it('hides messages about row violations and constraints', () => {
    expect(message({ message: 'new row violates row-level security policy' })).toBe(
      'An unexpected error occurred. Please try again.',
    );
    expect(message({ message: 'violates foreign key constraint "x"' })).toBe(
      'An unexpected error occurred. Please try again.',
    );
  });

  it('shows other messages as they are', () => {
    expect(message({ message: 'Something specific happened' })).toBe('Something specific happened');
  });

  it('recognises network failures', () => {
    expect(message(new TypeError('Failed to fetch'))).toBe(
      'Network error. Please check your connection and try again.',
    );
    expect(message({ code: 'ECONNREFUSED', message: 'connect ECONNREFUSED' })).toBe(
      'Network error. Please check your connection and try again.',
    );
  });

  it('treats bad references and malformed literals as bad input, not a server fault', () => {
    // Every code of the list, each one: dropping any of them would turn a 422 into a 500.
    for (const code of ['23503', '23502', '22P02', '22003', '22007', '22008']) {
      expect(mapDatabaseError({ code, message: 'bad input' }), code).toEqual({
        code: 'INVALID_DATA_GENERIC',
      });
      expect(statusOf({ code }), code).toBe(422);
    }
  });

  it('treats every transport failure as the network message with 503', () => {
    for (const code of ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE']) {
      expect(mapDatabaseError({ code, message: `connect ${code}` }), code).toEqual({ code: 'NETWORK' });
      expect(statusOf({ code }), code).toBe(503);
    }
    // The class-08 pattern is anchored: a code that merely contains 08 is no connection failure.
    expect(mapDatabaseError({ code: 'X08006', message: 'other' })).toEqual({
      code: 'UNEXPECTED',
      rawMessage: 'other',
    });
    expect(mapDatabaseError({ code: '080060', message: 'other' })).toEqual({
      code: 'UNEXPECTED',
      rawMessage: 'other',
    });
    expect(mapDatabaseError({ code: '57P04', message: 'other' })).toEqual({
      code: 'UNEXPECTED',
      rawMessage: 'other',
    });
  });

  it('when PostgreSQL refuses a NUL byte in text (22021) or jsonb (22P05), then it is a 400 about the characters', () => {
    for (const code of ['22021', '22P05']) {
      const mapped = mapDatabaseError({ code, message: 'invalid byte sequence for encoding "UTF8": 0x00' });
      expect(mapped).toEqual({ code: 'INVALID_CHARACTERS' });
      expect(errorStatus(mapped.code)).toBe(400);
    }
    expect(errorMessage('INVALID_CHARACTERS', 'hi')).toContain('अक्षर');
  });

  it('when the database connection is lost, shut down or full, then it is the network message with 503', () => {
    for (const code of ['08006', '08003', '08001', '57P01', '57P02', '57P03', '53300']) {
      expect(mapDatabaseError({ code, message: 'terminating connection' })).toEqual({ code: 'NETWORK' });
      expect(statusOf({ code, message: 'terminating connection' })).toBe(503);
    }
    expect(statusOf({ code: '57014', message: 'canceling statement' })).toBe(500);
  });

  it('has the same messages in Hindi and Telugu', () => {
    expect(errorMessage('ALREADY_EXISTS', 'hi')).toBe('यह आइटम पहले से मौजूद है।');
    expect(errorMessage('INVALID_DATA', 'te', { details: 'x' })).toBe('చెల్లని డేటా: x');
  });
});
