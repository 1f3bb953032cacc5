import { z } from 'zod';
import { normaliseIndianMobile } from '../identifiers.js';
import { isIstDate } from '../ist.js';
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
    dateOfBirth: z
      .string()
      .refine((value) => value === '' || isIstDate(value), { error: 'INVALID_DATE' })
      .nullable(),
    preferredLanguage: languageSchema,
    pushNotifications: z.boolean(),
    emailMarketing: z.boolean(),
    smsUpdates: z.boolean(),
  })
  .partial()
  .strict();
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;
