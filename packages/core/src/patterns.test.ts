import { describe, expect, it } from 'vitest';
import { isPlainText } from './patterns.js';

describe('isPlainText', () => {
  it('when text is what a person types (any script, emoji, tabs, line breaks), then it is plain', () => {
    for (const text of [
      'Priya Sharma',
      'प्रिया शर्मा',
      'ప్రియ',
      'Flat 4\n2nd floor\tnear gate',
      '🍅 tomatoes',
      '',
    ])
      expect(isPlainText(text)).toBe(true);
  });

  it('when text holds NUL, another control character, DEL or a C1 control, then it is not plain', () => {
    for (const text of ['a\u0000b', '\u0007', 'x\u001by', 'del\u007f', 'c1\u0085', '\u000b'])
      expect(isPlainText(text)).toBe(false);
  });

  it('when text holds a lone surrogate (jsonb cannot store it), then it is not plain', () => {
    expect(isPlainText('a\ud800b')).toBe(false);
    expect(isPlainText('\udc00')).toBe(false);
    expect(isPlainText('tail\ud83c')).toBe(false);
  });
});
