import { z } from 'zod';
import { isIstDate } from '../ist.js';
import {
  deliveryDaysFit,
  MAX_SUBSCRIPTION_QUANTITY,
  SUBSCRIPTION_TYPES,
  type Weekday,
} from '../subscription-schedule.js';

/** An IST calendar date, "YYYY-MM-DD", that exists. */
export const istDateSchema = z.string().refine(isIstDate, { error: 'INVALID_DATE' });

const quantitySchema = z.int().min(1).max(MAX_SUBSCRIPTION_QUANTITY);

const weekdaysSchema = z.array(z.int().min(0).max(6)).max(7);

/**
 * POST /api/subscriptions. The weekdays must fit the type (one or more for 'weekdays', exactly one for
 * 'weekly'); for 'daily' and 'alternate_days' they are dropped. The address is one of the customer's saved ones.
 */
export const createSubscriptionSchema = z
  .object({
    productId: z.uuid(),
    variantId: z.uuid().nullish(),
    type: z.enum(SUBSCRIPTION_TYPES),
    deliveryDays: weekdaysSchema.default([]),
    quantity: quantitySchema.default(1),
    startDate: istDateSchema,
    endDate: istDateSchema.nullish(),
    paymentMethod: z.enum(['wallet', 'cod']),
    addressId: z.uuid(),
  })
  .refine((value) => deliveryDaysFit(value.type, value.deliveryDays), {
    error: 'SUBSCRIPTION_DAYS_INVALID',
    path: ['deliveryDays'],
  })
  .refine((value) => !value.endDate || value.endDate >= value.startDate, {
    error: 'SUBSCRIPTION_END_BEFORE_START',
    path: ['endDate'],
  })
  .transform((value) => ({
    ...value,
    variantId: value.variantId ?? null,
    endDate: value.endDate ?? null,
    deliveryDays: (value.type === 'weekdays' || value.type === 'weekly'
      ? [...value.deliveryDays].sort((a, b) => a - b)
      : []) as Weekday[],
  }));
export type CreateSubscriptionRequest = z.input<typeof createSubscriptionSchema>;
export type CreateSubscriptionInput = z.output<typeof createSubscriptionSchema>;

/** PATCH /api/subscriptions/:id: the plan's own quantity, end date or way of paying, from the next changeable day. */
export const updateSubscriptionSchema = z
  .object({
    quantity: quantitySchema.optional(),
    endDate: istDateSchema.nullable().optional(),
    paymentMethod: z.enum(['wallet', 'cod']).optional(),
  })
  .refine((value) => Object.keys(value).length > 0, { error: 'NOTHING_TO_UPDATE' });
export type UpdateSubscriptionRequest = z.input<typeof updateSubscriptionSchema>;

/** POST /api/subscriptions/:id/pauses: a vacation (from..to) or a pause until resumed (to: null). */
export const pauseSubscriptionSchema = z
  .object({ from: istDateSchema, to: istDateSchema.nullable() })
  .refine((value) => value.to === null || value.to >= value.from, {
    error: 'SUBSCRIPTION_END_BEFORE_START',
    path: ['to'],
  });
export type PauseSubscriptionRequest = z.input<typeof pauseSubscriptionSchema>;

/** PUT /api/subscriptions/:id/quantities/:date */
export const dayQuantitySchema = z.object({ quantity: quantitySchema });

/** The :date of skip and quantity routes. */
export const subscriptionDateParamSchema = z.object({ date: istDateSchema });

/** §7 process-immediate-subscription. */
export const processImmediateSubscriptionSchema = z.object({ subscription_id: z.uuid() });

/** Admin fixer actions. */
export const fixerRecomputeSchema = z.object({ subscriptionId: z.uuid() });
export const fixerCreateMissingSchema = z.object({ subscriptionId: z.uuid(), deliveryDate: istDateSchema });

/** The test-only midnight run trigger (development and test servers only). */
export const runSubscriptionsSchema = z.object({ date: istDateSchema.optional() });
