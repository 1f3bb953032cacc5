import { QueryClient } from '@tanstack/react-query';
import {
  DELIVERY_AGENT_ALERT,
  type NotificationPage,
  type PurchaseEvent,
  type RealtimeEvent,
} from '@tokri/core';
import type { Location } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { notificationsKeys } from '../features/notifications/api/notifications-keys.js';
import { notification } from '../features/notifications/utils/notification-fixture.js';
import { initI18n } from '../i18n/index.js';
import type { EventMeta } from '../shared/realtime/realtime-types.js';
import { playSound } from '../shared/sound/sound-player.js';
import { toast } from '../shared/ui/toast.js';
import { type LiveRouter, startLiveUpdates } from './live-updates.js';

const hoisted = vi.hoisted(() => ({
  realtimeListeners: [] as ((event: RealtimeEvent, meta: EventMeta) => void)[],
  purchaseListeners: [] as ((event: PurchaseEvent) => void)[],
  resyncListeners: [] as (() => void)[],
  volatileListeners: [] as ((message: unknown) => void)[],
  statusListeners: [] as ((status: string) => void)[],
}));

vi.mock('../shared/ui/toast.js', () => ({
  toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), dismiss: vi.fn() }),
}));
vi.mock('../shared/realtime/realtime.js', () => ({
  realtime: {
    subscribe: (listener: (event: RealtimeEvent, meta: EventMeta) => void) => {
      hoisted.realtimeListeners.push(listener);
      return () => undefined;
    },
    onResync: (listener: () => void) => {
      hoisted.resyncListeners.push(listener);
      return () => undefined;
    },
    onVolatile: (listener: (message: unknown) => void) => {
      hoisted.volatileListeners.push(listener);
      return () => undefined;
    },
    onStatus: (listener: (status: string) => void) => {
      hoisted.statusListeners.push(listener);
      return () => undefined;
    },
    start: vi.fn(),
    stop: vi.fn(),
    reauthenticate: vi.fn(),
  },
  watchConnectivity: () => () => undefined,
}));
vi.mock('../features/purchase-monitoring/index.js', () => ({
  purchaseMonitoring: {
    onEvent: (listener: (event: PurchaseEvent) => void) => {
      hoisted.purchaseListeners.push(listener);
      return () => undefined;
    },
    noteEvent: vi.fn(),
    resume: vi.fn(),
    stop: vi.fn(),
  },
}));
vi.mock('../shared/sound/sound-player.js', () => ({
  playSound: vi.fn(() => true),
  installAudioUnlock: () => () => undefined,
}));
vi.mock('../features/push/native/native-bridge.js', () => ({ sendDeviceToken: async () => undefined }));

const ORDER = '3f1c2a9e-4b7d-4c1e-9a2b-5d6e7f80abcd';
const live = { replayed: false };

function orderEvent(
  kind: 'INSERT' | 'UPDATE',
  status: string,
  oldStatus: string | null,
  id = 1,
): RealtimeEvent {
  return {
    id,
    topic: 'orders',
    kind,
    userId: 'u1',
    payload: { id: ORDER, user_id: 'u1', status, old_status: oldStatus, payment_status: 'pending' },
    at: `2026-11-21T10:00:0${id}.000Z`,
  };
}

function setup(pathname = '/home', state: unknown = null) {
  const queryClient = new QueryClient();
  const router = {
    state: { location: { pathname, state, search: '', hash: '', key: 'k' } as Location },
    subscribe: () => () => undefined,
    navigate: vi.fn<LiveRouter['navigate']>(),
  };
  const stop = startLiveUpdates(queryClient, router);
  const emit = (event: RealtimeEvent, meta: EventMeta = live) => {
    for (const listener of hoisted.realtimeListeners) listener(event, meta);
  };
  return { queryClient, router, stop, emit };
}

beforeAll(async () => {
  await initI18n();
});
beforeEach(() => {
  vi.useFakeTimers();
  hoisted.realtimeListeners.length = 0;
  hoisted.purchaseListeners.length = 0;
  hoisted.resyncListeners.length = 0;
  hoisted.volatileListeners.length = 0;
  hoisted.statusListeners.length = 0;
  vi.clearAllMocks();
});
afterEach(() => vi.useRealTimers());

