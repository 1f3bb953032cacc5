/** Spec §3 sound settings and §9 sound-by-priority rules. */
export type SoundType = 'beep' | 'alarm' | 'ringtone';
export type NotificationPriority = 'low' | 'normal' | 'high' | 'urgent';

export interface SoundSettings {
  volume: number;
  soundType: SoundType;
  /** Seconds. */
  duration: number;
  repeatCount: number;
  vibrate: boolean;
  /** Vibration pattern in ms, when the priority has one. */
  vibratePattern?: number[];
}

/** Default: volume 0.8, beep, 0.5 s, 1 repeat, vibrate on. */
export const DEFAULT_SOUND_SETTINGS: SoundSettings = {
  volume: 0.8,
  soundType: 'beep',
  duration: 0.5,
  repeatCount: 1,
  vibrate: true,
};

/** The spec's delivery-agent alert: ringtone, 3 repeats, 1.5 s. */
export const DELIVERY_AGENT_ALERT: SoundSettings = {
  ...DEFAULT_SOUND_SETTINGS,
  soundType: 'ringtone',
  repeatCount: 3,
  duration: 1.5,
};

/**
 * low: volume at most 0.3, beep, 1 repeat, no vibration; normal: at most 0.6, 1 repeat; high: at most 0.9,
 * 2 repeats, vibrates; urgent: volume 1, alarm, 5 repeats, 1 s, vibrates with a pattern.
 */
export function soundForPriority(
  priority: NotificationPriority,
  base: SoundSettings = DEFAULT_SOUND_SETTINGS,
): SoundSettings {
  switch (priority) {
    case 'low':
      return {
        ...base,
        volume: Math.min(base.volume, 0.3),
        soundType: 'beep',
        repeatCount: 1,
        vibrate: false,
      };
    case 'normal':
      return { ...base, volume: Math.min(base.volume, 0.6), repeatCount: 1 };
    case 'high':
      return { ...base, volume: Math.min(base.volume, 0.9), repeatCount: 2, vibrate: true };
    case 'urgent':
      return {
        ...base,
        volume: 1,
        soundType: 'alarm',
        repeatCount: 5,
        duration: 1,
        vibrate: true,
        vibratePattern: [300, 100, 300, 100, 600],
      };
  }
}
