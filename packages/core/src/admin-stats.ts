import { addIstDays, type IstDate } from './ist.js';

/** One IST day of the admin's daily charts. */
export interface AdminDay {
  date: IstDate;
  orders: number;
  revenuePaise: number;
  /** Customers whose first order ever was placed that day. */
  newCustomers: number;
  /** Customers who ordered that day and had ordered on an earlier day. */
  returningCustomers: number;
}

/** The IST days from `days - 1` days before `today` up to `today`, oldest first. */
export function istDayRange(today: IstDate, days: number): IstDate[] {
  return Array.from({ length: days }, (_, index) => addIstDays(today, index - days + 1));
}

/**
 * The daily series with every day present: days with no orders are zeros, not gaps (a chart that skips a day
 * would draw Tuesday's dip as a straight line), and rows outside the range are ignored.
 */
export function fillDays(range: readonly IstDate[], rows: readonly AdminDay[]): AdminDay[] {
  const byDate = new Map(rows.map((row) => [row.date, row]));
  return range.map(
    (date) =>
      byDate.get(date) ?? { date, orders: 0, revenuePaise: 0, newCustomers: 0, returningCustomers: 0 },
  );
}

/** Average order value in paise, rounded half up; 0 when there were no orders. */
export function averageOrderValuePaise(revenuePaise: number, orders: number): number {
  return orders === 0 ? 0 : Math.floor((revenuePaise * 2 + orders) / (orders * 2));
}
