import { isPlainText } from '@tokri/core';
import type { MiddlewareHandler } from 'hono';
import type { DomainError } from '../errors/domain-error.js';
import { invalidInput } from '../errors/invalid-input.js';

/**
 * Where in a parsed JSON value text that is not plain (control characters, lone surrogates; see `isPlainText`)
 * sits, as a dotted path (`address.line1`, `items.2.note`, or the key itself when the key is the problem), or
 * null when there is none. Walked iteratively: a deeply nested body cannot overflow the stack.
 */
export function findNonPlainText(value: unknown): string | null {
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length > 0) {
    const [current, path] = stack.pop()!;
    if (typeof current === 'string') {
      if (!isPlainText(current)) return path || '_';
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => {
        stack.push([item, path ? `${path}.${index}` : String(index)]);
      });
    } else if (typeof current === 'object' && current !== null) {
      for (const [key, item] of Object.entries(current)) {
        const childPath = path ? `${path}.${key}` : key;
        if (!isPlainText(key)) return path || '_';
        stack.push([item, childPath]);
      }
    }
  }
  return null;
}

export function invalidCharacters(field: string): DomainError {
  return invalidInput({ [field]: 'INVALID_CHARACTERS' });
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text; // malformed %-escapes are left as they are; routes treat them as text that matches nothing
  }
}

/**
 * Refuses a request whose path or query string decodes to text that is not plain, before any route reads a
 * parameter: every query and path parameter of every route, present and future, with one translated 400.
 */
export const refuseControlCharactersInUrl: MiddlewareHandler = async (c, next) => {
  const url = c.req.url;
  const start = url.indexOf('/', url.indexOf('//') + 2);
  const queryAt = url.indexOf('?', start);
  const path = queryAt === -1 ? url.slice(start) : url.slice(start, queryAt);
  for (const segment of path.split('/')) {
    if (!isPlainText(decoded(segment))) throw invalidCharacters('path');
  }
  if (queryAt !== -1) {
    for (const pair of url.slice(queryAt + 1).split('&')) {
      const equals = pair.indexOf('=');
      const name = decoded(equals === -1 ? pair : pair.slice(0, equals));
      const value = equals === -1 ? '' : decoded(pair.slice(equals + 1));
      if (!isPlainText(name) || !isPlainText(value))
        throw invalidCharacters(isPlainText(name) ? name : 'query');
    }
  }
  await next();
};
