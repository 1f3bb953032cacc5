import { z } from 'zod';
import { gstinProblem } from '../gst-gstin.js';
import { STORE_INVOICE_CODE_PATTERN } from '../gst-series.js';
import { gstStateName } from '../gst-states.js';
import { DEFAULT_OPENING_HOURS, STORE_WEEKDAYS, type StoreWeekday } from '../opening-hours.js';
import { POLYGON_MAX_VERTICES, polygonProblem } from '../service-areas.js';

/** The stores admin (issue 13 item 6, ADR 0036): /api/admin/stores. */

const TIME_OF_DAY = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;
const timeOfDay = z
  .string({ error: 'STORE_HOURS_INVALID' })
  .regex(TIME_OF_DAY, { error: 'STORE_HOURS_INVALID' });

/** One weekday's hours in IST ("HH:MM", closing after opening on the same day), or null when closed. */
export const dayHoursSchema = z
  .object({ open: timeOfDay, close: timeOfDay })
  .refine((hours) => hours.close > hours.open, { error: 'STORE_HOURS_INVALID', path: ['close'] })
  .nullable();

export const openingHoursSchema = z.object(
  Object.fromEntries(STORE_WEEKDAYS.map((day) => [day, dayHoursSchema])) as Record<
    StoreWeekday,
    typeof dayHoursSchema
  >,
);

const vertex = z.tuple([
  z.number({ error: 'AREA_POINT_OUT_OF_RANGE' }).min(-90, { error: 'AREA_POINT_OUT_OF_RANGE' }).max(90, {
    error: 'AREA_POINT_OUT_OF_RANGE',
  }),
  z.number({ error: 'AREA_POINT_OUT_OF_RANGE' }).min(-180, { error: 'AREA_POINT_OUT_OF_RANGE' }).max(180, {
    error: 'AREA_POINT_OUT_OF_RANGE',
  }),
]);

const text = (max: number) => z.string().trim().max(max, { error: 'FIELD_TOO_LONG' });

/** POST /api/admin/stores and PUT /api/admin/stores/:id: the whole store. */
export const storeInputSchema = z
  .object({
    name: z
      .string({ error: 'FIELD_REQUIRED' })
      .trim()
      .min(1, { error: 'FIELD_REQUIRED' })
      .max(120, { error: 'FIELD_TOO_LONG' }),
    address: text(300).default(''),
    city: text(80).default(''),
    phone: z
      .string()
      .trim()
      .regex(/^(\+?[0-9][0-9 -]{5,18})?$/, { error: 'INVALID_PHONE' })
      .default(''),
    lat: z.number({ error: 'AREA_POINT_OUT_OF_RANGE' }).min(-90).max(90),
    lng: z.number({ error: 'AREA_POINT_OUT_OF_RANGE' }).min(-180).max(180),
    areaKind: z.enum(['radius', 'polygon']),
    /** Kept for both kinds (the pin's circle is what a polygon store falls back to when switched back). */
    serviceRadiusKm: z
      .number({ error: 'STORE_RADIUS_INVALID' })
      .min(0.1, { error: 'STORE_RADIUS_INVALID' })
      .max(50, { error: 'STORE_RADIUS_INVALID' }),
    areaPolygon: z
      .array(vertex)
      .max(POLYGON_MAX_VERTICES, { error: 'AREA_TOO_MANY_POINTS' })
      .nullable()
      .default(null),
    openingHours: openingHoursSchema.default(DEFAULT_OPENING_HOURS),
    isActive: z.boolean().default(true),
    // The supplier on its tax invoices (ADR 0047); empty until the store is registered.
    legalName: text(160).default(''),
    gstin: z
      .string()
      .trim()
      .transform((value) => value.toUpperCase())
      .default(''),
    /** GST state code, e.g. "29" for Karnataka; empty when not set. */
    stateCode: z
      .string()
      .trim()
      .refine((code) => code === '' || gstStateName(code) !== null, { error: 'GST_STATE_INVALID' })
      .default(''),
    pincode: z
      .string()
      .trim()
      .regex(/^([1-9][0-9]{5})?$/, { error: 'INVALID_PINCODE' })
      .default(''),
    /** Starts the store's invoice and credit-note numbers (BLR1/2627/000123). */
    invoiceCode: z
      .string()
      .trim()
      .transform((value) => value.toUpperCase())
      .refine((code) => code === '' || STORE_INVOICE_CODE_PATTERN.test(code), {
        error: 'STORE_INVOICE_CODE_INVALID',
      })
      .default(''),
  })
  .superRefine((store, ctx) => {
    if (store.gstin !== '') {
      const problem = gstinProblem(store.gstin, store.stateCode || undefined);
      if (problem === 'stateMismatch')
        ctx.addIssue({ code: 'custom', path: ['gstin'], message: 'GSTIN_STATE_MISMATCH' });
      else if (problem) ctx.addIssue({ code: 'custom', path: ['gstin'], message: 'GSTIN_INVALID' });
      if (store.stateCode === '')
        ctx.addIssue({ code: 'custom', path: ['stateCode'], message: 'GST_STATE_INVALID' });
    }
    if (store.areaKind !== 'polygon') return;
    const problem = polygonProblem(store.areaPolygon ?? []);
    if (problem) ctx.addIssue({ code: 'custom', path: ['areaPolygon'], message: problem });
  });
export type StoreInput = z.input<typeof storeInputSchema>;
export type StoreFields = z.output<typeof storeInputSchema>;

/** PUT /api/admin/stores/:id/active */
export const storeActiveSchema = z.object({ isActive: z.boolean() });

/** One store as the admin sees it. */
export interface AdminStore extends StoreFields {
  id: string;
  createdAt: string;
  updatedAt: string;
}

export interface AdminStoresResponse {
  items: AdminStore[];
}
