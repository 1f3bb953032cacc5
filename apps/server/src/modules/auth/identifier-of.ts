import { type Identifier, parseIdentifier } from '@tokri/core';
import { AppError } from '../../http/app-error.js';

/** The normalised email or phone number, or a translated 400. */
export function identifierOf(input: string): Identifier {
  const identifier = parseIdentifier(input);
  if (!identifier) throw new AppError('AUTH_INVALID_IDENTIFIER', 400);
  return identifier;
}
