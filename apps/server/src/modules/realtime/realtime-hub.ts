import type { RealtimeEvent, RealtimeTopic } from '@tokri/core';
import type { Database } from '../../db/database.js';
import { logger } from '../../logger.js';
import { realtimeDeliveryLag } from '../../metrics/metrics.js';
import { eventsAfter, latestEventId, oldestEventId, REALTIME_CHANNEL } from './realtime-events.js';

const log = logger.child({ module: 'realtime' });

export interface RealtimeSubscriber {
  userId: string;
  isAdmin: boolean;
  topics: Set<RealtimeTopic>;
  /** The last event id this subscriber has been sent. */
  cursor: number;
  deliver(event: RealtimeEvent): void;
}

/** Who may see an event: its owner, everyone for broadcasts, admins for the admin order feed. */
export function mayReceive(
  subscriber: Pick<RealtimeSubscriber, 'userId' | 'isAdmin'>,
  event: RealtimeEvent,
): boolean {
  if (event.topic === 'broadcast') return true;
  if (event.topic === 'admin_orders') return subscriber.isAdmin;
  return event.userId === subscriber.userId;
}

/** How long a missing id may hold back later ones (a transaction that took its id but has not committed yet). */
const GAP_WAIT_MS = 1500;
const POLL_MS = 1000;

/**
 * Fans durable events out to this instance's sockets. Wakes on PostgreSQL NOTIFY (from any instance) and
 * polls as a safety net. Delivery is strictly in id order; a gap in ids is waited for briefly, because ids are
 * taken before commit and a slower transaction may still be about to commit the missing one.
 */
export class RealtimeHub {
  private subscribers = new Set<RealtimeSubscriber>();
  private highWater = 0;
  private gapSince: number | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  private timer: ReturnType<typeof setInterval> | undefined;
  private unlisten: (() => Promise<void>) | undefined;
  private stopped = false;
  /** A delivery pass is queued and has not started: a burst of NOTIFYs needs only that one pass. */
  private passQueued = false;
  /** The LISTEN connection is up (readiness): events from other instances arrive within milliseconds. */
  private listenConnected = false;

  constructor(private readonly db: Database) {}

  async start() {
    this.highWater = await latestEventId(this.db);
    this.unlisten = await this.db.listen(
      REALTIME_CHANNEL,
      () => this.pump(),
      (connected) => {
        this.listenConnected = connected;
      },
    );
    this.listenConnected = true;
    this.timer = setInterval(() => this.pump(), POLL_MS);
    this.timer.unref();
  }

  async stop() {
    this.stopped = true;
    clearInterval(this.timer);
    await this.unlisten?.();
    this.listenConnected = false;
    await this.queue;
  }

  get listening(): boolean {
    return this.listenConnected;
  }

  get lastEventId(): number {
    return this.highWater;
  }

  get size(): number {
    return this.subscribers.size;
  }

  /** Runs `work` in order with deliveries, so a replay and live events never interleave. */
  private serial<T>(work: () => Promise<T>): Promise<T> {
    const next = this.queue.then(work, work);
    this.queue = next.catch(() => undefined);
    return next;
  }

  pump(): void {
    if (this.stopped || this.passQueued) return;
    this.passQueued = true;
    void this.serial(() => {
      this.passQueued = false;
      return this.deliverNew();
    }).catch((error: Error) => log.warn({ err: error }, 'delivery pass failed; the next pass retries'));
  }

  private async deliverNew() {
    for (;;) {
      const events = await eventsAfter(this.db, this.highWater);
      if (events.length === 0) return;
      for (const event of events) {
        if (event.id !== this.highWater + 1) {
          this.gapSince ??= Date.now();
          if (Date.now() - this.gapSince < GAP_WAIT_MS) {
            setTimeout(() => this.pump(), 100).unref();
            return;
          }
        }
        this.gapSince = null;
        this.highWater = event.id;
        let delivered = false;
        for (const subscriber of this.subscribers) {
          if (
            event.id > subscriber.cursor &&
            subscriber.topics.has(event.topic) &&
            mayReceive(subscriber, event)
          ) {
            subscriber.cursor = event.id;
            subscriber.deliver(event);
            delivered = true;
          }
        }
        // From the writing transaction's clock to this instance's send (same machine or NTP-synced clocks).
        if (delivered) realtimeDeliveryLag.observe(Math.max(0, Date.now() - Date.parse(event.at)) / 1000);
      }
      if (events.length < 500) return;
    }
  }

  /**
   * Adds a subscriber. With `resumeAfter`, first sends what it missed since that id (only what it may see),
   * in order, then live events; nothing is lost across a dropped connection or a restart. A resume point
   * older than the oldest kept event (pruned, see jobs/prune-old-rows.ts) cannot be honoured: nothing is
   * replayed and `missed` tells the client to reload what it shows instead of trusting a partial replay.
   */
  add(subscriber: RealtimeSubscriber, resumeAfter: number | null): Promise<{ missed: boolean }> {
    return this.serial(async () => {
      let missed = false;
      if (resumeAfter !== null && resumeAfter < this.highWater) {
        missed = resumeAfter < ((await oldestEventId(this.db)) ?? this.highWater + 1) - 1;
        let cursor = missed ? this.highWater : resumeAfter;
        while (cursor < this.highWater) {
          const missedEvents = await eventsAfter(this.db, cursor);
          if (missedEvents.length === 0) break;
          for (const event of missedEvents) {
            if (event.id > this.highWater) break;
            cursor = event.id;
            if (subscriber.topics.has(event.topic) && mayReceive(subscriber, event))
              subscriber.deliver(event);
          }
          if (missedEvents.at(-1)!.id > this.highWater) break;
        }
      }
      subscriber.cursor = this.highWater;
      this.subscribers.add(subscriber);
      return { missed };
    });
  }

  remove(subscriber: RealtimeSubscriber) {
    this.subscribers.delete(subscriber);
  }
}
