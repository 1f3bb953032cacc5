import { useTranslation } from 'react-i18next';
import { AdminLayout } from './admin-layout.js';

export function AdminComingSoonPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <AdminLayout title={t(titleKey as 'pages.adminOrders')}>
      <p
        data-testid="coming-soon"
        className="rounded-2xl bg-white p-6 text-stone-600 dark:bg-stone-900 dark:text-stone-400"
      >
        {t('comingSoon.body')}
      </p>
    </AdminLayout>
  );
}
