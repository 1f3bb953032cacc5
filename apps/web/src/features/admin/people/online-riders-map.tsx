import 'leaflet/dist/leaflet.css';
import type { AdminRiderPosition } from '@tokri/core';
import { latLngBounds } from 'leaflet';
import { useEffect, useMemo, useRef } from 'react';
import { CircleMarker, MapContainer, TileLayer, Tooltip, useMap } from 'react-leaflet';

export interface OnlineRidersMapProps {
  tileUrl: string;
  attribution: string;
  riders: AdminRiderPosition[];
  onTilesFailed: () => void;
}

function FitToRiders({ points }: { points: [number, number][] }) {
  const map = useMap();
  const key = points.map((point) => point.join(',')).join(';');
  // biome-ignore lint/correctness/useExhaustiveDependencies: refit only when the set of positions changes
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      map.invalidateSize();
      if (points.length > 0)
        map.fitBounds(latLngBounds(points), { padding: [32, 32], maxZoom: 15, animate: false });
    });
    return () => cancelAnimationFrame(frame);
  }, [map, key]);
  return null;
}

/**
 * Each online rider's last fix: green when free, amber when carrying an order (the table beside it says the same).
 * Zooming is not animated: when the tiles fail the map is taken away, and a map removed during a zoom animation
 * still runs its end 250 ms later and throws "Cannot read properties of undefined (reading '_leaflet_pos')"
 * (Leaflet 1.9 leaves that timer running; issue 32).
 */
export function OnlineRidersMap({ tileUrl, attribution, riders, onTilesFailed }: OnlineRidersMapProps) {
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
  const points = riders.map((rider): [number, number] => [rider.lat, rider.lng]);
  return (
    <MapContainer
      center={points[0] ?? [20.59, 78.96]}
      zoom={12}
      className="size-full"
      zoomControl
      zoomAnimation={false}
    >
      <TileLayer url={tileUrl} attribution={attribution} eventHandlers={tileEvents} />
      <FitToRiders points={points} />
      {riders.map((rider) => (
        <CircleMarker
          key={rider.riderId}
          center={[rider.lat, rider.lng]}
          radius={8}
          pathOptions={{ color: rider.orderId ? '#d97706' : '#16a34a', fillOpacity: 0.9 }}
        >
          <Tooltip>{rider.name}</Tooltip>
        </CircleMarker>
      ))}
    </MapContainer>
  );
}
