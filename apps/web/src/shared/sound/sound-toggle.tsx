import { DEFAULT_SOUND_SETTINGS } from '@tokri/core';
import { useId } from 'react';
import { useTranslation } from '../../i18n/use-translation.js';
import { playSound, unlockAudio } from './sound-player.js';
import { soundPreference, useSoundEnabled } from './sound-settings.js';

/** The explicit setting that turns notification sounds (and vibration) on; off by default (spec §4). */
export function SoundToggle() {
  const { t } = useTranslation();
  const enabled = useSoundEnabled();
  const hintId = useId();
  const onChange = (next: boolean) => {
    soundPreference.set(next);
    if (next) {
      // This click is a user gesture: audio may start now, and a short beep confirms it works.
      unlockAudio();
      playSound(DEFAULT_SOUND_SETTINGS);
    }
  };
  return (
    <div className="space-y-1">
      <label className="flex min-h-11 items-center justify-between gap-3">
        <span className="font-medium">{t('sound.label')}</span>
        <input
          type="checkbox"
          role="switch"
          checked={enabled}
          aria-checked={enabled}
          aria-describedby={hintId}
          onChange={(event) => onChange(event.currentTarget.checked)}
          className="size-5 accent-brand-600"
          data-testid="sound-toggle"
        />
      </label>
      <p id={hintId} className="text-sm text-stone-600 dark:text-stone-400">
        {t('sound.hint')}
      </p>
    </div>
  );
}
