import 'leaflet/dist/leaflet.css';
import { divIcon } from 'leaflet';
import { useEffect } from 'react';
import { Circle, MapContainer, Marker, TileLayer, useMap } from 'react-leaflet';

/** The door: an SVG pin (no marker images to serve, the CSP stays 'self'). */
const door = divIcon({
  className: 'tokri-map-pin',
  html: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" data-testid="delivery-map-door"><path fill="#b91c1c" stroke="#fff" stroke-width="1.5" d="M12 1.5A7.5 7.5 0 0 0 4.5 9c0 5.6 7.5 13.5 7.5 13.5S19.5 14.6 19.5 9A7.5 7.5 0 0 0 12 1.5Z"/><circle cx="12" cy="9" r="2.75" fill="#fff"/></svg>',
  iconSize: [40, 40],
  iconAnchor: [20, 38],
});

/** The card lays out after the map is created: measure again on the next frame so the tiles fill it. */
function FitContainer() {
  const map = useMap();
  useEffect(() => {
    const frame = requestAnimationFrame(() => map.invalidateSize());
    return () => cancelAnimationFrame(frame);
  }, [map]);
  return null;
}

/**
 * A small read-only map of the delivery address (Leaflet with the shop's tile server; the picker's Google option
 * is not needed here: the Navigate button hands the route to the phone's maps app). Loaded only with a current
 * order, in its own chunk.
 */
export function DestinationMap({
  lat,
  lng,
  tileUrl,
  attribution,
}: {
  lat: number;
  lng: number;
  tileUrl: string;
  attribution: string;
}) {
  return (
    <MapContainer
      center={[lat, lng]}
      zoom={16}
      className="size-full"
      zoomControl={false}
      attributionControl
      keyboard={false}
    >
      <TileLayer url={tileUrl} attribution={attribution} />
      <FitContainer />
      {/* The last 50 m: where to look for the house number and the landmark. */}
      <Circle
        center={[lat, lng]}
        radius={50}
        interactive={false}
        pathOptions={{ color: '#b91c1c', weight: 2, fillOpacity: 0.1 }}
      />
      <Marker position={[lat, lng]} icon={door} keyboard={false} interactive={false} />
    </MapContainer>
  );
}
