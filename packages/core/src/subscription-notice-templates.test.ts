import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages.js';
import { SUBSCRIPTION_NOTICE_TEMPLATES, subscriptionNoticeTexts } from './subscription-notice-templates.js';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('subscription notice templates', () => {
  it('has every notice in every language, with the same i18next placeholders as English and no stray braces', () => {
    const english = subscriptionNoticeTexts('en');
    for (const language of LANGUAGES) {
      const texts = subscriptionNoticeTexts(language);
      for (const template of SUBSCRIPTION_NOTICE_TEMPLATES) {
        const { title, message } = texts[template]!;
        expect(title.length, `${template} ${language}`).toBeGreaterThan(0);
        expect(placeholders(message), `${template} ${language}`).toEqual(
          placeholders(english[template]!.message),
        );
        expect(message.replace(/\{\{\w+\}\}/g, '')).not.toMatch(/[{}]/);
        expect(placeholders(message)).toContain('productName');
      }
    }
  });
});
