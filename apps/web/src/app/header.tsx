import { Heart, ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
// Not the location index: that also re-exports LocationSetup for the lazy addresses page, and importing it
// from the shell would pull LocationSetup into the first download (the /home JS budget).
import { HeaderLocation } from '../features/location/components/header-location.js';
import { NotificationBell } from '../features/notifications/index.js';
import { useBadges } from '../features/shop/use-badges.js';
import { useTranslation } from '../i18n/use-translation.js';
import { useAuth } from '../shared/session/use-auth.js';

function CountBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      className="absolute -top-1 -right-1 min-w-5 rounded-full bg-saffron-500 px-1 text-center text-xs leading-5 font-bold text-stone-950"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}

const iconLink =
  'relative inline-flex size-11 items-center justify-center rounded-full text-stone-700 hover:bg-stone-200/70 dark:text-stone-200 dark:hover:bg-stone-800';

export function Header() {
  const { t } = useTranslation();
  const { status } = useAuth();
  const badges = useBadges().data;
  const favorites = badges?.favorites ?? 0;
  const cartItems = badges?.cartItems ?? 0;

  return (
    <header className="sticky top-0 z-20 print:hidden border-b border-stone-200 bg-stone-50/95 backdrop-blur dark:border-stone-800 dark:bg-[#0f1512]/95">
      <div className="mx-auto flex max-w-3xl items-center gap-2 px-3 py-1">
        <div className="min-w-0 flex-1">
          <Link
            to="/home"
            aria-label={t('header.homeLink')}
            className="text-xl font-extrabold text-brand-600 dark:text-brand-400"
          >
            {t('app.name')}
          </Link>
          <HeaderLocation />
        </div>
        <nav aria-label={t('header.homeLink')} className="flex items-center gap-1">
          {status === 'signedIn' ? <NotificationBell /> : null}
          <Link
            to="/favorites"
            aria-label={
              favorites > 0 ? t('header.favoritesCount', { count: favorites }) : t('header.favorites')
            }
            className={iconLink}
            data-testid="favorites-link"
          >
            <Heart aria-hidden="true" className="size-5" />
            <CountBadge count={favorites} />
          </Link>
          <Link
            to="/cart"
            aria-label={cartItems > 0 ? t('header.cartCount', { count: cartItems }) : t('header.cart')}
            className={iconLink}
            data-testid="cart-link"
          >
            <ShoppingCart aria-hidden="true" className="size-5" />
            <CountBadge count={cartItems} />
          </Link>
        </nav>
      </div>
    </header>
  );
}
