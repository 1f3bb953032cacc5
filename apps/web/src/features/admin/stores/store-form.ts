import {
  type AdminStore,
  DEFAULT_OPENING_HOURS,
  type OpeningHours,
  POLYGON_MAX_VERTICES,
  STORE_WEEKDAYS,
  type StoreInput,
  type StoreWeekday,
} from '@tokri/core';

/** A polygon vertex as typed in the number-entry list: strings, so a half-typed "12." survives. */
export interface VertexRow {
  lat: string;
  lng: string;
}

export interface DayRow {
  closed: boolean;
  open: string;
  close: string;
}

/** The store form as edited: text fields as typed, the area as a kind plus its radius and vertices. */
export interface StoreForm {
  name: string;
  address: string;
  city: string;
  phone: string;
  lat: string;
  lng: string;
  areaKind: 'radius' | 'polygon';
  radiusKm: string;
  vertices: VertexRow[];
  hours: Record<StoreWeekday, DayRow>;
  isActive: boolean;
  /** The supplier on the store's tax invoices (ADR 0047). */
  legalName: string;
  gstin: string;
  stateCode: string;
  pincode: string;
  invoiceCode: string;
}

/** Six decimals: about 10 cm, finer than any tap. */
export const coordinate = (value: number) => String(Math.round(value * 1e6) / 1e6);

function hoursToRows(hours: OpeningHours): Record<StoreWeekday, DayRow> {
  return Object.fromEntries(
    STORE_WEEKDAYS.map((day) => {
      const open = hours[day];
      return [day, open ? { closed: false, ...open } : { closed: true, open: '07:00', close: '23:00' }];
    }),
  ) as Record<StoreWeekday, DayRow>;
}

/** A new store: pinned where the map is looking, a 5 km circle, open 07:00–23:00 every day. */
export function emptyStoreForm(center: { lat: number; lng: number }): StoreForm {
  return {
    name: '',
    address: '',
    city: '',
    phone: '',
    lat: coordinate(center.lat),
    lng: coordinate(center.lng),
    areaKind: 'radius',
    radiusKm: '5',
    vertices: [],
    hours: hoursToRows(DEFAULT_OPENING_HOURS),
    isActive: true,
    legalName: '',
    gstin: '',
    stateCode: '',
    pincode: '',
    invoiceCode: '',
  };
}

export function storeToForm(store: AdminStore): StoreForm {
  return {
    name: store.name,
    address: store.address,
    city: store.city,
    phone: store.phone,
    lat: coordinate(store.lat),
    lng: coordinate(store.lng),
    areaKind: store.areaKind,
    radiusKm: String(store.serviceRadiusKm),
    vertices: (store.areaPolygon ?? []).map(([lat, lng]) => ({ lat: coordinate(lat), lng: coordinate(lng) })),
    hours: hoursToRows(store.openingHours),
    isActive: store.isActive,
    legalName: store.legalName,
    gstin: store.gstin,
    stateCode: store.stateCode,
    pincode: store.pincode,
    invoiceCode: store.invoiceCode,
  };
}

/** A typed number, or the text itself so the server's per-field error explains it (the rules live in core). */
const number = (text: string): number => {
  const trimmed = text.trim();
  return (trimmed !== '' && Number.isFinite(Number(trimmed)) ? Number(trimmed) : text) as number;
};

export function formToInput(form: StoreForm): StoreInput {
  return {
    name: form.name,
    address: form.address,
    city: form.city,
    phone: form.phone,
    lat: number(form.lat),
    lng: number(form.lng),
    areaKind: form.areaKind,
    serviceRadiusKm: number(form.radiusKm),
    areaPolygon:
      form.areaKind === 'polygon' ? form.vertices.map((v) => [number(v.lat), number(v.lng)]) : null,
    openingHours: Object.fromEntries(
      STORE_WEEKDAYS.map((day) => {
        const row = form.hours[day];
        return [day, row.closed ? null : { open: row.open, close: row.close }];
      }),
    ) as OpeningHours,
    isActive: form.isActive,
    legalName: form.legalName,
    gstin: form.gstin,
    stateCode: form.stateCode,
    pincode: form.pincode,
    invoiceCode: form.invoiceCode,
  };
}

/** The vertices that are complete numbers, for drawing: a half-typed row is left out until it is a point. */
export function drawableVertices(vertices: readonly VertexRow[]): [number, number][] {
  return vertices.flatMap((v) => {
    const lat = Number(v.lat);
    const lng = Number(v.lng);
    return v.lat.trim() !== '' && v.lng.trim() !== '' && Number.isFinite(lat) && Number.isFinite(lng)
      ? [[lat, lng] as [number, number]]
      : [];
  });
}

/** A tap on the map adds a vertex at the end (up to the limit). */
export function addVertex(vertices: readonly VertexRow[], point: { lat: number; lng: number }): VertexRow[] {
  if (vertices.length >= POLYGON_MAX_VERTICES) return [...vertices];
  return [...vertices, { lat: coordinate(point.lat), lng: coordinate(point.lng) }];
}

/** Which server field error belongs to which vertex row: "areaPolygon.3.0" -> 3. */
export function vertexErrorIndex(field: string): number | null {
  const match = /^areaPolygon\.(\d+)/.exec(field);
  return match ? Number(match[1]) : null;
}
