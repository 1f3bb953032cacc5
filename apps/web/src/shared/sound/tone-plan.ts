import type { SoundSettings } from '@tokri/core';

/** One oscillator note: when it starts (s after the sound starts), how long, its pitch, wave and loudness. */
export interface Tone {
  start: number;
  duration: number;
  frequency: number;
  wave: 'sine' | 'square' | 'triangle';
  gain: number;
}

/** Silence between repeats of a sound, in seconds. */
export const REPEAT_GAP_S = 0.15;
const ALARM_STEP_S = 0.125;
const RING_ON_S = 0.2;
const RING_OFF_S = 0.1;

const round = (value: number) => Math.round(value * 1000) / 1000;
const clamp = (value: number) => Math.min(1, Math.max(0, value));

function oneRepeat(settings: SoundSettings, offset: number): Tone[] {
  const { duration, volume } = settings;
  switch (settings.soundType) {
    case 'beep':
      return [{ start: offset, duration, frequency: 880, wave: 'sine', gain: clamp(volume * 0.6) }];
    case 'alarm': {
      // A two-note siren: high and low notes alternating every 125 ms.
      const tones: Tone[] = [];
      for (let at = 0, i = 0; at < duration - 1e-9; at += ALARM_STEP_S, i++) {
        tones.push({
          start: round(offset + at),
          duration: round(Math.min(ALARM_STEP_S, duration - at)),
          frequency: i % 2 === 0 ? 988 : 784,
          wave: 'square',
          gain: clamp(volume * 0.25),
        });
      }
      return tones;
    }
    case 'ringtone': {
      // The Indian/UK phone ring: 400 + 450 Hz together, in short bursts.
      const tones: Tone[] = [];
      for (let at = 0; at < duration - 1e-9; at += RING_ON_S + RING_OFF_S) {
        const length = round(Math.min(RING_ON_S, duration - at));
        for (const frequency of [400, 450]) {
          tones.push({
            start: round(offset + at),
            duration: length,
            frequency,
            wave: 'sine',
            gain: clamp(volume * 0.35),
          });
        }
      }
      return tones;
    }
  }
}

/** Every note of a sound, its repeats included (pure, so the patterns are unit-tested). */
export function tonePlan(settings: SoundSettings): Tone[] {
  const repeats = Math.max(1, Math.floor(settings.repeatCount));
  const tones: Tone[] = [];
  for (let r = 0; r < repeats; r++)
    tones.push(...oneRepeat(settings, round(r * (settings.duration + REPEAT_GAP_S))));
  return tones;
}

/** What to hand navigator.vibrate: the priority's own pattern, or one buzz per repeat; null for none. */
export function vibrationPattern(settings: SoundSettings): number[] | null {
  if (!settings.vibrate) return null;
  if (settings.vibratePattern?.length) return settings.vibratePattern;
  const buzz = Math.round(settings.duration * 1000);
  const pattern: number[] = [];
  for (let r = 0; r < Math.max(1, settings.repeatCount); r++) pattern.push(...(r > 0 ? [100, buzz] : [buzz]));
  return pattern;
}
