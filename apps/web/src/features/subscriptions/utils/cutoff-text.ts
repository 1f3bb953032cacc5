import {
  addIstDays,
  canChangeDate,
  changeCutoffInstant,
  firstChangeableDate,
  formatIstTime,
  type IstDate,
  type Language,
  type SubscriptionSettings,
} from '@tokri/core';
import type { SubscriptionText } from '../i18n/texts.js';
import { formatPlanDate } from './plan-dates.js';

/** "Changes for tomorrow close at 10:00 pm" (IST, from the shop's settings), or that they have closed. */
export function cutoffText(
  today: IstDate,
  now: Date,
  settings: SubscriptionSettings,
  text: SubscriptionText,
  language: Language,
): string {
  const tomorrow = addIstDays(today, 1);
  const time = formatIstTime(changeCutoffInstant(tomorrow, settings), language);
  if (canChangeDate(tomorrow, now, settings)) return text('list.cutoffOpen', { time });
  return text('list.cutoffClosed', {
    time,
    date: formatPlanDate(firstChangeableDate(now, settings), language),
  });
}
