import { ORDER_STATUSES } from '@tokri/core';
import { describe, expect, it } from 'vitest';
import { en } from '../../../i18n/en.js';
import { hi } from '../../../i18n/hi.js';
import { te } from '../../../i18n/te.js';
import { readConfirmationState } from './confirmation-state.js';
import {
  canCancel,
  canPayNow,
  isPaid,
  orderPaymentKey,
  paymentStatusKey,
  statusTone,
} from './order-status.js';

describe('order status chips', () => {
  it('gives every status a translated name and a tone', () => {
    for (const status of ORDER_STATUSES) {
      expect(en.orders.status[status], status).toBeTruthy();
      expect(['waiting', 'active', 'done', 'stopped']).toContain(statusTone(status));
    }
    expect(statusTone('delivered')).toBe('done');
    expect(statusTone('cancelled')).toBe('stopped');
    expect(statusTone('payment_pending')).toBe('waiting');
    expect(statusTone('out_for_delivery')).toBe('active');
    expect(statusTone('something_new')).toBe('waiting');
  });

  it('names every payment status, and anything unknown as "other"', () => {
    for (const status of ['pending', 'paid_online', 'paid_cod', 'failed', 'refund_pending', 'refunded']) {
      expect(paymentStatusKey(status)).toBe(status);
    }
    expect(paymentStatusKey('weird')).toBe('other');
    expect(isPaid({ paymentStatus: 'paid_online' })).toBe(true);
    expect(isPaid({ paymentStatus: 'pending' })).toBe(false);
  });
});

describe('the payment line of an order', () => {
  it('when a cash-on-delivery or unpaid online order is cancelled, then it reads "Not charged" in every language', () => {
    expect(orderPaymentKey({ status: 'cancelled', paymentStatus: 'pending' })).toBe('notCharged');
    expect(orderPaymentKey({ status: 'cancelled', paymentStatus: 'failed' })).toBe('notCharged');
    expect(en.orders.paymentStatuses.notCharged).toBe('Not charged');
    expect(hi.orders.paymentStatuses.notCharged).toBeTruthy();
    expect(te.orders.paymentStatuses.notCharged).toBeTruthy();
  });

  it('when money moved or the order is still open, then the payment status is shown as it is', () => {
    expect(orderPaymentKey({ status: 'placed', paymentStatus: 'pending' })).toBe('pending');
    expect(orderPaymentKey({ status: 'cancelled', paymentStatus: 'refund_pending' })).toBe('refund_pending');
    expect(orderPaymentKey({ status: 'cancelled', paymentStatus: 'refunded' })).toBe('refunded');
    expect(orderPaymentKey({ status: 'delivered', paymentStatus: 'paid_cod' })).toBe('paid_cod');
    expect(orderPaymentKey({ status: 'cancelled', paymentStatus: 'weird' })).toBe('other');
  });
});

describe('what an order offers', () => {
  it('when it is unpaid, placed or confirmed, then it can be cancelled; later it cannot', () => {
    expect(canCancel({ status: 'payment_pending' })).toBe(true);
    expect(canCancel({ status: 'placed' })).toBe(true);
    expect(canCancel({ status: 'confirmed' })).toBe(true);
    expect(canCancel({ status: 'preparing' })).toBe(false);
    expect(canCancel({ status: 'delivered' })).toBe(false);
  });

  it('when an online order waits for payment and has not expired, then "Pay now" is offered', () => {
    const now = new Date('2026-11-21T10:00:00Z');
    const order = {
      status: 'payment_pending' as const,
      paymentMethod: 'online' as const,
      paymentExpiresAt: '2026-11-21T10:05:00Z',
    };
    expect(canPayNow(order, now)).toBe(true);
    expect(canPayNow({ ...order, paymentExpiresAt: '2026-11-21T09:59:59Z' }, now)).toBe(false);
    expect(canPayNow({ ...order, status: 'placed' }, now)).toBe(false);
    expect(canPayNow({ ...order, paymentMethod: 'cod' }, now)).toBe(false);
  });
});

describe('/confirmation navigation state', () => {
  it('when opened with state, then it is read; without or with junk, then nothing is trusted', () => {
    const id = '50c9d6c0-4377-4748-94be-874be403d974';
    expect(readConfirmationState({ orderId: id, fromWebSocket: false, paymentConfirmed: true })).toEqual({
      orderId: id,
      fromWebSocket: false,
      paymentConfirmed: true,
    });
    expect(readConfirmationState(null)).toEqual({
      orderId: null,
      fromWebSocket: false,
      paymentConfirmed: false,
    });
    expect(readConfirmationState({ orderId: '../admin', paymentConfirmed: 'yes' })).toEqual({
      orderId: null,
      fromWebSocket: false,
      paymentConfirmed: false,
    });
  });
});
