import type { AnyErrorCode, MessageParams } from '@tokri/core';

export interface DomainErrorOptions {
  /** Values for the code's message, e.g. `{ minutes: 5 }`; `<name>Paise` numbers are shown as rupees. */
  params?: MessageParams;
  /** A message per form field, by code, for the form to show next to the field. */
  fields?: Record<string, AnyErrorCode>;
  /** Structured facts for the client (e.g. which items ran out and how many are left). */
  details?: Record<string, unknown>;
  /** How long until trying again can work (throttles); the HTTP edge sends it as Retry-After. */
  retryAfterSeconds?: number;
}

/**
 * The one error type the server throws: a kind (its code) and the facts about it, never an HTTP status.
 * The HTTP error handler answers it with `ERROR_STATUS[code]` and the code's message in the reader's language.
 */
export class DomainError extends Error {
  readonly params: MessageParams;
  readonly fields?: Record<string, AnyErrorCode>;
  readonly details?: Record<string, unknown>;
  readonly retryAfterSeconds?: number;

  constructor(
    readonly code: AnyErrorCode,
    options: DomainErrorOptions = {},
  ) {
    super(code);
    this.name = 'DomainError';
    this.params = options.params ?? {};
    if (options.fields) this.fields = options.fields;
    if (options.details) this.details = options.details;
    if (options.retryAfterSeconds !== undefined) this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export const notFound = () => new DomainError('NOT_FOUND');
export const forbidden = () => new DomainError('FORBIDDEN');
export const authRequired = (code: 'AUTH_REQUIRED' | 'AUTH_SESSION_EXPIRED' = 'AUTH_REQUIRED') =>
  new DomainError(code);
