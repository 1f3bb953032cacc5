import 'leaflet/dist/leaflet.css';
import { divIcon, latLngBounds } from 'leaflet';
import { Fragment, useEffect, useMemo, useRef } from 'react';
import { CircleMarker, MapContainer, Marker, Polyline, TileLayer, Tooltip, useMap } from 'react-leaflet';

export interface DeliveriesMapProps {
  tileUrl: string;
  attribution: string;
  stores: { id: string; name: string; lat: number; lng: number }[];
  orders: {
    id: string;
    shortId: string;
    storeId: string | null;
    destination: { lat: number; lng: number };
  }[];
  onTilesFailed: () => void;
}

/** One colour per store, distinguishable in both themes; stores beyond the list reuse them in turn. */
const STORE_COLOURS = ['#16a34a', '#2563eb', '#d97706', '#db2777', '#7c3aed', '#0891b2'];

const storePin = (colour: string) =>
  divIcon({
    className: 'tokri-map-pin',
    html: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="32" height="32" aria-hidden="true"><path fill="${colour}" stroke="#fff" stroke-width="1.5" d="M12 1.5A7.5 7.5 0 0 0 4.5 9c0 5.6 7.5 13.5 7.5 13.5S19.5 14.6 19.5 9A7.5 7.5 0 0 0 12 1.5Z"/><circle cx="12" cy="9" r="2.75" fill="#fff"/></svg>`,
    iconSize: [32, 32],
    iconAnchor: [16, 30],
  });

function FitToPoints({ points }: { points: [number, number][] }) {
  const map = useMap();
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      map.invalidateSize();
      if (points.length > 0)
        map.fitBounds(latLngBounds(points), { padding: [24, 24], maxZoom: 14, animate: false });
    });
    return () => cancelAnimationFrame(frame);
  }, [map, points]);
  return null;
}

/**
 * The day's deliveries per store: each store's pin and a line from it to every door it served that day, in the
 * store's colour. The tables beside it carry the same facts for screen readers and when tiles cannot load.
 */
export function DeliveriesMap({ tileUrl, attribution, stores, orders, onTilesFailed }: DeliveriesMapProps) {
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
  const colourOf = new Map(
    stores.map((store, index) => [store.id, STORE_COLOURS[index % STORE_COLOURS.length]!]),
  );
  const storeById = new Map(stores.map((store) => [store.id, store]));
  const servingStores = stores.filter((store) => orders.some((order) => order.storeId === store.id));
  const points = useMemo<[number, number][]>(
    () => [
      ...servingStores.map((store): [number, number] => [store.lat, store.lng]),
      ...orders.map((order): [number, number] => [order.destination.lat, order.destination.lng]),
    ],
    [servingStores, orders],
  );
  const centre = points[0] ?? [stores[0]?.lat ?? 20.59, stores[0]?.lng ?? 78.96];
  return (
    // No zoom animation: a map taken away when its tiles fail must not finish a zoom afterwards (issue 32).
    <MapContainer center={centre} zoom={11} className="size-full" zoomControl zoomAnimation={false}>
      <TileLayer url={tileUrl} attribution={attribution} eventHandlers={tileEvents} />
      <FitToPoints points={points} />
      {servingStores.map((store) => (
        <Marker key={store.id} position={[store.lat, store.lng]} icon={storePin(colourOf.get(store.id)!)}>
          <Tooltip>{store.name}</Tooltip>
        </Marker>
      ))}
      {orders.map((order) => {
        const store = order.storeId ? storeById.get(order.storeId) : undefined;
        const colour = (order.storeId && colourOf.get(order.storeId)) || '#57534e';
        const door: [number, number] = [order.destination.lat, order.destination.lng];
        return (
          <Fragment key={order.id}>
            {store ? (
              <Polyline
                positions={[[store.lat, store.lng], door]}
                pathOptions={{ color: colour, weight: 2, opacity: 0.7 }}
              />
            ) : null}
            <CircleMarker center={door} radius={6} pathOptions={{ color: colour, fillOpacity: 0.9 }}>
              <Tooltip>#{order.shortId}</Tooltip>
            </CircleMarker>
          </Fragment>
        );
      })}
    </MapContainer>
  );
}
