import 'leaflet/dist/leaflet.css';
import { divIcon } from 'leaflet';
import { useEffect, useMemo, useRef } from 'react';
import {
  Circle,
  CircleMarker,
  MapContainer,
  Marker,
  Polygon,
  Polyline,
  TileLayer,
  useMap,
  useMapEvents,
} from 'react-leaflet';

export interface StoreAreaMapProps {
  tileUrl: string;
  attribution: string;
  pin: { lat: number; lng: number };
  areaKind: 'radius' | 'polygon';
  radiusKm: number;
  vertices: [number, number][];
  onTap: (point: { lat: number; lng: number }) => void;
  onTilesFailed: () => void;
}

/** The store's pin, drawn with SVG like the customer's picker (no marker images, CSP stays 'self'). */
const storePin = divIcon({
  className: 'tokri-map-pin',
  html: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="36" height="36" aria-hidden="true"><path fill="#16a34a" stroke="#fff" stroke-width="1.5" d="M12 1.5A7.5 7.5 0 0 0 4.5 9c0 5.6 7.5 13.5 7.5 13.5S19.5 14.6 19.5 9A7.5 7.5 0 0 0 12 1.5Z"/><circle cx="12" cy="9" r="2.75" fill="#fff"/></svg>',
  iconSize: [36, 36],
  iconAnchor: [18, 34],
});

const AREA_STYLE = { color: '#16a34a', weight: 2, fillOpacity: 0.15 };

function Taps({ onTap }: { onTap: StoreAreaMapProps['onTap'] }) {
  const map = useMapEvents({
    click: (event) => onTap({ lat: event.latlng.lat, lng: event.latlng.lng }),
    // Enter on the focused map taps its centre, for keyboards (the number fields are the full alternative).
    keypress: (event) => {
      if (event.originalEvent.key === 'Enter') onTap(map.getCenter());
    },
  });
  return null;
}

function FitOnce({ pin }: { pin: { lat: number; lng: number } }) {
  const map = useMap();
  const first = useRef(true);
  useEffect(() => {
    const frame = requestAnimationFrame(() => map.invalidateSize());
    if (!first.current) map.panTo([pin.lat, pin.lng], { animate: false });
    first.current = false;
    return () => cancelAnimationFrame(frame);
  }, [map, pin.lat, pin.lng]);
  return null;
}

/** Leaflet (the map library the customer's picker uses) with the store's pin and its circle or drawn area. */
export function StoreAreaMap({
  tileUrl,
  attribution,
  pin,
  areaKind,
  radiusKm,
  vertices,
  onTap,
  onTilesFailed,
}: StoreAreaMapProps) {
  const loaded = useRef(false);
  const tileEvents = useMemo(
    () => ({
      tileload: () => {
        loaded.current = true;
      },
      tileerror: () => {
        if (!loaded.current) onTilesFailed();
      },
    }),
    [onTilesFailed],
  );
  return (
    <MapContainer center={[pin.lat, pin.lng]} zoom={12} className="size-full" zoomControl>
      <TileLayer url={tileUrl} attribution={attribution} eventHandlers={tileEvents} />
      <Taps onTap={onTap} />
      <FitOnce pin={pin} />
      <Marker position={[pin.lat, pin.lng]} icon={storePin} keyboard={false} />
      {areaKind === 'radius' && radiusKm > 0 ? (
        <Circle center={[pin.lat, pin.lng]} radius={radiusKm * 1000} pathOptions={AREA_STYLE} />
      ) : null}
      {areaKind === 'polygon' && vertices.length >= 3 ? (
        <Polygon positions={vertices} pathOptions={AREA_STYLE} />
      ) : null}
      {areaKind === 'polygon' && vertices.length === 2 ? (
        <Polyline positions={vertices} pathOptions={AREA_STYLE} />
      ) : null}
      {areaKind === 'polygon'
        ? vertices.map(([lat, lng], index) => (
            <CircleMarker
              // biome-ignore lint/suspicious/noArrayIndexKey: a corner is its position in the ring
              key={index}
              center={[lat, lng]}
              radius={5}
              pathOptions={{ color: '#15803d', fillOpacity: 1 }}
            />
          ))
        : null}
    </MapContainer>
  );
}
