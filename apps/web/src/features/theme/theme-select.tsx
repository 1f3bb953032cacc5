import { Monitor, Moon, Sun } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation.js';
import { setTheme, type ThemeChoice, useTheme } from './theme-store.js';

const OPTIONS: { value: ThemeChoice; Icon: typeof Sun }[] = [
  { value: 'light', Icon: Sun },
  { value: 'dark', Icon: Moon },
  { value: 'system', Icon: Monitor },
];

export function ThemeSelect() {
  const { t } = useTranslation();
  const theme = useTheme();
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-stone-600 dark:text-stone-300">{t('theme.label')}</legend>
      <div className="grid grid-cols-3 gap-2">
        {OPTIONS.map(({ value, Icon }) => (
          <label
            key={value}
            className="flex cursor-pointer flex-col items-center gap-1 rounded-xl border border-stone-200 p-3 text-sm has-checked:border-brand-500 has-checked:bg-brand-50 dark:border-stone-700 dark:has-checked:bg-brand-900"
          >
            <input
              type="radio"
              name="theme"
              value={value}
              checked={theme === value}
              onChange={() => setTheme(value)}
              className="sr-only"
            />
            <Icon aria-hidden="true" className="size-5" />
            {t(`theme.${value}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
