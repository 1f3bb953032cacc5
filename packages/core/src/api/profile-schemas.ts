import { z } from 'zod';
import { dateOfBirthShapeProblem } from '../date-of-birth.js';
import { normaliseIndianMobile } from '../identifiers.js';
import { LANGUAGES } from '../languages.js';

export const languageSchema = z.enum(LANGUAGES, { error: 'LANGUAGE_INVALID' });

export const profileSchema = z.object({
  fullName: z.string().nullable(),
  phone: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  preferredLanguage: languageSchema.nullable(),
  pushNotifications: z.boolean(),
  emailMarketing: z.boolean(),
  smsUpdates: z.boolean(),
  email: z.string().nullable(),
  memberSince: z.string(),
  /** Issue 16: the badge means something: an order in the last 30 days, or a subscription that is active. */
  activeMember: z.boolean(),
  activeMemberReason: z.enum(['recent_order', 'active_subscription']).nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

export const updateProfileRequestSchema = z
  .object({
    fullName: z.string().trim().max(120).nullable(),
    phone: z
      .string()
      .trim()
      .refine((value) => value === '' || normaliseIndianMobile(value) !== null, { error: 'INVALID_PHONE' })
      .nullable(),
    // Only the shape here: the age and the future are judged by the server on its clock's IST day, so a birthday
    // counts from 00:00 IST.
    dateOfBirth: z
      .string()
      .superRefine((value, ctx) => {
        const problem = value === '' ? null : dateOfBirthShapeProblem(value);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      })
      .nullable(),
    preferredLanguage: languageSchema,
    pushNotifications: z.boolean(),
    emailMarketing: z.boolean(),
    smsUpdates: z.boolean(),
  })
  .partial()
  .strict();
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;
