import { type ComponentType, lazy, Suspense, useEffect } from 'react';
import type { GoogleMapProps } from './google-map.js';
import type { LeafletMapProps } from './leaflet-map.js';
import type { MapProvider, MapViewProps } from './map-provider.js';

/** When a map chunk cannot be downloaded, the picker says so instead of the whole app failing. */
function chunkFailed<P extends MapViewProps>(error: unknown): { default: ComponentType<P> } {
  return {
    default: function MapChunkFailed({ onError }: P) {
      useEffect(() => onError(error), [onError]);
      return null;
    },
  };
}

// Each provider is its own chunk: Leaflet and the Google loader stay out of the main bundle.
const LeafletMap = lazy(() =>
  import('./leaflet-map.js').then(
    (module): { default: ComponentType<LeafletMapProps> } => ({ default: module.LeafletMap }),
    (error: unknown) => chunkFailed<LeafletMapProps>(error),
  ),
);
const GoogleMap = lazy(() =>
  import('./google-map.js').then(
    (module): { default: ComponentType<GoogleMapProps> } => ({ default: module.GoogleMap }),
    (error: unknown) => chunkFailed<GoogleMapProps>(error),
  ),
);

export function MapCanvas({ provider, ...props }: MapViewProps & { provider: MapProvider }) {
  return (
    <Suspense fallback={null}>
      {provider.kind === 'google' ? (
        <GoogleMap apiKey={provider.apiKey} {...props} />
      ) : (
        <LeafletMap tileUrl={provider.tileUrl} attribution={provider.attribution} {...props} />
      )}
    </Suspense>
  );
}
