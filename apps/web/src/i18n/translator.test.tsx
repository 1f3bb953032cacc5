import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, initI18n } from './index.js';
import { translator } from './translator.js';
import { useTranslation } from './use-translation.js';

/** A namespace of the test's own, so the app's texts and their exact wording do not matter here. */
const NS = 'translator-test';
const texts = {
  en: {
    greeting: { hello: 'Hello, {{name}}!' },
    items_one: '{{count}} item',
    items_other: '{{count}} items',
    slots: 'From {{from}} to {{to}}',
    paragraphs: ['One for {{name}}', 'Two'],
  },
  hi: { items_one: '{{count}} चीज़', items_other: '{{count}} चीज़ें' },
};
const t = (key: string, options: Record<string, unknown> = {}) =>
  translator.t(key as never, { ns: NS, ...options });

beforeAll(async () => {
  await initI18n();
  translator.addResourceBundle('en', NS, texts.en);
  translator.addResourceBundle('hi', NS, texts.hi);
});
afterEach(async () => {
  await changeLanguage('en');
});

describe('the translator', () => {
  it('when a key is a dotted path, then the text at that path is returned with its placeholders filled', () => {
    expect(t('greeting.hello', { name: 'Asha' })).toBe('Hello, Asha!');
  });

  it('when a placeholder has no value, then it stays as written; a null or undefined value leaves it empty', () => {
    expect(t('slots', { from: '9' })).toBe('From 9 to {{to}}');
    expect(t('slots', { from: null, to: undefined })).toBe('From  to ');
  });

  it('when a count is given, then the language’s plural rules choose the form (Hindi says "one" for 0 too)', () => {
    expect(t('items', { count: 1 })).toBe('1 item');
    expect(t('items', { count: 0 })).toBe('0 items');
    expect(t('items', { count: 5 })).toBe('5 items');
    expect(t('items', { count: 0, lng: 'hi' })).toBe('0 चीज़');
    expect(t('items', { count: 2, lng: 'hi' })).toBe('2 चीज़ें');
  });

  it('when a key has no text, then the key itself comes back (or the default given), never another language', () => {
    expect(t('greeting.missing')).toBe('greeting.missing');
    expect(t('greeting.missing', { defaultValue: 'out_for_delivery' })).toBe('out_for_delivery');
    expect(t('slots', { lng: 'hi' })).toBe('slots');
  });

  it('when a key names a list, then the whole list comes back, each item filled', () => {
    expect(t('paragraphs', { name: 'Ravi', returnObjects: true })).toEqual(['One for Ravi', 'Two']);
  });

  it('when the language changes, then the app’s texts are the new language’s and subscribers hear of it', async () => {
    const heard: string[] = [];
    const unsubscribe = translator.subscribe(() => heard.push(translator.language));
    const english = translator.t('nav.home');
    await changeLanguage('te');
    unsubscribe();
    expect(heard).toEqual(['te']);
    expect(translator.t('nav.home')).not.toBe(english);
    expect(translator.t('nav.home', { lng: 'en' })).toBe(english);
  });
});

function Home() {
  const { t: text } = useTranslation();
  return <p data-testid="home">{text('nav.home')}</p>;
}

describe('useTranslation', () => {
  it('when the language is switched, then a component using it re-renders in the new language', async () => {
    render(<Home />);
    const english = screen.getByTestId('home').textContent;
    await act(async () => changeLanguage('hi'));
    expect(screen.getByTestId('home').textContent).toBe('होम');
    expect(english).not.toBe('होम');
  });
});
