/**
 * Refer and earn (issue 16 item 4, ADR 0050): the personal code's alphabet and shape, and how a referee is shown
 * to the referrer (masked: the referrer learns that a friend joined, not who else signed up with the link).
 */

/** Capitals and digits without the look-alikes 0/O, 1/I/L: a code read aloud or typed by hand still matches. */
export const REFERRAL_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const REFERRAL_CODE_LENGTH = 8;
const CODE = /^[A-HJKMNP-Z2-9]{6,12}$/;

/** A new code from `randomIndex(n)` (0 ≤ result < n): the caller brings the randomness (crypto on the server). */
export function makeReferralCode(randomIndex: (n: number) => number): string {
  let code = '';
  for (let i = 0; i < REFERRAL_CODE_LENGTH; i += 1) {
    code += REFERRAL_CODE_ALPHABET[randomIndex(REFERRAL_CODE_ALPHABET.length)];
  }
  return code;
}

/** A code as typed or taken from a link: upper case, spaces and dashes dropped; null when it cannot be a code. */
export function normaliseReferralCode(input: string): string | null {
  const code = input.toUpperCase().replace(/[\s-]/g, '');
  return CODE.test(code) ? code : null;
}

/** The link a referrer shares: the sign-up page with their code. */
export function referralLink(origin: string, code: string): string {
  return `${origin.replace(/\/$/, '')}/auth?ref=${encodeURIComponent(code)}`;
}

/** "Priya Sharma" -> "Priya S." ; nothing -> null. */
export function maskPersonName(fullName: string | null): string | null {
  const parts = (fullName ?? '').trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return null;
  const [first, ...rest] = parts;
  const initial = rest.length > 0 ? ` ${[...rest[rest.length - 1]!][0]}.` : '';
  return `${first}${initial}`;
}

/** "priya@example.com" -> "p••••@example.com". */
export function maskEmailAddress(email: string | null): string | null {
  if (!email) return null;
  const at = email.indexOf('@');
  if (at < 1) return null;
  return `${email[0]}••••${email.slice(at)}`;
}
