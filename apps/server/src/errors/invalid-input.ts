import type { AnyErrorCode } from '@tokri/core';
import { DomainError } from './domain-error.js';

/**
 * Input refused field by field, each with its own code. One field with a code of its own is that error
 * (e.g. INVALID_PHONE); otherwise it is VALIDATION, whose message names the fields.
 */
export function invalidInput(fields: Record<string, AnyErrorCode>): DomainError {
  const codes = Object.values(fields);
  const single = codes.length === 1 && codes[0] !== 'INVALID_FIELD' ? codes[0] : undefined;
  if (single) return new DomainError(single, { fields });
  return new DomainError('VALIDATION', { params: { fields: Object.keys(fields).join(', ') }, fields });
}
