import { DEFAULT_SOUND_SETTINGS } from '@tokri/core';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  atUserVolume,
  SOUND_ENABLED_KEY,
  SOUND_VOLUME_KEY,
  soundPreference,
  soundSettingsFor,
} from './sound-settings.js';
import { REPEAT_GAP_S, tonePlan, vibrationPattern } from './tone-plan.js';

describe('sound settings by priority (spec §9)', () => {
  it('low: at most 0.3, beep, 1 repeat, no vibration', () => {
    expect(soundSettingsFor('low')).toMatchObject({
      volume: 0.3,
      soundType: 'beep',
      repeatCount: 1,
      vibrate: false,
    });
  });

  it('normal: at most 0.6, 1 repeat', () => {
    expect(soundSettingsFor('normal')).toMatchObject({ volume: 0.6, repeatCount: 1 });
  });

  it('high: at most 0.9, 2 repeats, vibrates', () => {
    expect(soundSettingsFor('high')).toMatchObject({ volume: 0.8, repeatCount: 2, vibrate: true });
  });

  it('urgent: volume 1, alarm, 5 repeats, 1 s, vibrates with a pattern', () => {
    const urgent = soundSettingsFor('urgent');
    expect(urgent).toMatchObject({
      volume: 1,
      soundType: 'alarm',
      repeatCount: 5,
      duration: 1,
      vibrate: true,
    });
    expect(urgent.vibratePattern?.length).toBeGreaterThan(1);
  });

  it('no (or an unknown) priority: the defaults, volume 0.8, beep, 0.5 s, 1 repeat, vibrate', () => {
    expect(soundSettingsFor(undefined)).toEqual(DEFAULT_SOUND_SETTINGS);
    expect(soundSettingsFor('whenever')).toEqual({
      volume: 0.8,
      soundType: 'beep',
      duration: 0.5,
      repeatCount: 1,
      vibrate: true,
    });
  });

  it("a template's own sound chooses the pattern", () => {
    expect(soundSettingsFor('urgent', 'ringtone').soundType).toBe('ringtone');
    expect(soundSettingsFor('high', 'nonsense').soundType).toBe('beep');
  });
});

describe('synthesised patterns', () => {
  it('a beep is one note per repeat, separated by a short gap', () => {
    const tones = tonePlan(soundSettingsFor('high'));
    expect(tones).toHaveLength(2);
    expect(tones[1]?.start).toBeCloseTo(0.5 + REPEAT_GAP_S);
    expect(tones.every((tone) => tone.wave === 'sine' && tone.duration === 0.5)).toBe(true);
  });

  it('an alarm alternates two notes every 125 ms, 5 times over', () => {
    const tones = tonePlan(soundSettingsFor('urgent'));
    expect(tones).toHaveLength(5 * 8);
    expect(new Set(tones.map((tone) => tone.frequency))).toEqual(new Set([988, 784]));
  });

  it('a ringtone rings two tones together in bursts', () => {
    const tones = tonePlan({ ...DEFAULT_SOUND_SETTINGS, soundType: 'ringtone', duration: 0.6 });
    expect(tones.map((tone) => [tone.start, tone.frequency])).toEqual([
      [0, 400],
      [0, 450],
      [0.3, 400],
      [0.3, 450],
    ]);
  });

  it('loudness follows the volume and never exceeds 1', () => {
    expect(Math.max(...tonePlan(soundSettingsFor('low')).map((tone) => tone.gain))).toBeLessThanOrEqual(0.3);
    expect(tonePlan({ ...DEFAULT_SOUND_SETTINGS, volume: 5 }).every((tone) => tone.gain <= 1)).toBe(true);
  });

  it('vibrates one buzz per repeat, the priority pattern when it has one, or not at all', () => {
    expect(vibrationPattern(soundSettingsFor('high'))).toEqual([500, 100, 500]);
    expect(vibrationPattern(soundSettingsFor('urgent'))).toEqual(soundSettingsFor('urgent').vibratePattern);
    expect(vibrationPattern(soundSettingsFor('low'))).toBeNull();
  });
});

describe('the sound setting (spec §4)', () => {
  beforeEach(() => localStorage.clear());

  it('is off by default and remembered once turned on', () => {
    expect(soundPreference.enabled()).toBe(false);
    soundPreference.set(true);
    expect(localStorage.getItem(SOUND_ENABLED_KEY)).toBe('true');
    expect(soundPreference.enabled()).toBe(true);
    soundPreference.set(false);
    expect(soundPreference.enabled()).toBe(false);
  });
});

describe('the user volume (settings page)', () => {
  beforeEach(() => localStorage.clear());

  it('when never set, then sounds play at their priority volume', () => {
    expect(soundPreference.volume()).toBe(1);
    expect(atUserVolume(soundSettingsFor('urgent'), soundPreference.volume()).volume).toBe(1);
  });

  it('when turned down to 40 %, then every sound is scaled, never above its priority ceiling', () => {
    soundPreference.set(0.4);
    expect(localStorage.getItem(SOUND_VOLUME_KEY)).toBe('0.4');
    expect(atUserVolume(soundSettingsFor('normal'), soundPreference.volume()).volume).toBeCloseTo(0.24);
    expect(atUserVolume(soundSettingsFor('low'), 7).volume).toBe(0.3);
  });
});
