/**
 * A store's opening hours (ADR 0036): per weekday an opening and a closing time in IST ("HH:MM", closing after
 * opening on the same day), or null when closed. Kept free of zod so the admin screens can use it cheaply; the
 * schema that checks it is in api/store-schemas.ts.
 */

export const STORE_WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type StoreWeekday = (typeof STORE_WEEKDAYS)[number];

export type DayHours = { open: string; close: string } | null;
export type OpeningHours = Record<StoreWeekday, DayHours>;

/** What a new store opens with: 07:00–23:00 IST every day. */
export const DEFAULT_OPENING_HOURS: OpeningHours = Object.fromEntries(
  STORE_WEEKDAYS.map((day) => [day, { open: '07:00', close: '23:00' }]),
) as OpeningHours;
