import { renderHook } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, initI18n } from '../../i18n/index.js';
import { useFormat } from './use-format.js';

beforeAll(async () => {
  await initI18n();
});
afterAll(async () => {
  await changeLanguage('en');
});

async function formatIn(language: 'en' | 'hi' | 'te') {
  await changeLanguage(language);
  return renderHook(() => useFormat()).result.current;
}

describe('useFormat pack sizes', () => {
  it('when the language is English, then counts take the right plural', async () => {
    const format = await formatIn('en');
    expect(format.packSize('1 pc')).toBe('1 pc');
    expect(format.packSize('6 pcs')).toBe('6 pcs');
    expect(format.packSize('2 bunch')).toBe('2 bunches');
    expect(format.packSize('1.2 L')).toBe('1.2 L');
  });

  it('when the language is Hindi or Telugu, then the unit is said in that language, not in English', async () => {
    const hi = await formatIn('hi');
    expect(hi.packSize('500 g')).toBe('500 ग्राम');
    expect(hi.packSize('1 bunch')).toBe('1 गुच्छा');
    expect(hi.packSize('6 pcs')).toBe('6 पीस');
    const te = await formatIn('te');
    expect(te.packSize('1 pc')).toBe('1 ముక్క');
    expect(te.packSize('6 pcs')).toBe('6 ముక్కలు');
    expect(te.packSize('2 kg')).toBe('2 కిలోలు');
  });

  it('when a pack size is not canonical, then it is shown as stored rather than dropped', async () => {
    const format = await formatIn('hi');
    expect(format.packSize('1 tray')).toBe('1 tray');
  });
});
