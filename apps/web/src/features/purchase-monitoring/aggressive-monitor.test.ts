import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AGGRESSIVE_MODE,
  AggressiveMonitor,
  completionInPoll,
  type PolledOrder,
} from './aggressive-monitor.js';

const order = (patch: Partial<PolledOrder> = {}): PolledOrder => ({
  id: 'o1',
  status: 'placed',
  paymentStatus: 'pending',
  paymentMethod: 'cod',
  createdAt: new Date().toISOString(),
  ...patch,
});

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function monitorWith(poll: () => Promise<PolledOrder[]>) {
  const changes: [boolean, string | undefined][] = [];
  const completions: unknown[] = [];
  const monitor = new AggressiveMonitor({
    poll,
    onActiveChange: (active, reason) => changes.push([active, reason]),
    onComplete: (completion) => completions.push(completion),
  });
  return { monitor, changes, completions };
}

describe('aggressive monitoring (spec §9)', () => {
  it('uses the spec constants: 5 minutes, every 3 s, 5 s after a failure, last 10 minutes, 5 orders', () => {
    expect(AGGRESSIVE_MODE).toEqual({
      durationMs: 300_000,
      pollMs: 3000,
      fallbackPollMs: 5000,
      sinceMinutes: 10,
      limit: 5,
    });
  });

  it('when nothing happens, then it polls every 3 s and stops after 5 minutes', async () => {
    const poll = vi.fn(async () => [order({ status: 'payment_pending' })]);
    const { monitor, changes } = monitorWith(poll);
    monitor.start('o1');
    expect(monitor.active).toBe(true);
    await vi.advanceTimersByTimeAsync(2999);
    expect(poll).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(poll).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3000);
    expect(poll).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(300_000 - 6000);
    expect(monitor.active).toBe(false);
    expect(changes).toEqual([
      [true, undefined],
      [false, 'timeout'],
    ]);
    const calls = poll.mock.calls.length;
    await vi.advanceTimersByTimeAsync(30_000);
    expect(poll).toHaveBeenCalledTimes(calls);
    expect(calls).toBe(99);
  });

  it('when a poll fails, then the next one comes 5 s later, and then back to every 3 s', async () => {
    const times: number[] = [];
    const start = Date.now();
    let fail = true;
    const poll = vi.fn(async () => {
      times.push(Date.now() - start);
      if (fail) {
        fail = false;
        throw new Error('offline');
      }
      return [];
    });
    const { monitor } = monitorWith(poll);
    monitor.start('o1');
    await vi.advanceTimersByTimeAsync(3000 + 5000 + 3000);
    expect(times).toEqual([3000, 8000, 11_000]);
    monitor.stop();
  });

  it('when a socket says the order was placed or paid, then it stops at once', async () => {
    const poll = vi.fn(async () => []);
    const { monitor, changes } = monitorWith(poll);
    monitor.start('o1');
    monitor.handleEvent('order_updated', 'o1');
    monitor.handleEvent('payment_confirmed', 'another-order');
    expect(monitor.active).toBe(true);
    monitor.handleEvent('payment_confirmed', 'o1');
    expect(monitor.active).toBe(false);
    expect(changes.at(-1)).toEqual([false, 'completed']);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(poll).not.toHaveBeenCalled();
  });

  it('when a poll sees the order paid online, then it stops and reports payment_confirmed', async () => {
    let status = 'payment_pending';
    const poll = vi.fn(async () => [
      order({ status, paymentMethod: 'online', paymentStatus: 'paid_online' }),
    ]);
    const { monitor, completions } = monitorWith(poll);
    monitor.start('o1');
    await vi.advanceTimersByTimeAsync(6000);
    expect(monitor.active).toBe(true);
    status = 'placed';
    await vi.advanceTimersByTimeAsync(3000);
    expect(monitor.active).toBe(false);
    expect(completions).toEqual([{ type: 'payment_confirmed', orderId: 'o1' }]);
    expect(poll).toHaveBeenCalledTimes(3);
  });

  it('when a poll sees a cash-on-delivery order placed, then it reports order_placed', async () => {
    const { monitor, completions } = monitorWith(async () => [order()]);
    monitor.start('o1');
    await vi.advanceTimersByTimeAsync(3000);
    expect(completions).toEqual([{ type: 'order_placed', orderId: 'o1' }]);
    expect(monitor.active).toBe(false);
  });

  it('when restarted for a newer checkout, then the 5 minutes start again', async () => {
    const { monitor } = monitorWith(async () => []);
    monitor.start('o1');
    await vi.advanceTimersByTimeAsync(200_000);
    monitor.start('o2');
    await vi.advanceTimersByTimeAsync(200_000);
    expect(monitor.active).toBe(true);
    expect(monitor.watchedOrderId).toBe('o2');
    await vi.advanceTimersByTimeAsync(100_000);
    expect(monitor.active).toBe(false);
  });
});

describe('completionInPoll', () => {
  const since = Date.parse('2026-11-21T10:00:00.000Z');

  it('ignores other orders, unpaid ones and cancelled ones', () => {
    expect(completionInPoll([order({ id: 'other' })], { orderId: 'o1', since })).toBeNull();
    expect(completionInPoll([order({ status: 'payment_pending' })], { orderId: 'o1', since })).toBeNull();
    expect(completionInPoll([order({ status: 'cancelled' })], { orderId: 'o1', since })).toBeNull();
  });

  it('without an order id, counts only orders from around the start of monitoring', () => {
    const old = order({ createdAt: '2026-11-21T09:55:00.000Z' });
    const fresh = order({ id: 'o2', createdAt: '2026-11-21T09:59:30.000Z' });
    expect(completionInPoll([old], { orderId: null, since })).toBeNull();
    expect(completionInPoll([fresh, old], { orderId: null, since })).toEqual({
      type: 'order_placed',
      orderId: 'o2',
    });
  });
});

describe('a watched order that is cancelled', () => {
  it('ends aggressive mode at the next poll, without reporting a completion', async () => {
    const { monitor, changes, completions } = monitorWith(async () => [order({ status: 'cancelled' })]);
    monitor.start('o1');
    await vi.advanceTimersByTimeAsync(3000);
    expect(monitor.active).toBe(false);
    expect(changes.at(-1)).toEqual([false, 'cancelled']);
    expect(completions).toEqual([]);
  });
});
