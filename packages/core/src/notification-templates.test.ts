import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages.js';
import {
  actionPath,
  NOTIFICATION_TEMPLATES,
  notificationTexts,
  templateForStatus,
} from './notification-templates.js';

describe('notification templates (spec §9)', () => {
  it('has every template in every language, with i18next placeholders only', () => {
    for (const language of LANGUAGES) {
      const texts = notificationTexts(language) as Record<string, { title: string; message: string }>;
      for (const template of NOTIFICATION_TEMPLATES) {
        expect(texts[template]!.title.length, `${template} ${language}`).toBeGreaterThan(0);
        expect(texts[template]!.message).toContain('#{{orderId}}');
        expect(texts[template]!.message.replace(/\{\{\w+\}\}/g, '')).not.toMatch(/[{}]/);
      }
    }
  });

  it('sends actions where the spec says', () => {
    expect(actionPath('track', 'o1')).toBe('/orders/o1');
    // Support about an order opens the help form with that order chosen (issue 16 item 3); without one, /support.
    expect(actionPath('support', 'o1')).toBe('/support/order/o1');
    expect(actionPath('support', null)).toBe('/support');
    expect(actionPath('rate', 'o1')).toBe('/orders/o1/rate');
    expect(actionPath('refer', null)).toBe('/refer');
  });

  it('maps order status changes to templates', () => {
    expect(templateForStatus('placed', null)).toBe('order_placed');
    expect(templateForStatus('placed', 'payment_pending')).toBe('payment_success');
    expect(templateForStatus('accepted', 'preparing')).toBe('rider_assigned');
    expect(templateForStatus('preparing', 'confirmed')).toBeNull();
    expect(templateForStatus('cancelled', 'placed')).toBe('cancelled');
  });
});
