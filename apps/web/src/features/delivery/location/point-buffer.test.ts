import { riderLocationUploadSchema } from '@tokri/core';
import { describe, expect, it } from 'vitest';
import { PointBuffer, type PointStorage, pointFromFix } from './point-buffer.js';

function memoryStorage(): PointStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const point = (i: number) =>
  pointFromFix({ lat: 12.97 + i / 10_000, lng: 77.59, at: 1_700_000_000_000 + i * 5_000 });

describe('the buffer of unsent points', () => {
  it('when a fix becomes a point, then it passes the upload contract (ISO time, only the readings present)', () => {
    const plain = pointFromFix({ lat: 12.97, lng: 77.59, at: Date.UTC(2026, 10, 26, 1, 0) });
    expect(plain).toEqual({ lat: 12.97, lng: 77.59, at: '2026-11-26T01:00:00.000Z' });
    const full = pointFromFix({ lat: 1, lng: 2, at: 0, accuracyM: 5, speedMps: 3, headingDeg: 359 });
    expect(riderLocationUploadSchema.safeParse({ points: [plain, full] }).success).toBe(true);
  });

  it('when the page is reloaded, then the points are still there, oldest first', () => {
    const storage = memoryStorage();
    const first = new PointBuffer(storage, 'k');
    first.add(point(1));
    first.add(point(2));
    const again = new PointBuffer(storage, 'k');
    expect(again.size).toBe(2);
    expect(again.peek(10)).toEqual([point(1), point(2)]);
    // Another rider on the same phone has a buffer of their own.
    expect(new PointBuffer(storage, 'other').size).toBe(0);
  });

  it('when the buffer is full, then the oldest points are dropped first', () => {
    const storage = memoryStorage();
    const buffer = new PointBuffer(storage, 'k', 3);
    for (let i = 1; i <= 5; i++) buffer.add(point(i));
    expect(buffer.peek(10)).toEqual([point(3), point(4), point(5)]);
    expect(JSON.parse(storage.data.get('k') ?? '[]')).toHaveLength(3);
  });

  it('when sent points are removed, then points added during the upload stay', () => {
    const storage = memoryStorage();
    const sizes: number[] = [];
    const buffer = new PointBuffer(storage, 'k', 10, (size) => sizes.push(size));
    buffer.add(point(1));
    buffer.add(point(2));
    const batch = buffer.peek(2);
    buffer.add(point(3));
    buffer.remove(batch);
    expect(buffer.peek(10)).toEqual([point(3)]);
    buffer.remove([point(3)]);
    expect(storage.data.has('k')).toBe(false);
    expect(sizes).toEqual([1, 2, 3, 1, 0]);
  });

  it('when storage holds garbage, then the buffer starts empty instead of failing', () => {
    const storage = memoryStorage();
    storage.setItem('k', '{not json');
    expect(new PointBuffer(storage, 'k').size).toBe(0);
    storage.setItem('k', JSON.stringify([{ lat: 'x' }, point(1)]));
    expect(new PointBuffer(storage, 'k').peek(5)).toEqual([point(1)]);
    expect(new PointBuffer(null, 'k').size).toBe(0);
  });
});
