import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages.js';
import {
  actionPath,
  NOTIFICATION_ACTIONS,
  NOTIFICATION_TEMPLATES,
  type NotificationAction,
  notificationDefinition,
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
      const actions = texts.actions as unknown as Record<string, string>;
      for (const action of NOTIFICATION_ACTIONS)
        expect(actions[action], `${action} ${language}`).toMatch(/\S/);
      expect(texts.fallbackRiderName, language).toMatch(/\S/);
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

  it('when the store\'s phone is known, then "call" dials it; other actions ignore the phone', () => {
    expect(actionPath('call', 'o1', '+919876543210')).toBe('tel:+919876543210');
    expect(actionPath('call', 'o1', null)).toBe('/support');
    expect(actionPath('call', 'o1', '')).toBe('/support');
    expect(actionPath('track', 'o1', '+919876543210')).toBe('/orders/o1');
  });

  it('maps order status changes to templates', () => {
    expect(templateForStatus('placed', null)).toBe('order_placed');
    expect(templateForStatus('placed', 'payment_pending')).toBe('payment_success');
    expect(templateForStatus('accepted', 'preparing')).toBe('rider_assigned');
    expect(templateForStatus('preparing', 'confirmed')).toBeNull();
    expect(templateForStatus('cancelled', 'placed')).toBe('cancelled');
  });

  it('when each template is sent, then its bell type, priority, sound, icon and buttons are these', () => {
    const sent = Object.fromEntries(NOTIFICATION_TEMPLATES.map((t) => [t, notificationDefinition(t)]));
    expect(sent).toEqual({
      order_placed: { type: 'order_placed', priority: 'high', icon: 'package', actions: ['track', 'view'] },
      order_confirmed: { type: 'order_updated', priority: 'high', icon: 'package', actions: ['track'] },
      rider_assigned: { type: 'order_updated', priority: 'high', icon: 'bike', actions: ['track', 'call'] },
      picked_up: { type: 'order_updated', priority: 'high', icon: 'bike', actions: ['track', 'call'] },
      out_for_delivery: {
        type: 'delivery_scheduled',
        priority: 'urgent',
        sound: 'alarm',
        icon: 'truck',
        actions: ['track', 'call'],
      },
      delivered: {
        type: 'delivery_completed',
        priority: 'high',
        icon: 'truck',
        actions: ['rate', 'reorder'],
      },
      cancelled: {
        type: 'order_updated',
        priority: 'high',
        icon: 'x-circle',
        actions: ['support', 'reorder'],
      },
      payment_success: {
        type: 'payment_confirmed',
        priority: 'high',
        icon: 'credit-card',
        actions: ['view'],
      },
      payment_failed: {
        type: 'order_updated',
        priority: 'urgent',
        sound: 'alarm',
        icon: 'credit-card',
        actions: ['retry', 'support'],
      },
      refund_processed: { type: 'order_updated', priority: 'high', icon: 'credit-card', actions: ['view'] },
      substitute_offered: { type: 'order_updated', priority: 'high', icon: 'package', actions: ['view'] },
      delivery_delayed: {
        type: 'delivery_scheduled',
        priority: 'high',
        icon: 'clock',
        actions: ['track', 'support'],
      },
      arriving_soon: {
        type: 'delivery_scheduled',
        priority: 'urgent',
        sound: 'ringtone',
        icon: 'map-pin',
        actions: ['track', 'call'],
      },
      admin_new_order: {
        type: 'order_placed',
        priority: 'urgent',
        sound: 'alarm',
        icon: 'zap',
        actions: ['prepare', 'view'],
      },
      rider_offer: {
        type: 'order_updated',
        priority: 'urgent',
        sound: 'ringtone',
        icon: 'bike',
        actions: ['deliveries'],
      },
    });
    // A template without a sound has no `sound` key at all (the bell plays its priority's default).
    expect(Object.keys(notificationDefinition('delivered'))).toEqual(['type', 'priority', 'icon', 'actions']);
  });

  it('when the list of templates and buttons is read, then it is spec §9’s plus Tokri’s own, in this order', () => {
    expect(NOTIFICATION_TEMPLATES).toEqual([
      'order_placed',
      'order_confirmed',
      'rider_assigned',
      'picked_up',
      'out_for_delivery',
      'delivered',
      'cancelled',
      'payment_success',
      'payment_failed',
      'refund_processed',
      'substitute_offered',
      'delivery_delayed',
      'arriving_soon',
      'admin_new_order',
      'rider_offer',
    ]);
    expect(NOTIFICATION_ACTIONS).toEqual([
      'track',
      'rate',
      'support',
      'reorder',
      'retry',
      'call',
      'view',
      'prepare',
      'topup',
      'plans',
      'deliveries',
      'refer',
    ]);
  });

  it('when every button is followed with and without an order, then it opens these pages', () => {
    const paths = (orderId: string | null) =>
      Object.fromEntries(NOTIFICATION_ACTIONS.map((a: NotificationAction) => [a, actionPath(a, orderId)]));
    expect(paths('o1')).toEqual({
      track: '/orders/o1',
      rate: '/orders/o1/rate',
      support: '/support/order/o1',
      reorder: '/orders/o1',
      retry: '/orders/o1',
      call: '/support',
      view: '/orders/o1',
      prepare: '/admin/orders',
      topup: '/wallet',
      plans: '/subscriptions',
      deliveries: '/delivery',
      refer: '/refer',
    });
    expect(paths(null)).toEqual({
      track: '/orders',
      rate: '/orders',
      support: '/support',
      reorder: '/orders',
      retry: '/orders',
      call: '/support',
      view: '/orders',
      prepare: '/admin/orders',
      topup: '/wallet',
      plans: '/subscriptions',
      deliveries: '/delivery',
      refer: '/refer',
    });
  });

  it('when every order status is reached, then its customer gets this template (none for the store’s own steps)', () => {
    const statuses = [
      'payment_pending',
      'placed',
      'confirmed',
      'preparing',
      'accepted',
      'picked_up',
      'out_for_delivery',
      'delivered',
      'cancelled',
    ];
    expect(Object.fromEntries(statuses.map((s) => [s, templateForStatus(s, 'placed')]))).toEqual({
      payment_pending: null,
      placed: 'order_placed',
      confirmed: 'order_confirmed',
      preparing: null,
      accepted: 'rider_assigned',
      picked_up: 'picked_up',
      out_for_delivery: 'out_for_delivery',
      delivered: 'delivered',
      cancelled: 'cancelled',
    });
  });

  it('when the English texts are read, then the bundle holds these literal words (one template and every button)', () => {
    const en = notificationTexts('en') as Record<string, unknown>;
    expect(en.fallbackRiderName).toBe('Our delivery partner');
    expect(en.order_placed).toEqual({
      title: 'Order placed',
      message: 'Your order #{{orderId}} for {{total}} has been placed.',
    });
    expect(en.actions).toEqual({
      track: 'Track',
      rate: 'Rate',
      support: 'Support',
      reorder: 'Reorder',
      retry: 'Retry payment',
      call: 'Call',
      view: 'View',
      prepare: 'Prepare',
      topup: 'Top up wallet',
      plans: 'My subscriptions',
      deliveries: 'Open deliveries',
      refer: 'Invite more friends',
    });
    expect((notificationTexts('hi') as Record<string, unknown>).fallbackRiderName).toBe(
      'हमारे डिलीवरी पार्टनर',
    );
    expect((notificationTexts('te') as Record<string, unknown>).fallbackRiderName).toBe('మా డెలివరీ భాగస్వామి');
  });
});
