/**
 * Invoice and credit-note numbers (ADR 0047). Rule 46(b) of the CGST Rules: a consecutive serial number of at
 * most 16 characters, letters, digits, hyphen and slash only, unique for a financial year (April to March).
 * One series per store per financial year, in IST: `BLR1/2627/000123` (invoice), `BLR1/2627/C00012` (credit note).
 */
import { toIstDate } from './ist.js';

export const GST_DOCUMENT_NUMBER_MAX = 16;
/** A store's short code in its document numbers: 2 to 4 capital letters or digits. */
export const STORE_INVOICE_CODE_PATTERN = /^[A-Z0-9]{2,4}$/;

export type GstDocumentKind = 'invoice' | 'credit_note';

/** The Indian financial year (April–March, IST) an instant falls in, as `2026-27`. */
export function financialYearOf(instant: Date): string {
  const [year, month] = toIstDate(instant).split('-').map(Number) as [number, number];
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** The largest serial a series can hold within 16 characters. */
export function maxSerial(kind: GstDocumentKind): number {
  return kind === 'invoice' ? 999_999 : 99_999;
}

/** `BLR1/2627/000123` or `BLR1/2627/C00012`; throws past the series' capacity (never silently longer). */
export function gstDocumentNumber(
  kind: GstDocumentKind,
  storeCode: string,
  financialYear: string,
  serial: number,
) {
  if (!STORE_INVOICE_CODE_PATTERN.test(storeCode)) throw new Error(`bad store code ${storeCode}`);
  if (!Number.isInteger(serial) || serial < 1 || serial > maxSerial(kind))
    throw new Error(`serial ${serial} out of range`);
  const fy = `${financialYear.slice(2, 4)}${financialYear.slice(5, 7)}`;
  const tail = kind === 'invoice' ? String(serial).padStart(6, '0') : `C${String(serial).padStart(5, '0')}`;
  return `${storeCode}/${fy}/${tail}`;
}
