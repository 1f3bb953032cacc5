import { type Clock, systemClock } from '../clock.js';

/**
 * The time a test run stands at. Normally the real time; in the time-travel runs of `npm test`
 * (`TEST_CLOCK_AT`, scripts/test.mjs) the same moment shifted to a year ahead, a 31 December, a 29 February or
 * 23:59:59 IST, and still moving forward in real time so timeouts and waits behave. Every date a server test
 * makes is relative to this clock, never a calendar day that real time will pass; and the server a test starts
 * reads this clock unless the test gives it its own.
 *
 * TEST_CLOCK_AT is an ISO instant (`2028-02-29T23:59:59+05:30`) or a shift from now (`+365d`).
 */
function offsetFrom(setting: string | undefined, realNow: number): number {
  if (!setting) return 0;
  const shift = /^\+(\d+)d$/.exec(setting);
  if (shift) return Number(shift[1]) * 86_400_000;
  const target = Date.parse(setting);
  if (Number.isNaN(target)) throw new Error(`TEST_CLOCK_AT is neither an ISO instant nor +Nd: ${setting}`);
  return target - realNow;
}

const offsetMs = offsetFrom(process.env.TEST_CLOCK_AT, Date.now());

/**
 * The test run's clock: real time plus the time-travel shift; the system clock itself when there is none, so the
 * server runs its database as production does (ADR 0073).
 */
export const testClock: Clock = offsetMs === 0 ? systemClock : () => new Date(Date.now() + offsetMs);

/** The test run's time now. */
export const testNow = (): Date => testClock();

/** True in a time-travel run, for the few assertions that compare with the database server's own now(). */
export const timeTravelling = offsetMs !== 0;
