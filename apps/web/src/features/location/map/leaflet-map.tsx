import 'leaflet/dist/leaflet.css';
import { divIcon } from 'leaflet';
import { useEffect, useMemo, useRef } from 'react';
import { Circle, MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { PICK_RADIUS_M } from '../location-constants.js';
import type { LatLng } from '../location-types.js';
import type { MapViewProps } from './map-provider.js';

export interface LeafletMapProps extends MapViewProps {
  tileUrl: string;
  attribution: string;
}

/** A pin drawn with SVG, so no marker images have to be served (and the CSP stays 'self'). */
const pin = divIcon({
  className: 'tokri-map-pin',
  html: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="36" height="36" aria-hidden="true"><path fill="#16a34a" stroke="#fff" stroke-width="1.5" d="M12 1.5A7.5 7.5 0 0 0 4.5 9c0 5.6 7.5 13.5 7.5 13.5S19.5 14.6 19.5 9A7.5 7.5 0 0 0 12 1.5Z"/><circle cx="12" cy="9" r="2.75" fill="#fff"/></svg>',
  iconSize: [36, 36],
  iconAnchor: [18, 34],
});

/** A tap (or Enter on the focused map, for keyboards) picks a point. */
function PickOnTap({ onPick }: { onPick: (point: LatLng) => void }) {
  const map = useMapEvents({
    click: (event) => onPick({ lat: event.latlng.lat, lng: event.latlng.lng }),
    keypress: (event) => {
      if (event.originalEvent.key === 'Enter') {
        const centre = map.getCenter();
        onPick({ lat: centre.lat, lng: centre.lng });
      }
    },
  });
  return null;
}

/** The map is created while its dialog opens; measure again once it is laid out. */
function FitContainer({ onReady }: { onReady: () => void }) {
  const map = useMap();
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      map.invalidateSize();
      onReady();
    });
    return () => cancelAnimationFrame(frame);
  }, [map, onReady]);
  return null;
}

/**
 * Reports once when tiles fail before any has loaded: the tile server cannot be reached at all. A failed tile
 * after others loaded is a passing hiccup that Leaflet shows as one grey square, not worth a message.
 */
function useTileHealth(onTilesFailed: (() => void) | undefined) {
  const loaded = useRef(false);
  const reported = useRef(false);
  return useMemo(
    () => ({
      tileload: () => {
        loaded.current = true;
      },
      tileerror: () => {
        if (loaded.current || reported.current) return;
        reported.current = true;
        onTilesFailed?.();
      },
    }),
    [onTilesFailed],
  );
}

/**
 * Leaflet with raster tiles from the shop's tile server (MAP_TILE_URL, OpenStreetMap by default). It takes taps
 * even when the tiles cannot load, and says so through onTilesFailed.
 */
export function LeafletMap({
  tileUrl,
  attribution,
  center,
  zoom,
  picked,
  onPick,
  onReady,
  onTilesFailed,
}: LeafletMapProps) {
  const tileEvents = useTileHealth(onTilesFailed);
  return (
    <MapContainer center={[center.lat, center.lng]} zoom={zoom} className="size-full" zoomControl>
      <TileLayer url={tileUrl} attribution={attribution} eventHandlers={tileEvents} />
      <PickOnTap onPick={onPick} />
      <FitContainer onReady={onReady} />
      {picked ? (
        <>
          <Circle
            center={[picked.lat, picked.lng]}
            radius={PICK_RADIUS_M}
            pathOptions={{ color: '#16a34a', weight: 2, fillOpacity: 0.12 }}
          />
          <Marker position={[picked.lat, picked.lng]} icon={pin} keyboard={false} />
        </>
      ) : null}
    </MapContainer>
  );
}
