import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LANGUAGE,
  INTL_LOCALE,
  isLanguage,
  LANGUAGES,
  languageFromAcceptLanguage,
} from './languages.js';

describe('interface languages', () => {
  it('when the languages are read, then they are English, Hindi and Telugu, English first and by default', () => {
    expect(LANGUAGES).toEqual(['en', 'hi', 'te']);
    expect(DEFAULT_LANGUAGE).toBe('en');
    expect(INTL_LOCALE).toEqual({ en: 'en-IN', hi: 'hi-IN', te: 'te-IN' });
  });

  it('when a value is checked, then only the three codes themselves are languages', () => {
    expect(isLanguage('en')).toBe(true);
    expect(isLanguage('hi')).toBe(true);
    expect(isLanguage('te')).toBe(true);
    expect(isLanguage('ta')).toBe(false);
    expect(isLanguage('EN')).toBe(false);
    expect(isLanguage('en-IN')).toBe(false);
    expect(isLanguage('')).toBe(false);
    expect(isLanguage(['en'])).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
  });
});

describe('languageFromAcceptLanguage', () => {
  it('when there is no header, then English', () => {
    expect(languageFromAcceptLanguage(null)).toBe('en');
    expect(languageFromAcceptLanguage(undefined)).toBe('en');
    expect(languageFromAcceptLanguage('')).toBe('en');
  });

  it('when the browser lists languages in order, then the first one Tokri speaks wins', () => {
    expect(languageFromAcceptLanguage('hi-IN,hi;q=0.9,en;q=0.8')).toBe('hi');
    expect(languageFromAcceptLanguage('ta-IN, te-IN')).toBe('te');
    expect(languageFromAcceptLanguage('TE')).toBe('te');
    expect(languageFromAcceptLanguage('fr, de')).toBe('en');
  });

  it('when weights are given, then the heaviest wins whatever its place, and equal weights keep their order', () => {
    expect(languageFromAcceptLanguage('en;q=0.5, te;q=0.9')).toBe('te');
    expect(languageFromAcceptLanguage('en;q=0.7, hi;q=0.7')).toBe('en');
    expect(languageFromAcceptLanguage('hi;q=0.7, en;q=0.7')).toBe('hi');
    expect(languageFromAcceptLanguage('en;q=0.9, hi')).toBe('hi');
    expect(languageFromAcceptLanguage('en ; level=1 ; q=0.2 , hi;q=0.3')).toBe('hi');
  });

  it('when a language has weight 0 or an unreadable weight, then it is never chosen', () => {
    expect(languageFromAcceptLanguage('hi;q=0, te;q=0.1')).toBe('te');
    expect(languageFromAcceptLanguage('hi;q=abc, te;q=0.1')).toBe('te');
    expect(languageFromAcceptLanguage('hi;q=0')).toBe('en');
  });
});
