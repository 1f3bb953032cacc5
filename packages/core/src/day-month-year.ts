import { type IstDate, isIstDate } from './ist.js';

/**
 * Dates people type, in the Indian order: day/month/year ("25/08/1990"). Stored and sent as ISO
 * "YYYY-MM-DD"; this is only how the field reads and writes them.
 */
const DAY_MONTH_YEAR = /^(\d{1,2})\s*[/.-]\s*(\d{1,2})\s*[/.-]\s*(\d{4})$/;
/** Eight digits typed on a number pad with no separators: "25081990". */
const DIGITS_ONLY = /^(\d{2})(\d{2})(\d{4})$/;

/** "25/08/1990", "5-8-1990", "25.08.1990" or "25081990" -> "1990-08-25"; null when it is not a real date. */
export function parseDayMonthYear(value: string): IstDate | null {
  const text = value.trim();
  const match = DAY_MONTH_YEAR.exec(text) ?? DIGITS_ONLY.exec(text);
  if (!match) return null;
  const [, day = '', month = '', year = ''] = match;
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isIstDate(iso) ? iso : null;
}

/** "1990-08-25" -> "25/08/1990"; anything else is returned unchanged. */
export function formatDayMonthYear(iso: string): string {
  if (!isIstDate(iso)) return iso;
  const [year, month, day] = iso.split('-');
  return `${day}/${month}/${year}`;
}
