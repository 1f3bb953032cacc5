import type { RiderPoint } from '@tokri/core';
import type { Fix } from './position-throttle.js';

/** Points kept while the network is down: about 2¾ hours at one point per 5 s. Beyond it the oldest go first. */
export const BUFFER_CAP = 2_000;

/** Where the buffer lives between page loads (localStorage in the app, a Map in tests). */
export interface PointStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The upload's shape of a fix (riderPointSchema: ISO time, optional readings only when present). */
export function pointFromFix(fix: Fix): RiderPoint {
  return {
    lat: fix.lat,
    lng: fix.lng,
    at: new Date(fix.at).toISOString(),
    ...(fix.accuracyM !== undefined ? { accuracyM: fix.accuracyM } : {}),
    ...(fix.speedMps !== undefined ? { speedMps: fix.speedMps } : {}),
    ...(fix.headingDeg !== undefined ? { headingDeg: fix.headingDeg } : {}),
  };
}

const pointKey = (point: RiderPoint) => `${point.at}|${point.lat}|${point.lng}`;

function isPoint(value: unknown): value is RiderPoint {
  const point = value as Partial<RiderPoint> | null;
  return (
    typeof point === 'object' &&
    point !== null &&
    typeof point.lat === 'number' &&
    typeof point.lng === 'number' &&
    typeof point.at === 'string'
  );
}

/**
 * The rider's unsent points, oldest first, saved on every change so a reload or a closed tab loses nothing.
 * Capped: when full, the oldest point is dropped for the newest (the recent track matters most to the customer).
 */
export class PointBuffer {
  private points: RiderPoint[];

  constructor(
    private readonly storage: PointStorage | null,
    private readonly key: string,
    private readonly cap = BUFFER_CAP,
    /** Told the number of waiting points after every change (the screen shows it while offline). */
    private readonly onChange: (size: number) => void = () => undefined,
  ) {
    this.points = this.load();
  }

  get size(): number {
    return this.points.length;
  }

  add(point: RiderPoint) {
    this.points.push(point);
    if (this.points.length > this.cap) this.points.splice(0, this.points.length - this.cap);
    this.save();
  }

  /** The oldest `count` points, to send next. */
  peek(count: number): RiderPoint[] {
    return this.points.slice(0, count);
  }

  /** Forgets points that were sent (or refused for good); points added meanwhile stay. */
  remove(sent: readonly RiderPoint[]) {
    const gone = new Set(sent.map(pointKey));
    this.points = this.points.filter((point) => !gone.has(pointKey(point)));
    this.save();
  }

  private load(): RiderPoint[] {
    try {
      const parsed: unknown = JSON.parse(this.storage?.getItem(this.key) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter(isPoint).slice(-this.cap) : [];
    } catch {
      return [];
    }
  }

  private save() {
    this.onChange(this.points.length);
    try {
      if (this.points.length === 0) this.storage?.removeItem(this.key);
      else this.storage?.setItem(this.key, JSON.stringify(this.points));
    } catch {
      // storage full or private mode: the points stay in memory for this page's life
    }
  }
}
