import { describe, expect, it } from 'vitest';
import { isDeliveryPartnerEmail, normaliseIndianMobile, parseIdentifier } from './identifiers.js';
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
