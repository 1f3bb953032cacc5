import 'leaflet/dist/leaflet.css';
import { divIcon, latLngBounds } from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { MapContainer, Marker, TileLayer, useMap } from 'react-leaflet';
import type { MapProvider } from './map-provider.js';
import { MapsLoader } from './maps-loader.js';

export interface Spot {
  lat: number;
  lng: number;
}

export interface RiderMapProps {
  provider: MapProvider;
  rider: Spot;
  door: Spot | null;
  riderLabel: string;
  doorLabel: string;
  onError: () => void;
}

/** SVG markers (no images to serve; the CSP stays 'self'): the rider in brand green, the door in saffron. */
const svgIcon = (colour: string, glyph: string) =>
  divIcon({
    className: 'tokri-map-pin',
    html: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="36" height="36" aria-hidden="true"><path fill="${colour}" stroke="#fff" stroke-width="1.5" d="M12 1.5A7.5 7.5 0 0 0 4.5 9c0 5.6 7.5 13.5 7.5 13.5S19.5 14.6 19.5 9A7.5 7.5 0 0 0 12 1.5Z"/>${glyph}</svg>`,
    iconSize: [36, 36],
    iconAnchor: [18, 34],
  });
const riderIcon = svgIcon('#16a34a', '<circle cx="12" cy="9" r="3" fill="#fff"/>');
const doorIcon = svgIcon('#ea580c', '<path fill="#fff" d="M8.5 12V8.5L12 6l3.5 2.5V12z"/>');

/** Keeps the rider and the door in view as the rider moves (without fighting a customer who zoomed). */
function FollowRider({ rider, door }: { rider: Spot; door: Spot | null }) {
  const map = useMap();
  const fitted = useRef(false);
  useEffect(() => {
    const points: [number, number][] = [[rider.lat, rider.lng]];
    if (door) points.push([door.lat, door.lng]);
    const bounds = latLngBounds(points);
    if (!fitted.current) {
      map.fitBounds(bounds, { padding: [40, 40], maxZoom: 16 });
      fitted.current = true;
    } else if (!map.getBounds().contains([rider.lat, rider.lng])) {
      map.panTo([rider.lat, rider.lng]);
    }
  }, [map, rider.lat, rider.lng, door]);
  return null;
}

function LeafletRiderMap({ provider, rider, door, riderLabel, doorLabel }: RiderMapProps) {
  if (provider.kind !== 'leaflet') return null;
  return (
    <MapContainer center={[rider.lat, rider.lng]} zoom={15} className="size-full" keyboard={false}>
      <TileLayer url={provider.tileUrl} attribution={provider.attribution} />
      <FollowRider rider={rider} door={door} />
      {door ? (
        <Marker position={[door.lat, door.lng]} icon={doorIcon} title={doorLabel} keyboard={false} />
      ) : null}
      <Marker position={[rider.lat, rider.lng]} icon={riderIcon} title={riderLabel} keyboard={false} />
    </MapContainer>
  );
}

/** The few parts of the Google Maps API used here. */
interface GMarker {
  setPosition(position: Spot): void;
  setMap(map: unknown): void;
}
interface GoogleMapsApi {
  Map: new (
    element: HTMLElement,
    options: Record<string, unknown>,
  ) => {
    fitBounds(bounds: unknown, padding?: number): void;
    panTo(position: Spot): void;
  };
  Marker: new (options: Record<string, unknown>) => GMarker;
  LatLngBounds: new () => { extend(point: Spot): void };
}
const googleMaps = () => (window as unknown as { google?: { maps?: GoogleMapsApi } }).google?.maps;

function GoogleRiderMap({ provider, rider, door, riderLabel, doorLabel, onError }: RiderMapProps) {
  const element = useRef<HTMLDivElement>(null);
  const [parts, setParts] = useState<{ map: InstanceType<GoogleMapsApi['Map']>; marker: GMarker } | null>(
    null,
  );
  const initial = useRef({ rider, door, riderLabel, doorLabel, onError });
  const apiKey = provider.kind === 'google' ? provider.apiKey : '';
  useEffect(() => {
    let cancelled = false;
    const { rider: start, door: to, riderLabel: riderTitle, doorLabel: doorTitle } = initial.current;
    let loader: MapsLoader;
    try {
      loader = MapsLoader.configure({ apiKey });
    } catch {
      initial.current.onError();
      return;
    }
    loader.load().then(
      () => {
        const maps = googleMaps();
        if (cancelled || !element.current || !maps) return;
        const map = new maps.Map(element.current, {
          center: start,
          zoom: 15,
          disableDefaultUI: true,
          zoomControl: true,
          clickableIcons: false,
        });
        const bounds = new maps.LatLngBounds();
        bounds.extend(start);
        if (to) {
          bounds.extend(to);
          new maps.Marker({ map, position: to, title: doorTitle });
          map.fitBounds(bounds, 40);
        }
        setParts({ map, marker: new maps.Marker({ map, position: start, title: riderTitle }) });
      },
      () => {
        if (!cancelled) initial.current.onError();
      },
    );
    return () => {
      cancelled = true;
    };
  }, [apiKey]);
  useEffect(() => {
    parts?.marker.setPosition({ lat: rider.lat, lng: rider.lng });
  }, [parts, rider.lat, rider.lng]);
  return <div ref={element} className="size-full" />;
}

/** The customer's live map on the tracking page: the rider's marker moving towards the door (Leaflet, or Google with a key). */
export function RiderMap(props: RiderMapProps) {
  return props.provider.kind === 'google' ? <GoogleRiderMap {...props} /> : <LeafletRiderMap {...props} />;
}
