/**
 * GSTIN format (15 characters): state code (2 digits), the holder's PAN (5 letters, 4 digits, 1 letter), the
 * entity number within the state (1-9 or A-Z), the letter Z, and a check character. The check character is a
 * Luhn mod 36 over the first 14 characters (alphabet 0-9A-Z, weights 1, 2, 1, 2 …, each product folded as
 * quotient + remainder of 36); checked against published GSTINs in gst-gstin.test.ts (ADR 0047).
 */
import { gstStateName } from './gst-states.js';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
export const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The check character for the first 14 characters of a GSTIN. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = ALPHABET.indexOf(first14[i]!) * ((i % 2) + 1);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET[(36 - (sum % 36)) % 36]!;
}

export type GstinProblem = 'format' | 'stateCode' | 'checksum' | 'stateMismatch';

/** Why a GSTIN is not valid (for a store in `stateCode` when given), or null when it is. */
export function gstinProblem(gstin: string, stateCode?: string): GstinProblem | null {
  if (!GSTIN_PATTERN.test(gstin)) return 'format';
  if (!gstStateName(gstin.slice(0, 2))) return 'stateCode';
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) return 'checksum';
  if (stateCode !== undefined && gstin.slice(0, 2) !== stateCode) return 'stateMismatch';
  return null;
}
