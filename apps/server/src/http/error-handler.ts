import { type ErrorCode, type ErrorResponse, errorMessage, mapDatabaseError } from '@tokri/core';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { logger } from '../logger.js';
import { AppError } from './app-error.js';
import { requestLanguage } from './request-language.js';

function body(
  code: ErrorCode,
  message: string,
  fields?: Record<string, string>,
  details?: Record<string, unknown>,
): ErrorResponse {
  return { error: { code, message, ...(fields ? { fields } : {}), ...(details ? { details } : {}) } };
}

/** The one place any thrown error becomes an HTTP response. Never a stack trace; bad input is never a 500. */
export function handleError(error: unknown, c: Context): Response {
  const language = requestLanguage(c);
  if (error instanceof AppError) {
    const fields = error.fields
      ? Object.fromEntries(
          Object.entries(error.fields).map(([k, code]) => [k, errorMessage(code, language, error.params)]),
        )
      : undefined;
    if (error.headers) for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
    return c.json(
      body(error.code, errorMessage(error.code, language, error.params), fields, error.details),
      error.status as ContentfulStatusCode,
    );
  }
  if (error instanceof HTTPException && error.status < 500) {
    const code: ErrorCode = error.status === 404 ? 'ROUTE_NOT_FOUND' : 'BAD_JSON';
    return c.json(body(code, errorMessage(code, language)), error.status);
  }
  const mapped = mapDatabaseError(error);
  if (mapped.status >= 500) {
    logger.error(
      { err: error, requestId: c.get('requestId'), method: c.req.method, path: c.req.path },
      'unhandled error',
    );
  }
  return c.json(
    body(mapped.code, errorMessage(mapped.code, language, mapped.params)),
    mapped.status as ContentfulStatusCode,
  );
}

export function handleNotFound(c: Context): Response {
  return c.json(body('ROUTE_NOT_FOUND', errorMessage('ROUTE_NOT_FOUND', requestLanguage(c))), 404);
}
