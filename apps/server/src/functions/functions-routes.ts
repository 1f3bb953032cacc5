import { processImmediateSubscriptionSchema, reverseGeocodeRequestSchema } from '@tokri/core';
import { Hono } from 'hono';
import type { Clock } from '../clock.js';
import type { Database } from '../db/database.js';
import type { AppEnv } from '../http/app-env.js';
import { readJson } from '../http/read-json.js';
import type { Guards } from '../modules/auth/auth-middleware.js';
import type { GeoService } from '../modules/locations/geo-service.js';
import { processImmediateSubscription } from '../modules/subscriptions/same-day-order.js';
import { hardwareSync, hardwareSyncSchema } from './hardware-sync-function.js';
import { sendOrderNotification, sendOrderNotificationsSchema } from './order-notification-function.js';

export interface MapSettings {
  googleMapsApiKey?: string | undefined;
  tileUrl: string;
  tileAttribution: string;
}

/**
 * The spec's named server functions (§7), same names and payloads, under /functions/v1/<name>.
 */
export function functionsRoutes(
  { db, clock }: { db: Database; clock: Clock },
  geo: GeoService,
  map: MapSettings,
  guards: Guards,
) {
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
    })
    .post('/send-order-notifications', async (c) => {
      const input = await readJson(c, sendOrderNotificationsSchema);
      return c.json(await sendOrderNotification(db, c.get('user'), input));
    })
    .post('/process-immediate-subscription', async (c) => {
      const { subscription_id } = await readJson(c, processImmediateSubscriptionSchema);
      return c.json(await processImmediateSubscription({ db, clock }, c.get('user').id, subscription_id));
    })
    .post('/hardware-sync', async (c) =>
      c.json(await hardwareSync(db, c.get('user').id, await readJson(c, hardwareSyncSchema))),
    );
}
