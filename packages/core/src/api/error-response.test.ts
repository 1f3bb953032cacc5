import { describe, expect, it } from 'vitest';
import { errorResponseSchema } from './error-response.js';

describe('the error body', () => {
  it('when an error names its fields, then the body reads back as sent', () => {
    const body = {
      error: {
        code: 'VALIDATION',
        message: 'Please check the form.',
        fields: { pincode: 'Enter a 6-digit PIN code.' },
      },
    };
    expect(errorResponseSchema.parse(body)).toEqual(body);
  });

  it('when the body has no code or a field message that is not text, then it is refused', () => {
    expect(errorResponseSchema.safeParse({ error: { message: 'x' } }).success).toBe(false);
    expect(
      errorResponseSchema.safeParse({ error: { code: 'X', message: 'x', fields: { a: 1 } } }).success,
    ).toBe(false);
  });
});
