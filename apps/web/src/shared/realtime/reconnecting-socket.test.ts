import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from './fake-socket.js';
import {
  type LinkStatus,
  ReconnectingSocket,
  type ReconnectingSocketOptions,
  type SocketLike,
} from './reconnecting-socket.js';

const latest = () => FakeSocket.all.at(-1)!;

function link(overrides: Partial<ReconnectingSocketOptions> = {}) {
  const statuses: LinkStatus[] = [];
  const socket = new ReconnectingSocket({
    url: () => 'ws://test/socket',
    token: async () => 'token-1',
    authMessage: (token) => ({ type: 'auth', token }),
    delay: () => 1000,
    onMessage: () => undefined,
    onStatus: (status) => statuses.push(status),
    withoutToken: 'retry',
    createSocket: () => new FakeSocket(),
    ...overrides,
  });
  return { socket, statuses };
}

beforeEach(() => {
  FakeSocket.all = [];
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('ReconnectingSocket', () => {
  it('when the delay policy gives up, then it stops, reports stopped and opens no further socket', async () => {
    const { socket, statuses } = link({ delay: (retry) => (retry < 2 ? 100 : null) });
    socket.start();
    await vi.advanceTimersByTimeAsync(0);
    for (let i = 0; i < 3; i++) {
      latest().onclose?.({ code: 1006 });
      await vi.advanceTimersByTimeAsync(100);
    }
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.all).toHaveLength(3);
    expect(statuses).toEqual(['connecting', 'reconnecting', 'stopped']);
  });

  it('when a socket it has given up on closes late, then that close starts no second reconnect', async () => {
    const { socket } = link();
    socket.start();
    await vi.advanceTimersByTimeAsync(0);
    const first = latest();
    const lateClose = first.onclose;
    first.onclose?.({ code: 1006 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(FakeSocket.all).toHaveLength(2);
    lateClose?.({ code: 1006 });
    await vi.advanceTimersByTimeAsync(5000);
    expect(FakeSocket.all).toHaveLength(2);
  });

  it('when there is no token, then the app channel keeps retrying and a short-lived socket stops', async () => {
    const retrying = link({ token: async () => null });
    retrying.socket.start();
    await vi.advanceTimersByTimeAsync(3500);
    expect(retrying.socket.status).toBe('reconnecting');

    const stopping = link({ token: async () => null, withoutToken: 'stop' });
    stopping.socket.start();
    await vi.advanceTimersByTimeAsync(3500);
    expect(stopping.socket.status).toBe('stopped');
    expect(FakeSocket.all).toHaveLength(0);
  });

  it('when the server refuses the token (1008), then the refusal hook runs before the retry', async () => {
    const order: string[] = [];
    const { socket } = link({
      onRefused: async () => order.push('refresh'),
      createSocket: () => {
        order.push('socket');
        return new FakeSocket();
      },
    });
    socket.start();
    await vi.advanceTimersByTimeAsync(0);
    latest().onclose?.({ code: 1008 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(order).toEqual(['socket', 'refresh', 'socket']);
  });

  it('when the link is declared dead, then the socket is closed and replaced after the delay', async () => {
    const { socket } = link();
    socket.start();
    await vi.advanceTimersByTimeAsync(0);
    latest().open();
    socket.connected();
    const dead = latest();
    socket.dropDeadLink();
    expect(dead.closedWith).toBe(1000);
    expect(socket.status).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(1000);
    expect(FakeSocket.all).toHaveLength(2);
  });

  it('when nothing is open, then reauthenticate and send say so instead of sending', async () => {
    const { socket } = link();
    expect(socket.reauthenticate()).toBe(false);
    socket.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(socket.send({ type: 'ping' })).toBe(false);
    latest().open();
    expect(socket.send({ type: 'ping' })).toBe(true);
    expect(socket.reauthenticate()).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(latest().sent).toEqual([
      { type: 'auth', token: 'token-1' },
      { type: 'ping' },
      { type: 'auth', token: 'token-1' },
    ]);
  });
});
