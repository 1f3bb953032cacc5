import {
  DEFAULT_SOUND_SETTINGS,
  type NotificationPriority,
  type SoundSettings,
  type SoundType,
  soundForPriority,
} from '@tokri/core';
import { useSyncExternalStore } from 'react';

const PRIORITIES: readonly NotificationPriority[] = ['low', 'normal', 'high', 'urgent'];
const SOUND_TYPES: readonly SoundType[] = ['beep', 'alarm', 'ringtone'];

/**
 * Spec §9: settings from the notification's priority (low, normal, high, urgent), the defaults when it has
 * none; a template's own sound (e.g. the arriving-soon ringtone) chooses the pattern.
 */
export function soundSettingsFor(priority?: string | null, sound?: string | null): SoundSettings {
  const base = PRIORITIES.includes(priority as NotificationPriority)
    ? soundForPriority(priority as NotificationPriority)
    : { ...DEFAULT_SOUND_SETTINGS };
  return SOUND_TYPES.includes(sound as SoundType) ? { ...base, soundType: sound as SoundType } : base;
}

/** Spec §4: sound is off until the user turns it on; the choice is kept on this device. */
export const SOUND_ENABLED_KEY = 'tokri-sound-enabled';

/** The user's own volume (0 to 1), scaling every sound's volume from its priority; full unless turned down. */
export const SOUND_VOLUME_KEY = 'tokri-sound-volume';

const unit = (value: number) => (Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 1);

/** A sound's settings at the user's volume: the priority's ceiling scaled down, never up. */
export const atUserVolume = (settings: SoundSettings, userVolume: number): SoundSettings => ({
  ...settings,
  volume: settings.volume * unit(userVolume),
});

type Listener = () => void;
const listeners = new Set<Listener>();

export const soundPreference = {
  enabled(): boolean {
    try {
      return localStorage.getItem(SOUND_ENABLED_KEY) === 'true';
    } catch {
      return false;
    }
  },
  volume(): number {
    try {
      return unit(Number(localStorage.getItem(SOUND_VOLUME_KEY) ?? 1));
    } catch {
      return 1;
    }
  },
  /** Sounds on or off, or (a number) the user's volume. */
  set(choice: boolean | number) {
    try {
      if (typeof choice === 'number') localStorage.setItem(SOUND_VOLUME_KEY, String(unit(choice)));
      else if (choice) localStorage.setItem(SOUND_ENABLED_KEY, 'true');
      else localStorage.removeItem(SOUND_ENABLED_KEY);
    } catch {
      // private mode: nothing to remember
    }
    for (const listener of listeners) listener();
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key?.startsWith('tokri-sound-')) listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  },
};

export function useSoundEnabled(): boolean {
  return useSyncExternalStore(soundPreference.subscribe, soundPreference.enabled, () => false);
}
