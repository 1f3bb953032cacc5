import { DELIVERY_AGENT_ALERT } from '@tokri/core';
import { playSound } from '../../shared/sound/sound-player.js';
import { soundPreference } from '../../shared/sound/sound-settings.js';
import { vibrationPattern } from '../../shared/sound/tone-plan.js';

export interface OfferAlertOptions {
  /** Whether the rider turned sounds on (spec §4: off until they do). */
  soundOn: () => boolean;
  /** Plays the sound and its vibration (once per key within a few seconds, whoever asks). */
  play: (key: string) => void;
  /** Vibrates on its own, for a phone whose sounds are off: a rider still feels the new order. */
  vibrate: () => void;
  /** Where the offers already announced are remembered across reloads of this tab. */
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
}

const SEEN_KEY = 'tokri-rider-offers-rung';
/** Enough for a long shift; older ids are forgotten first. */
const SEEN_CAP = 200;

/** The sound's key: the same as the offer notification's (`<orderId>:rider_offer`), so the two ring once. */
export const offerSoundKey = (orderId: string) => `${orderId}:rider_offer`;

/**
 * Rings the delivery-agent alert (§6: ringtone, 3 repeats, 1.5 s) and vibrates once per offer id: a refetch or
 * a second event about the same offer stays quiet. Returns the ids it announced.
 */
export function createOfferAlert(options: OfferAlertOptions) {
  const seen: string[] = (() => {
    try {
      const parsed: unknown = JSON.parse(options.storage?.getItem(SEEN_KEY) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
    } catch {
      return [];
    }
  })();
  const remember = (id: string) => {
    seen.push(id);
    if (seen.length > SEEN_CAP) seen.splice(0, seen.length - SEEN_CAP);
    try {
      options.storage?.setItem(SEEN_KEY, JSON.stringify(seen));
    } catch {
      // private mode: remembered for this page only
    }
  };
  return {
    announce(offers: readonly { id: string; orderId: string }[]): string[] {
      const fresh = offers.filter((offer) => !seen.includes(offer.id));
      for (const offer of fresh) remember(offer.id);
      const first = fresh[0];
      if (first) {
        if (options.soundOn()) options.play(offerSoundKey(first.orderId));
        else options.vibrate();
      }
      return fresh.map((offer) => offer.id);
    },
  };
}

function vibrateAlert() {
  const pattern = vibrationPattern(DELIVERY_AGENT_ALERT);
  if (!pattern || typeof navigator.vibrate !== 'function') return;
  try {
    navigator.vibrate(pattern);
  } catch {
    // not allowed before the rider has touched the page
  }
}

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The app's alert: the shared sound player, the phone's vibration, and this tab's memory. */
export const offerAlert = createOfferAlert({
  soundOn: () => soundPreference.enabled(),
  play: (key) => void playSound(DELIVERY_AGENT_ALERT, key),
  vibrate: vibrateAlert,
  storage: sessionStore(),
});
