import { beforeAll, describe, expect, it } from 'vitest';
import { hi } from '../../../i18n/hi.js';
import { changeLanguage, initI18n } from '../../../i18n/index.js';
import { translator } from '../../../i18n/translator.js';

function strings(tree: unknown, path = ''): [string, string][] {
  if (typeof tree === 'string') return [[path, tree]];
  if (Array.isArray(tree)) return tree.flatMap((item, index) => strings(item, `${path}[${index}]`));
  return Object.entries(tree as Record<string, unknown>).flatMap(([key, value]) =>
    strings(value, path ? `${path}.${key}` : key),
  );
}

beforeAll(async () => {
  await initI18n();
});

describe('words for notifications (issue 32 minors)', () => {
  it('when Hindi names notifications, then it uses one word, सूचना, everywhere (not नोटिफ़िकेशन beside it)', () => {
    const loanword = strings(hi).filter(([, text]) => /नोटिफ़िकेशन|नोटिफिकेशन/.test(text));
    expect(loanword).toEqual([]);
    expect(hi.notifications.title).toBe('सूचनाएँ');
  });

  it.each([
    ['en', 'Notifications, 1 unread', 'Notifications, 5 unread', 'Notifications, more than 9 unread'],
    ['hi', 'सूचनाएँ, 1 अपठित', 'सूचनाएँ, 5 अपठित', 'सूचनाएँ, 9 से ज़्यादा अपठित'],
    ['te', 'నోటిఫికేషన్లు, 1 చదవనిది', 'నోటిఫికేషన్లు, 5 చదవనివి', 'నోటిఫికేషన్లు, 9 కంటే ఎక్కువ చదవనివి'],
  ] as const)(
    'in %s, the bell says one and many apart, and "more than 9" under the "9+" badge',
    async (language, one, five, more) => {
      await changeLanguage(language);
      expect(translator.t('notifications.bellUnread', { count: 1 })).toBe(one);
      expect(translator.t('notifications.bellUnread', { count: 5 })).toBe(five);
      expect(translator.t('notifications.bellUnreadMore', { cap: 9 })).toBe(more);
    },
  );
});
