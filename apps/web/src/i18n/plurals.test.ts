import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, initI18n } from './index.js';
import { translator } from './translator.js';

const t = (key: string, count: number) => translator.t(key as never, { count } as never) as string;

beforeAll(async () => {
  await initI18n();
});
afterEach(async () => {
  await changeLanguage('en');
});

describe('counts read as one or many (issue 32: "1 suggestions", "Cart, 1 items")', () => {
  it('in English, one is singular and more are plural', () => {
    expect(t('search.count', 1)).toBe('1 suggestion');
    expect(t('search.count', 4)).toBe('4 suggestions');
    expect(t('header.cartCount', 1)).toBe('Cart, 1 item');
    expect(t('header.cartCount', 3)).toBe('Cart, 3 items');
    expect(t('header.favoritesCount', 1)).toBe('Favourites, 1 item');
    expect(t('header.favoritesCount', 2)).toBe('Favourites, 2 items');
  });

  it('in Telugu, one item is ఐటమ్ and more ఐటమ్‌లు; Hindi counts read whole', async () => {
    await changeLanguage('te');
    expect(t('header.cartCount', 1)).toBe('కార్ట్, 1 ఐటమ్');
    expect(t('header.cartCount', 5)).toBe('కార్ట్, 5 ఐటమ్‌లు');
    expect(t('search.count', 1)).toBe('1 సూచన');
    await changeLanguage('hi');
    expect(t('header.cartCount', 1)).toBe('कार्ट, 1 आइटम');
    expect(t('search.count', 2)).toBe('2 सुझाव');
  });
});
