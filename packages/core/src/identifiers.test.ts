import { describe, expect, it } from 'vitest';
import {
  isDeliveryPartnerEmail,
  normaliseEmail,
  normaliseIndianMobile,
  parseIdentifier,
} from './identifiers.js';
import { languageFromAcceptLanguage } from './languages.js';

describe('sign-in identifiers', () => {
  it('normalises Indian mobile numbers to +91 form', () => {
    expect(normaliseIndianMobile('98765 43210')).toBe('+919876543210');
    expect(normaliseIndianMobile('+91-98765-43210')).toBe('+919876543210');
    expect(normaliseIndianMobile('09876543210')).toBe('+919876543210');
    expect(normaliseIndianMobile('919876543210')).toBe('+919876543210');
  });

  it('refuses numbers that are not Indian mobiles', () => {
    expect(normaliseIndianMobile('5876543210')).toBeNull(); // mobiles start 6-9
    expect(normaliseIndianMobile('987654321')).toBeNull();
    expect(normaliseIndianMobile('+1 415 555 0100')).toBeNull();
  });

  it('anchors the mobile pattern at both ends: an extra digit or a prefix is no phone', () => {
    // Without the end anchor, 98765432100 would sign in as +919876543210.
    expect(normaliseIndianMobile('98765432100')).toBeNull();
    expect(parseIdentifier('98765432100')).toBeNull();
    // Without the start anchor, a longer number ending in a mobile would pass.
    expect(normaliseIndianMobile('1239876543210')).toBeNull();
    expect(normaliseIndianMobile('x9876543210')).toBeNull();
  });

  it('accepts one @ and a real domain in an email, up to 254 characters', () => {
    expect(normaliseEmail('a@b@example.com')).toBeNull();
    expect(normaliseEmail('a b@example.com')).toBeNull();
    expect(normaliseEmail('ab@example')).toBeNull();
    expect(normaliseEmail('ab@example.c')).toBeNull();
    expect(normaliseEmail('@example.com')).toBeNull();
    expect(normaliseEmail('ab@.com ')).toBeNull();
    expect(normaliseEmail('x@example.com\nbcc@evil.com')).toBeNull();
    const domain = '@example.com'; // 12 characters
    const longest = `${'a'.repeat(254 - domain.length)}${domain}`;
    expect(longest).toHaveLength(254);
    expect(normaliseEmail(longest)).toBe(longest);
    expect(normaliseEmail(`a${longest}`)).toBeNull();
  });

  it('tells emails from phones', () => {
    expect(parseIdentifier(' Priya@Example.COM ')).toEqual({ kind: 'email', value: 'priya@example.com' });
    expect(parseIdentifier('9876543210')).toEqual({ kind: 'phone', value: '+919876543210' });
    expect(parseIdentifier('priya@')).toBeNull();
    expect(parseIdentifier('hello')).toBeNull();
  });

  it('recognises delivery partners by email domain (spec §5)', () => {
    expect(isDeliveryPartnerEmail('ravi@delivery.tokri.in', 'delivery.tokri.in')).toBe(true);
    expect(isDeliveryPartnerEmail('RAVI@Delivery.Tokri.in', '@delivery.tokri.in')).toBe(true);
    expect(isDeliveryPartnerEmail('ravi@notdelivery.tokri.in', 'delivery.tokri.in')).toBe(false);
    expect(isDeliveryPartnerEmail(null, 'delivery.tokri.in')).toBe(false);
  });

  it('picks the interface language from Accept-Language', () => {
    expect(languageFromAcceptLanguage('hi-IN,hi;q=0.9,en;q=0.8')).toBe('hi');
    expect(languageFromAcceptLanguage('fr-FR,te;q=0.5,en;q=0.4')).toBe('te');
    expect(languageFromAcceptLanguage('fr')).toBe('en');
    expect(languageFromAcceptLanguage(undefined)).toBe('en');
  });
});
