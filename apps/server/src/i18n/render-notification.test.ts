import { LANGUAGES, NOTIFICATION_TEMPLATES } from '@tokri/core';
import { describe, expect, it } from 'vitest';
import { renderNotification } from './render-notification.js';

const orderId = '7d444840-9dc0-11d1-b245-5ffdce74fad2';

describe('notification templates rendered with i18next (spec §9)', () => {
  it('renders every template in every language with the short order id and no leftover placeholders', () => {
    for (const template of NOTIFICATION_TEMPLATES) {
      for (const language of LANGUAGES) {
        const rendered = renderNotification(template, language, {
          orderId,
          total: '₹450',
          riderName: 'Ravi',
          customerName: 'Priya',
          amount: '₹250',
          original: 'Toor Dal',
          substitute: 'Moong Dal',
          minutes: '5',
        });
        expect(rendered.title.length, `${template} ${language}`).toBeGreaterThan(0);
        expect(rendered.message, `${template} ${language}`).toContain('ce74fad2');
        expect(rendered.message).not.toMatch(/[{}]/);
        expect(['high', 'urgent']).toContain(rendered.priority);
      }
    }
  });

  it('words "order placed" literally in en, hi and te (the expected text is written out, not rendered)', () => {
    const variables = { orderId, total: '₹214.00' };
    expect(renderNotification('order_placed', 'en', variables)).toMatchObject({
      title: 'Order placed',
      message: 'Your order #ce74fad2 for ₹214.00 has been placed.',
      actions: [
        { id: 'track', title: 'Track', path: `/orders/${orderId}` },
        { id: 'view', title: 'View', path: `/orders/${orderId}` },
      ],
    });
    expect(renderNotification('order_placed', 'hi', variables)).toMatchObject({
      title: 'ऑर्डर प्लेस हो गया',
      message: 'आपका ₹214.00 का ऑर्डर #ce74fad2 प्लेस हो गया है।',
    });
    expect(renderNotification('order_placed', 'te', variables)).toMatchObject({
      title: 'ఆర్డర్ ప్లేస్ అయింది',
      message: 'మీ ₹214.00 ఆర్డర్ #ce74fad2 ప్లేస్ అయింది.',
    });
    expect(renderNotification('order_placed', 'hi', variables).actions.map((action) => action.title)).toEqual(
      ['ट्रैक करें', 'देखें'],
    );
  });

  it('says when the order arrives by its estimate, in the reader\'s words, and no fixed English "ETA: 30-45 mins"', () => {
    const estimate = { etaMin: '25', etaMax: '35' };
    expect(
      renderNotification('rider_assigned', 'en', { orderId, riderName: 'Ravi', ...estimate }).message,
    ).toBe('Ravi will deliver your order #ce74fad2. Arrives in 25–35 min.');
    expect(
      renderNotification('rider_assigned', 'hi', { orderId, riderName: 'Ravi', ...estimate }).message,
    ).toBe('Ravi आपका ऑर्डर #ce74fad2 पहुँचाएँगे। 25–35 मिनट में पहुँचेगा।');
    expect(renderNotification('rider_assigned', 'te', { orderId, ...estimate }).message).toContain(
      '25–35 నిమిషాల్లో చేరుతుంది',
    );
    // Without an estimate (no distance recorded) it names the rider and promises nothing.
    expect(renderNotification('rider_assigned', 'en', { orderId, riderName: 'Ravi' }).message).toBe(
      'Ravi will deliver your order #ce74fad2.',
    );
    for (const language of ['en', 'hi', 'te'] as const) {
      const message = renderNotification('rider_assigned', language, { orderId, ...estimate }).message;
      expect(message).not.toMatch(/ETA|mins|30-45|\{\{/);
    }
  });

  it('is written in Hindi and Telugu scripts', () => {
    expect(renderNotification('delivered', 'hi', { orderId }).title).toMatch(/[\u0900-\u097F]/);
    expect(renderNotification('delivered', 'te', { orderId }).message).toMatch(/[\u0C00-\u0C7F]/);
  });

  it('takes a template override and keeps only known actions', () => {
    const rendered = renderNotification(
      'order_placed',
      'en',
      { orderId },
      {
        title: 'Diwali order!',
        message: 'Packed with care.',
        actions: [
          { id: 'track', title: 'Follow it' },
          { id: 'hack', title: 'Nope' },
        ],
      },
    );
    expect(rendered).toMatchObject({ title: 'Diwali order!', message: 'Packed with care.' });
    expect(rendered.actions).toEqual([{ id: 'track', title: 'Follow it', path: `/orders/${orderId}` }]);
  });

  it('when a value looks like markup, then it is kept as typed (plain text, not HTML-escaped)', () => {
    expect(
      renderNotification('admin_new_order', 'en', { orderId, total: '₹450', customerName: 'A & B <Stores>' })
        .message,
    ).toBe('Order #ce74fad2 from A & B <Stores>: ₹450.');
  });
});
