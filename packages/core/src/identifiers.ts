/** Sign-in identifiers: an email address or an Indian mobile number. */

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** Indian mobile: 10 digits starting 6-9, optionally written with +91, 91 or 0 in front, spaces or dashes. */
const INDIAN_MOBILE = /^(?:\+?91|0)?([6-9]\d{9})$/;

export type Identifier = { kind: 'email'; value: string } | { kind: 'phone'; value: string };

export function normaliseEmail(input: string): string | null {
  const value = input.trim().toLowerCase();
  return value.length <= 254 && EMAIL.test(value) ? value : null;
}

/** Returns the number in E.164 form (+91XXXXXXXXXX) or null. */
export function normaliseIndianMobile(input: string): string | null {
  const compact = input.trim().replace(/[\s\-()]/g, '');
  const match = INDIAN_MOBILE.exec(compact);
  return match ? `+91${match[1]}` : null;
}

export function parseIdentifier(input: string): Identifier | null {
  if (input.includes('@')) {
    const email = normaliseEmail(input);
    return email ? { kind: 'email', value: email } : null;
  }
  const phone = normaliseIndianMobile(input);
  return phone ? { kind: 'phone', value: phone } : null;
}

/** Spec §5: a user is a delivery partner when the sign-in email ends with the delivery domain. */
export function isDeliveryPartnerEmail(email: string | null | undefined, deliveryDomain: string): boolean {
  if (!email || !deliveryDomain) return false;
  const domain = deliveryDomain.replace(/^@/, '').toLowerCase();
  return email.toLowerCase().endsWith(`@${domain}`);
}

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
