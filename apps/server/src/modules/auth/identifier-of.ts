import { type Identifier, parseIdentifier } from '@tokri/core';
import { DomainError } from '../../errors/domain-error.js';

/** The normalised email or phone number, or a translated 400. */
export function identifierOf(input: string): Identifier {
  const identifier = parseIdentifier(input);
  if (!identifier) throw new DomainError('AUTH_INVALID_IDENTIFIER');
  return identifier;
}
