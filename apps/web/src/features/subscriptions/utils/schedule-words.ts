import type { Language, SubscriptionType, Weekday } from '@tokri/core';
import type { SubscriptionText } from '../i18n/texts.js';
import { WEEK_ORDER, weekdayName } from './plan-dates.js';

/** "Every day", "Alternate days", "Mon, Wed, Fri", "Every Monday", in the interface language. */
export function scheduleWords(
  plan: { type: SubscriptionType; deliveryDays: readonly Weekday[] },
  text: SubscriptionText,
  language: Language,
): string {
  switch (plan.type) {
    case 'daily':
      return text('schedule.daily');
    case 'alternate_days':
      return text('schedule.alternate_days');
    case 'weekly': {
      const day = plan.deliveryDays[0];
      return day === undefined
        ? text('schedule.daily')
        : text('schedule.weekly', { day: weekdayName(day, language, 'long') });
    }
    case 'weekdays': {
      if (plan.deliveryDays.length === 7) return text('schedule.daily');
      const days = WEEK_ORDER.filter((day) => plan.deliveryDays.includes(day))
        .map((day) => weekdayName(day, language, 'short'))
        .join(', ');
      return text('schedule.weekdays', { days });
    }
  }
}
