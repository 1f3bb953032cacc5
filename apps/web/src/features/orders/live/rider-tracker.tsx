import type { RiderPositionView } from '@tokri/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.js';
import { useFormat } from '../../../shared/format/use-format.js';
import { loadRiderMap, mapProviderFor, useMapToken } from '../../location/index.js';

// Leaflet (or the Google loader) comes in its own chunk, and only once there is a rider to show.
const RiderMap = lazy(() => loadRiderMap().then((module) => ({ default: module.RiderMap })));

import { useTrackText } from './track-texts.js';

/** "2.4 km · ETA 10 min": the rider's distance and ETA as text (also the map's text alternative). */
export function useRiderSummary() {
  const text = useTrackText();
  const { i18n } = useTranslation();
  return (position: RiderPositionView | null) => {
    if (!position) return text('waiting');
    if (position.distanceKm === null) return text('updated', { time: '' }).trim();
    if (position.etaMinutes === 0) return text('atDoor');
    const distance = position.distanceKm.toLocaleString(`${i18n.language}-IN`, { maximumFractionDigits: 1 });
    return position.etaMinutes === null
      ? text('distanceOnly', { distance })
      : text('distanceEta', { distance, minutes: position.etaMinutes });
  };
}

/**
 * From pick-up to the door: where the rider is, as text (distance and ETA, announced politely as it changes)
 * and on a map with the rider's marker and the customer's address.
 */
export function RiderTracker({
  position,
  door,
}: {
  position: RiderPositionView | null;
  door: { lat: number; lng: number } | null;
}) {
  const text = useTrackText();
  const format = useFormat();
  const summary = useRiderSummary()(position);
  const token = useMapToken(position !== null);
  const [mapFailed, setMapFailed] = useState(false);
  return (
    <section
      aria-labelledby="rider-live-heading"
      className="space-y-2 rounded-2xl bg-white p-4 dark:bg-stone-900"
      data-testid="rider-live"
    >
      <h2 id="rider-live-heading" className="font-semibold">
        {text('heading')}
      </h2>
      <p
        role="status"
        className="text-lg font-bold text-brand-700 dark:text-brand-300"
        data-testid="rider-distance"
      >
        {summary}
      </p>
      {position ? (
        <p className="text-xs text-stone-500 dark:text-stone-400">
          {text('updated', { time: format.dateTime(position.at) })}
        </p>
      ) : null}
      {position ? (
        <section
          aria-label={text('mapLabel', { summary })}
          className="isolate h-64 overflow-hidden rounded-xl bg-stone-100 dark:bg-stone-800"
          data-testid="rider-map"
          data-rider-lat={position.lat}
          data-rider-lng={position.lng}
        >
          {token.isError || mapFailed ? (
            <p className="p-4 text-sm text-stone-600 dark:text-stone-400">{text('mapFailed')}</p>
          ) : token.data ? (
            <Suspense fallback={null}>
              <RiderMap
                provider={mapProviderFor(token.data)}
                rider={position}
                door={door}
                riderLabel={text('rider')}
                doorLabel={text('door')}
                onError={() => setMapFailed(true)}
              />
            </Suspense>
          ) : null}
        </section>
      ) : null}
    </section>
  );
}
