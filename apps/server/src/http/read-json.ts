import { type AnyErrorCode, isAnyErrorCode } from '@tokri/core';
import type { Context } from 'hono';
import { z } from 'zod';
import { DomainError } from '../errors/domain-error.js';
import { invalidInput } from '../errors/invalid-input.js';
import { findNonPlainText, invalidCharacters } from './plain-text.js';

const MAX_BODY_BYTES = 64 * 1024;

/** A field's own message: its schema's error code, or a plain "check this field". */
function issueCode(message: string): AnyErrorCode {
  return isAnyErrorCode(message) && message !== 'VALIDATION' ? message : 'INVALID_FIELD';
}

/** Turns zod issues into a domain error: a known code as the message, and a message per field. */
export function validationError(error: z.ZodError): DomainError {
  const fields: Record<string, AnyErrorCode> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issueCode(issue.message);
  }
  return invalidInput(fields);
}

/** Any zod schema, classic or `zod/mini` (core's address schemas are mini, so the web can use them too). */
type AnySchema = z.core.$ZodType;

export function parseWith<S extends AnySchema>(schema: S, input: unknown): z.output<S> {
  const parsed = z.safeParse(schema, input);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

/** Reads and validates a JSON body: malformed JSON and wrong types are a 4xx with a message, never a 500. */
export async function readJson<S extends AnySchema>(c: Context, schema: S): Promise<z.output<S>> {
  const text = await c.req.text();
  if (text.length > MAX_BODY_BYTES) throw new DomainError('BODY_TOO_LARGE');
  let data: unknown;
  try {
    data = text.length === 0 ? {} : JSON.parse(text);
  } catch {
    throw new DomainError('BAD_JSON');
  }
  // NUL and other control characters never reach a schema or PostgreSQL (which answers 22021/22P05 to NUL).
  const notPlain = findNonPlainText(data);
  if (notPlain !== null) throw invalidCharacters(notPlain);
  return parseWith(schema, data);
}
