import { ApiError } from '../../../shared/api/api-error.js';

/**
 * One Idempotency-Key per checkout attempt. A retry of the same attempt (after a network failure, a 5xx or
 * a timeout, when the order may or may not exist) reuses the key, so the server replays instead of placing a
 * second order. A definitive answer ends the attempt: success, or a refusal (4xx) after which nothing was
 * stored; the next press of "Place order" is a new attempt with a new key.
 */
export class AttemptKey {
  private key: string | null = null;

  constructor(private readonly generate: () => string = newIdempotencyKey) {}

  /** The key for the attempt in progress, starting one if none is. */
  current(): string {
    this.key ??= this.generate();
    return this.key;
  }

  /** Called with the outcome of a request sent with current(). */
  settle(outcome: { ok: true } | { ok: false; error: unknown }): void {
    if (outcome.ok || isDefinitiveFailure(outcome.error)) this.key = null;
  }
}

/** The server answered and refused: retrying the same request cannot succeed and placed nothing. */
export function isDefinitiveFailure(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.status < 400 || error.status >= 500) return false;
  // Still being placed by an earlier request, or rate limited: the same attempt may be retried.
  if (error.status === 408 || error.status === 429 || error.code === 'IDEMPOTENCY_IN_PROGRESS') return false;
  return true;
}

/** A random UUID v4; crypto.randomUUID needs a secure context, getRandomValues does not. */
export function newIdempotencyKey(): string {
  const cryptoApi = globalThis.crypto;
  if (typeof cryptoApi?.randomUUID === 'function') return cryptoApi.randomUUID();
  const bytes = new Uint8Array(16);
  cryptoApi.getRandomValues(bytes);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
