import { LANGUAGES } from '@tokri/core';
import { currentLanguage } from '../../i18n/index.js';
import { LANGUAGE_ENDONYMS } from '../../i18n/languages.js';
import { useTranslation } from '../../i18n/use-translation.js';
import { useChooseLanguage } from './use-choose-language.js';

export function LanguageSelect({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const choose = useChooseLanguage();
  const language = currentLanguage();
  return (
    <label className={compact ? 'flex w-full items-center text-sm' : 'block space-y-2'}>
      <span className={compact ? 'sr-only' : 'text-sm font-medium text-stone-600 dark:text-stone-300'}>
        {t('language.label')}
      </span>
      <select
        value={language}
        onChange={(event) => choose.mutate(event.target.value as (typeof LANGUAGES)[number])}
        className="min-h-11 w-full rounded-xl border border-stone-300 bg-white px-3 py-2 text-base dark:border-stone-600 dark:bg-stone-900"
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code}>
            {LANGUAGE_ENDONYMS[code]}
          </option>
        ))}
      </select>
    </label>
  );
}
