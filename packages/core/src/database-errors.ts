import type { ErrorCode, MessageParams } from './error-messages.js';

/** What the spec's data-error mapping (§8) turns a failure into: a kind; its HTTP status is `ERROR_STATUS`'s. */
export interface MappedError {
  code: ErrorCode;
  params?: MessageParams;
  /** A message to show as-is (the spec shows unrecognised messages unchanged). */
  rawMessage?: string;
}

export const INVALID_DATA_DETAILS_MAX = 180;

interface DatabaseLikeError {
  code?: unknown;
  detail?: unknown;
  details?: unknown;
  message?: unknown;
  name?: unknown;
  cause?: unknown;
}

function asRecord(value: unknown): DatabaseLikeError | null {
  return typeof value === 'object' && value !== null ? (value as DatabaseLikeError) : null;
}

function firstLine(text: string): string {
  return (text.split(/\r?\n/, 1)[0] ?? '').trim();
}

function isNetworkFailure(error: DatabaseLikeError): boolean {
  const message = typeof error.message === 'string' ? error.message : '';
  if (error.name === 'TypeError' && /fetch|network/i.test(message)) return true;
  if (typeof error.code !== 'string') return false;
  return (
    ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE'].includes(error.code) ||
    DATABASE_UNAVAILABLE.test(error.code)
  );
}

/**
 * SQLSTATEs that mean the database is out of reach for now, not that the request was wrong: connection
 * exceptions (class 08), the server shutting down or starting (57P01–57P03), too many connections (53300).
 */
const DATABASE_UNAVAILABLE = /^(08[0-9A-Z]{3}|57P0[1-3]|53300)$/;

/**
 * Maps a database (or transport) failure to a user-facing error, per spec §8:
 * 23505 -> already exists; 42501 -> no permission; PGRST116 (no row where one was expected) -> no data;
 * 23514 -> "Invalid data: <first line of details, max 180 chars>" or the generic invalid-data message;
 * other messages as-is unless they mention a row violation or a constraint; network failures -> network error.
 */
export function mapDatabaseError(input: unknown): MappedError {
  const error = asRecord(input);
  if (!error) return { code: 'UNEXPECTED' };
  const cause = asRecord(error.cause);
  if (typeof error.code !== 'string' && cause && typeof cause.code === 'string')
    return mapDatabaseError(cause);

  switch (error.code) {
    case '23505':
      return { code: 'ALREADY_EXISTS' };
    case '42501':
      return { code: 'FORBIDDEN' };
    case 'PGRST116':
      return { code: 'NOT_FOUND' };
    case '23514': {
      const raw = typeof error.details === 'string' ? error.details : error.detail;
      const details = typeof raw === 'string' ? firstLine(raw).slice(0, INVALID_DATA_DETAILS_MAX) : '';
      return details ? { code: 'INVALID_DATA', params: { details } } : { code: 'INVALID_DATA_GENERIC' };
    }
    // Not in the spec's list, but caused by bad input, so never a 500: a missing reference,
    // a missing required value, a malformed literal (e.g. a bad uuid), a value out of range.
    case '23503':
    case '23502':
    case '22P02':
    case '22003':
    case '22007':
    case '22008':
      return { code: 'INVALID_DATA_GENERIC' };
    // Text PostgreSQL cannot store: a NUL byte in text (22021) or in jsonb (22P05). The request edge refuses
    // these first; this is the backstop for any path it misses.
    case '22021':
    case '22P05':
      return { code: 'INVALID_CHARACTERS' };
  }
  if (isNetworkFailure(error)) return { code: 'NETWORK' };
  const message = typeof error.message === 'string' ? error.message : '';
  if (!message || /row[- ]level security|violat|constraint/i.test(message)) {
    return { code: 'UNEXPECTED' };
  }
  return { code: 'UNEXPECTED', rawMessage: message };
}
