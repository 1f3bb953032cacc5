import { describe, expect, it } from 'vitest';
import { DEFAULT_SOUND_SETTINGS, DELIVERY_AGENT_ALERT, soundForPriority } from './sound-profiles.js';

describe('sound by priority (spec §9)', () => {
  it('has the spec defaults', () => {
    expect(DEFAULT_SOUND_SETTINGS).toEqual({
      volume: 0.8,
      soundType: 'beep',
      duration: 0.5,
      repeatCount: 1,
      vibrate: true,
    });
    expect(DELIVERY_AGENT_ALERT).toMatchObject({ soundType: 'ringtone', repeatCount: 3, duration: 1.5 });
  });

  it('keeps low quiet and still, normal moderate, high louder and vibrating, urgent a full alarm', () => {
    expect(soundForPriority('low')).toMatchObject({
      volume: 0.3,
      soundType: 'beep',
      repeatCount: 1,
      vibrate: false,
    });
    expect(soundForPriority('normal')).toMatchObject({ volume: 0.6, repeatCount: 1 });
    expect(soundForPriority('high')).toMatchObject({ volume: 0.8, repeatCount: 2, vibrate: true });
    expect(soundForPriority('urgent')).toMatchObject({
      volume: 1,
      soundType: 'alarm',
      repeatCount: 5,
      duration: 1,
      vibrate: true,
    });
    expect(soundForPriority('urgent').vibratePattern?.length).toBeGreaterThan(1);
  });

  it('caps volume rather than raising it', () => {
    const quiet = { ...DEFAULT_SOUND_SETTINGS, volume: 0.2 };
    expect(soundForPriority('high', quiet).volume).toBe(0.2);
    expect(soundForPriority('high', { ...DEFAULT_SOUND_SETTINGS, volume: 1 }).volume).toBe(0.9);
  });
});
