import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '../../shared/realtime/fake-socket.js';
import type { SocketLike } from '../../shared/realtime/reconnecting-socket.js';
import { PurchaseSocket } from './purchase-socket.js';
import { PURCHASE_SOCKET_POLICY, purchaseReconnectDelay } from './reconnect-policy.js';

describe('purchaseReconnectDelay (spec §9)', () => {
  it('waits 2, 4 and 8 s, then gives up after 3 reconnects', () => {
    expect([1, 2, 3, 4].map((attempt) => purchaseReconnectDelay(attempt))).toEqual([2000, 4000, 8000, null]);
    expect(PURCHASE_SOCKET_POLICY.maxReconnects).toBe(3);
    expect(PURCHASE_SOCKET_POLICY.cleanCloseCode).toBe(1000);
  });

  it('never waits more than 10 s, however many attempts a policy allows', () => {
    const generous = { ...PURCHASE_SOCKET_POLICY, maxReconnects: 6 };
    expect([4, 5, 6].map((attempt) => purchaseReconnectDelay(attempt, generous))).toEqual([
      10_000, 10_000, 10_000,
    ]);
    expect(purchaseReconnectDelay(7, generous)).toBeNull();
  });

  it('refuses nonsense attempt numbers', () => {
    expect(purchaseReconnectDelay(0)).toBeNull();
    expect(purchaseReconnectDelay(1.5)).toBeNull();
  });
});

describe('PurchaseSocket', () => {
  beforeEach(() => {
    FakeSocket.all = [];
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  function open() {
    const states: string[] = [];
    const events: unknown[] = [];
    const socket = new PurchaseSocket({
      url: () => 'ws://test/functions/v1/purchase-websocket',
      token: async () => 'token',
      onEvent: (event) => events.push(event),
      onState: (state) => states.push(state),
      createSocket: () => new FakeSocket(),
    });
    socket.open();
    return { socket, states, events };
  }

  it('when connected, then it authenticates, reports connected and passes purchase events on', async () => {
    const { states, events } = open();
    await vi.advanceTimersByTimeAsync(0);
    const ws = FakeSocket.all[0]!;
    ws.onopen?.({});
    expect(ws.sent).toEqual([{ type: 'auth', token: 'token' }]);
    ws.onmessage?.({ data: JSON.stringify({ type: 'ready' }) });
    const event = {
      type: 'order_placed',
      orderId: 'o1',
      userId: 'u1',
      status: 'placed',
      data: {},
      timestamp: '2026-11-21T10:00:00.000Z',
    };
    ws.onmessage?.({ data: JSON.stringify({ type: 'purchase_event', event }) });
    ws.onmessage?.({ data: JSON.stringify({ type: 'purchase_event', event: { type: 'nonsense' } }) });
    expect(states).toEqual(['connected']);
    expect(events).toEqual([event]);
  });

  it('when every connection drops, then it reconnects after 2, 4 and 8 s and then stays disconnected', async () => {
    const { states } = open();
    await vi.advanceTimersByTimeAsync(0);
    const waits: number[] = [];
    let last = Date.now();
    for (let i = 0; i < 4; i++) {
      FakeSocket.all.at(-1)!.onclose?.({ code: 1006 });
      const before = FakeSocket.all.length;
      while (FakeSocket.all.length === before && Date.now() - last < 60_000)
        await vi.advanceTimersByTimeAsync(500);
      if (FakeSocket.all.length > before) waits.push(Date.now() - last);
      last = Date.now();
    }
    expect(waits).toEqual([2000, 4000, 8000]);
    expect(FakeSocket.all).toHaveLength(4);
    // Reconnecting throughout the three tries, then disconnected for good.
    expect(states).toEqual(['reconnecting', 'disconnected']);
  });

  it('when a reconnect succeeds, then the count starts again', async () => {
    open();
    await vi.advanceTimersByTimeAsync(0);
    for (let round = 0; round < 3; round++) {
      FakeSocket.all.at(-1)!.onclose?.({ code: 1006 });
      await vi.advanceTimersByTimeAsync(2000);
      FakeSocket.all.at(-1)!.onmessage?.({ data: JSON.stringify({ type: 'ready' }) });
    }
    expect(FakeSocket.all).toHaveLength(4);
  });

  it('when closed on purpose, then it uses code 1000 and does not reconnect', async () => {
    const { socket, states } = open();
    await vi.advanceTimersByTimeAsync(0);
    const ws = FakeSocket.all[0]!;
    ws.onmessage?.({ data: JSON.stringify({ type: 'ready' }) });
    socket.close();
    expect(ws.closedWith).toBe(1000);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(FakeSocket.all).toHaveLength(1);
    expect(states).toEqual(['connected', 'disconnected']);
  });
});
