import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, parseIdentifier } from '../identifiers.js';
import { LANGUAGES } from '../languages.js';

/** Zod messages are error codes; the server's edge turns them into the caller's language. */
export const identifierSchema = z
  .string({ error: 'AUTH_INVALID_IDENTIFIER' })
  .trim()
  .min(1, { error: 'AUTH_INVALID_IDENTIFIER' })
  .max(254, { error: 'AUTH_INVALID_IDENTIFIER' })
  .refine((value) => parseIdentifier(value) !== null, { error: 'AUTH_INVALID_IDENTIFIER' });

export const newPasswordSchema = z
  .string({ error: 'AUTH_WEAK_PASSWORD' })
  .min(PASSWORD_MIN_LENGTH, { error: 'AUTH_WEAK_PASSWORD' })
  .max(PASSWORD_MAX_LENGTH, { error: 'AUTH_WEAK_PASSWORD' });

/**
 * The language chosen on this device before signing in (issue 32 item 6, ADR 0076): sent by sign-up, its link,
 * sign-in and the reset/invite link, and saved to the account as its latest explicit choice. Left out when the
 * device never chose one, so an account's own choice is not overwritten by a default.
 */
export const deviceLanguageSchema = z.enum(LANGUAGES, { error: 'LANGUAGE_INVALID' }).optional();

export const signUpRequestSchema = z.object({
  identifier: identifierSchema,
  password: newPasswordSchema,
  fullName: z.string().trim().max(120).optional(),
  /** The referrer's code from an invite link (`/auth?ref=CODE`, issue 16 item 4). */
  referralCode: z.string().trim().max(40).optional(),
  language: deviceLanguageSchema,
});
export type SignUpRequest = z.infer<typeof signUpRequestSchema>;

export const signInRequestSchema = z.object({
  identifier: identifierSchema,
  password: z
    .string({ error: 'AUTH_PASSWORD_REQUIRED' })
    .min(1, { error: 'AUTH_PASSWORD_REQUIRED' })
    .max(1024, { error: 'AUTH_INVALID_CREDENTIALS' }),
  language: deviceLanguageSchema,
});
export type SignInRequest = z.infer<typeof signInRequestSchema>;

export const refreshRequestSchema = z.object({ refreshToken: z.string().min(20).max(200) });
export const passwordResetRequestSchema = z.object({ identifier: identifierSchema });
export const passwordResetVerifySchema = z.object({
  token: z.string().min(20).max(200),
  language: deviceLanguageSchema,
});
/** The token from the link a sign-up sent (ADR 0072): opening it creates the account and signs it in. */
export const signUpConfirmSchema = z.object({
  token: z.string().min(20).max(200),
  language: deviceLanguageSchema,
});
/**
 * Sign-up's one answer (202), the same whether or not the address already has an account (ADR 0072): a new
 * address gets a link that completes the sign-up, an existing account's owner a notice.
 */
export const signUpAcceptedSchema = z.object({ sent: z.literal(true) });
export type SignUpAccepted = z.infer<typeof signUpAcceptedSchema>;
/**
 * Changing a password needs the current one (ASVS 6.2.3), except in the session a reset link just opened:
 * there the emailed link has already proved who it is.
 */
export const updatePasswordRequestSchema = z.object({
  password: newPasswordSchema,
  currentPassword: z
    .string({ error: 'AUTH_CURRENT_PASSWORD_REQUIRED' })
    .min(1, { error: 'AUTH_CURRENT_PASSWORD_REQUIRED' })
    .max(1024, { error: 'AUTH_CURRENT_PASSWORD_WRONG' })
    .optional(),
});
export type UpdatePasswordRequest = z.infer<typeof updatePasswordRequestSchema>;

export const roleSchema = z.enum(['admin']);

export const authUserSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  fullName: z.string().nullable(),
  roles: z.array(roleSchema),
  isAdmin: z.boolean(),
  isDeliveryPartner: z.boolean(),
  preferredLanguage: z.enum(LANGUAGES).nullable(),
});
export type AuthUser = z.infer<typeof authUserSchema>;

export const sessionSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  /** Epoch seconds at which the access token stops being accepted. */
  expiresAt: z.number(),
  user: authUserSchema,
});
export type Session = z.infer<typeof sessionSchema>;
