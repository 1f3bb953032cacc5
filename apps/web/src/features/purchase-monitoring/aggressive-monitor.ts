/** Spec §9 aggressive monitoring: 5 minutes, polling every 3 s (5 s after a failed poll), orders of the last 10 minutes, 5 of them. */
export const AGGRESSIVE_MODE = {
  durationMs: 5 * 60 * 1000,
  pollMs: 3000,
  fallbackPollMs: 5000,
  sinceMinutes: 10,
  limit: 5,
} as const;

/** The fields of an order a poll looks at. */
export interface PolledOrder {
  id: string;
  status: string;
  paymentStatus: string;
  paymentMethod: string;
  createdAt: string;
}

export interface Completion {
  type: 'order_placed' | 'payment_confirmed';
  orderId: string;
}

export type StopReason = 'completed' | 'cancelled' | 'timeout' | 'stopped';

/** Orders placed a little before monitoring started still count (the checkout call returned first). */
const START_SLACK_MS = 60_000;

/**
 * What a poll says: the watched order (or, with none given, any order since monitoring started) is placed:
 * paid online (payment confirmed) or cash on delivery (order placed). Unpaid and cancelled orders do not count.
 */
export function completionInPoll(
  orders: readonly PolledOrder[],
  watch: { orderId: string | null; since: number },
): Completion | null {
  for (const order of orders) {
    if (
      watch.orderId ? order.id !== watch.orderId : Date.parse(order.createdAt) < watch.since - START_SLACK_MS
    ) {
      continue;
    }
    if (order.status === 'payment_pending' || order.status === 'cancelled') continue;
    return {
      type: order.paymentMethod === 'online' ? 'payment_confirmed' : 'order_placed',
      orderId: order.id,
    };
  }
  return null;
}

export interface AggressiveMonitorOptions {
  poll: () => Promise<readonly PolledOrder[]>;
  /** The poll saw the order placed (no socket event said so first). */
  onComplete?: (completion: Completion) => void;
  onActiveChange?: (active: boolean, reason?: StopReason) => void;
}

/**
 * Aggressive mode after a checkout: polls the customer's recent orders every 3 s (5 s after a failure) for
 * up to 5 minutes, and stops as soon as the order is placed or its payment confirmed, whether a socket event
 * or a poll says so first.
 */
export class AggressiveMonitor {
  private running = false;
  private generation = 0;
  private orderId: string | null = null;
  private startedAt = 0;
  private pollTimer: ReturnType<typeof setTimeout> | undefined;
  private deadline: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly options: AggressiveMonitorOptions) {}

  get active(): boolean {
    return this.running;
  }

  get watchedOrderId(): string | null {
    return this.orderId;
  }

  /** Starts (or restarts, for a newer checkout) the monitoring window. */
  start(orderId: string | null, durationMs: number = AGGRESSIVE_MODE.durationMs) {
    const wasRunning = this.running;
    this.clearTimers();
    this.generation++;
    this.running = true;
    this.orderId = orderId;
    this.startedAt = Date.now();
    this.deadline = setTimeout(() => this.stop('timeout'), Math.max(0, durationMs));
    this.schedule(AGGRESSIVE_MODE.pollMs);
    if (!wasRunning) this.options.onActiveChange?.(true);
  }

  /** A purchase event from a socket: order placed or payment confirmed for the watched order ends it. */
  handleEvent(type: string, orderId: string) {
    if (!this.running || (type !== 'order_placed' && type !== 'payment_confirmed')) return;
    if (this.orderId && this.orderId !== orderId) return;
    this.stop('completed');
  }

  stop(reason: StopReason = 'stopped') {
    if (!this.running) return;
    this.running = false;
    this.generation++;
    this.clearTimers();
    this.options.onActiveChange?.(false, reason);
  }

  private clearTimers() {
    clearTimeout(this.pollTimer);
    clearTimeout(this.deadline);
  }

  private schedule(ms: number) {
    clearTimeout(this.pollTimer);
    this.pollTimer = setTimeout(() => void this.poll(), ms);
  }

  private async poll() {
    const generation = this.generation;
    let orders: readonly PolledOrder[];
    try {
      orders = await this.options.poll();
    } catch {
      if (generation === this.generation) this.schedule(AGGRESSIVE_MODE.fallbackPollMs);
      return;
    }
    if (generation !== this.generation) return;
    // A watched order that was cancelled will never be placed or paid: nothing left to wait for.
    if (this.orderId && orders.some((order) => order.id === this.orderId && order.status === 'cancelled')) {
      this.stop('cancelled');
      return;
    }
    const completion = completionInPoll(orders, { orderId: this.orderId, since: this.startedAt });
    if (completion) {
      this.stop('completed');
      this.options.onComplete?.(completion);
      return;
    }
    this.schedule(AGGRESSIVE_MODE.pollMs);
  }
}
