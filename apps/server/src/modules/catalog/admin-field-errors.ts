import type { AnyErrorCode } from '@tokri/core';
import { DomainError } from '../../errors/domain-error.js';

/** Admin input refused field by field: 422 INVALID_DATA, a code per field path, for the form to show. */
export function asFieldErrors(fields: Record<string, AnyErrorCode>): DomainError {
  return new DomainError('INVALID_DATA', { params: { details: Object.keys(fields).join(', ') }, fields });
}
