import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, type ErrorCode } from './error-messages.js';
import { ERROR_STATUS, errorStatus } from './error-status.js';

describe('the error status table', () => {
  it('when a code is in the message catalogue, then it has exactly one HTTP error status', () => {
    expect(Object.keys(ERROR_STATUS).sort()).toEqual(Object.keys(ERROR_MESSAGES).sort());
    for (const code of Object.keys(ERROR_MESSAGES) as ErrorCode[]) {
      const status = errorStatus(code);
      expect(Number.isInteger(status), code).toBe(true);
      expect(status, code).toBeGreaterThanOrEqual(400);
      expect(status, code).toBeLessThan(600);
    }
  });

  it('when the input was bad, then the status says so (4xx); only the unexpected and the unreachable are 5xx', () => {
    const serverFaults = (Object.keys(ERROR_STATUS) as ErrorCode[]).filter(
      (code) => errorStatus(code) >= 500,
    );
    expect(serverFaults.sort()).toEqual(['NETWORK', 'UNEXPECTED']);
  });

  it('when a kind is one the clients act on, then its status is the one they were built against', () => {
    expect(errorStatus('AUTH_REQUIRED')).toBe(401);
    expect(errorStatus('AUTH_SESSION_EXPIRED')).toBe(401);
    expect(errorStatus('FORBIDDEN')).toBe(403);
    expect(errorStatus('NOT_FOUND')).toBe(404);
    expect(errorStatus('OUT_OF_STOCK')).toBe(409);
    expect(errorStatus('IDEMPOTENCY_IN_PROGRESS')).toBe(409);
    expect(errorStatus('BODY_TOO_LARGE')).toBe(413);
    expect(errorStatus('AUTH_SIGN_IN_DELAYED')).toBe(429);
  });
});
