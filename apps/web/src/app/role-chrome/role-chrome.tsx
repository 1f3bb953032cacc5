import { type AppArea, AREA_LANDING } from '@tokri/core';
import { Store, User } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.js';
import { StatusPage } from '../status-pages.js';
import { useRoleChromeText } from './texts.js';

const iconLink =
  'inline-flex size-11 items-center justify-center rounded-full text-stone-700 hover:bg-stone-200/70 dark:text-stone-200 dark:hover:bg-stone-800';

/**
 * The console's and the rider app's header (issue 32 item 1, ADR 0074): the part's name leading to its start,
 * the bell, a "Shop" switch and the profile; no cart, favourites or delivery location, and no shop bottom nav.
 * A lazy chunk: the shop's first download does not carry it. The bell comes from the layout: importing it here
 * would make the bundler split the entry's notification code into extra shared chunks (+2 kB on every first screen).
 */
export function RoleHeader({ area, bell }: { area: 'admin' | 'rider'; bell: ReactNode }) {
  const { t } = useTranslation();
  const text = useRoleChromeText();
  const name = area === 'admin' ? text('console') : text('riderApp');
  return (
    <header
      data-testid={`${area}-chrome`}
      className="sticky top-0 z-20 border-b border-stone-200 bg-stone-50/95 backdrop-blur print:hidden dark:border-stone-800 dark:bg-[#0f1512]/95"
    >
      <div className="mx-auto flex max-w-7xl items-center gap-2 px-3 py-1">
        <Link
          to={AREA_LANDING[area]}
          className="flex min-h-11 min-w-0 flex-1 items-baseline gap-2 text-xl font-extrabold text-brand-600 dark:text-brand-400"
        >
          {t('app.name')}
          <span className="truncate text-sm font-semibold text-stone-700 dark:text-stone-200">{name}</span>
        </Link>
        <nav aria-label={name} className="flex items-center gap-1">
          {bell}
          <Link
            to="/home"
            data-testid="switch-to-shop"
            className="inline-flex min-h-11 items-center gap-1 rounded-full px-3 text-sm font-semibold text-stone-700 hover:bg-stone-200/70 dark:text-stone-200 dark:hover:bg-stone-800"
          >
            <Store aria-hidden="true" className="size-5" />
            {text('shop')}
          </Link>
          <Link to="/profile" aria-label={text('profile')} className={iconLink}>
            <User aria-hidden="true" className="size-5" />
          </Link>
        </nav>
      </div>
    </header>
  );
}

/** A refused page says whose part of the app it is, and leads the person to their own (the minor). */
export function RoleForbiddenPage({ area, own }: { area: 'admin' | 'rider'; own: AppArea }) {
  const text = useRoleChromeText();
  return (
    <StatusPage
      testId="forbidden"
      title={area === 'admin' ? text('forbidden.adminTitle') : text('forbidden.riderTitle')}
      body={area === 'admin' ? text('forbidden.adminBody') : text('forbidden.riderBody')}
      to={AREA_LANDING[own]}
      linkLabel={text(`goTo.${own}`)}
    />
  );
}
