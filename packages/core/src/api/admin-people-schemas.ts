import { z } from 'zod';
import { normaliseEmail, normaliseIndianMobile } from '../identifiers.js';

/** The vehicles a rider can ride (migration 0020's check). */
export const RIDER_VEHICLE_TYPES = ['bicycle', 'ev_scooter', 'scooter', 'motorcycle', 'on_foot'] as const;
export type RiderVehicleType = (typeof RIDER_VEHICLE_TYPES)[number];

const phoneSchema = z
  .string()
  .trim()
  .transform((value, ctx) => {
    const phone = normaliseIndianMobile(value);
    if (!phone) ctx.addIssue({ code: 'custom', message: 'INVALID_PHONE' });
    return phone ?? value;
  });
const vehicleNumberSchema = z
  .string()
  .trim()
  .max(20)
  .transform((value) => value.toUpperCase() || null)
  .nullable();
const storeIdSchema = z.uuid().nullable();

/** POST /api/admin/riders: a rider account (spec §3 delivery_agents, §6). The email's domain is checked on the server. */
export const createRiderRequestSchema = z
  .object({
    fullName: z.string().trim().min(1).max(120),
    email: z
      .string()
      .trim()
      .transform((value, ctx) => {
        const email = normaliseEmail(value);
        if (!email) ctx.addIssue({ code: 'custom', message: 'AUTH_INVALID_IDENTIFIER' });
        return email ?? value;
      }),
    phone: phoneSchema,
    vehicleType: z.enum(RIDER_VEHICLE_TYPES),
    vehicleNumber: vehicleNumberSchema.default(null),
    homeStoreId: storeIdSchema.default(null),
    isActive: z.boolean().default(true),
  })
  .strict();
export type CreateRiderRequest = z.input<typeof createRiderRequestSchema>;

/** PUT /api/admin/riders/:id: any of phone, vehicle, home store and the active flag. */
export const updateRiderRequestSchema = z
  .object({
    phone: phoneSchema,
    vehicleType: z.enum(RIDER_VEHICLE_TYPES),
    vehicleNumber: vehicleNumberSchema,
    homeStoreId: storeIdSchema,
    isActive: z.boolean(),
  })
  .partial()
  .strict();
export type UpdateRiderRequest = z.input<typeof updateRiderRequestSchema>;

/** GET /api/admin/customers?q=&page=: search by name, phone (any form, or its last digits) or email. */
export const adminCustomersQuerySchema = z.object({
  q: z.string().trim().max(120).default(''),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});

/** POST /api/admin/customers/:id/block. */
export const blockCustomerRequestSchema = z.object({ reason: z.string().trim().min(1).max(300) }).strict();
export type BlockCustomerRequest = z.input<typeof blockCustomerRequestSchema>;
