import { DEFAULT_SUBSCRIPTION_SETTINGS, type SubscriptionSettings } from '@tokri/core';
import type { Queryable } from '../../db/database.js';

export const SUBSCRIPTION_SETTINGS_KEY = 'subscription_settings';

const MINUTES_IN_DAY = 24 * 60;

/** A stored value is used only when it is a whole minute of the day; anything else falls back to the default. */
function minuteOfDay(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < MINUTES_IN_DAY
    ? value
    : fallback;
}

/**
 * The shop's subscription times (cut-off, morning slot, evening notice, same-day cut-off): the `app_settings` row
 * over the defaults, so a shop changes one time without restating the others.
 */
export async function loadSubscriptionSettings(q: Queryable): Promise<SubscriptionSettings> {
  const { rows } = await q.query<{ value: Record<string, unknown> }>(
    'select value from app_settings where key = $1',
    [SUBSCRIPTION_SETTINGS_KEY],
  );
  const stored = rows[0]?.value ?? {};
  const d = DEFAULT_SUBSCRIPTION_SETTINGS;
  const settings: SubscriptionSettings = {
    changeCutoffMinutes: minuteOfDay(stored.changeCutoffMinutes, d.changeCutoffMinutes),
    slotStartMinutes: minuteOfDay(stored.slotStartMinutes, d.slotStartMinutes),
    slotEndMinutes: minuteOfDay(stored.slotEndMinutes, d.slotEndMinutes),
    eveningNoticeMinutes: minuteOfDay(stored.eveningNoticeMinutes, d.eveningNoticeMinutes),
    sameDayCutoffMinutes: minuteOfDay(stored.sameDayCutoffMinutes, d.sameDayCutoffMinutes),
  };
  if (settings.slotEndMinutes <= settings.slotStartMinutes) {
    settings.slotStartMinutes = d.slotStartMinutes;
    settings.slotEndMinutes = d.slotEndMinutes;
  }
  return settings;
}
