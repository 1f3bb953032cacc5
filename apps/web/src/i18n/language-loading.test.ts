import { describe, expect, it } from 'vitest';
import { changeLanguage, initI18n, LANGUAGE_STORAGE_KEY } from './index.js';
import { translator } from './translator.js';

describe('loading only the chosen language', () => {
  it('when the device has Telugu stored, then Telugu is there before the first render and Hindi is not', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'te');
    await initI18n();
    expect(translator.language).toBe('te');
    expect(translator.t('nav.home')).not.toBe(translator.t('nav.home', { lng: 'en' }));
    expect(translator.hasResourceBundle('te', 'translation')).toBe(true);
    expect(translator.hasResourceBundle('hi', 'translation')).toBe(false);
  });

  it('when the shopper switches to Hindi, then Hindi is fetched first and the choice is stored', async () => {
    await changeLanguage('hi');
    expect(translator.hasResourceBundle('hi', 'translation')).toBe(true);
    expect(translator.language).toBe('hi');
    expect(translator.t('nav.home')).toBe('होम');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('hi');
    expect(document.documentElement.lang).toBe('hi');
  });
});
