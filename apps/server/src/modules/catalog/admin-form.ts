import type { Context } from 'hono';
import type { z } from 'zod';
import { DomainError } from '../../errors/domain-error.js';
import { readJson } from '../../http/read-json.js';
import { asFieldErrors } from './admin-field-errors.js';

/**
 * Reads an admin form's JSON body: a body that fails its schema (or holds control characters) is 422
 * INVALID_DATA with a code per field path (`texts.hi.name`, `packs.1.pricePaise`), for the form to show next
 * to each field. Malformed JSON and an oversized body keep their own answers.
 */
export async function readForm<S extends z.core.$ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  try {
    return await readJson(c, schema);
  } catch (error) {
    if (error instanceof DomainError && error.fields) throw asFieldErrors(error.fields);
    throw error;
  }
}
