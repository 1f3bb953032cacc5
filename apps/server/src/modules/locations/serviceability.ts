import { type DeliveryPromise, deliveryPromise } from '@tokri/core';
import type { Queryable } from '../../db/database.js';
import { distanceKm } from '../../providers/geocoding/distance.js';
import type { GeoService } from './geo-service.js';

export interface SellerLocation {
  id: string;
  name: string;
  city: string;
  lat: number;
  lng: number;
  serviceRadiusKm: number;
}

export interface Serviceability {
  serviceable: boolean;
  /** The nearest store that delivers to the point (or, when none does, simply the nearest). */
  store: (SellerLocation & { distanceKm: number }) | null;
  /** The delivery window promised from the serving store (null when no store delivers there). */
  promise: DeliveryPromise | null;
}

export function createServiceability(db: Queryable, geo: GeoService) {
  async function stores(): Promise<SellerLocation[]> {
    const { rows } = await db.query<{
      id: string;
      name: string;
      city: string;
      lat: number;
      lng: number;
      service_radius_km: string;
    }>('select id, name, city, lat, lng, service_radius_km from seller_locations where is_active');
    return rows.map(({ service_radius_km, ...row }) => ({
      ...row,
      serviceRadiusKm: Number(service_radius_km),
    }));
  }

  async function atPoint(lat: number, lng: number): Promise<Serviceability> {
    const ranked = (await stores())
      .map((store) => ({
        ...store,
        distanceKm: Math.round(distanceKm(lat, lng, store.lat, store.lng) * 100) / 100,
      }))
      .sort((a, b) => a.distanceKm - b.distanceKm);
    const serving = ranked.find((store) => store.distanceKm <= store.serviceRadiusKm);
    return {
      serviceable: Boolean(serving),
      store: serving ?? ranked[0] ?? null,
      promise: serving ? deliveryPromise(serving.distanceKm) : null,
    };
  }

  return {
    stores,
    atPoint,
    /** A point for an address: its map pin, else the centre of its PIN code. */
    async forAddress(address: { lat?: number | null; lng?: number | null; pincode: string }) {
      const point =
        typeof address.lat === 'number' && typeof address.lng === 'number'
          ? { lat: address.lat, lng: address.lng }
          : await geo.pincodePoint(address.pincode);
      if (!point) return { serviceable: false, store: null, promise: null, point: null };
      return { ...(await atPoint(point.lat, point.lng)), point };
    },
  };
}

export type ServiceabilityService = ReturnType<typeof createServiceability>;
