import { useEffect, useRef, useState } from 'react';
import { PICK_RADIUS_M } from '../location-constants.js';
import type { MapViewProps } from './map-provider.js';
import { MapsLoader } from './maps-loader.js';

export interface GoogleMapProps extends MapViewProps {
  apiKey: string;
}

/** The few parts of the Google Maps API this view uses (no @types/google.maps needed for them). */
interface GLatLng {
  lat(): number;
  lng(): number;
}
interface GMap {
  addListener(event: string, handler: (event: { latLng?: GLatLng | null }) => void): unknown;
}
interface GOverlay {
  setMap(map: GMap | null): void;
}
interface GMarker {
  map: GMap | null;
}
interface GoogleMapsApi {
  Map: new (element: HTMLElement, options: Record<string, unknown>) => GMap;
  Circle: new (options: Record<string, unknown>) => GOverlay;
  Marker?: new (options: Record<string, unknown>) => GOverlay;
  marker?: { AdvancedMarkerElement: new (options: Record<string, unknown>) => GMarker };
  event: { addListenerOnce(target: unknown, event: string, handler: () => void): unknown };
}

const googleMaps = () => (window as unknown as { google?: { maps?: GoogleMapsApi } }).google?.maps;

/** Google Maps through the page's one loader (weekly, places and marker libraries; retried 3 times). */
export function GoogleMap({ apiKey, center, zoom, picked, onPick, onReady, onError }: GoogleMapProps) {
  const element = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<GMap | null>(null);
  const callbacks = useRef({ onPick, onReady, onError });
  callbacks.current = { onPick, onReady, onError };
  const initial = useRef({ center, zoom });

  useEffect(() => {
    let cancelled = false;
    let loader: MapsLoader;
    try {
      loader = MapsLoader.configure({ apiKey });
    } catch (error) {
      callbacks.current.onError(error);
      return;
    }
    loader.load().then(
      () => {
        const maps = googleMaps();
        if (cancelled || !element.current || !maps) return;
        const created = new maps.Map(element.current, {
          center: initial.current.center,
          zoom: initial.current.zoom,
          mapId: 'DEMO_MAP_ID',
          disableDefaultUI: true,
          zoomControl: true,
          clickableIcons: false,
          gestureHandling: 'greedy',
        });
        created.addListener('click', (event) => {
          if (event.latLng) callbacks.current.onPick({ lat: event.latLng.lat(), lng: event.latLng.lng() });
        });
        maps.event.addListenerOnce(created, 'idle', () => callbacks.current.onReady());
        setMap(created);
      },
      (error: unknown) => {
        if (!cancelled) callbacks.current.onError(error);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [apiKey]);

  useEffect(() => {
    const maps = googleMaps();
    if (!map || !maps || !picked) return;
    const circle = new maps.Circle({
      map,
      center: picked,
      radius: PICK_RADIUS_M,
      strokeColor: '#16a34a',
      strokeWeight: 2,
      fillColor: '#16a34a',
      fillOpacity: 0.12,
      clickable: false,
    });
    const advanced = maps.marker?.AdvancedMarkerElement;
    const marker: GOverlay | GMarker | null = advanced
      ? new advanced({ map, position: picked })
      : maps.Marker
        ? new maps.Marker({ map, position: picked })
        : null;
    return () => {
      circle.setMap(null);
      if (marker && 'setMap' in marker) marker.setMap(null);
      else if (marker) marker.map = null;
    };
  }, [map, picked]);

  return <div ref={element} className="size-full" />;
}
