import { clientErrorMessage, type ErrorCode, type ErrorResponse, mapDatabaseError } from '@tokri/core';
import { currentLanguage } from '../../i18n/index.js';

/** One error type for every failed call; `message` is ready to show in the user's language. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | string,
    message: string,
    readonly fields: Record<string, string> = {},
    /** Structured facts some errors carry, e.g. which items ran out (OUT_OF_STOCK). */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The client-side half of spec §8: a network failure or an error body becomes an ApiError. */
export async function toApiError(response: Response | null, cause?: unknown): Promise<ApiError> {
  const language = currentLanguage();
  if (!response) {
    const mapped = mapDatabaseError(cause ?? new TypeError('Failed to fetch'));
    const code = mapped.code === 'UNEXPECTED' ? 'NETWORK' : mapped.code;
    return new ApiError(0, code, clientErrorMessage(code, language));
  }
  const body = (await response.json().catch(() => null)) as Partial<ErrorResponse> | null;
  const error = body?.error;
  if (error && typeof error.code === 'string' && typeof error.message === 'string') {
    return new ApiError(response.status, error.code, error.message, error.fields ?? {}, error.details ?? {});
  }
  const code: ErrorCode = response.status === 404 ? 'NOT_FOUND' : 'UNEXPECTED';
  return new ApiError(response.status, code, clientErrorMessage(code, language));
}
