import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { changeLanguage, initI18n, LANGUAGE_STORAGE_KEY } from './index.js';

describe('loading only the chosen language', () => {
  it('when the device has Telugu stored, then Telugu is there before the first render and Hindi is not', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'te');
    await initI18n();
    expect(i18next.language).toBe('te');
    expect(i18next.t('nav.home')).not.toBe(i18next.t('nav.home', { lng: 'en' }));
    expect(i18next.hasResourceBundle('te', 'translation')).toBe(true);
    expect(i18next.hasResourceBundle('hi', 'translation')).toBe(false);
  });

  it('when the shopper switches to Hindi, then Hindi is fetched first and the choice is stored', async () => {
    await changeLanguage('hi');
    expect(i18next.hasResourceBundle('hi', 'translation')).toBe(true);
    expect(i18next.language).toBe('hi');
    expect(i18next.t('nav.home')).toBe('होम');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('hi');
    expect(document.documentElement.lang).toBe('hi');
  });
});
