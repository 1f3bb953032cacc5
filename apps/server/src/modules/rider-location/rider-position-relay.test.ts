import type { RealtimeTopic } from '@tokri/core';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import type { VolatileListener } from '../realtime/realtime-sockets.js';
import {
  RIDER_POSITION_CHANNEL,
  type RiderPositionNotice,
  RiderPositionRelay,
} from './rider-position-relay.js';

/** A database that only LISTENs: the test plays PostgreSQL and delivers the NOTIFY payloads itself. */
function listeningDb() {
  const channels = new Map<string, (payload: string) => void>();
  const db = {
    listen: async (channel: string, onNotify: (payload: string) => void) => {
      channels.set(channel, onNotify);
      return async () => {
        channels.delete(channel);
      };
    },
  } as unknown as Database;
  return { db, notify: (payload: string) => channels.get(RIDER_POSITION_CHANNEL)?.(payload), channels };
}

function socket(userId: string, topics: RealtimeTopic[], isAdmin = false) {
  const got: Record<string, unknown>[] = [];
  const listener: VolatileListener = {
    userId,
    isAdmin,
    topics: new Set(topics),
    send: (raw) => got.push(JSON.parse(raw)),
  };
  return { listener, got };
}

const DOOR = { lat: 12.9719, lng: 77.6412 };
const notice = (deliveries: RiderPositionNotice['deliveries']): RiderPositionNotice => ({
  riderId: 'rider-1',
  riderName: 'Ravi',
  orderId: deliveries[0]?.orderId ?? null,
  lat: DOOR.lat + 2.9 / 111.195,
  lng: DOOR.lng,
  at: '2026-11-26T07:00:05.000+05:30',
  speedMps: null,
  previous: { lat: DOOR.lat + 2.95 / 111.195, lng: DOOR.lng, at: '2026-11-26T07:00:00+05:30' },
  deliveries,
});

describe('RiderPositionRelay', () => {
  it('when a notice names a customer, then only that customer’s sockets following orders get it, with speed and ETA', async () => {
    const { db, notify } = listeningDb();
    const relay = new RiderPositionRelay(db);
    await relay.start();
    const phone = socket('customer-a', ['orders']);
    const tablet = socket('customer-a', ['orders', 'notifications']);
    const bellOnly = socket('customer-a', ['notifications']);
    const other = socket('customer-b', ['orders']);
    for (const s of [phone, tablet, bellOnly, other]) relay.register(s.listener);

    notify(JSON.stringify(notice([{ orderId: 'order-a', userId: 'customer-a', ...DOOR }])));

    // 50 m in 5 s is 10 m/s (36 km/h): 2.9 km at that pace is 4.8, so 5 minutes.
    const expected = {
      type: 'rider_position',
      position: {
        orderId: 'order-a',
        lat: DOOR.lat + 2.9 / 111.195,
        lng: DOOR.lng,
        at: '2026-11-26T01:30:05.000Z',
        speedMps: 10,
        distanceKm: 2.9,
        etaMinutes: 5,
      },
    };
    expect(phone.got).toEqual([expected]);
    expect(tablet.got).toEqual([expected]);
    expect(bellOnly.got).toEqual([]);
    expect(other.got).toEqual([]);
  });

  it('when a socket is forgotten, then it gets nothing more; admins following the order feed get every rider', async () => {
    const { db, notify } = listeningDb();
    const relay = new RiderPositionRelay(db);
    await relay.start();
    const customer = socket('customer-a', ['orders']);
    const admin = socket('admin-1', ['admin_orders'], true);
    const adminWithoutFeed = socket('admin-2', ['notifications'], true);
    const forget = relay.register(customer.listener);
    relay.register(admin.listener);
    relay.register(adminWithoutFeed.listener);
    expect(relay.size).toBe(3);
    forget();
    expect(relay.size).toBe(2);

    notify(JSON.stringify(notice([{ orderId: 'order-a', userId: 'customer-a', ...DOOR }])));
    notify(JSON.stringify(notice([])));
    notify('');
    notify('{not json');

    expect(customer.got).toEqual([]);
    expect(adminWithoutFeed.got).toEqual([]);
    expect(admin.got.map((m) => m.type)).toEqual(['admin_rider_position', 'admin_rider_position']);
    expect(admin.got[1]).toEqual({
      type: 'admin_rider_position',
      rider: {
        riderId: 'rider-1',
        name: 'Ravi',
        lat: DOOR.lat + 2.9 / 111.195,
        lng: DOOR.lng,
        at: '2026-11-26T01:30:05.000Z',
        orderId: null,
      },
    });
  });

  it('when stopped, then it no longer listens', async () => {
    const { db, channels } = listeningDb();
    const relay = new RiderPositionRelay(db);
    await relay.start();
    expect(channels.has(RIDER_POSITION_CHANNEL)).toBe(true);
    await relay.stop();
    expect(channels.has(RIDER_POSITION_CHANNEL)).toBe(false);
  });
});
