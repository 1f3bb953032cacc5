import { describe, expect, it } from 'vitest';
import { CLIENT_ERROR_MESSAGES, clientErrorMessage } from './client-error-messages.js';
import { ERROR_MESSAGES, errorMessage } from './error-messages.js';

describe('the errors the web words itself', () => {
  it('when the shell words an error, then it is the same text the full table has, in each language', () => {
    for (const code of Object.keys(CLIENT_ERROR_MESSAGES) as (keyof typeof CLIENT_ERROR_MESSAGES)[]) {
      expect(ERROR_MESSAGES[code]).toEqual(CLIENT_ERROR_MESSAGES[code]);
      expect(clientErrorMessage(code, 'te')).toBe(errorMessage(code, 'te'));
    }
  });

  it('when a code is not one the shell carries, then it says the generic "unexpected" rather than the code', () => {
    expect(clientErrorMessage('OUT_OF_STOCK', 'hi')).toBe(ERROR_MESSAGES.UNEXPECTED.hi);
    expect(clientErrorMessage('NETWORK', 'en')).toMatch(/Network error/);
  });
});
