import { type IstDate, isIstDate } from './ist.js';

/** Tokri's terms (and the DPDP Act's care for children's data) keep accounts to people of 13 and over. */
export const MINIMUM_AGE_YEARS = 13;

export type DateOfBirthProblem = 'INVALID_DATE' | 'DATE_OF_BIRTH_IN_FUTURE' | 'DATE_OF_BIRTH_TOO_YOUNG';

/** The latest birth date of someone who is `years` old on `today`: the same month and day, `years` earlier. */
export function latestBirthDateForAge(today: IstDate, years: number): string {
  const year = Number(today.slice(0, 4)) - years;
  // A plain string: someone born on 29 February is 13 on 1 March in a non-leap year (string order gives it).
  return `${String(year).padStart(4, '0')}${today.slice(4)}`;
}

/**
 * What the request's shape can tell of a date of birth without knowing today: a real calendar date after 1900 (the
 * table's own check), or null. The age and the future are judged by the server on the clock's day
 * (`dateOfBirthProblem`).
 */
export function dateOfBirthShapeProblem(value: string): 'INVALID_DATE' | null {
  return !isIstDate(value) || value <= '1900-01-01' ? 'INVALID_DATE' : null;
}

/**
 * What is wrong with a date of birth ("YYYY-MM-DD") on the IST day `today`, or null when it is fine: a real
 * calendar date after 1900 (the table's own check), not after today, and at least 13 years ago.
 */
export function dateOfBirthProblem(value: string, today: IstDate): DateOfBirthProblem | null {
  const shape = dateOfBirthShapeProblem(value);
  if (shape) return shape;
  if (value > today) return 'DATE_OF_BIRTH_IN_FUTURE';
  if (value > latestBirthDateForAge(today, MINIMUM_AGE_YEARS)) return 'DATE_OF_BIRTH_TOO_YOUNG';
  return null;
}
