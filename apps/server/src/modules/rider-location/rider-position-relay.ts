import {
  type AdminRiderPosition,
  measuredSpeedMps,
  type RiderPositionView,
  riderEta,
  type ServerMessage,
} from '@tokri/core';
import type { Database } from '../../db/database.js';
import { logger } from '../../logger.js';
import type { VolatileFeed, VolatileListener } from '../realtime/realtime-sockets.js';

const log = logger.child({ module: 'rider-location' });

/**
 * The NOTIFY channel for riders' positions: volatile, apart from the durable `tokri_events` (ADR 0040). A
 * position is only worth its newest value, so nothing is stored for replay; a client that reconnects reads the
 * newest over HTTP.
 */
export const RIDER_POSITION_CHANNEL = 'tokri_rider_positions';

/**
 * What one NOTIFY carries (built by the upload's statement): the rider's newest fix, the one before it (for a
 * speed when the phone gave none) and, per order picked up or out for delivery, its customer and door. Each
 * instance works out speed and ETA itself, and only for customers it holds a socket of.
 */
export interface RiderPositionNotice {
  riderId: string;
  riderName: string;
  /** The order the rider carries (for the admin's map), if any. */
  orderId: string | null;
  lat: number;
  lng: number;
  /** As PostgreSQL writes a timestamptz in JSON. */
  at: string;
  speedMps: number | null;
  previous: { lat: number; lng: number; at: string } | null;
  deliveries: { orderId: string; userId: string; lat: number | null; lng: number | null }[];
}

/**
 * Hears riders' positions from every instance (LISTEN) and hands each to this instance's sockets: the customer
 * of an order on its way (found by user id in a map, not by scanning every socket) and admin sockets following
 * the order feed. A customer socket must follow `orders`, the topic of its order's live updates.
 */
export class RiderPositionRelay implements VolatileFeed {
  private byUser = new Map<string, Set<VolatileListener>>();
  private admins = new Set<VolatileListener>();
  private unlisten: (() => Promise<void>) | undefined;

  constructor(private readonly db: Database) {}

  async start() {
    this.unlisten = await this.db.listen(RIDER_POSITION_CHANNEL, (payload) => this.relay(payload));
  }

  async stop() {
    await this.unlisten?.();
    this.unlisten = undefined;
  }

  register(listener: VolatileListener): () => void {
    const own = this.byUser.get(listener.userId) ?? new Set<VolatileListener>();
    own.add(listener);
    this.byUser.set(listener.userId, own);
    if (listener.isAdmin) this.admins.add(listener);
    return () => {
      own.delete(listener);
      if (own.size === 0 && this.byUser.get(listener.userId) === own) this.byUser.delete(listener.userId);
      this.admins.delete(listener);
    };
  }

  /** Sockets registered now (for tests and the bench's sanity checks). */
  get size(): number {
    let total = 0;
    for (const own of this.byUser.values()) total += own.size;
    return total;
  }

  /** One notice to the sockets that may see it. An empty payload (a LISTEN reconnected) carries nothing. */
  relay(payload: string) {
    if (!payload) return;
    let notice: RiderPositionNotice;
    try {
      notice = JSON.parse(payload) as RiderPositionNotice;
    } catch (error) {
      log.warn({ err: error }, 'unreadable rider position notice');
      return;
    }
    const at = new Date(notice.at).toISOString();
    let speedMps: number | null | undefined;
    for (const delivery of notice.deliveries) {
      const listeners = this.byUser.get(delivery.userId);
      if (!listeners) continue;
      speedMps ??= measuredSpeedMps(
        {
          lat: notice.lat,
          lng: notice.lng,
          atMs: Date.parse(notice.at),
          accuracyM: null,
          speedMps: notice.speedMps,
        },
        notice.previous
          ? { ...notice.previous, atMs: Date.parse(notice.previous.at), accuracyM: null }
          : null,
      );
      const door =
        delivery.lat === null || delivery.lng === null ? null : { lat: delivery.lat, lng: delivery.lng };
      const position: RiderPositionView = {
        orderId: delivery.orderId,
        lat: notice.lat,
        lng: notice.lng,
        at,
        speedMps,
        ...riderEta(notice, door, speedMps),
      };
      const raw = JSON.stringify({ type: 'rider_position', position } satisfies ServerMessage);
      for (const listener of listeners) if (listener.topics.has('orders')) listener.send(raw);
    }
    if (this.admins.size === 0) return;
    const rider: AdminRiderPosition = {
      riderId: notice.riderId,
      name: notice.riderName,
      lat: notice.lat,
      lng: notice.lng,
      at,
      orderId: notice.orderId,
    };
    const raw = JSON.stringify({ type: 'admin_rider_position', rider } satisfies ServerMessage);
    for (const admin of this.admins) if (admin.topics.has('admin_orders')) admin.send(raw);
  }
}
