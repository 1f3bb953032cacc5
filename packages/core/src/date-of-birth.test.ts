import { describe, expect, it } from 'vitest';
import { dateOfBirthProblem, dateOfBirthShapeProblem, latestBirthDateForAge } from './date-of-birth.js';

describe('date of birth', () => {
  it('when the date is not a calendar date or before 1900, then it is invalid', () => {
    expect(dateOfBirthProblem('2001-02-30', '2026-11-26')).toBe('INVALID_DATE');
    expect(dateOfBirthProblem('26/11/2001', '2026-11-26')).toBe('INVALID_DATE');
    expect(dateOfBirthProblem('1899-12-31', '2026-11-26')).toBe('INVALID_DATE');
  });

  it('when the date is after today in IST, then it is in the future', () => {
    expect(dateOfBirthProblem('2026-11-27', '2026-11-26')).toBe('DATE_OF_BIRTH_IN_FUTURE');
  });

  it('when the person turns 13 tomorrow, then they are too young; on the birthday itself they are not', () => {
    expect(dateOfBirthProblem('2013-11-27', '2026-11-26')).toBe('DATE_OF_BIRTH_TOO_YOUNG');
    expect(dateOfBirthProblem('2013-11-26', '2026-11-26')).toBeNull();
    expect(dateOfBirthProblem('1990-05-01', '2026-11-26')).toBeNull();
  });

  it('when someone was born on 29 February, then they are 13 on 1 March of a non-leap year', () => {
    expect(latestBirthDateForAge('2025-02-28', 13)).toBe('2012-02-28');
    expect(dateOfBirthProblem('2012-02-29', '2025-02-28')).toBe('DATE_OF_BIRTH_TOO_YOUNG');
    expect(dateOfBirthProblem('2012-02-29', '2025-03-01')).toBeNull();
  });
});

describe('the request shape of a date of birth', () => {
  it('when the value is no real date or is before 1901, then INVALID_DATE; any real later date passes, the future too', () => {
    expect(dateOfBirthShapeProblem('2001-02-30')).toBe('INVALID_DATE');
    expect(dateOfBirthShapeProblem('1900-01-01')).toBe('INVALID_DATE');
    expect(dateOfBirthShapeProblem('1900-01-02')).toBeNull();
    expect(dateOfBirthShapeProblem('2999-12-31')).toBeNull();
  });
});
