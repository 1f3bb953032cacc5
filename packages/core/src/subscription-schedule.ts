import { addIstDays, type IstDate, istDaysBetween, startOfIstDay, toIstDate } from './ist.js';

/**
 * Subscription rules (spec §4), the same on the server, the midnight run and the screens. Every date is an IST
 * calendar date ("YYYY-MM-DD"); India has no daylight saving, so a day is always 24 hours and date arithmetic
 * on UTC midnights is exact across month and year ends.
 */

export const SUBSCRIPTION_TYPES = ['daily', 'alternate_days', 'weekdays', 'weekly'] as const;
export type SubscriptionType = (typeof SUBSCRIPTION_TYPES)[number];

/** 0 = Sunday … 6 = Saturday, as `Date.getUTCDay()` counts. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;
export const WEEKDAYS: readonly Weekday[] = [0, 1, 2, 3, 4, 5, 6];

export const MAX_SUBSCRIPTION_QUANTITY = 20;

export interface SubscriptionSchedule {
  type: SubscriptionType;
  /** The chosen weekdays: one or more for 'weekdays', exactly one for 'weekly'; ignored otherwise. */
  deliveryDays: readonly Weekday[];
  startDate: IstDate;
  endDate: IstDate | null;
}

/** Inclusive; `to: null` is a pause that lasts until the customer resumes. */
export interface PauseRange {
  from: IstDate;
  to: IstDate | null;
}

/** Times of day as minutes after IST midnight. Stored as one setting; these are the defaults. */
export interface SubscriptionSettings {
  /** Changes to a delivery close at this time on the day before it (22:00). */
  changeCutoffMinutes: number;
  /** The morning slot subscription orders are delivered in (06:00–08:00). */
  slotStartMinutes: number;
  slotEndMinutes: number;
  /** When the evening notice of tomorrow's deliveries goes out (20:00). */
  eveningNoticeMinutes: number;
  /** A plan created before this time, starting today, gets today's order at once (18:00). */
  sameDayCutoffMinutes: number;
}

export const DEFAULT_SUBSCRIPTION_SETTINGS: SubscriptionSettings = {
  changeCutoffMinutes: 22 * 60,
  slotStartMinutes: 6 * 60,
  slotEndMinutes: 8 * 60,
  eveningNoticeMinutes: 20 * 60,
  sameDayCutoffMinutes: 18 * 60,
};

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** How far ahead a next date is looked for; a plan with nothing in two years has no next delivery. */
const SEARCH_DAYS = 731;

export function weekdayOf(date: IstDate): Weekday {
  return new Date(`${date}T00:00:00Z`).getUTCDay() as Weekday;
}

/** The instant `minutes` after the start of an IST day. */
export function istInstant(date: IstDate, minutes: number): Date {
  return new Date(startOfIstDay(date).getTime() + minutes * MINUTE_MS);
}

/** Minutes since IST midnight of an instant. */
export function istMinutesOfDay(now: Date): number {
  return Math.floor((now.getTime() - startOfIstDay(toIstDate(now)).getTime()) / MINUTE_MS);
}

/** Whether the plan itself delivers on this date (before pauses and skips). */
export function isPlanDay(schedule: SubscriptionSchedule, date: IstDate): boolean {
  if (date < schedule.startDate) return false;
  if (schedule.endDate !== null && date > schedule.endDate) return false;
  switch (schedule.type) {
    case 'daily':
      return true;
    case 'alternate_days':
      return istDaysBetween(schedule.startDate, date) % 2 === 0;
    case 'weekdays':
    case 'weekly':
      return schedule.deliveryDays.includes(weekdayOf(date));
  }
}

export function isPaused(pauses: readonly PauseRange[], date: IstDate): boolean {
  return pauses.some((pause) => date >= pause.from && (pause.to === null || date <= pause.to));
}

/**
 * The first delivery on or after `from`: a plan day that is neither paused nor skipped, or null when there is
 * none before the plan ends (or within two years).
 */
