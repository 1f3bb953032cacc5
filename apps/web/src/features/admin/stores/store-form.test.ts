import { polygonProblem, storeInputSchema } from '@tokri/core';
import { describe, expect, it } from 'vitest';
import {
  addVertex,
  drawableVertices,
  emptyStoreForm,
  formToInput,
  storeToForm,
  vertexErrorIndex,
} from './store-form.js';

describe('the store form', () => {
  it('when taps add vertices, then they are kept to six decimals and the shape goes to the API as [lat, lng] numbers', () => {
    let form = {
      ...emptyStoreForm({ lat: 12.97, lng: 77.64 }),
      name: 'Tokri Test',
      areaKind: 'polygon' as const,
    };
    for (const point of [
      { lat: 12.96, lng: 77.63 },
      { lat: 12.96, lng: 77.650000049 },
      { lat: 12.98, lng: 77.65 },
    ])
      form = { ...form, vertices: addVertex(form.vertices, point) };
    expect(form.vertices[1]).toEqual({ lat: '12.96', lng: '77.65' });
    const input = formToInput(form);
    expect(input.areaPolygon).toEqual([
      [12.96, 77.63],
      [12.96, 77.65],
      [12.98, 77.65],
    ]);
    const parsed = storeInputSchema.parse(input);
    expect(polygonProblem(parsed.areaPolygon ?? [])).toBeNull();
    expect(parsed.openingHours.sun).toEqual({ open: '07:00', close: '23:00' });
  });

  it('when a day is closed or the store is a circle, then the API gets null for that day and no polygon', () => {
    const form = emptyStoreForm({ lat: 17.4, lng: 78.4 });
    form.hours.sun = { ...form.hours.sun, closed: true };
    form.vertices = [{ lat: '1', lng: '2' }];
    const input = formToInput(form);
    expect(input.openingHours?.sun).toBeNull();
    expect(input.areaPolygon).toBeNull();
    expect(input.serviceRadiusKm).toBe(5);
  });

  it('when a vertex row is half typed, then it is not drawn but is sent as typed for the server to name', () => {
    const vertices = [
      { lat: '12.9', lng: '77.6' },
      { lat: '12.', lng: '' },
      { lat: 'abc', lng: '77.7' },
    ];
    expect(drawableVertices(vertices)).toEqual([[12.9, 77.6]]);
    const form = { ...emptyStoreForm({ lat: 0, lng: 0 }), areaKind: 'polygon' as const, vertices };
    const sent = formToInput(form).areaPolygon ?? [];
    expect(sent[2]).toEqual(['abc', 77.7]);
    expect(storeInputSchema.safeParse(formToInput(form)).success).toBe(false);
    expect(vertexErrorIndex('areaPolygon.2.0')).toBe(2);
    expect(vertexErrorIndex('areaPolygon')).toBeNull();
  });

  it('when a saved store is edited, then the form turns back into the same store', () => {
    const saved = {
      id: 's1',
      name: 'Tokri Mysuru',
      address: 'Sayyaji Rao Road',
      city: 'Mysuru',
      phone: '0821 242 2222',
      lat: 12.3,
      lng: 76.64,
      areaKind: 'polygon' as const,
      serviceRadiusKm: 3,
      areaPolygon: [
        [12.28, 76.62],
        [12.28, 76.66],
        [12.32, 76.66],
      ] as [number, number][],
      openingHours: {
        mon: { open: '06:30', close: '22:00' },
        tue: null,
        wed: { open: '06:30', close: '22:00' },
        thu: { open: '06:30', close: '22:00' },
        fri: { open: '06:30', close: '22:00' },
        sat: { open: '08:00', close: '23:30' },
        sun: null,
      },
      isActive: false,
      legalName: 'Tokri Retail Private Limited',
      gstin: '29AAKCT7301M1ZU',
      stateCode: '29',
      pincode: '570001',
      invoiceCode: 'MYS1',
      createdAt: '',
      updatedAt: '',
    };
    const { id, createdAt, updatedAt, ...fields } = saved;
    expect(storeInputSchema.parse(formToInput(storeToForm(saved)))).toEqual(fields);
  });

  it('when the GSTIN is mistyped or belongs to another state, then the schema names the field (ADR 0047)', () => {
    const base = formToInput(storeToForm({ ...INDIRANAGAR_LIKE }));
    const issues = (input: object) =>
      storeInputSchema
        .safeParse(input)
        .error?.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`) ?? [];
    expect(issues({ ...base, gstin: '29AAKCT7301M1ZV', stateCode: '29' })).toEqual(['gstin:GSTIN_INVALID']);
    expect(issues({ ...base, gstin: '29AAKCT7301M1ZU', stateCode: '36' })).toEqual([
      'gstin:GSTIN_STATE_MISMATCH',
    ]);
    expect(issues({ ...base, gstin: '29aakct7301m1zu', stateCode: '29' })).toEqual([]);
    expect(issues({ ...base, invoiceCode: 'BLR-1' })).toEqual(['invoiceCode:STORE_INVOICE_CODE_INVALID']);
  });
});

const INDIRANAGAR_LIKE = {
  id: 's2',
  name: 'Tokri Indiranagar',
  address: '100 Feet Road',
  city: 'Bengaluru',
  phone: '',
  lat: 12.97,
  lng: 77.64,
  areaKind: 'radius' as const,
  serviceRadiusKm: 8,
  areaPolygon: null,
  openingHours: {
    mon: null,
    tue: null,
    wed: null,
    thu: null,
    fri: null,
    sat: null,
    sun: null,
  },
  isActive: true,
  legalName: '',
  gstin: '',
  stateCode: '',
  pincode: '',
  invoiceCode: '',
  createdAt: '',
  updatedAt: '',
};
