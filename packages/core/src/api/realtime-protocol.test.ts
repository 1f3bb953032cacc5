import { describe, expect, it } from 'vitest';
import { parseServerMessage } from './realtime-protocol.js';

describe('parseServerMessage: riders’ positions', () => {
  const position = { orderId: 'o1', lat: 12.97, lng: 77.64, at: '2026-11-26T01:00:00.000Z' };
  const rider = {
    riderId: 'r1',
    name: 'Ravi',
    lat: 12.97,
    lng: 77.64,
    at: '2026-11-26T01:00:00.000Z',
    orderId: null,
  };

  it('when a customer’s or an admin’s position message is well formed, then it is read', () => {
    expect(parseServerMessage(JSON.stringify({ type: 'rider_position', position }))).toEqual({
      type: 'rider_position',
      position,
    });
    expect(parseServerMessage(JSON.stringify({ type: 'admin_rider_position', rider }))).toEqual({
      type: 'admin_rider_position',
      rider,
    });
  });

  it('when the position lacks its order or rider, or a coordinate is not a number, then it is dropped', () => {
    for (const message of [
      { type: 'rider_position', position: { ...position, orderId: undefined } },
      { type: 'rider_position', position: { ...position, lat: '12.97' } },
      { type: 'rider_position' },
      { type: 'admin_rider_position', rider: { ...rider, riderId: 7 } },
      { type: 'admin_rider_position', rider: { ...rider, lng: null } },
    ])
      expect(parseServerMessage(JSON.stringify(message))).toBeNull();
  });
});
