import { type Language, type SubscriptionView, subscriptionStatus } from '@tokri/core';
import type { SubscriptionText } from '../i18n/texts.js';
import { formatPlanDate } from './plan-dates.js';

export type PlanTone = 'active' | 'paused' | 'expired';

const isOpenEnded = (pause: { to: string | null }) => pause.to === null;

/**
 * The plan's state in words (§4 via core's subscriptionStatus): expired; paused until a date or until resumed;
 * ends in N days (rounded up); or active.
 */
export function planStatus(
  plan: Pick<SubscriptionView, 'isActive' | 'endDate' | 'pauses'>,
  now: Date,
  text: SubscriptionText,
  language: Language,
): { tone: PlanTone; label: string } {
  const status = subscriptionStatus(plan, now);
  if (status.expired || !status.active) return { tone: 'expired', label: text('status.expired') };
  // Paused until resumed, also when that pause begins tomorrow (the first day a pause can reach): the customer
  // just pressed Pause, and no delivery comes until they resume.
  if (status.pausedUntil === null || (status.pausedUntil === undefined && plan.pauses.some(isOpenEnded)))
    return { tone: 'paused', label: text('status.pausedOpen') };
  if (status.pausedUntil !== undefined) {
    return {
      tone: 'paused',
      label: text('status.pausedUntil', { date: formatPlanDate(status.pausedUntil, language) }),
    };
  }
  if (status.daysUntilExpiry !== null) {
    return { tone: 'active', label: text('status.endsIn', { count: status.daysUntilExpiry }) };
  }
  return { tone: 'active', label: text('status.active') };
}

/** Whether "Resume" is the plan's action rather than "Pause": paused today, or a pause until resumed ahead. */
export function canResume(
  plan: Pick<SubscriptionView, 'isActive' | 'endDate' | 'pauses'>,
  now: Date,
): boolean {
  return subscriptionStatus(plan, now).pausedUntil !== undefined || plan.pauses.some(isOpenEnded);
}
