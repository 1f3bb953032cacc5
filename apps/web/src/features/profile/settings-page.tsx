import { useTranslation } from 'react-i18next';
import { Page } from '../../shared/ui/page.js';
import { LanguageSelect } from '../language/language-select.js';
import { ThemeSelect } from '../theme/theme-select.js';
import { SignOutButton } from './sign-out-button.js';

export function SettingsPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('pages.settings')}>
      <div className="space-y-6 rounded-2xl bg-white p-4 dark:bg-stone-900">
        <LanguageSelect />
        <ThemeSelect />
      </div>
      <div className="mt-6">
        <SignOutButton />
      </div>
    </Page>
  );
}
