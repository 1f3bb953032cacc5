import { describe, expect, it } from 'vitest';
import { renderStoredNotification } from './render-stored-notification.js';

// Issue 32 item 6 (ADR 0075): each family of stored notification is made again in the reader's language.

const same = (params: Record<string, string | null>) => ({ en: params, hi: params, te: params });

describe("a stored notification rendered in its reader's language", () => {
  it('when an order template is read in Hindi, then title, message and buttons are Hindi; "call" dials the store', () => {
    const rendered = renderStoredNotification(
      'out_for_delivery',
      same({ orderId: '00000000-0000-4000-8000-0000abcd1234' }),
      'hi',
      '+919876543210',
    );
    expect(rendered).toMatchObject({
      title: 'डिलीवरी के लिए निकला',
      message: 'आपका ऑर्डर #abcd1234 रास्ते में है।',
    });
    expect(rendered?.actions.map((a) => [a.title, a.path])).toEqual([
      ['ट्रैक करें', '/orders/00000000-0000-4000-8000-0000abcd1234'],
      ['कॉल करें', 'tel:+919876543210'],
    ]);
  });

  it("when parameters were written per language, then the reader's are used (an amount, a date)", () => {
    const rendered = renderStoredNotification(
      'subscription_paused_open',
      { en: { productName: 'Milk', from: '9 Dec' }, te: { productName: 'పాలు', from: '9 డిసెం' } },
      'te',
    );
    expect(rendered?.message).toContain('పాలు');
    expect(rendered?.message).toContain('9 డిసెం');
    // A language missing from the row falls back to one that is there, never to nothing.
    expect(renderStoredNotification('referral_reward', { en: { amount: '₹50' } }, 'hi')?.message).toContain(
      '₹50',
    );
  });

  it('renders support replies and admin broadcasts from what they kept', () => {
    const reply = renderStoredNotification(
      'support_reply',
      same({ id: 't1', title: null, order_id: '00000000-0000-4000-8000-0000abcd1234' }),
      'te',
    );
    expect(reply?.message).toContain('ఆర్డర్ #abcd1234');
    expect(reply?.actions).toHaveLength(1);
    const broadcast = renderStoredNotification(
      'admin_broadcast',
      {
        en: { title: 'Mango week', message: 'All mangoes 20% off' },
        hi: { title: 'आम सप्ताह', message: 'सभी आम 20% छूट' },
      },
      'hi',
    );
    expect(broadcast).toMatchObject({ title: 'आम सप्ताह', message: 'सभी आम 20% छूट', actions: [] });
  });

  it('when a row has no parameters, an unknown key, or an order template without its order, then it is not re-rendered', () => {
    expect(renderStoredNotification('order_placed', null, 'en')).toBeNull();
    expect(renderStoredNotification(undefined, same({ orderId: 'x' }), 'en')).toBeNull();
    expect(renderStoredNotification('retired_template', same({ orderId: 'x' }), 'en')).toBeNull();
    expect(renderStoredNotification('order_placed', same({ total: '₹5' }), 'en')).toBeNull();
    expect(renderStoredNotification('support_reply', same({ title: 'x' }), 'en')).toBeNull();
    expect(renderStoredNotification('order_placed', { en: 'text' }, 'en')).toBeNull();
  });
});
