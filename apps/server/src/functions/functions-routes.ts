import { reverseGeocodeRequestSchema } from '@tokri/core';
import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.js';
import { readJson } from '../http/read-json.js';
import type { Guards } from '../modules/auth/auth-middleware.js';
import type { GeoService } from '../modules/locations/geo-service.js';

export interface MapSettings {
  googleMapsApiKey?: string | undefined;
  tileUrl: string;
  tileAttribution: string;
}

/**
 * The spec's named server functions (§7), same names and payloads, under /functions/v1/<name>.
 * Later work adds process-immediate-subscription, send-order-notifications and hardware-sync here.
 */
export function functionsRoutes(geo: GeoService, map: MapSettings, guards: Guards) {
  return new Hono<AppEnv>()
    .use(guards.requireUser)
    .post('/get-google-maps-token', (c) =>
      // token is null when no Google key is configured: the app then draws OpenStreetMap tiles with Leaflet.
      c.json({
        token: map.googleMapsApiKey ?? null,
        provider: map.googleMapsApiKey ? 'google' : 'leaflet',
        tileUrl: map.tileUrl,
        attribution: map.tileAttribution,
      }),
    )
    .post('/google-reverse-geocode', async (c) => {
      const { lat, lng } = await readJson(c, reverseGeocodeRequestSchema);
      const place = await geo.reverse(lat, lng);
      return c.json(place ? { success: true, ...place } : { success: false });
    });
}
