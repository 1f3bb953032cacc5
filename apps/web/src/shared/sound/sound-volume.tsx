import { DEFAULT_SOUND_SETTINGS } from '@tokri/core';
import { useId, useSyncExternalStore } from 'react';
import { playSound } from './sound-player.js';
import { soundPreference, useSoundEnabled } from './sound-settings.js';

function useSoundVolume(): number {
  return useSyncExternalStore(soundPreference.subscribe, soundPreference.volume, () => 1);
}

/**
 * The user's volume for notification sounds (spec §9 sound settings), 0-100 %; a short beep at the new level
 * when let go. Disabled while sounds are off, since it would change nothing you can hear.
 */
export function SoundVolume({ label, valueText }: { label: string; valueText: (percent: number) => string }) {
  const enabled = useSoundEnabled();
  const volume = useSoundVolume();
  const id = useId();
  const percent = Math.round(volume * 100);
  return (
    <div className="space-y-1">
      <div className="flex items-center justify-between gap-3">
        <label htmlFor={id} className="font-medium">
          {label}
        </label>
        <output htmlFor={id} className="text-sm tabular-nums text-stone-600 dark:text-stone-400">
          {valueText(percent)}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={0}
        max={100}
        step={10}
        value={percent}
        disabled={!enabled}
        aria-valuetext={valueText(percent)}
        onChange={(event) => soundPreference.set(Number(event.currentTarget.value) / 100)}
        onPointerUp={() => playSound(DEFAULT_SOUND_SETTINGS, 'volume-preview')}
        onKeyUp={() => playSound(DEFAULT_SOUND_SETTINGS, 'volume-preview')}
        className="min-h-11 w-full accent-brand-600 disabled:opacity-50"
        data-testid="sound-volume"
      />
    </div>
  );
}