export function firstDeliveryFrom(
  schedule: SubscriptionSchedule,
  from: IstDate,
  pauses: readonly PauseRange[] = [],
  skips: readonly IstDate[] = [],
): IstDate | null {
  let date = from < schedule.startDate ? schedule.startDate : from;
  for (let step = 0; step < SEARCH_DAYS; step += 1) {
    if (schedule.endDate !== null && date > schedule.endDate) return null;
    if (isPlanDay(schedule, date) && !isPaused(pauses, date) && !skips.includes(date)) return date;
    date = addIstDays(date, 1);
  }
  return null;
}

/**
 * §4: tomorrow (IST) when the start date is today or past, otherwise the start date; then moved on to the first
 * day the plan delivers and the customer has not paused or skipped. Never today or earlier: today's order, if
 * any, was made at midnight (or by the same-day rule).
 */
export function nextDeliveryDate(
  schedule: SubscriptionSchedule,
  today: IstDate,
  pauses: readonly PauseRange[] = [],
  skips: readonly IstDate[] = [],
): IstDate | null {
  const tomorrow = addIstDays(today, 1);
  return firstDeliveryFrom(
    schedule,
    schedule.startDate <= today ? tomorrow : schedule.startDate,
    pauses,
    skips,
  );
}

export interface SubscriptionStatus {
  active: boolean;
  expired: boolean;
  /** Whole days left, rounded up; null when the plan has no end date (it never expires). */
  daysUntilExpiry: number | null;
  /** The pause in force today or the next one to start: its last day, or null for "until resumed". */
  pausedUntil: IstDate | null | undefined;
}

/** The instant a plan expires: the end of its end date in IST (the end date is its last delivery day). */
export function expiryInstant(endDate: IstDate): Date {
  return startOfIstDay(addIstDays(endDate, 1));
}

/**
 * §4: active when `is_active` and the end date has not passed; expired when the end date is earlier than now;
 * days until expiry rounded up; no end date never expires. `pausedUntil` is set (possibly to null, "until
 * resumed") when today is inside a pause.
 */
export function subscriptionStatus(
  plan: { isActive: boolean; endDate: IstDate | null; pauses?: readonly PauseRange[] },
  now: Date,
): SubscriptionStatus {
  const expired = plan.endDate !== null && expiryInstant(plan.endDate).getTime() <= now.getTime();
  const daysUntilExpiry =
    plan.endDate === null
      ? null
      : Math.max(0, Math.ceil((expiryInstant(plan.endDate).getTime() - now.getTime()) / DAY_MS));
  const today = toIstDate(now);
  const current = (plan.pauses ?? []).find(
    (pause) => pause.from <= today && (pause.to === null || pause.to >= today),
  );
  return {
    active: plan.isActive && !expired,
    expired,
    daysUntilExpiry,
    pausedUntil: current ? current.to : undefined,
  };
}

/** When changes to a delivery on `date` close: the cut-off time on the day before, in IST. */
export function changeCutoffInstant(date: IstDate, settings: SubscriptionSettings): Date {
  return istInstant(addIstDays(date, -1), settings.changeCutoffMinutes);
}

/** Whether a delivery on `date` may still be skipped, paused or changed at `now`. */
export function canChangeDate(date: IstDate, now: Date, settings: SubscriptionSettings): boolean {
  return now.getTime() < changeCutoffInstant(date, settings).getTime();
}

/** The first date a change made now still reaches: tomorrow before the cut-off, else the day after. */
export function firstChangeableDate(now: Date, settings: SubscriptionSettings): IstDate {
  const tomorrow = addIstDays(toIstDate(now), 1);
  return canChangeDate(tomorrow, now, settings) ? tomorrow : addIstDays(tomorrow, 1);
}

