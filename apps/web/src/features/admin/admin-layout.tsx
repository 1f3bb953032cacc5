import { Menu, X } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { NavLink } from 'react-router';
import { useAdminText } from './console/admin-texts.js';

/** Every admin page, in the order a shop owner runs the day. */
const SECTIONS = [
  ['/admin', 'nav.dashboard'],
  ['/admin/orders', 'nav.orders'],
  ['/admin/products', 'nav.products'],
  ['/admin/expiring', 'nav.expiring'],
  ['/admin/categories', 'nav.categories'],
  ['/admin/seller-locations', 'nav.stores'],
  ['/admin/coupons', 'nav.coupons'],
  ['/admin/refunds', 'nav.refunds'],
  ['/admin/support', 'nav.support'],
  ['/admin/ratings', 'nav.ratings'],
  ['/admin/riders', 'nav.riders'],
  ['/admin/customers', 'nav.customers'],
  ['/admin/distance-tracking', 'nav.distance'],
  ['/admin/broadcast', 'nav.broadcast'],
  ['/admin/audit', 'nav.audit'],
  ['/admin/subscription-fixer', 'nav.subscriptionFixer'],
] as const;

function SectionLinks({ onNavigate }: { onNavigate?: () => void }) {
  const text = useAdminText();
  return (
    <ul className="space-y-1">
      {SECTIONS.map(([to, key]) => (
        <li key={to}>
          <NavLink
            to={to}
            end={to === '/admin'}
            onClick={onNavigate}
            className={({ isActive }) =>
              `flex min-h-11 items-center rounded-xl px-3 text-sm font-medium ${
                isActive
                  ? 'bg-brand-700 text-white'
                  : 'text-stone-700 hover:bg-stone-200 dark:text-stone-200 dark:hover:bg-stone-800'
              }`
            }
          >
            {text(key)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * The admin console's frame: a side rail on a wide screen, a menu button on a phone (the rail would take half of a
 * 360 px screen). The page's own title is the page's h1.
 */
export function AdminLayout({
  title,
  children,
  actions,
}: {
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  const text = useAdminText();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  return (
    <div className="mx-auto flex max-w-7xl gap-6 px-4 py-4" data-testid="admin-page">
      <nav aria-label={text('menu')} className="sticky top-4 hidden w-56 shrink-0 self-start lg:block">
        <p className="mb-2 px-3 text-sm font-semibold text-stone-600 dark:text-stone-300">{text('menu')}</p>
        <SectionLinks />
      </nav>
      <section className="min-w-0 flex-1">
        <div className="mb-3 flex items-center justify-between gap-2 lg:hidden">
          <button
            type="button"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
            className="flex min-h-11 items-center gap-2 rounded-xl bg-white px-3 font-medium dark:bg-stone-900"
          >
            {menuOpen ? (
              <X aria-hidden="true" className="size-5" />
            ) : (
              <Menu aria-hidden="true" className="size-5" />
            )}
            {menuOpen ? text('closeMenu') : text('openMenu')}
          </button>
        </div>
        {menuOpen ? (
          <nav
            id={menuId}
            aria-label={text('menu')}
            className="mb-4 rounded-2xl bg-white p-2 shadow-lg lg:hidden dark:bg-stone-900"
          >
            <SectionLinks onNavigate={() => setMenuOpen(false)} />
          </nav>
        ) : null}
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-bold">{title}</h1>
          {actions}
        </div>
        {children}
      </section>
    </div>
  );
}
