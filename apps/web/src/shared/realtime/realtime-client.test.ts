import type { RealtimeEvent } from '@tokri/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from './fake-socket.js';
import { realtimeReconnectDelay } from './realtime-backoff.js';
import { RealtimeClient } from './realtime-client.js';
import type { SocketLike } from './reconnecting-socket.js';

const latest = () => FakeSocket.all.at(-1)!;
const event = (id: number): Record<string, unknown> => ({
  type: 'event',
  id,
  topic: 'orders',
  kind: 'UPDATE',
  userId: 'u1',
  payload: { id: 'o1', status: 'confirmed' },
  at: '2026-11-21T10:00:00.000Z',
});

function client(refreshToken: () => Promise<string | null> = vi.fn(async () => 'fresh-token')) {
  return new RealtimeClient({
    url: () => 'ws://test/realtime',
    token: async () => 'token-1',
    refreshToken,
    createSocket: (url) => new FakeSocket(url),
    delay: (attempt) => 1000 * 2 ** attempt,
  });
}

async function flush() {
  await vi.advanceTimersByTimeAsync(0);
}

beforeEach(() => {
  FakeSocket.all = [];
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('RealtimeClient', () => {
  it('when it starts, then it authenticates with the token and every topic and reports connected on ready', async () => {
    const realtime = client();
    const statuses: string[] = [];
    realtime.onStatus((status) => statuses.push(status));
    realtime.start();
    await flush();
    latest().open();
    expect(latest().sent[0]).toEqual({
      type: 'auth',
      token: 'token-1',
      topics: ['notifications', 'orders', 'subscriptions', 'broadcast', 'admin_orders', 'rider'],
    });
    latest().receive({ type: 'ready', lastEventId: 41, topics: ['orders'] });
    expect(statuses).toEqual(['connecting', 'connected']);
    expect(realtime.cursor).toBe(41);
  });

  it('when the connection drops, then it reconnects with backoff and resumes after the last event it processed', async () => {
    const realtime = client();
    const seen: number[] = [];
    realtime.subscribe((e: RealtimeEvent) => seen.push(e.id));
    realtime.start();
    await flush();
    latest().open();
    latest().receive({ type: 'ready', lastEventId: 10, topics: [] });
    latest().receive(event(11));
    latest().receive(event(12));
    latest().drop();
    expect(realtime.status).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(999);
    expect(FakeSocket.all).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeSocket.all).toHaveLength(2);
    latest().open();
    expect(latest().sent[0]).toMatchObject({ type: 'auth', lastEventId: 12 });
    // The replay may repeat what arrived just before the drop: each id is delivered once.
    latest().receive(event(12));
    latest().receive(event(13));
    latest().receive({ type: 'ready', lastEventId: 13, topics: [] });
    expect(seen).toEqual([11, 12, 13]);
  });

  it('when the server drains (SIGTERM, close 1012 "service restart"), then it reconnects after the backoff, without a token refresh, resuming from its cursor', async () => {
    const refresh = vi.fn(async () => 'fresh-token');
    const realtime = client(refresh);
    realtime.start();
    await flush();
    latest().open();
    latest().receive({ type: 'ready', lastEventId: 20, topics: [] });
    latest().receive(event(21));
    latest().drop(1012);
    expect(realtime.status).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(1000);
    expect(FakeSocket.all).toHaveLength(2);
    latest().open();
    expect(latest().sent[0]).toMatchObject({ type: 'auth', token: 'token-1', lastEventId: 21 });
    expect(refresh).not.toHaveBeenCalled();
  });

  it('when events arrive before "ready", then they are marked as replayed', async () => {
    const realtime = client();
    const replayed: boolean[] = [];
    realtime.subscribe((_e, meta) => replayed.push(meta.replayed));
    realtime.start();
    await flush();
    latest().open();
    latest().receive(event(5));
    latest().receive({ type: 'ready', lastEventId: 5, topics: [] });
    latest().receive(event(6));
    expect(replayed).toEqual([true, false]);
  });

  it('when the server says events since the cursor were pruned, then the app is told to reload, once', async () => {
    const realtime = client();
    const resyncs = vi.fn();
    realtime.onResync(resyncs);
    realtime.start();
    await flush();
    latest().open();
    latest().receive({ type: 'ready', lastEventId: 90, topics: [] });
    expect(resyncs).not.toHaveBeenCalled();
    latest().receive({ type: 'ready', lastEventId: 120, topics: [], missed: true });
    expect(resyncs).toHaveBeenCalledTimes(1);
  });

  it('when the server refuses the token (1008), then it refreshes the token before trying again', async () => {
    const refresh = vi.fn(async () => 'fresh-token');
    const realtime = client(refresh);
    realtime.start();
    await flush();
    latest().open();
    latest().drop(1008);
    await flush();
    expect(refresh).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(1000);
    expect(FakeSocket.all).toHaveLength(2);
  });

  it('when no token can be had (a refresh failed offline), then it keeps trying with backoff until stopped', async () => {
    let token: string | null = null;
    const realtime = new RealtimeClient({
      url: () => 'ws://test/realtime',
      token: async () => token,
      refreshToken: async () => null,
      createSocket: (url) => new FakeSocket(url),
      delay: () => 1000,
    });
    realtime.start();
    await vi.advanceTimersByTimeAsync(5000);
    expect(FakeSocket.all).toHaveLength(0);
    expect(realtime.status).toBe('reconnecting');
    token = 'token-2';
    await vi.advanceTimersByTimeAsync(1000);
    expect(FakeSocket.all).toHaveLength(1);
    realtime.stop();
    token = null;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('when the token is refreshed, then the open socket authenticates again from its cursor', async () => {
    const realtime = client();
    realtime.start();
    await flush();
    latest().open();
    latest().receive({ type: 'ready', lastEventId: 7, topics: [] });
    realtime.reauthenticate();
    await flush();
    expect(latest().sent.at(-1)).toMatchObject({ type: 'auth', token: 'token-1', lastEventId: 7 });
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('when stopped, then it closes cleanly (1000), forgets the cursor and never reconnects', async () => {
    const realtime = client();
    realtime.start();
    await flush();
    latest().open();
    latest().receive({ type: 'ready', lastEventId: 3, topics: [] });
    realtime.stop();
    expect(latest().closedWith).toBe(1000);
    expect(realtime.cursor).toBeNull();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('when a ping goes unanswered, then the dead link is dropped and replaced', async () => {
    const realtime = new RealtimeClient({
      url: () => 'ws://test/realtime',
      token: async () => 't',
      refreshToken: async () => 't',
      createSocket: (url) => new FakeSocket(url),
      pingIntervalMs: 1000,
      pongTimeoutMs: 500,
      delay: () => 100,
    });
    realtime.start();
    await flush();
    latest().open();
    latest().receive({ type: 'ready', lastEventId: 0, topics: [] });
    await vi.advanceTimersByTimeAsync(1000);
    expect(latest().sent.at(-1)).toEqual({ type: 'ping' });
    await vi.advanceTimersByTimeAsync(600);
    expect(FakeSocket.all).toHaveLength(2);
  });
});

describe('realtimeReconnectDelay', () => {
  it('doubles from 1 s with jitter and never exceeds 30 s', () => {
    expect(realtimeReconnectDelay(0, () => 0)).toBe(500);
    expect(realtimeReconnectDelay(0, () => 1)).toBe(1000);
    expect(realtimeReconnectDelay(3, () => 1)).toBe(8000);
    expect(realtimeReconnectDelay(10, () => 1)).toBe(30_000);
    expect(realtimeReconnectDelay(10, () => 0)).toBe(15_000);
  });
});

describe('RealtimeClient volatile messages', () => {
  it('when a rider position arrives, then volatile listeners get it (not an admin’s feed), event listeners do not, and the cursor stays', async () => {
    const realtime = client();
    const positions: unknown[] = [];
    const events: unknown[] = [];
    realtime.onVolatile((message) => positions.push(message));
    realtime.subscribe((e) => events.push(e));
    realtime.start();
    await flush();
    latest().open();
    latest().receive({ type: 'ready', lastEventId: 7, topics: ['orders'] });
    const position = {
      orderId: 'o1',
      lat: 12.97,
      lng: 77.64,
      at: '2026-11-21T10:00:00.000Z',
      speedMps: null,
      distanceKm: 1.2,
      etaMinutes: 5,
    };
    latest().receive({ type: 'rider_position', position });
    latest().receive({ type: 'rider_position', position: { orderId: 'o1', lat: 'north' } });
    // An admin's feed of every rider: the web has no use for it yet.
    latest().receive({
      type: 'admin_rider_position',
      rider: { riderId: 'r1', name: 'Ravi', lat: 12.9, lng: 77.6, at: position.at, orderId: null },
    });
    expect(positions).toEqual([{ type: 'rider_position', position }]);
    expect(events).toEqual([]);
    expect(realtime.cursor).toBe(7);
  });
});
