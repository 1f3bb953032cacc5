import { Bell, Heart, MapPin, ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../features/auth/use-auth.js';
import { useBadges } from '../features/shop/use-badges.js';
import { ModalDialog } from '../shared/ui/modal-dialog.js';

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
  const [chooserOpen, setChooserOpen] = useState(false);
  const favorites = badges?.favorites ?? 0;
  const cartItems = badges?.cartItems ?? 0;

  return (
    <header className="sticky top-0 z-20 print:hidden border-b border-stone-200 bg-stone-50/95 backdrop-blur dark:border-stone-800 dark:bg-[#0f1512]/95">
      <div className="mx-auto flex max-w-3xl items-center gap-2 px-3 py-2">
        <div className="min-w-0 flex-1">
          <Link
            to="/home"
            aria-label={t('header.homeLink')}
            className="text-xl font-extrabold text-brand-600 dark:text-brand-400"
          >
            {t('app.name')}
          </Link>
          {/* The location issue fills this line from GPS or the map; until then it shows the "skipped" state. */}
          <button
            type="button"
            onClick={() => setChooserOpen(true)}
            aria-label={t('header.changeLocation')}
            className="flex max-w-full items-center gap-1 text-left text-xs text-stone-600 dark:text-stone-400"
          >
            <MapPin aria-hidden="true" className="size-3.5 shrink-0 text-brand-500" />
            <span className="truncate">
              <strong className="font-semibold text-stone-800 dark:text-stone-200">
                {t('header.allAreas')}
              </strong>
              {' · '}
              {t('header.browseAllProducts')}
            </span>
          </button>
        </div>
        <nav aria-label={t('header.homeLink')} className="flex items-center gap-1">
          {status === 'signedIn' ? (
            <Link to="/notifications" aria-label={t('header.notifications')} className={iconLink}>
              <Bell aria-hidden="true" className="size-5" />
            </Link>
          ) : null}
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
      <ModalDialog
        open={chooserOpen}
        onClose={() => setChooserOpen(false)}
        title={t('location.title')}
        description={t('location.description')}
      >
        <p className="text-sm text-stone-700 dark:text-stone-300">{t('location.notYet')}</p>
        <button
          type="button"
          onClick={() => setChooserOpen(false)}
          className="mt-4 w-full rounded-xl bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700"
        >
          {t('location.close')}
        </button>
      </ModalDialog>
    </header>
  );
}
