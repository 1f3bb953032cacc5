import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useFormat } from '../../shared/format/use-format.js';
import { useAdminStats } from './admin-api.js';

const SECTIONS = [
  ['/admin/products', 'pages.adminProducts'],
  ['/admin/orders', 'pages.adminOrders'],
  ['/admin/coupons', 'pages.adminCoupons'],
  ['/admin/distance-tracking', 'pages.adminDistanceTracking'],
  ['/admin/seller-locations', 'pages.adminSellerLocations'],
  ['/admin/subscription-fixer', 'pages.adminSubscriptionFixer'],
] as const;

function Stats() {
  const { t } = useTranslation();
  const format = useFormat();
  const stats = useAdminStats().data;
  if (!stats) return null;
  const items = [
    [t('admin.stats.totalOrders'), String(stats.totalOrders)],
    [t('admin.stats.totalRevenue'), format.rupees(stats.totalRevenuePaise)],
    [t('admin.stats.pendingOrders'), String(stats.pendingOrders)],
    [t('admin.stats.activeCustomers'), String(stats.activeCustomers)],
    [t('admin.stats.totalProducts'), String(stats.totalProducts)],
  ];
  return (
    <dl className="mb-4 grid grid-cols-2 gap-2 sm:grid-cols-5">
      {items.map(([label, value]) => (
        <div key={label} className="rounded-2xl bg-white p-3 dark:bg-stone-900">
          <dt className="text-xs text-stone-500">{label}</dt>
          <dd className="text-lg font-bold">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function AdminLayout({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-5xl px-4 py-4" data-testid="admin-page">
      <p className="text-sm font-semibold text-saffron-500">{t('admin.title')}</p>
      <h1 className="mb-3 text-2xl font-bold">{title}</h1>
      <nav aria-label={t('admin.nav')} className="-mx-4 mb-4 overflow-x-auto px-4">
        <ul className="flex gap-2">
          {SECTIONS.map(([to, key]) => (
            <li key={to}>
              <NavLink
                to={to}
                className={({ isActive }) =>
                  `block rounded-full px-3 py-1.5 text-sm whitespace-nowrap ${
                    isActive ? 'bg-brand-600 text-white' : 'bg-white dark:bg-stone-900'
                  }`
                }
              >
                {t(key)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Stats />
      {children}
    </section>
  );
}
