import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/api-error.js';
import { AttemptKey, isDefinitiveFailure, newIdempotencyKey } from './idempotency-key.js';

const counter = () => {
  let n = 0;
  return () => `key-${++n}`;
};

describe('Idempotency-Key lifecycle', () => {
  it('when an attempt is retried after a network failure or a 5xx, then the same key is sent again', () => {
    const attempt = new AttemptKey(counter());
    expect(attempt.current()).toBe('key-1');
    attempt.settle({ ok: false, error: new ApiError(0, 'NETWORK', 'Network error') });
    expect(attempt.current()).toBe('key-1');
    attempt.settle({ ok: false, error: new ApiError(503, 'UNEXPECTED', 'down') });
    expect(attempt.current()).toBe('key-1');
    attempt.settle({ ok: false, error: new TypeError('Failed to fetch') });
    expect(attempt.current()).toBe('key-1');
  });

  it('when the server refuses (4xx), then the next press is a new attempt with a new key', () => {
    const attempt = new AttemptKey(counter());
    attempt.current();
    attempt.settle({ ok: false, error: new ApiError(409, 'OUT_OF_STOCK', 'gone') });
    expect(attempt.current()).toBe('key-2');
    attempt.settle({ ok: false, error: new ApiError(422, 'IDEMPOTENCY_MISMATCH', 'different') });
    expect(attempt.current()).toBe('key-3');
  });

  it('when the order is placed, then the key is used up', () => {
    const attempt = new AttemptKey(counter());
    attempt.current();
    attempt.settle({ ok: true });
    expect(attempt.current()).toBe('key-2');
  });

  it('when an earlier request with the key is still running or rate limited, then the key is kept', () => {
    expect(isDefinitiveFailure(new ApiError(409, 'IDEMPOTENCY_IN_PROGRESS', 'wait'))).toBe(false);
    expect(isDefinitiveFailure(new ApiError(429, 'AUTH_TOO_MANY_ATTEMPTS', 'slow'))).toBe(false);
    expect(isDefinitiveFailure(new ApiError(400, 'VALIDATION', 'bad'))).toBe(true);
  });

  it('when a key is generated, then it is a UUID v4 the server accepts', () => {
    const key = newIdempotencyKey();
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(key).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(newIdempotencyKey()).not.toBe(key);
  });
});
