import { type ErrorCode, isErrorCode } from '@tokri/core';
import type { Context } from 'hono';
import type { z } from 'zod';
import { AppError } from './app-error.js';
import { findNonPlainText, invalidCharacters } from './plain-text.js';

const MAX_BODY_BYTES = 64 * 1024;

/** A field's own message: its schema's error code, or a plain "check this field". */
function issueCode(message: string): ErrorCode {
  return isErrorCode(message) && message !== 'VALIDATION' ? message : 'INVALID_FIELD';
}

/** Turns zod issues into an AppError: a known code as the message, and a message per field. */
export function validationError(error: z.ZodError): AppError {
  const fields: Record<string, ErrorCode> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issueCode(issue.message);
  }
  const codes = Object.values(fields);
  const single = codes.length === 1 && codes[0] !== 'INVALID_FIELD' ? codes[0] : undefined;
  if (single) return new AppError(single, 400, {}, fields);
  return new AppError('VALIDATION', 400, { fields: Object.keys(fields).join(', ') }, fields);
}

export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

/** Reads and validates a JSON body: malformed JSON and wrong types are a 400 with a message, never a 500. */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  const text = await c.req.text();
  if (text.length > MAX_BODY_BYTES) throw new AppError('BAD_JSON', 413);
  let data: unknown;
  try {
    data = text.length === 0 ? {} : JSON.parse(text);
  } catch {
    throw new AppError('BAD_JSON', 400);
  }
  // NUL and other control characters never reach a schema or PostgreSQL (which answers 22021/22P05 to NUL).
  const notPlain = findNonPlainText(data);
  if (notPlain !== null) throw invalidCharacters(notPlain);
  return parseWith(schema, data);
}
