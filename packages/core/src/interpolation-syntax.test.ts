import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { errorMessage, interpolate } from './error-messages.js';

/** Every file that holds user-visible texts with placeholders, on both sides. */
const TEXT_FILES = [
  'packages/core/src/error-messages.ts',
  'packages/core/src/coupon-offers.ts',
  'packages/core/src/mail-texts.ts',
  'packages/core/src/notification-templates.ts',
  'apps/web/src/i18n/en.ts',
  'apps/web/src/i18n/hi.ts',
  'apps/web/src/i18n/te.ts',
];

const root = new URL('../../../', import.meta.url);
// A `{name}` inside a quoted text that is not part of `{{name}}` (nor a `${code}` substitution): the old syntax.
const SINGLE_BRACE = /['`][^'`\n]*(?<![{$])\{\w+\}(?!\})[^'`\n]*['`]/g;

describe('one interpolation syntax', () => {
  it.each(TEXT_FILES)(
    'when %s is read, then every placeholder is written {{name}}, as i18next reads it',
    (file) => {
      const text = readFileSync(new URL(file, root), 'utf8');
      expect(text.match(SINGLE_BRACE) ?? []).toEqual([]);
    },
  );

  it('when a message is filled in, then {{name}} is replaced and an unknown name is left for the reader to see', () => {
    expect(interpolate('{{count}} left of {{name}}', { count: 2, name: 'Milk' })).toBe('2 left of Milk');
    expect(interpolate('{{missing}} here', {})).toBe('{{missing}} here');
    expect(interpolate('{single} stays', { single: 'x' })).toBe('{single} stays');
    expect(errorMessage('INVALID_PINCODE', 'en')).not.toMatch(/\{/);
  });
});
