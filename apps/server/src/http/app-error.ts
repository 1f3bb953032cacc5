import type { ErrorCode, MessageParams } from '@tokri/core';

/** The one error type services throw; the HTTP error handler turns it into `{ error: { code, message } }`. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: number,
    readonly params: MessageParams = {},
    readonly fields?: Record<string, ErrorCode>,
    readonly headers?: Record<string, string>,
    /** Structured facts for the client (e.g. which items ran out and how many are left). */
    readonly details?: Record<string, unknown>,
  ) {
    super(code);
    this.name = 'AppError';
  }
}

export const unauthorized = (code: ErrorCode = 'AUTH_REQUIRED') => new AppError(code, 401);
export const forbidden = () => new AppError('FORBIDDEN', 403);
export const notFound = () => new AppError('NOT_FOUND', 404);
