import {
  INTL_LOCALE,
  IST_TIME_ZONE,
  type IstDate,
  type Language,
  startOfIstDay,
  type Weekday,
} from '@tokri/core';

/** "23 Nov 2026" (and its Hindi and Telugu forms) for an IST calendar date. */
export function formatPlanDate(date: IstDate, language: Language): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[language], {
    timeZone: IST_TIME_ZONE,
    dateStyle: 'medium',
    numberingSystem: 'latn',
  }).format(startOfIstDay(date));
}

/** A calendar cell's head: the weekday and the day of the month ("Mon", "24"). */
export function calendarDayParts(date: IstDate, language: Language): { weekday: string; day: string } {
  const instant = startOfIstDay(date);
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(INTL_LOCALE[language], {
      timeZone: IST_TIME_ZONE,
      numberingSystem: 'latn',
      ...options,
    }).format(instant);
  return { weekday: part({ weekday: 'short' }), day: part({ day: 'numeric' }) };
}

/** A weekday's name in the language: 0 is Sunday (4 Jan 2026 was a Sunday). */
export function weekdayName(day: Weekday, language: Language, style: 'short' | 'long'): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[language], { weekday: style, timeZone: 'UTC' }).format(
    new Date(Date.UTC(2026, 0, 4 + day)),
  );
}

/** Weekdays in the order a week is read in India: Monday first, Sunday last. */
export const WEEK_ORDER: readonly Weekday[] = [1, 2, 3, 4, 5, 6, 0];
