import type { SoundSettings } from '@tokri/core';
import { atUserVolume, soundPreference } from './sound-settings.js';
import { tonePlan, vibrationPattern } from './tone-plan.js';

type AudioContextClass = typeof AudioContext;

let context: AudioContext | null = null;
/** The same sound (e.g. one new order announced by two channels) plays once within this window. */
const SAME_SOUND_WINDOW_MS = 3000;
const recent = new Map<string, number>();

function audioContext(): AudioContext | null {
  if (context) return context;
  const Context =
    window.AudioContext ??
    (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext;
  if (!Context) return null;
  try {
    context = new Context();
  } catch {
    return null;
  }
  return context;
}

/** Browsers start audio suspended until the user interacts; this resumes it (spec §4). */
export function unlockAudio() {
  if (!soundPreference.enabled()) return;
  const audio = audioContext();
  if (audio?.state === 'suspended') void audio.resume().catch(() => undefined);
}

/** Resumes audio on the first click, touch or key press; returns a function that stops listening. */
export function installAudioUnlock(): () => void {
  const events = ['pointerdown', 'touchstart', 'keydown'] as const;
  const remove = () => {
    for (const name of events) window.removeEventListener(name, onGesture, true);
  };
  function onGesture() {
    unlockAudio();
    if (context?.state === 'running') remove();
  }
  for (const name of events) window.addEventListener(name, onGesture, { capture: true, passive: true });
  return remove;
}

function vibrate(settings: SoundSettings) {
  const pattern = vibrationPattern(settings);
  if (!pattern || typeof navigator.vibrate !== 'function') return;
  try {
    navigator.vibrate(pattern);
  } catch {
    // not allowed before the user has interacted with the page
  }
}

/**
 * Plays a synthesised sound (no audio files) and vibrates, when the user turned sounds on. `key` names the
 * occasion, so two channels announcing the same thing make one sound. Returns whether anything was played.
 */
export function playSound(settings: SoundSettings, key?: string): boolean {
  if (!soundPreference.enabled()) return false;
  const now = Date.now();
  if (key) {
    const last = recent.get(key);
    if (last !== undefined && now - last < SAME_SOUND_WINDOW_MS) return false;
    recent.set(key, now);
    for (const [name, at] of recent) if (now - at > SAME_SOUND_WINDOW_MS) recent.delete(name);
  }
  vibrate(settings);
  const audio = audioContext();
  if (!audio) return false;
  if (audio.state === 'suspended') void audio.resume().catch(() => undefined);
  const t0 = audio.currentTime + 0.02;
  for (const tone of tonePlan(atUserVolume(settings, soundPreference.volume()))) {
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = tone.wave;
    oscillator.frequency.value = tone.frequency;
    const start = t0 + tone.start;
    const end = start + tone.duration;
    // A short fade in and out, so notes do not click.
    gain.gain.setValueAtTime(0, start);
    gain.gain.linearRampToValueAtTime(tone.gain, start + Math.min(0.01, tone.duration / 4));
    gain.gain.setValueAtTime(tone.gain, Math.max(start, end - 0.02));
    gain.gain.linearRampToValueAtTime(0, end);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(start);
    oscillator.stop(end + 0.01);
  }
  return true;
}
