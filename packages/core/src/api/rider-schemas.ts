import { z } from 'zod';
import { isIstDate } from '../ist.js';
import { isPlainText } from '../patterns.js';

/** Requests of the rider app's API (issue 14) and the admin's handover calls. */

const note = (max: number) =>
  z.string().trim().min(1).max(max).refine(isPlainText, { message: 'INVALID_CHARACTERS' });

/** PUT /api/rider/online: only online riders are offered orders and send their position. */
export const riderOnlineRequestSchema = z.object({ online: z.boolean() }).strict();
export type RiderOnlineRequest = z.input<typeof riderOnlineRequestSchema>;

/** POST /api/rider/orders/:orderId/status: the rider's own moves before the door. */
export const riderStatusRequestSchema = z
  .object({ status: z.enum(['picked_up', 'out_for_delivery']) })
  .strict();
export type RiderStatusRequest = z.input<typeof riderStatusRequestSchema>;

/** The code the customer reads out at the door: four digits. */
export const DELIVERY_OTP = /^[0-9]{4}$/;
/** Wrong codes before the order's code locks and only an admin can complete the handover. */
export const DELIVERY_OTP_MAX_FAILURES = 5;

/**
 * POST /api/rider/orders/:orderId/deliver: the code, and for cash on delivery the cash in hand. Cash that is not
 * the amount due needs a reason (the customer paid less, or change was short).
 */
export const riderDeliverRequestSchema = z
  .object({
    otp: z.string().regex(DELIVERY_OTP, 'INVALID_FIELD'),
    cashCollectedPaise: z.number().int().min(0).max(10_000_000).optional(),
    cashNote: note(300).optional(),
  })
  .strict();
export type RiderDeliverRequest = z.input<typeof riderDeliverRequestSchema>;

/**
 * POST /api/rider/orders/:orderId/lines/:lineId: a line missing at the store or refused at the door, or
 * `unavailable` at the store, which applies the customer's substitution choice (ADR 0045). After calling a
 * customer who chose "call me", the rider sends `unavailable` again with `afterCall`: substitute or remove.
 */
export const riderLineRequestSchema = z
  .object({
    status: z.enum(['missing', 'refused', 'unavailable']),
    reason: note(300).optional(),
    afterCall: z.enum(['substitute', 'remove']).optional(),
  })
  .strict();
export type RiderLineRequest = z.input<typeof riderLineRequestSchema>;

/** POST /api/admin/orders/:orderId/deliver: the admin completes a handover without the code, with a reason. */
export const adminDeliverOverrideSchema = z
  .object({
    reason: note(300),
    cashCollectedPaise: z.number().int().min(0).max(10_000_000).optional(),
  })
  .strict();
export type AdminDeliverOverride = z.input<typeof adminDeliverOverrideSchema>;

/** GET /api/admin/riders/cash?date=YYYY-MM-DD (an IST day; today when absent). */
export const adminRiderCashQuerySchema = z.object({
  date: z.string().refine(isIstDate, 'INVALID_FIELD').optional(),
});

/** How far in the future a phone's clock may run before its point is refused. */
export const RIDER_POINT_CLOCK_SKEW_MS = 30_000;
/** The most points one upload carries (the app buffers while offline and sends in batches). */
export const RIDER_POINTS_PER_UPLOAD = 200;

export const riderPointSchema = z
  .object({
    lat: z.number().min(-90).max(90),
    lng: z.number().min(-180).max(180),
    accuracyM: z.number().min(0).max(100_000).optional(),
    speedMps: z.number().min(0).max(100).optional(),
    headingDeg: z.number().min(0).lt(360).optional(),
    /** When the phone took the fix (ISO 8601); the server refuses times in the future. */
    at: z.iso.datetime({ offset: true }),
  })
  .strict();
export type RiderPoint = z.input<typeof riderPointSchema>;

/** POST /api/rider/location: points in the order they were taken. */
export const riderLocationUploadSchema = z
  .object({ points: z.array(riderPointSchema).min(1).max(RIDER_POINTS_PER_UPLOAD) })
  .strict();
export type RiderLocationUpload = z.input<typeof riderLocationUploadSchema>;
