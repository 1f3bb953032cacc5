import {
  type DeliveryPromise,
  deliveryPromise,
  type LatLng,
  type ServiceArea,
  servingStore,
} from '@tokri/core';
import type { Queryable } from '../../db/database.js';
import type { GeoService } from './geo-service.js';

export interface SellerLocation {
  id: string;
  name: string;
  city: string;
  lat: number;
  lng: number;
  serviceRadiusKm: number;
  areaKind: 'radius' | 'polygon';
  /** The drawn area's vertices, [lat, lng]; null for a radius store. */
  areaPolygon: LatLng[] | null;
}

export interface Serviceability {
  serviceable: boolean;
  /** The nearest store that delivers to the point (or, when none does, simply the nearest). */
  store: (SellerLocation & { distanceKm: number }) | null;
  /** The delivery window promised from the serving store (null when no store delivers there). */
  promise: DeliveryPromise | null;
}

const areaOf = (store: SellerLocation): ServiceArea =>
  store.areaKind === 'polygon' && store.areaPolygon
    ? { kind: 'polygon', polygon: store.areaPolygon }
    : { kind: 'radius', center: { lat: store.lat, lng: store.lng }, radiusKm: store.serviceRadiusKm };

const rounded = (km: number) => Math.round(km * 100) / 100;

/**
 * Which store delivers where (ADR 0036): an active store serves a point inside its area (a radius around its
 * pin, or the polygon drawn for it; the edge counts as inside), and the nearest serving store wins.
 */
export function createServiceability(db: Queryable, geo: GeoService) {
  async function stores(): Promise<SellerLocation[]> {
    const { rows } = await db.query<{
      id: string;
      name: string;
      city: string;
      lat: number;
      lng: number;
      service_radius_km: string;
      area_kind: 'radius' | 'polygon';
      area_polygon: LatLng[] | null;
    }>(
      `select id, name, city, lat, lng, service_radius_km, area_kind, area_polygon
         from seller_locations where is_active order by name`,
    );
    return rows.map(({ service_radius_km, area_kind, area_polygon, ...row }) => ({
      ...row,
      serviceRadiusKm: Number(service_radius_km),
      areaKind: area_kind,
      areaPolygon: area_polygon,
    }));
  }

  async function atPoint(lat: number, lng: number): Promise<Serviceability> {
    const candidates = (await stores()).map((store) => ({ ...store, isActive: true, area: areaOf(store) }));
    const { serving, nearest } = servingStore(candidates, { lat, lng });
    const shown = serving ?? nearest;
    const store = shown
      ? (({ isActive: _active, area: _area, ...rest }) => ({
          ...rest,
          distanceKm: rounded(rest.distanceKm),
        }))(shown)
      : null;
    return {
      serviceable: Boolean(serving),
      store,
      promise: serving ? deliveryPromise(rounded(serving.distanceKm)) : null,
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
