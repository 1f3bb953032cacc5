import { describe, expect, it } from 'vitest';
import { CONTROL_CHARACTERS, isPlainText, PINCODE, UPI_ID } from './patterns.js';

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

describe('the control-character class, at each edge of its ranges', () => {
  it.each([
    ['U+0008 backspace', '\u0008', false],
    ['U+0009 tab', '\u0009', true],
    ['U+000A line feed', '\u000a', true],
    ['U+000B vertical tab', '\u000b', false],
    ['U+000C form feed', '\u000c', false],
    ['U+000D carriage return', '\u000d', true],
    ['U+000E shift out', '\u000e', false],
    ['U+001F unit separator', '\u001f', false],
    ['U+0020 space', '\u0020', true],
    ['U+007E tilde', '\u007e', true],
    ['U+007F DEL', '\u007f', false],
    ['U+009F the last C1 control', '\u009f', false],
    ['U+00A0 no-break space', '\u00a0', true],
    ['U+200C zero-width non-joiner (Devanagari, Telugu)', 'क्\u200cष', true],
    ['U+200D zero-width joiner', 'क्\u200dष', true],
    ['a whole surrogate pair (an emoji)', '\ud83c\udf45', true],
  ])('when text holds %s, then plain is %s', (_, text, plain) => {
    expect(isPlainText(`a${text}b`)).toBe(plain);
    expect(CONTROL_CHARACTERS.test(text)).toBe(!plain);
  });
});

describe('PIN codes', () => {
  it.each([
    ['560001', true],
    ['110001', true],
    ['999999', true],
    ['060001', false],
    ['56000', false],
    ['5600011', false],
    ['56000a', false],
    [' 560001', false],
    ['560001\n', false],
  ])('when the PIN code is %j, then it matches is %s', (pincode, matches) => {
    expect(PINCODE.test(pincode)).toBe(matches);
  });
});

describe('UPI ids', () => {
  it.each([
    ['priya@okaxis', true],
    ['priya.sharma-1_x@ybl', true],
    ['ab@ok', true],
    ['a@okaxis', false],
    ['priya@o', false],
    ['priya@9paytm', false],
    ['priya@ok_axis', false],
    ['x priya@okaxis', false],
    ['priya@okaxis x', false],
    ['priya@@okaxis', false],
  ])('when the UPI id is %j, then it matches is %s', (upiId, matches) => {
    expect(UPI_ID.test(upiId)).toBe(matches);
  });
});
