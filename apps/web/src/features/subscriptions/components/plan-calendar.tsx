import {
  type CalendarDay,
  type CalendarDayState,
  canChangeDate,
  deliveryCalendar,
  type IstDate,
  type SubscriptionSettings,
  type SubscriptionView,
} from '@tokri/core';
import { useId } from 'react';
import { useLanguage } from '../../../i18n/use-language.js';
import { type SubscriptionText, useSubscriptionText } from '../i18n/texts.js';
import { calendarDayParts, formatPlanDate } from '../utils/plan-dates.js';
import { planDays } from '../utils/plan-schedule.js';

export const CALENDAR_DAYS = 14;

/** What each state looks like: a mark that is not only a colour, and the state in words. */
const MARK: Record<CalendarDayState, string> = {
  delivery: '',
  skipped: '✕',
  paused: '⏸',
  off: '·',
  ended: '—',
};
const CELL: Record<CalendarDayState, string> = {
  delivery: 'border-brand-500 bg-brand-50 dark:bg-brand-900/50',
  skipped: 'border-dashed border-red-400 text-red-700 line-through dark:text-red-300',
  paused: 'border-dashed border-saffron-500 text-amber-700 dark:text-amber-300',
  off: 'border-transparent text-stone-500 dark:text-stone-400',
  ended: 'border-transparent text-stone-400 dark:text-stone-500',
};

export function dayStateText(day: CalendarDay, text: SubscriptionText): string {
  return day.state === 'delivery'
    ? text('calendar.delivery', { count: day.quantity })
    : text(`calendar.${day.state}`);
}

/** Skip or change a day's quantity: a delivery or a skipped day whose cut-off has not passed. */
export function isChangeableDay(day: CalendarDay, now: Date, settings: SubscriptionSettings): boolean {
  return (day.state === 'delivery' || day.state === 'skipped') && canChangeDate(day.date, now, settings);
}

/** The next 14 days of a plan: deliveries (with packs), skipped, paused and off days; open days can be tapped. */
export function PlanCalendar({
  plan,
  from,
  now,
  settings,
  onPickDay,
}: {
  plan: SubscriptionView;
  from: IstDate;
  now: Date;
  settings: SubscriptionSettings;
  onPickDay: (day: CalendarDay) => void;
}) {
  const text = useSubscriptionText();
  const language = useLanguage();
  const headingId = useId();
  const days = deliveryCalendar(planDays(plan), from, CALENDAR_DAYS);
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h3 id={headingId} className="text-sm font-semibold">
        {text('calendar.title')}
      </h3>
      {/* Each day at least 44 px wide (issue 32: seven columns left 39 px at 360 px); each cell names its weekday. */}
      <ol className="grid grid-cols-[repeat(auto-fill,minmax(44px,1fr))] gap-1" data-testid="plan-calendar">
        {days.map((day) => {
          const { weekday, day: dayOfMonth } = calendarDayParts(day.date, language);
          const state = dayStateText(day, text);
          const mark = day.state === 'delivery' ? `×${day.quantity}` : MARK[day.state];
          const label = text('calendar.dayLabel', { date: formatPlanDate(day.date, language), state });
          // A button's name starts with what it shows ("Thu 26 ×2"), so it can be spoken to (WCAG 2.5.3, label in
          // name); the other marks are symbols a screen reader would only stumble over.
          const shown =
            day.state === 'delivery' ? `${weekday} ${dayOfMonth} ${mark}` : `${weekday} ${dayOfMonth}`;
          const body = (
            <>
              <span className="block text-[0.7rem] leading-tight">{weekday}</span>{' '}
              <span className="block font-semibold leading-tight">{dayOfMonth}</span>{' '}
              <span aria-hidden="true" className="block text-xs font-bold leading-tight no-underline">
                {mark}
              </span>
            </>
          );
          const cell = `flex min-h-14 w-full flex-col items-center justify-center rounded-lg border-2 px-0.5 py-1 text-center ${CELL[day.state]}`;
          return (
            <li key={day.date} data-state={day.state} data-date={day.date} title={label}>
              {isChangeableDay(day, now, settings) ? (
                <button
                  type="button"
                  className={`${cell} hover:ring-2 hover:ring-brand-400`}
                  aria-label={`${shown}, ${text('calendar.changeDay', { date: label })}`}
                  onClick={() => onPickDay(day)}
                >
                  {body}
                </button>
              ) : (
                <div className={cell} role="img" aria-label={label}>
                  {body}
                </div>
              )}
            </li>
          );
        })}
      </ol>
      <p
        className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-stone-600 dark:text-stone-400"
        data-testid="calendar-legend"
      >
        <span>×2 = {text('calendar.delivery', { count: 2 })}</span>
        <span>✕ {text('calendar.skipped')}</span>
        <span>⏸ {text('calendar.paused')}</span>
        <span>· {text('calendar.off')}</span>
      </p>
    </section>
  );
}
