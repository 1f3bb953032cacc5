import type { AnyErrorCode } from '@tokri/core';
import { DomainError } from '../../errors/domain-error.js';

/**
 * Admin input refused field by field: 422 FORM_FIELDS_INVALID, a code per field path, for the form to show next
 * to each field. The summary names no field: field paths are code, not words a person reads (issue 32).
 */
export function asFieldErrors(fields: Record<string, AnyErrorCode>): DomainError {
  return new DomainError('FORM_FIELDS_INVALID', { fields });
}
