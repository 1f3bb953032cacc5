import { CalendarClock, Home, Package, User } from 'lucide-react';
import { NavLink } from 'react-router';
import { useTranslation } from '../i18n/use-translation.js';

const TABS = [
  { to: '/home', key: 'nav.home', Icon: Home },
  { to: '/subscriptions', key: 'nav.subscriptions', Icon: CalendarClock },
  { to: '/orders', key: 'nav.orders', Icon: Package },
  { to: '/profile', key: 'nav.profile', Icon: User },
] as const;

export function BottomNav() {
  const { t } = useTranslation();
  return (
    <nav
      aria-label={t('nav.main')}
      className="fixed inset-x-0 bottom-0 z-20 print:hidden border-t border-stone-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur dark:border-stone-800 dark:bg-stone-950/95"
    >
      <ul className="mx-auto grid max-w-3xl grid-cols-4">
        {TABS.map(({ to, key, Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              className={({ isActive }) =>
                `flex min-h-14 flex-col items-center justify-center gap-0.5 text-xs font-medium ${
                  isActive ? 'text-brand-600 dark:text-brand-400' : 'text-stone-500 dark:text-stone-400'
                }`
              }
            >
              <Icon aria-hidden="true" className="size-5" />
              {t(key)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
