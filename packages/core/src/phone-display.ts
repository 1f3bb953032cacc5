import { normaliseIndianMobile } from './identifiers.js';

/**
 * An Indian mobile number as people read and write it: "+91 98765 43210", however it was stored or typed
 * ("+919876543210", "98765-43210", "09876543210", "91 98765 43210"). Anything that is not an Indian mobile
 * (a landline, a foreign number) is shown as it was given, trimmed, rather than guessed at.
 */
export function formatIndianPhone(phone: string): string {
  const e164 = normaliseIndianMobile(phone);
  if (!e164) return phone.trim();
  return `+91 ${e164.slice(3, 8)} ${e164.slice(8)}`;
}

/**
 * A phone number as a rider's screen shows it (issue 14): the first two and the last three digits of an Indian
 * mobile, "+91 98XXX XX210", so it can be recognised but not copied; the call button dials the real number.
 * Anything else keeps only its last three digits.
 */
export function maskPhone(phone: string): string {
  const e164 = normaliseIndianMobile(phone);
  if (e164) return `+91 ${e164.slice(3, 5)}XXX XX${e164.slice(10)}`;
  const digits = phone.replace(/\D/g, '');
  return digits.length > 3 ? `${'X'.repeat(digits.length - 3)}${digits.slice(-3)}` : 'XXX';
}
