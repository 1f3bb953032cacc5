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
