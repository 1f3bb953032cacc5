import { BellRing, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SoundToggle } from '../../shared/sound/sound-toggle.js';
import { Page } from '../../shared/ui/page.js';
import { LanguageSelect } from '../language/index.js';
import { ThemeSelect } from '../theme/index.js';
import { SignOutButton } from './sign-out-button.js';

export function SettingsPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('pages.settings')}>
      <div className="space-y-6 rounded-2xl bg-white p-4 dark:bg-stone-900">
        <LanguageSelect />
        <ThemeSelect />
        <SoundToggle />
        <Link
          to="/push-notifications"
          className="flex min-h-11 items-center gap-3 font-medium hover:text-brand-700 dark:hover:text-brand-300"
        >
          <BellRing aria-hidden="true" className="size-5 text-brand-600 dark:text-brand-400" />
          <span className="flex-1">{t('pages.pushNotifications')}</span>
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      <div className="mt-6">
        <SignOutButton />
      </div>
    </Page>
  );
}
