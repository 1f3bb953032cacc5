import { describe, expect, it } from 'vitest';
import {
  makeReferralCode,
  maskEmailAddress,
  maskPersonName,
  normaliseReferralCode,
  REFERRAL_CODE_ALPHABET,
  REFERRAL_CODE_LENGTH,
  referralLink,
} from './referral-code.js';

describe('referral codes (ADR 0050)', () => {
  it('when the alphabet is read, then it is the 31 capitals and digits without 0, O, 1, I and L', () => {
    expect(REFERRAL_CODE_ALPHABET).toBe('ABCDEFGHJKMNPQRSTUVWXYZ23456789');
    expect(REFERRAL_CODE_ALPHABET).toHaveLength(31);
    expect(REFERRAL_CODE_LENGTH).toBe(8);
  });

  it('when a code is made, then it takes 8 letters, each picked from the 31 by the given randomness', () => {
    const asked: number[] = [];
    const picks = [0, 30, 7, 8, 22, 23, 29, 1];
    const code = makeReferralCode((n) => {
      asked.push(n);
      return picks[asked.length - 1]!;
    });
    expect(code).toBe('A9HJZ28B');
    expect(asked).toEqual([31, 31, 31, 31, 31, 31, 31, 31]);
  });

  it('when a code is typed with spaces, dashes or lower case, then it is read as the code', () => {
    expect(normaliseReferralCode('abcd-efgh')).toBe('ABCDEFGH');
    expect(normaliseReferralCode(' ab cd\tef gh ')).toBe('ABCDEFGH');
    expect(normaliseReferralCode('a-b-c-d-e-f')).toBe('ABCDEF');
  });

  it('when a code is 6 or 12 letters long, then it is accepted; 5 or 13, then it is refused', () => {
    expect(normaliseReferralCode('ABCDEF')).toBe('ABCDEF');
    expect(normaliseReferralCode('ABCDEFGHJKMN')).toBe('ABCDEFGHJKMN');
    expect(normaliseReferralCode('ABCDE')).toBeNull();
    expect(normaliseReferralCode('ABCDEFGHJKMNP')).toBeNull();
  });

  it('when a code holds a look-alike (0, O, 1, I, L) or another character, then it is refused anywhere in it', () => {
    for (const bad of ['0', 'O', '1', 'I', 'L', '_', 'É']) {
      expect(normaliseReferralCode(`${bad}BCDEFGH`), `first ${bad}`).toBeNull();
      expect(normaliseReferralCode(`ABCDEFG${bad}`), `last ${bad}`).toBeNull();
    }
    expect(normaliseReferralCode('')).toBeNull();
    expect(normaliseReferralCode('XYZ98765')).toBe('XYZ98765');
  });

  it('when a link is made, then it is the sign-up page with the code, whether or not the origin ends in /', () => {
    expect(referralLink('https://tokri.in', 'ABCD2345')).toBe('https://tokri.in/auth?ref=ABCD2345');
    expect(referralLink('https://tokri.in/', 'ABCD2345')).toBe('https://tokri.in/auth?ref=ABCD2345');
    expect(referralLink('https://tokri.in/a/', 'A B&C')).toBe('https://tokri.in/a/auth?ref=A%20B%26C');
  });
});

describe('a referee as the referrer sees them (masked)', () => {
  it('when a name has several words, then the first is shown with the last one’s initial', () => {
    expect(maskPersonName('Priya Sharma')).toBe('Priya S.');
    expect(maskPersonName('  Ravi   Kumar  Reddy ')).toBe('Ravi R.');
    expect(maskPersonName('Priya')).toBe('Priya');
    // The initial is a whole character, not half of a surrogate pair.
    expect(maskPersonName('Asha 𝒵eta')).toBe('Asha 𝒵.');
    expect(maskPersonName('अनिल शर्मा')).toBe('अनिल श.');
  });

  it('when there is no name, then nothing is shown', () => {
    expect(maskPersonName(null)).toBeNull();
    expect(maskPersonName('')).toBeNull();
    expect(maskPersonName('   ')).toBeNull();
  });

  it('when an email is shown, then only its first letter and its domain are left', () => {
    expect(maskEmailAddress('priya@example.com')).toBe('p••••@example.com');
    expect(maskEmailAddress('p@example.com')).toBe('p••••@example.com');
    expect(maskEmailAddress('@example.com')).toBeNull();
    expect(maskEmailAddress('no-at-sign')).toBeNull();
    expect(maskEmailAddress('')).toBeNull();
    expect(maskEmailAddress(null)).toBeNull();
  });
});
