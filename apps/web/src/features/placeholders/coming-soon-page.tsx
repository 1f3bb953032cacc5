import { Hammer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../../shared/ui/page.js';

/** A page a later piece of work builds: it says so plainly instead of showing made-up data. */
export function ComingSoonPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <Page title={t(titleKey as 'pages.home')}>
      <div
        data-testid="coming-soon"
        className="flex flex-col items-center gap-3 rounded-2xl bg-white p-8 text-center dark:bg-stone-900"
      >
        <Hammer aria-hidden="true" className="size-10 text-saffron-500" />
        <p className="text-stone-600 dark:text-stone-400">{t('comingSoon.body')}</p>
        <Link to="/all-products" className="font-semibold text-brand-600 dark:text-brand-400">
          {t('comingSoon.browse')}
        </Link>
      </div>
    </Page>
  );
}
