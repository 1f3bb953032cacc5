import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages.js';
import {
  SUBSCRIPTION_NOTICE_TEMPLATES,
  subscriptionNoticeDefinition,
  subscriptionNoticeTexts,
} from './subscription-notice-templates.js';

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

  it('when each notice is sent, then its bell type, icon and buttons are these, all at high priority', () => {
    const sent = Object.fromEntries(
      SUBSCRIPTION_NOTICE_TEMPLATES.map((t) => [t, subscriptionNoticeDefinition(t)]),
    );
    const notice = (type: string, icon: string, actions: string[] = []) => ({
      type,
      icon,
      actions,
      priority: 'high',
    });
    expect(sent).toEqual({
      subscription_paused: notice('delivery_scheduled', 'pause'),
      subscription_paused_open: notice('delivery_scheduled', 'pause'),
      subscription_resumed: notice('delivery_scheduled', 'play'),
      subscription_order_wallet: notice('order_placed', 'calendar-check'),
      subscription_order_cod: notice('order_placed', 'calendar-check'),
      subscription_skipped_stock: notice('general', 'package-x', ['plans']),
      subscription_skipped_balance: notice('general', 'wallet', ['topup']),
      subscription_skipped_unavailable: notice('general', 'package-x', ['plans']),
      subscription_evening: notice('delivery_scheduled', 'calendar', ['plans']),
      subscription_low_balance: notice('general', 'wallet', ['topup']),
      subscription_expiring: notice('general', 'calendar-clock', ['plans']),
    });
  });

  it('when the paused notice is read in each language, then it is these literal words', () => {
    expect(subscriptionNoticeTexts('en').subscription_paused).toEqual({
      title: 'Subscription paused',
      message: 'Deliveries of {{productName}} are paused from {{from}} to {{to}}.',
    });
    expect(subscriptionNoticeTexts('hi').subscription_paused).toEqual({
      title: 'सब्सक्रिप्शन रोका गया',
      message: '{{productName}} की डिलीवरी {{from}} से {{to}} तक रोकी गई है।',
    });
    expect(subscriptionNoticeTexts('te').subscription_paused).toEqual({
      title: 'సబ్‌స్క్రిప్షన్ నిలిపివేయబడింది',
      message: '{{productName}} డెలివరీలు {{from}} నుండి {{to}} వరకు నిలిపివేయబడ్డాయి.',
    });
  });
});
