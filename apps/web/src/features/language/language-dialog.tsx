import { LANGUAGES } from '@tokri/core';
import { LANGUAGE_ENDONYMS } from '../../i18n/languages.js';
import { useTranslation } from '../../i18n/use-translation.js';
import { useCurrentUser } from '../../shared/session/use-auth.js';
import { ModalDialog } from '../../shared/ui/modal-dialog.js';
import { useChooseLanguage } from './use-choose-language.js';

/** Spec §2: asks a signed-in user with no stored preferred_language to choose one. */
export function LanguageDialog() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const choose = useChooseLanguage();
  const open = Boolean(user && user.preferredLanguage === null) && !choose.isSuccess;
  return (
    <ModalDialog open={open} title={t('language.dialogTitle')} description={t('language.dialogDescription')}>
      <div className="grid gap-2">
        {LANGUAGES.map((code) => (
          <button
            key={code}
            type="button"
            lang={code}
            disabled={choose.isPending}
            onClick={() => choose.mutate(code)}
            className="rounded-xl border border-stone-200 px-4 py-3 text-left text-base font-medium hover:border-brand-500 hover:bg-brand-50 disabled:opacity-60 dark:border-stone-700 dark:hover:bg-brand-900"
          >
            {LANGUAGE_ENDONYMS[code]}
          </button>
        ))}
      </div>
    </ModalDialog>
  );
}
