import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages.js';
import { SUPPORT_REPLY_TEXTS, supportTicketPath } from './support-notice-templates.js';

describe('the notice that support replied (ADR 0049)', () => {
  it('when it is sent, then its button opens the ticket', () => {
    expect(supportTicketPath('t-42')).toBe('/support/tickets/t-42');
  });

  it('when it is read in English, then it is these words, with the subject as its one placeholder', () => {
    expect(SUPPORT_REPLY_TEXTS.en).toEqual({
      title: 'Support replied',
      message: 'We answered your request "{{subject}}". Open it to read the reply.',
      action: 'Open request',
    });
  });

  it('when it is read in Hindi or Telugu, then every part is there and the subject is quoted once', () => {
    expect(SUPPORT_REPLY_TEXTS.hi.title).toBe('सहायता टीम ने जवाब दिया');
    expect(SUPPORT_REPLY_TEXTS.te.action).toBe('అభ్యర్థన తెరవండి');
    for (const language of LANGUAGES) {
      const texts = SUPPORT_REPLY_TEXTS[language];
      expect(Object.keys(texts), language).toEqual(['title', 'message', 'action']);
      expect(texts.title.length * texts.action.length, language).toBeGreaterThan(0);
      expect(texts.message.match(/\{\{\w+\}\}/g), language).toEqual(['{{subject}}']);
    }
  });
});