describe('live updates', () => {
  it('when an order is placed, then it toasts with the last 8 characters and opens /confirmation after 1 s', async () => {
    const { router, emit, stop } = setup();
    emit(orderEvent('INSERT', 'placed', null));
    expect(toast.success).toHaveBeenCalledWith('Order placed', {
      id: `order-${ORDER}-placed`,
      description: 'Order #7f80abcd',
      duration: 5000,
    });
    await vi.advanceTimersByTimeAsync(999);
    expect(router.navigate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(router.navigate).toHaveBeenCalledWith('/confirmation', {
      state: { orderId: ORDER, fromWebSocket: true, paymentConfirmed: false },
    });
    stop();
  });

  it('when the customer is already on /confirmation for that order, then it stays there', async () => {
    const { router, emit, stop } = setup('/confirmation', { orderId: ORDER });
    emit(orderEvent('UPDATE', 'placed', 'payment_pending'));
    expect(toast.success).toHaveBeenCalledWith('Payment confirmed', expect.anything());
    await vi.advanceTimersByTimeAsync(2000);
    expect(router.navigate).not.toHaveBeenCalled();
    stop();
  });

  it('when a payment is confirmed elsewhere, then /confirmation opens with paymentConfirmed', async () => {
    const { router, emit, stop } = setup('/orders');
    emit(orderEvent('UPDATE', 'placed', 'payment_pending'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(router.navigate).toHaveBeenCalledWith('/confirmation', {
      state: { orderId: ORDER, fromWebSocket: true, paymentConfirmed: true },
    });
    stop();
  });

  it('when both channels report the same change, then it toasts once', () => {
    const { emit, stop } = setup();
    const event = orderEvent('UPDATE', 'confirmed', 'placed');
    emit(event);
    for (const listener of hoisted.purchaseListeners) {
      listener({
        type: 'order_updated',
        orderId: ORDER,
        userId: 'u1',
        status: 'confirmed',
        data: event.payload,
        timestamp: event.at,
      });
    }
    expect(toast.success).toHaveBeenCalledOnce();
    expect(toast.success).toHaveBeenCalledWith(
      'Order confirmed',
      expect.objectContaining({ description: 'Order #7f80abcd' }),
    );
    stop();
  });

  it('when an order is cancelled, then the toast is an error', () => {
    const { emit, stop } = setup();
    emit(orderEvent('UPDATE', 'cancelled', 'placed'));
    expect(toast.error).toHaveBeenCalledWith(
      'Order cancelled',
      expect.objectContaining({ description: 'Order #7f80abcd' }),
    );
    stop();
  });

  it('when an order moves to another status, then the toast names it', () => {
    const { emit, stop } = setup();
    emit(orderEvent('UPDATE', 'picked_up', 'accepted'));
    expect(toast.success).toHaveBeenCalledWith('Order status updated: Picked up', expect.anything());
    stop();
  });

  it('when a notification arrives, then it goes on top of the bell list and toasts for 5 s', () => {
    const { queryClient, emit, stop } = setup();
    queryClient.setQueryData<NotificationPage>(notificationsKeys.latest, {
      items: [],
      unreadCount: 0,
      nextBefore: null,
    });
    const row = notification({
      id: 'n9',
      order_id: ORDER,
      metadata: { status: 'confirmed', priority: 'high' },
    });
    emit({
      id: 7,
      topic: 'notifications',
      kind: 'INSERT',
      userId: 'u1',
      payload: row as never,
      at: row.created_at,
    });
    expect(queryClient.getQueryData<NotificationPage>(notificationsKeys.latest)).toMatchObject({
      items: [{ id: 'n9' }],
      unreadCount: 1,
    });
    expect(toast.success).toHaveBeenCalledWith(row.title, {
      id: `order-${ORDER}-confirmed`,
      description: row.message,
      duration: 5000,
    });
    stop();
  });

  it('when support answers a ticket, then the open ticket and the requests list refetch at once', () => {
    const { queryClient, emit, stop } = setup('/support/tickets/t1');
    const refetch = vi.spyOn(queryClient, 'invalidateQueries');
    const row = notification({ id: 'n10', order_id: null, metadata: { template: 'support_reply' } });
    emit({
      id: 8,
      topic: 'notifications',
      kind: 'INSERT',
      userId: 'u1',
      payload: row as never,
      at: row.created_at,
    });
    expect(refetch).toHaveBeenCalledWith({ queryKey: ['support', 'tickets'] });
    refetch.mockClear();
    const other = notification({ id: 'n11', order_id: ORDER, metadata: { status: 'confirmed' } });
    emit({
      id: 9,
      topic: 'notifications',
      kind: 'INSERT',
      userId: 'u1',
      payload: other as never,
      at: other.created_at,
    });
    expect(refetch).not.toHaveBeenCalledWith({ queryKey: ['support', 'tickets'] });
    stop();
  });

  it('when old events are replayed after a long time offline, then the screens update without toasts', async () => {
    const { queryClient, emit, stop } = setup();
    queryClient.setQueryData<NotificationPage>(notificationsKeys.latest, {
      items: [],
      unreadCount: 0,
      nextBefore: null,
    });
    const row = notification({ id: 'old', created_at: '2020-01-01T00:00:00.000Z' });
    emit(
      {
        id: 8,
        topic: 'notifications',
        kind: 'INSERT',
        userId: 'u1',
        payload: row as never,
        at: row.created_at,
      },
      { replayed: true },
    );
    emit({ ...orderEvent('INSERT', 'placed', null), at: '2020-01-01T00:00:00.000Z' }, { replayed: true });
    expect(queryClient.getQueryData<NotificationPage>(notificationsKeys.latest)?.unreadCount).toBe(1);
    expect(toast).not.toHaveBeenCalled();
    expect(toast.success).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2000);
    stop();
  });

  it('when a rider is offered an order, then the notification rings the delivery-agent alert under the key the rider app rings with', () => {
    const { emit, stop } = setup('/delivery');
    const row = notification({
      id: 'n10',
      order_id: ORDER,
      metadata: { status: 'rider_offer', priority: 'urgent', sound: 'ringtone', template: 'rider_offer' },
    });
    emit({
      id: 8,
      topic: 'notifications',
      kind: 'INSERT',
      userId: 'u1',
      payload: row as never,
      at: row.created_at,
    });
    expect(vi.mocked(playSound).mock.calls).toEqual([[DELIVERY_AGENT_ALERT, `${ORDER}:rider_offer`]]);
    stop();
  });

  it("when the rider's topic says something changed (an offer, an assignment), then the rider app reads its home again", () => {
    const { queryClient, emit, stop } = setup('/delivery');
    queryClient.setQueryData(['rider', 'home'], { offers: [] });
    queryClient.setQueryData(['orders', 'list'], { items: [] });
    emit({
      id: 9,
      topic: 'rider',
      kind: 'BROADCAST',
      userId: 'u1',
      payload: { type: 'offer' },
      at: new Date().toISOString(),
    });
    expect(queryClient.getQueryState(['rider', 'home'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['orders', 'list'])?.isInvalidated).toBe(false);
    stop();
  });

  it('when the server could not replay everything missed, then every cached screen is refetched', () => {
    const { queryClient, stop } = setup();
    queryClient.setQueryData(['orders', 'list'], { items: [] });
    queryClient.setQueryData(['notifications', 'list'], { items: [] });
    for (const listener of hoisted.resyncListeners) listener();
    expect(queryClient.getQueryState(['orders', 'list'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['notifications', 'list'])?.isInvalidated).toBe(true);
    stop();
  });
});

describe('live updates: riders’ positions', () => {
  const position = (at: string, lat: number) => ({
    orderId: ORDER,
    lat,
    lng: 77.64,
    at,
    speedMps: null,
    distanceKm: 1,
    etaMinutes: 4,
  });
  const key = ['rider-position', ORDER];

  it('when a rider_position arrives for an order whose track page is open, then its position moves', () => {
    const { queryClient, stop } = setup(`/track-order/${ORDER}`);
    const volatile = (message: unknown) => {
      for (const listener of hoisted.volatileListeners) listener(message);
    };
    volatile({ type: 'rider_position', position: position('2026-11-26T01:00:05.000Z', 12.98) });
    // Nobody asked for this order's position: nothing is kept.
    expect(queryClient.getQueryData(key)).toBeUndefined();

    queryClient.setQueryData(key, position('2026-11-26T01:00:00.000Z', 12.99));
    volatile({ type: 'rider_position', position: position('2026-11-26T01:00:05.000Z', 12.98) });
    expect(queryClient.getQueryData(key)).toEqual(position('2026-11-26T01:00:05.000Z', 12.98));
    expect(queryClient.getQueryData(key)).toEqual(position('2026-11-26T01:00:05.000Z', 12.98));
    stop();
  });
});
