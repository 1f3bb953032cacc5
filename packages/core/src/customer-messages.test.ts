import { describe, expect, it } from 'vitest';
import { marketingEmailText, orderSmsText } from './customer-messages.js';

const order = { id: '0f1e2d3c-aaaa-bbbb-cccc-1234abcd5678', totalPaise: 24950 };

describe('customer messages', () => {
  it('when an order is out for delivery, then the SMS names the order and the ₹ total in the language', () => {
    expect(orderSmsText('out_for_delivery', 'en', order)).toContain('#abcd5678');
    expect(orderSmsText('out_for_delivery', 'en', order)).toContain('₹249.50');
    expect(orderSmsText('delivered', 'hi', order)).toContain('डिलीवर');
    expect(orderSmsText('cancelled', 'te', order)).toContain('రద్దయింది');
  });

  it('when any order SMS is written, then it fits two SMS parts', () => {
    for (const status of ['placed', 'out_for_delivery', 'delivered', 'cancelled'] as const)
      for (const language of ['en', 'hi', 'te'] as const)
        expect(orderSmsText(status, language, order).length).toBeLessThanOrEqual(134);
  });

  it('when a marketing email is written, then it ends with the way to stop them', () => {
    const text = marketingEmailText('Mangoes are here', 'en', 'https://tokri.example/settings');
    expect(text.startsWith('Mangoes are here')).toBe(true);
    expect(text).toContain('https://tokri.example/settings');
  });
});
