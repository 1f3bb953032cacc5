import {
  type AnyErrorCode,
  type ErrorCode,
  type ErrorResponse,
  anyErrorMessage as errorMessage,
  anyErrorStatus as errorStatus,
  type Language,
  mapDatabaseError,
} from '@tokri/core';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { DomainError } from '../errors/domain-error.js';
import { logger } from '../logger.js';
import { requestLanguage } from './request-language.js';

function body(
  code: AnyErrorCode,
  message: string,
  fields?: Record<string, string>,
  details?: Record<string, unknown>,
): ErrorResponse {
  return { error: { code, message, ...(fields ? { fields } : {}), ...(details ? { details } : {}) } };
}

function fieldMessages(error: DomainError, language: Language): Record<string, string> | undefined {
  if (!error.fields) return undefined;
  return Object.fromEntries(
    Object.entries(error.fields).map(([field, code]) => [field, errorMessage(code, language, error.params)]),
  );
}

/** A kind's answer: the status from the one table, and the headers that go with it. */
function answer(
  c: Context,
  code: AnyErrorCode,
  payload: ErrorResponse,
  retryAfterSeconds?: number,
): Response {
  const status = errorStatus(code);
  if (retryAfterSeconds !== undefined) c.header('retry-after', String(retryAfterSeconds));
  // Closing stops a client still uploading an over-large body, instead of the server draining it.
  if (status === 413) c.header('connection', 'close');
  return c.json(payload, status as ContentfulStatusCode);
}

/**
 * The one place any thrown error becomes an HTTP response, and the only reader of `ERROR_STATUS` (and of
 * `ADMIN_ERROR_STATUS`, the admin screens' codes kept out of the customer bundle).
 * Never a stack trace; bad input is never a 500.
 */
export function handleError(error: unknown, c: Context): Response {
  const language = requestLanguage(c);
  if (error instanceof DomainError) {
    const message = errorMessage(error.code, language, error.params);
    const payload = body(error.code, message, fieldMessages(error, language), error.details);
    return answer(c, error.code, payload, error.retryAfterSeconds);
  }
  // Hono's own refusals (unreadable body, unmatched route) keep the status Hono chose.
  if (error instanceof HTTPException && error.status < 500) {
    const code: ErrorCode = error.status === 404 ? 'ROUTE_NOT_FOUND' : 'BAD_JSON';
    return c.json(body(code, errorMessage(code, language)), error.status);
  }
  const mapped = mapDatabaseError(error);
  if (errorStatus(mapped.code) >= 500) {
    logger.error(
      { err: error, requestId: c.get('requestId'), method: c.req.method, path: c.req.path },
      'unhandled error',
    );
  }
  return answer(c, mapped.code, body(mapped.code, errorMessage(mapped.code, language, mapped.params)));
}

export function handleNotFound(c: Context): Response {
  return answer(
    c,
    'ROUTE_NOT_FOUND',
    body('ROUTE_NOT_FOUND', errorMessage('ROUTE_NOT_FOUND', requestLanguage(c))),
  );
}