/** The quantity delivered on a date: that day's own quantity when the customer set one, else the plan's. */
export function quantityOn(
  date: IstDate,
  baseQuantity: number,
  dayQuantities: readonly { date: IstDate; quantity: number }[] = [],
): number {
  return dayQuantities.find((day) => day.date === date)?.quantity ?? baseQuantity;
}

export type CalendarDayState = 'delivery' | 'skipped' | 'paused' | 'off' | 'ended';

export interface CalendarDay {
  date: IstDate;
  state: CalendarDayState;
  /** Packets on a delivery day; 0 on any other. */
  quantity: number;
}

export interface PlanDays {
  schedule: SubscriptionSchedule;
  quantity: number;
  pauses?: readonly PauseRange[];
  skips?: readonly IstDate[];
  dayQuantities?: readonly { date: IstDate; quantity: number }[];
}

/** The next `days` days from `from`, each marked delivery, skipped, paused, off (not a plan day) or ended. */
export function deliveryCalendar(plan: PlanDays, from: IstDate, days = 14): CalendarDay[] {
  const { schedule } = plan;
  return Array.from({ length: days }, (_, index) => {
    const date = addIstDays(from, index);
    const day = (state: CalendarDayState, quantity = 0): CalendarDay => ({ date, state, quantity });
    if (schedule.endDate !== null && date > schedule.endDate) return day('ended');
    if (!isPlanDay(schedule, date)) return day('off');
    if (isPaused(plan.pauses ?? [], date)) return day('paused');
    if ((plan.skips ?? []).includes(date)) return day('skipped');
    return day('delivery', quantityOn(date, plan.quantity, plan.dayQuantities));
  });
}

/** Packets delivered from `from` for `days` days (the monthly estimate uses 30). */
export function packetsBetween(plan: PlanDays, from: IstDate, days: number): number {
  return deliveryCalendar(plan, from, days).reduce((sum, day) => sum + day.quantity, 0);
}

/**
 * The same-day rule (§8): a plan starting today (or earlier) and created before the same-day cut-off gets
 * today's order at once; otherwise its first order is made at midnight.
 */
export function sameDayAllowed(
  now: Date,
  schedule: SubscriptionSchedule,
  settings: SubscriptionSettings,
): boolean {
  const today = toIstDate(now);
  return (
    schedule.startDate <= today &&
    istMinutesOfDay(now) < settings.sameDayCutoffMinutes &&
    isPlanDay(schedule, today)
  );
}

/** The delivery slot of a date as instants (06:00–08:00 IST by default). */
export function deliverySlot(
  date: IstDate,
  settings: SubscriptionSettings,
): { startsAt: Date; endsAt: Date } {
  return {
    startsAt: istInstant(date, settings.slotStartMinutes),
    endsAt: istInstant(date, settings.slotEndMinutes),
  };
}

/**
 * A same-day order's window (a plan started today before the same-day cut-off): an hour to pick and pack, then
 * from the next full hour, as long as the morning slot. 14:20 IST gives 16:00–18:00 with the default slot.
 */
export function sameDaySlot(now: Date, settings: SubscriptionSettings): { startsAt: Date; endsAt: Date } {
  const startMinutes = Math.ceil((istMinutesOfDay(now) + 60) / 60) * 60;
  const startsAt = istInstant(toIstDate(now), startMinutes);
  const length = settings.slotEndMinutes - settings.slotStartMinutes;
  return { startsAt, endsAt: new Date(startsAt.getTime() + length * 60_000) };
}

/** Whether the weekdays fit the plan type (at least one for 'weekdays', exactly one for 'weekly'). */
export function deliveryDaysFit(type: SubscriptionType, days: readonly number[]): boolean {
  const distinct = new Set(days);
  if (distinct.size !== days.length || days.some((day) => !Number.isInteger(day) || day < 0 || day > 6))
    return false;
  if (type === 'weekdays') return distinct.size >= 1;
  if (type === 'weekly') return distinct.size === 1;
  return true;
}
