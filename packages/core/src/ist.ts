import { INTL_LOCALE, type Language } from './languages.js';

/** Every calendar decision in Tokri is made in India Standard Time (UTC+05:30, no daylight saving). */
export const IST_TIME_ZONE = 'Asia/Kolkata';
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** An IST calendar date as "YYYY-MM-DD". */
export type IstDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isIstDate(value: string): value is IstDate {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const probe = new Date(Date.UTC(y, m - 1, d));
  return probe.getUTCFullYear() === y && probe.getUTCMonth() === m - 1 && probe.getUTCDate() === d;
}

/** The IST calendar date on which an instant falls. */
export function toIstDate(instant: Date): IstDate {
  return new Date(instant.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant at which an IST calendar date begins (00:00 IST = 18:30 UTC the day before). */
export function startOfIstDay(date: IstDate): Date {
  if (!isIstDate(date)) throw new RangeError(`Not a calendar date: ${date}`);
  return new Date(Date.parse(`${date}T00:00:00Z`) - IST_OFFSET_MS);
}

export function addIstDays(date: IstDate, days: number): IstDate {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function istDaysBetween(from: IstDate, to: IstDate): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** Hour of the day (0-23) in IST. */
export function istHour(instant: Date): number {
  return new Date(instant.getTime() + IST_OFFSET_MS).getUTCHours();
}

export type DayPart = 'morning' | 'afternoon' | 'evening' | 'night';

/** Greeting by time of day in IST: morning 05-11, afternoon 12-16, evening 17-20, night 21-04. */
export function istDayPart(instant: Date): DayPart {
  const hour = istHour(instant);
  if (hour >= 5 && hour < 12) return 'morning';
  if (hour >= 12 && hour < 17) return 'afternoon';
  if (hour >= 17 && hour < 21) return 'evening';
  return 'night';
}

/**
 * Clock times in each language's own words. CLDR gives Hindi a Latin "am/pm" and Telugu "AM/PM" in the
 * short time style, so hi and te name the part of the day instead ("शाम 4:13", "4:13 మధ్యాహ్నం").
 */
const TIME_OPTIONS: Record<Language, Intl.DateTimeFormatOptions> = {
  en: { timeStyle: 'short' },
  hi: { hour: 'numeric', minute: '2-digit', dayPeriod: 'short' },
  te: { hour: 'numeric', minute: '2-digit', dayPeriod: 'short' },
};

// Building an Intl formatter costs far more than using one (the midnight run formats thousands of notices).
const timeFormats = new Map<Language, Intl.DateTimeFormat>();
const dateFormats = new Map<Language, Intl.DateTimeFormat>();

export function formatIstTime(instant: Date, language: Language = 'en'): string {
  let format = timeFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[language], {
      timeZone: IST_TIME_ZONE,
      numberingSystem: 'latn',
      ...TIME_OPTIONS[language],
    });
    timeFormats.set(language, format);
  }
  return format.format(instant);
}

/** "23 Nov 2026, 4:13 pm", "23 नव॰ 2026, शाम 4:13", "23 నవం, 2026, 4:13 మధ్యాహ్నం". */
export function formatIstDateTime(instant: Date, language: Language = 'en'): string {
  return `${formatIstDate(instant, language)}, ${formatIstTime(instant, language)}`;
}

export function formatIstDate(instant: Date, language: Language = 'en'): string {
  let format = dateFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[language], {
      timeZone: IST_TIME_ZONE,
      dateStyle: 'medium',
      numberingSystem: 'latn',
    });
    dateFormats.set(language, format);
  }
  return format.format(instant);
}
