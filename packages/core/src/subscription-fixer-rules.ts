import { addIstDays, type IstDate } from './ist.js';
import {
  firstDeliveryFrom,
  isPaused,
  isPlanDay,
  nextDeliveryDate,
  type PauseRange,
  type SubscriptionSchedule,
} from './subscription-schedule.js';

/** How many past days the admin fixer looks back for deliveries the midnight run never made. */
export const FIXER_LOOKBACK_DAYS = 7;

/**
 * The next delivery date a plan should have stored on `today` (§4 rule): normally the first delivery after
 * today; but when today's own delivery is still owed (stored as today or left behind on a past day, no delivery
 * row for today yet, and today really is a delivery), today, so the run, which polls all day, still makes it.
 */
export function expectedStoredNextDate(
  schedule: SubscriptionSchedule,
  today: IstDate,
  pauses: readonly PauseRange[],
  skips: readonly IstDate[],
  stored: IstDate | null,
  deliveredToday: boolean,
): IstDate | null {
  if (
    stored !== null &&
    stored <= today &&
    !deliveredToday &&
    firstDeliveryFrom(schedule, today, pauses, skips) === today
  )
    return today;
  return nextDeliveryDate(schedule, today, pauses, skips);
}

/**
 * Past days (within the look-back, from the day after the plan was made, or its start when later) on which the
 * plan was due but has no delivery row: the midnight run never reached them. Days with a recorded outcome,
 * an order or a skip for stock or balance, are not missing.
 */
export function missedDeliveryDates(
  schedule: SubscriptionSchedule,
  today: IstDate,
  createdOn: IstDate,
  pauses: readonly PauseRange[],
  skips: readonly IstDate[],
  recorded: ReadonlySet<IstDate>,
  lookBackDays = FIXER_LOOKBACK_DAYS,
): IstDate[] {
  const firstCandidate = addIstDays(createdOn, 1);
  let date = addIstDays(today, -lookBackDays);
  if (date < firstCandidate) date = firstCandidate;
  if (date < schedule.startDate) date = schedule.startDate;
  const missed: IstDate[] = [];
  for (; date < today; date = addIstDays(date, 1)) {
    if (schedule.endDate !== null && date > schedule.endDate) break;
    if (!isPlanDay(schedule, date) || isPaused(pauses, date) || skips.includes(date)) continue;
    if (!recorded.has(date)) missed.push(date);
  }
  return missed;
}
